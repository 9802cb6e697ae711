import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {articleToMarkdown} from './html-to-markdown';
import {markdownPath} from '../../src/shared/markdown-path';
import {llmsTxt, outlineFromSidebar, type OutlineDoc, type SidebarItem} from './outline';

type DocsVersion = {docs: OutlineDoc[]; sidebars: Record<string, SidebarItem[]>};
type DocsContent = {loadedVersions: DocsVersion[]};

/** The built HTML file of a permalink (`/docs/a/b` → `build/a/b/index.html`). */
function htmlFile(outDir: string, permalink: string, baseUrl: string): string {
  return join(outDir, permalink.slice(baseUrl.length), 'index.html');
}

/**
 * Writes `llms.txt`, `llms-full.txt` and a Markdown copy of every doc page next to it,
 * after the build, from the built HTML so components come out as readers see them.
 */
export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const {baseUrl, siteConfig} = context;
  let version: DocsVersion | undefined;
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      version = docs?.loadedVersions[0];
    },
    async postBuild({outDir}) {
      if (!version) {
        throw new Error('llms-txt: the docs plugin loaded no content');
      }
      const sidebar = Object.values(version.sidebars)[0] ?? [];
      const sections = outlineFromSidebar(sidebar, version.docs);
      const site = {title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url};
      const pages: string[] = [];
      for (const doc of sections.flatMap((section) => section.docs)) {
        const html = await readFile(htmlFile(outDir, doc.permalink, baseUrl), 'utf8');
        const markdown = articleToMarkdown(html, `${site.url}${doc.permalink}`);
        const target = join(outDir, markdownPath(doc.permalink, baseUrl).slice(baseUrl.length));
        await mkdir(dirname(target), {recursive: true});
        await writeFile(target, markdown);
        pages.push(`${markdown}\nSource: ${site.url}${doc.permalink}\n`);
      }
      await writeFile(join(outDir, 'llms.txt'), llmsTxt(site, sections));
      await writeFile(join(outDir, 'llms-full.txt'), `${pages.join('\n---\n\n')}`);
      console.log(`[llms-txt] wrote llms.txt, llms-full.txt and ${pages.length} Markdown pages`);
    },
  };
}
