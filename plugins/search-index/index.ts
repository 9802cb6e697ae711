/**
 * Local Docusaurus plugin: after the build, indexes the built pages for the
 * offline search and writes `search/index.json` (browser) and
 * `search/records.json` (DocSearch records, for an Algolia or Typesense upload).
 */
import {resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {INDEX_FILE, RECORDS_FILE, writeSiteIndex} from './build';

export interface SearchIndexOptions {
  /** OpenAPI contract of the platform API, relative to the site folder; optional. */
  openApiFile?: string;
}

export default function searchIndexPlugin(context: LoadContext, options: unknown): Plugin {
  const {openApiFile} = (options ?? {}) as SearchIndexOptions;
  return {
    name: 'search-index',
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
