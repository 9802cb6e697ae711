/**
 * Writes a Jupyter notebook next to every doc page whose front matter says `notebook: true`
 * (`/docs/a/b` → `/docs/a/b.ipynb`, src/shared/notebook-path.ts). A writer of the built-pages
 * pass: it reads the built page, so prose comes out as in the page's Markdown copy.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {PageWriter} from '../built-pages/pages';
import {htmlPath} from '../llms-txt/writer';
import {hasNotebook, notebookPath} from '../../src/shared/notebook-path';
import {notebookJson, pageNotebook} from './notebook';

/** The slice of a doc's metadata this writer reads. */
export type NotebookDoc = {permalink: string; source?: string; frontMatter?: Record<string, unknown>};

export interface NotebookOptions {
  outDir: string;
  baseUrl: string;
  siteUrl: string;
  docs: readonly NotebookDoc[];
}

export function notebookWriter({outDir, baseUrl, siteUrl, docs}: NotebookOptions): PageWriter {
  const wanted = new Map(
    docs.filter((doc) => hasNotebook(doc.frontMatter)).map((doc) => [htmlPath(doc.permalink, baseUrl), doc]),
  );
  const written = new Set<NotebookDoc>();
  return {
    wants: (path) => wanted.has(path),
    page({path, tree}) {
      const doc = wanted.get(path)!;
      const target = join(outDir, notebookPath(doc.permalink, baseUrl).slice(baseUrl.length));
      mkdirSync(dirname(target), {recursive: true});
      writeFileSync(target, notebookJson(pageNotebook(tree, `${siteUrl}${doc.permalink}`)));
      written.add(doc);
    },
    finish() {
      const missing = [...wanted.values()].filter((doc) => !written.has(doc));
      if (missing.length) {
        throw new Error(`notebooks: no built page for ${missing.map((doc) => doc.source ?? doc.permalink).join(', ')}`);
      }
      console.log(`[notebooks] wrote ${written.size} notebooks`);
    },
  };
}
