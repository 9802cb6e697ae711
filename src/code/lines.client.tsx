/**
 * In the browser, a code block whose server markup was kept (src/theme/CodeBlock/Content) never
 * comes here; one drawn later (after a client-side navigation) shows its plain lines until
 * Prism has loaded, then its highlighted ones. Prism stays out of the first JavaScript of every
 * page: its evaluation alone (every language's grammar) is a long task on a phone.
 *
 * The highlighter may not load at all (offline, a reader who never drew a block in the browser
 * has no copy of it): the plain lines stay, and the next block drawn asks again.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import type {CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import PlainLines from './PlainLines';

type Highlighter = typeof import('./CodeLines');
/** Set once the highlighter has loaded: later blocks draw highlighted from their first render. */
let loaded: Highlighter | undefined;

export const loadHighlighter = (): Promise<Highlighter> => import('./CodeLines').then((module) => (loaded = module));

export default function CodeLines({metadata}: {metadata: CodeBlockMetadata}): ReactNode {
  const [highlighter, setHighlighter] = useState(loaded);
  useEffect(() => {
    if (highlighter) return;
    let live = true;
    loadHighlighter().then(
      (module) => live && setHighlighter(module),
      () => undefined, // the plain lines are the code, uncoloured
    );
    return () => {
      live = false;
    };
  }, [highlighter]);
  return highlighter ? <highlighter.default metadata={metadata} /> : <PlainLines metadata={metadata} />;
}
