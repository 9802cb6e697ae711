/**
 * The theme's code block content, the `<pre>` with its lines (ejected: the theme's tokenizes
 * every block again in the browser while the page hydrates, and imports Prism into the first
 * JavaScript of every page).
 *
 * A block that hydrates keeps the server's lines: its `<pre>` declares them as raw HTML, which
 * hydration leaves as they are, so Prism neither loads nor runs for it. The lines' colours are
 * classes for both colour modes (src/code/token-colours.ts), so the kept markup stays right
 * when the reader switches modes. A block drawn later renders its lines with
 * `@jaqpot/code-lines` (src/code/lines.client.tsx in the browser, lines.server.tsx on the server).
 */
import React, {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import CodeLines from '@jaqpot/code-lines';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/** True while the browser hydrates server-rendered HTML (set by Docusaurus's SSR, then "true"). */
function hydrating(): boolean {
  return ExecutionEnvironment.canUseDOM && document.documentElement.dataset.hasHydrated === 'false';
}

/**
 * The server's markup of this block's `<pre>`, found by its hydration id (the same on the server
 * and while hydrating), or undefined when this render is not a hydration. Given back as the raw
 * HTML it already holds, it survives even when React has to redraw the page in the browser
 * (after a hydration error elsewhere) instead of leaving the block empty.
 */
function useServerLines(id: string): string | undefined {
  const [lines] = useState(() =>
    hydrating() ? document.querySelector(`pre[data-code-id="${CSS.escape(id)}"]`)?.innerHTML : undefined,
  );
  return lines;
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const id = useId();
  const serverLines = useServerLines(id);
  const pre = {
    ref: wordWrap.codeBlockRef,
    tabIndex: 0,
    className: clsx(
      className,
      'prism-code',
      `language-${metadata.language.toLowerCase()}`,
      styles.codeBlock,
      'thin-scrollbar',
    ),
    'data-code-id': id,
  };
  if (serverLines !== undefined) {
    return <pre {...pre} dangerouslySetInnerHTML={{__html: serverLines}} suppressHydrationWarning />;
  }
  return (
    <pre {...pre}>
      <code
        className={clsx(
          styles.codeBlockLines,
          metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
        )}
        style={
          metadata.lineNumbersStart === undefined
            ? undefined
            : {counterReset: `line-count ${metadata.lineNumbersStart - 1}`}
        }
      >
        <CodeLines metadata={metadata} />
      </code>
    </pre>
  );
}
