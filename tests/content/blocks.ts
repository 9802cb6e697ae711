import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';

/** One fenced code block of a doc page, with its fence meta (`title="…" partial`). */
export type Block = {file: string; line: number; lang: string; meta: string; code: string};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.mdx?$/.test(name) ? [path] : [];
  });
}

/** Every fenced block in docs/ and src/pages/ whose language is one of `langs`. */
export function codeBlocks(langs: string[], roots = ['docs', 'src/pages']): Block[] {
  return roots.flatMap(sourceFiles).flatMap((file) => blocksOfFile(file, langs));
}

/** The fenced blocks of one MDX or Markdown file whose language is one of `langs` (every block without `langs`). */
export function blocksOfFile(file: string, langs?: string[]): Block[] {
  const blocks: Block[] = [];
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/^([ \t]*)```([\w-]+)([^\n]*)\n([\s\S]*?)^\1```\s*$/gm)) {
    const lang = match[2]!;
    if (langs && !langs.includes(lang)) continue;
    const indent = match[1]!.length;
    // Blocks nested in lists or JSX are indented; strip that indent so the code is as a reader copies it.
    const code = match[4]!
      .split('\n')
      .map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length)))
      .join('\n');
    blocks.push({file, line: text.slice(0, match.index).split('\n').length, lang, meta: match[3]!.trim(), code});
  }
  return blocks;
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
