/**
 * Local Docusaurus plugin: picks the navbar search bar and the search page of the build (offline
 * or hosted). Its
 * writer, run by the built-pages pass after the build, indexes the built pages for the
 * offline search and writes `search/index.json`, `search/text.json` and `search/pieces.bin`
 * (browser; the piece table is made while the site loads, piece-table.ts) and
 * `search/records.json` (DocSearch records, for an Algolia or Typesense upload).
 */
import {resolve} from 'node:path';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {isLocalSearch} from '../../src/search/constants';
import {keyedCache, type BundlerConfig} from '../bundler-cache';
import type {PageWriter} from '../built-pages/pages';
import type {ContractSource} from '../openapi-contract/source';
import {INDEX_FILE, PIECES_FILE, RECORDS_FILE, TEXT_FILE, searchIndexWriter} from './build';
import {pieceTableFile} from './piece-table';
import type {OpenApiDocument} from './openapi';

type SearchMode = 'local' | 'hosted';

/** Offline without Algolia keys at build time, hosted Algolia with them. */
function searchMode(algoliaAppId: string | undefined): SearchMode {
  return isLocalSearch(algoliaAppId) ? 'local' : 'hosted';
}

/** The navbar search module of a build: offline without Algolia keys, the theme's own with them. */
export function searchBarModule(siteDir: string, algoliaAppId: string | undefined): string {
  return resolve(siteDir, `src/search/ui/SiteSearchBar.${searchMode(algoliaAppId)}.tsx`);
}

/** The search page module of a build, chosen as the search bar is. */
export function searchPageModule(siteDir: string, algoliaAppId: string | undefined): string {
  return resolve(siteDir, `src/search/ui/SiteSearchPage.${searchMode(algoliaAppId)}.tsx`);
}

/**
 * The bundler's persistent cache, keyed on the search mode as well. Docusaurus versions it by
 * the theme's aliases only, so after an offline build a build with Algolia keys reused the
 * cached resolution of `@jaqpot/search-bar` and shipped the offline search bar.
 */
export function searchModeCache(config: BundlerConfig, mode: SearchMode): BundlerConfig {
  return keyedCache(config, `search-${mode}`);
}

/** The contract the openapi-contract plugin loaded: the one the reference page renders. */
function loadedContract(plugins: {name: string; content?: unknown}[]): OpenApiDocument | undefined {
  return (plugins.find((plugin) => plugin.name === 'openapi-contract')?.content as ContractSource | undefined)?.spec as
    OpenApiDocument | undefined;
}

/** What this plugin loads: the piece table's file, in an offline build. */
interface SearchIndexContent {
  pieces?: Uint8Array;
}

/** The search writer of this build, for the built-pages pass: it reports the sizes it wrote. */
export function buildSearchIndexWriter({
  outDir,
  siteConfig,
  plugins,
}: Pick<Props, 'outDir' | 'siteConfig' | 'plugins'>): PageWriter {
  const {pieces} = (plugins.find((plugin) => plugin.name === 'search-index')?.content ?? {}) as SearchIndexContent;
  return searchIndexWriter(
    {outDir, siteUrl: siteConfig.url, baseUrl: siteConfig.baseUrl, openApi: loadedContract(plugins), pieces},
    (written) => {
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      const sharded = written.sharded
        ? ` sharded (whole head ${kb(written.sharded.wholeHeadGzipBytes)} gzip; ${written.sharded.shards} term shards, ${written.sharded.fragments} fragments)`
        : '';
      console.log(
        `[search-index] ${written.records.length} records from ${written.pages} pages; ` +
          `${INDEX_FILE} ${kb(written.headBytes)} (${kb(written.headGzipBytes)} gzip)${sharded}, ` +
          `${TEXT_FILE} ${kb(written.textBytes)} (${kb(written.textGzipBytes)} gzip), ` +
          (written.piecesBytes === undefined
            ? ''
            : `${PIECES_FILE} ${kb(written.piecesBytes)} (${kb(written.piecesGzipBytes ?? 0)} gzip), `) +
          `${RECORDS_FILE} ${kb(written.recordsBytes)}`,
      );
    },
  );
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const algolia = context.siteConfig.themeConfig.algolia as {appId?: string} | undefined;
  return {
    name: 'search-index',
    // The offline search's piece table, made once per encoder version (kept in node_modules/.cache).
    async loadContent(): Promise<SearchIndexContent> {
      return searchMode(algolia?.appId) === 'local' ? {pieces: await pieceTableFile(context.siteDir)} : {};
    },
    configureWebpack(config) {
      // Decided at build time, so a page's first JavaScript carries one search bar (and the search
      // page one search page), not both.
      return {
        resolve: {
          alias: {
            '@jaqpot/search-bar': searchBarModule(context.siteDir, algolia?.appId),
            '@jaqpot/search-page': searchPageModule(context.siteDir, algolia?.appId),
          },
        },
        ...searchModeCache(config, searchMode(algolia?.appId)),
      };
    },
  };
}
