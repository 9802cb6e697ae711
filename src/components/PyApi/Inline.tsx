import type {ReactNode} from 'react';

/** Renders `code` spans in a description string; everything else is text. */
export default function Inline({text}: {text: string}): ReactNode {
  const parts = text.split('`');
  if (parts.length % 2 === 0) {
    throw new Error(`[PyApi] Unbalanced backticks in: ${text}`);
  }
  return <>{parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}
