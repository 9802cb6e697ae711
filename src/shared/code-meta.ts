/**
 * The `partial` flag of a code fence (```` ```python title="x.py" partial ````): the block shows
 * only part of a program. plugins/remark-partial-code marks such a block with a class when the
 * page compiles, so the Markdown copies keep the flag and the notebooks leave the block out of
 * their code cells.
 */
export const PARTIAL_CODE_CLASS = 'code-partial';

/** Whether a fence meta carries the bare word `partial` (not inside a quoted value). */
export function isPartialMeta(metastring: string | undefined): boolean {
  return /(^|\s)partial(\s|$)/.test((metastring ?? '').replace(/"[^"]*"/g, '""'));
}
