/**
 * Writes `llms.txt`, `llms-full.txt`, `pages.json` (the same list as data) and a Markdown copy
 * of every doc page next to it, from the built HTML so components come out as readers see them.
 * A writer of the built-pages pass.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join, posix} from 'node:path';
import type {PageWriter} from '../built-pages/pages';
import {markdownPath} from '../../src/shared/markdown-path';
import {articleToMarkdown} from './html-to-markdown';
import {llmsTxt, outlineFromSidebar, pageList, PAGES_JSON, type OutlineDoc, type SidebarItem} from './outline';

/** The slice of the docs plugin's loaded content this writer reads. */
export type DocsContent = {loadedVersions: {docs: OutlineDoc[]; sidebars: Record<string, SidebarItem[]>}[]};

export interface LlmsTxtOptions {
  outDir: string;
  baseUrl: string;
  site: {title: string; tagline: string; url: string};
  docs: DocsContent | undefined;
}

/** The built HTML file of a permalink, under the build folder (`/docs/a/b` → `a/b/index.html`). */
export function htmlPath(permalink: string, baseUrl: string): string {
  return posix.join(permalink.slice(baseUrl.length), 'index.html');
}

export function llmsTxtWriter({outDir, baseUrl, site, docs}: LlmsTxtOptions): PageWriter {
  const version = docs?.loadedVersions[0];
  if (!version) {
    throw new Error('llms-txt: the docs plugin loaded no content');
  }
  const sidebar = Object.values(version.sidebars)[0] ?? [];
  const sections = outlineFromSidebar(sidebar, version.docs);
  const inOrder = sections.flatMap((section) => section.docs);
  const byPath = new Map(inOrder.map((doc) => [htmlPath(doc.permalink, baseUrl), doc]));
  const markdownOf = new Map<OutlineDoc, string>();
  return {
    wants: (path) => byPath.has(path),
    page({path, tree}) {
      const doc = byPath.get(path)!;
      markdownOf.set(doc, articleToMarkdown(tree, `${site.url}${doc.permalink}`));
    },
    finish() {
      const pages: string[] = [];
      for (const doc of inOrder) {
        const markdown = markdownOf.get(doc);
        if (markdown === undefined) throw new Error(`llms-txt: no built page for ${doc.permalink}`);
        const target = join(outDir, markdownPath(doc.permalink, baseUrl).slice(baseUrl.length));
        mkdirSync(dirname(target), {recursive: true});
        writeFileSync(target, markdown);
        pages.push(`${markdown}\nSource: ${site.url}${doc.permalink}\n`);
      }
      writeFileSync(join(outDir, 'llms.txt'), llmsTxt(site, sections, baseUrl));
      writeFileSync(join(outDir, 'llms-full.txt'), `${pages.join('\n---\n\n')}`);
      writeFileSync(join(outDir, PAGES_JSON), `${JSON.stringify(pageList(site, sections, baseUrl), null, 1)}\n`);
      console.log(`[llms-txt] wrote llms.txt, llms-full.txt, ${PAGES_JSON} and ${pages.length} Markdown pages`);
    },
  };
}
