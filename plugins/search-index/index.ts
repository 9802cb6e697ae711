/**
 * Local Docusaurus plugin: after the build, indexes the built pages for the
 * offline search and writes `search/index.json` (browser) and
 * `search/records.json` (DocSearch records, for an Algolia or Typesense upload).
 */
import {resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isLocalSearch} from '../../src/search/constants';
import {INDEX_FILE, RECORDS_FILE, writeSiteIndex} from './build';

/** The navbar search module of a build: offline without Algolia keys, the theme's own with them. */
export function searchBarModule(siteDir: string, algoliaAppId: string | undefined): string {
  const kind = isLocalSearch(algoliaAppId) ? 'local' : 'hosted';
  return resolve(siteDir, `src/search/ui/SiteSearchBar.${kind}.tsx`);
}

export interface SearchIndexOptions {
  /** OpenAPI contract of the platform API, relative to the site folder; optional. */
  openApiFile?: string;
}

export default function searchIndexPlugin(context: LoadContext, options: unknown): Plugin {
  const {openApiFile} = (options ?? {}) as SearchIndexOptions;
  const algolia = context.siteConfig.themeConfig.algolia as {appId?: string} | undefined;
  return {
    name: 'search-index',
    configureWebpack() {
      // Decided at build time, so a page's first JavaScript carries one search bar, not both.
      return {resolve: {alias: {'@jaqpot/search-bar': searchBarModule(context.siteDir, algolia?.appId)}}};
    },
    async postBuild({outDir, siteConfig}) {
      const written = writeSiteIndex({
        outDir,
        siteUrl: siteConfig.url,
        baseUrl: siteConfig.baseUrl,
        openApiFile: resolve(context.siteDir, openApiFile ?? 'openapi/jaqpot-api.yaml'),
      });
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      console.log(
        `[search-index] ${written.records.length} records from ${written.pages} pages; ` +
          `${INDEX_FILE} ${kb(written.indexBytes)} (${kb(written.indexGzipBytes)} gzip), ${RECORDS_FILE} ${kb(written.recordsBytes)}`,
      );
    },
  };
}
