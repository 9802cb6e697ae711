/**
 * The MDX sources of the pages, read one way by every reader of them: the file walker and the
 * fenced-code-block reader. The content, contract and configuration tests use these; so may any
 * build step that needs a page's blocks as its author wrote them.
 */
import {readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';

/** Files under `dir` (relative to `root`) whose name `keep` accepts, sorted, as paths relative to `root`. */
export function sourceFiles(root: string, dir: string, keep: (name: string) => boolean = isMdx): string[] {
  const walk = (d: string): string[] =>
    readdirSync(d)
      .sort()
      .flatMap((name) => {
        const path = join(d, name);
        return statSync(path).isDirectory() ? walk(path) : keep(name) ? [path] : [];
      });
  return walk(join(root, dir)).map((path) => relative(root, path));
}

export const isMdx = (name: string) => /\.mdx?$/.test(name);

/** One fenced code block: where it starts, its language, its fence meta (`title="…" partial`) and its code. */
export interface CodeBlock {
  file: string;
  line: number;
  lang: string;
  meta: string;
  code: string;
}

/**
 * Fenced code blocks of a page's text: any indentation, a closing fence as long as the opening
 * one. Blocks nested in lists or JSX are indented; that indent is removed, so the code is as a
 * reader copies it.
 */
export function codeBlocks(file: string, text: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  for (const m of text.matchAll(/^([ \t]*)(`{3,})([\w-]*)([^\n]*)\n([\s\S]*?)^\1\2[ \t]*$/gm)) {
    const indent = m[1]!.length;
    const code = m[5]!
      .split('\n')
      .map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length)))
      .join('\n');
    blocks.push({file, line: text.slice(0, m.index).split('\n').length, lang: m[3]!, meta: m[4]!.trim(), code});
  }
  return blocks;
}
