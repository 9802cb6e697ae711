import {readFileSync} from 'node:fs';
import {type CodeBlock, codeBlocks as blocksOf, sourceFiles} from '../../scripts/lib/doc-sources';

/** One fenced code block of a doc page, with its fence meta (`title="…" partial`). */
export type Block = CodeBlock;

/** Every fenced block in docs/ and src/pages/ whose language is one of `langs`. */
export function codeBlocks(langs: string[], roots = ['docs', 'src/pages']): Block[] {
  return roots.flatMap((root) => sourceFiles('.', root)).flatMap((file) => blocksOfFile(file, langs));
}

/** The fenced blocks of one MDX or Markdown file whose language is one of `langs` (every block without `langs`). */
export function blocksOfFile(file: string, langs?: string[]): Block[] {
  return blocksOf(file, readFileSync(file, 'utf8')).filter((block) => !langs || langs.includes(block.lang));
}

/** Whether the fence meta carries the bare `partial` flag (a block that shows only part of a program). */
export function isPartial(block: Block): boolean {
  return /(^|\s)partial(\s|$)/.test(block.meta.replace(/"[^"]*"/g, '""'));
}

/**
 * A placeholder line in a partial block: only `...` or `…`, optionally followed by a comment.
 * Readers see it as "code left out here"; the test removes it before parsing.
 */
export const PLACEHOLDER_LINE = /^\s*(\.\.\.|…)\s*(#.*|\/\/.*)?$/;

/** The code a block stands for: for a partial block, without its placeholder lines. */
export function checkedCode(block: Block): {code: string; placeholders: number} {
  if (!isPartial(block)) return {code: block.code, placeholders: 0};
  const lines = block.code.split('\n');
  const kept = lines.map((l) => (PLACEHOLDER_LINE.test(l) ? '' : l));
  const placeholders = lines.filter((l) => PLACEHOLDER_LINE.test(l)).length;
  // Removed lines become blank lines so reported line numbers still match the page.
  return {code: kept.join('\n'), placeholders};
}
