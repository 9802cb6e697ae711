/**
 * Offline reading: after the build, bundles the service worker (src/offline/service-worker.ts)
 * into `sw.js` with this build's id, the site's sections (sections.ts) and the list of the
 * build's files (list.ts: each one's SHA-256, download size and section), and adds the client
 * module that registers it, the web app manifest link and the theme colour.
 *
 * We build the worker ourselves rather than with @docusaurus/plugin-pwa: its worker serves the
 * whole site from a cache downloaded on the first visit (4 MB) and keeps old pages until the
 * reader clicks Refresh, and its activation strategies cannot express "the reader asked for it".
 */
import {randomUUID} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {build} from 'esbuild';
import {injectManifest} from 'workbox-build';
import type {ListedFile, ListedSection} from '../../src/offline/site-list';
import {INDEX_PATH} from '../../src/search/constants';
import {describeFiles, sectionsOfFiles} from './list';
import {routeFiles} from './route-files';
import {sectionsFromSidebar, type SidebarItem} from './sections';

/** The slice of the docs plugin's loaded content this plugin reads. */
type DocsContent = {
  loadedVersions: {docs: {id: string; permalink: string}[]; sidebars: Record<string, SidebarItem[]>}[];
};

/** The theme colour of the web app manifest (static/manifest.json). */
const THEME_COLOR = '#4F46E5';

/**
 * Files a reader may save: everything but the gzip twins, the Markdown copies, the lists for
 * tools (llms.txt, pages.json), the records meant for a hosted search upload, the social card
 * (only link previews show it), and the files for
 * crawlers and browsers (sitemap, OpenSearch description) that other plugins write in this same
 * postBuild phase, so their bytes are not final when this plugin hashes them. The search index
 * and its piece table are listed: the built-pages plugin writes them earlier in the same phase
 * (its pass is synchronous and registered first), and tests/offline checks the list holds them.
 */
const SAVED = ['**/*.{html,js,css,json,bin,svg,png,ico,woff2,webmanifest,xml,yaml,txt}'];
const NOT_SAVED = [
  'sw.js',
  '**/*.gz',
  'search/records.json',
  'llms*.txt',
  'pages.json',
  '**/*.md',
  'sitemap.xml',
  'opensearch.xml',
  'img/social-card.png',
];

export default function offlinePlugin(context: LoadContext): Plugin {
  const buildId = randomUUID().slice(0, 8);
  return {
    name: 'offline',
    getClientModules() {
      return [join(__dirname, '..', '..', 'src', 'offline', 'register.ts')];
    },
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'manifest', href: `${context.baseUrl}manifest.json`}},
          {tagName: 'meta', attributes: {name: 'theme-color', content: THEME_COLOR}},
          // The worker keeps a page only when it carries the worker's own build id.
          {tagName: 'meta', attributes: {name: 'jaqpot-build', content: buildId}},
        ],
      };
    },
    async postBuild({outDir, plugins}) {
      const worker = join(outDir, 'sw.js');
      const docs = plugins.find(
        (plugin) => plugin.name === 'docusaurus-plugin-content-docs' && plugin.options.id === 'default',
      )?.content as DocsContent | undefined;
      const version = docs?.loadedVersions[0];
      if (!version) throw new Error('offline: the docs plugin loaded no content');
      const sections = sectionsFromSidebar(Object.values(version.sidebars)[0] ?? [], version.docs);
      const routes = routeFiles(context.generatedFilesDir);
      const listedSections: ListedSection[] = sections.map(({id, label, permalinks}) => ({
        id,
        label,
        pages: permalinks.length,
      }));
      // The search index's build, which the worker checks before keeping an index file.
      const index = join(outDir, INDEX_PATH);
      const indexBuild = existsSync(index) ? (JSON.parse(readFileSync(index, 'utf8')) as {build: string}).build : '';
      await build({
        entryPoints: [join(__dirname, '..', '..', 'src', 'offline', 'service-worker.ts')],
        outfile: worker,
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        define: {
          BUILD_ID: JSON.stringify(buildId),
          INDEX_BUILD: JSON.stringify(indexBuild),
          SECTIONS: JSON.stringify(listedSections),
          'process.env.NODE_ENV': '"production"',
        },
        logLevel: 'warning',
      });
      let listed: ListedFile[] = [];
      const {count, warnings} = await injectManifest({
        swSrc: worker,
        swDest: worker,
        globDirectory: outDir,
        globPatterns: SAVED,
        globIgnores: NOT_SAVED,
        // Nothing is saved unasked, and a saved site without its search text is a broken one: the
        // text index of a 2,000-page site is 6.5 MB (npm run bench:build).
        maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
        // Each file's SHA-256, which the worker (crypto.subtle) checks before keeping a copy, the
        // bytes a save downloads (the gzip twin written now) and its section.
        manifestTransforms: [
          async (entries) => {
            const urls = entries.map((entry) => entry.url);
            listed = await describeFiles(outDir, urls, sectionsOfFiles(urls, sections, routes, context.baseUrl));
            return {manifest: listed as unknown as typeof entries, warnings: []};
          },
        ],
      });
      for (const warning of warnings) console.warn(`[offline] ${warning}`);
      const mb = (files: ListedFile[]) => `${(files.reduce((sum, file) => sum + file.bytes, 0) / 1e6).toFixed(1)} MB`;
      const shared = listed.filter((file) => file.section === undefined);
      console.log(
        `[offline] sw.js for build ${buildId}: ${count} files (${mb(listed)}) a reader can save, text files compressed; ` +
          `shared by every section ${mb(shared)}; ` +
          listedSections.map((section, i) => `${section.id} ${mb(listed.filter((f) => f.section === i))}`).join(', '),
      );
    },
  };
}
