/**
 * In the browser, a code block whose server markup was kept (src/theme/CodeBlock/Content) never
 * comes here; one drawn later (after a client-side navigation) shows its plain lines until
 * Prism has loaded, then its highlighted ones. Prism stays out of the first JavaScript of every
 * page: its evaluation alone (every language's grammar) is a long task on a phone.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import PlainLines from './PlainLines';

export const loadHighlighter = () => import('./CodeLines');
const LazyCodeLines = lazy(loadHighlighter);

export default function CodeLines({metadata}: {metadata: CodeBlockMetadata}): ReactNode {
  return (
    <Suspense fallback={<PlainLines metadata={metadata} />}>
      <LazyCodeLines metadata={metadata} />
    </Suspense>
  );
}
