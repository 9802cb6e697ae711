/**
 * The diagrams of the docs as their authors wrote them: every ```mermaid block of docs/**\/*.mdx,
 * read with the pages' one fenced-block reader (scripts/lib/doc-sources.ts).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {codeBlocks, sourceFiles} from '../../scripts/lib/doc-sources';
import {normalizeSource} from './store';

export interface DiagramSource {
  file: string;
  line: number;
  source: string;
}

export function docDiagrams(root: string): DiagramSource[] {
  return sourceFiles(root, 'docs').flatMap((file) =>
    codeBlocks(file, readFileSync(join(root, file), 'utf8'))
      .filter((block) => block.lang === 'mermaid')
      .map((block) => ({file, line: block.line, source: normalizeSource(block.code)})),
  );
}
