/**
 * Builds the search records of a built site (a folder of HTML pages) and
 * writes the browser index and the plain records next to the pages.
 * Used by the built-pages pass (postBuild), the bench and the tests.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Root} from 'hast';
import {select} from 'hast-util-select';
import {INDEX_PATH, RECORDS_PATH, TEXT_PATH} from '../../src/search/constants';
import {loadIndex, type SearchEngine} from '../../src/search/engine';
import {serializeIndex, type SerializedHead, type SerializedText} from '../../src/search/format';
import type {SearchRecord} from '../../src/search/types';
import {forEachBuiltPage, type BuiltPage, type PageWriter} from '../built-pages/pages';
import {attribute} from '../built-pages/tree';
import {declaredPageRank, extractPage, extractRecords, meta, sectionOf} from './extract';
import {openApiRecords, type OpenApiDocument} from './openapi';

/** Where the files go, under the build folder (served as /docs/search/…). */
export const INDEX_FILE = INDEX_PATH;
export const TEXT_FILE = TEXT_PATH;
export const RECORDS_FILE = RECORDS_PATH;

export interface IndexSiteOptions {
  outDir: string;
  /** `https://jaqpot.org` */
  siteUrl: string;
  /** `/docs/` */
  baseUrl: string;
  /** Route of the API reference page, under baseUrl (no leading slash). */
  apiReferenceRoute?: string;
  /** The API contract the reference page renders; its operations and schemas become records. */
  openApi?: OpenApiDocument;
}

export interface SiteIndex {
  records: SearchRecord[];
  pages: number;
}

/** Pages that are not documentation: the not-found page and the search page itself. */
const SKIP = new Set(['404.html', 'search/index.html']);

function pageUrl(doc: Root, path: string, options: IndexSiteOptions): string {
  const link = select('link[rel~="canonical"]', doc);
  const canonical = link && attribute(link, 'href');
  if (canonical) return canonical;
  const rel = path.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return new URL(options.baseUrl + rel, options.siteUrl).href;
}

/**
 * Landing pages and the top of a section answer broad queries ("jaqpot rest api")
 * better than a deep page that mentions the words: a shallower page ranks higher on ties.
 */
function pageRank(url: string, baseUrl: string): number {
  const path = new URL(url).pathname.slice(baseUrl.length);
  const depth = path.split('/').filter(Boolean).length;
  return Math.max(0, 4 - depth) + (path === '' || path.endsWith('/') ? 1 : 0);
}

/** The records of one built page. */
function pageRecords({tree: doc, path}: BuiltPage, options: IndexSiteOptions): SearchRecord[] {
  const apiRoute = options.apiReferenceRoute ?? 'jaqpot-api/documentation/full-api-reference';
  const {openApi} = options;
  const url = pageUrl(doc, path, options);
  const rank = declaredPageRank(doc) ?? pageRank(url, options.baseUrl);
  const isApiPage = new URL(url).pathname.replace(/\/$/, '') === `${options.baseUrl}${apiRoute}`.replace(/\/$/, '');
  if (!isApiPage || !openApi) return extractRecords({doc, url, operations: isApiPage, pageRank: rank});
  // The page's own prose (Redoc's output is marked data-search-exclude), then the contract.
  const prose = extractPage({doc, url, pageRank: rank});
  return openApiRecords(
    openApi,
    {
      url,
      lvl0: sectionOf(doc),
      title: prose?.drafts[0]?.hierarchy.lvl1 || openApi.info?.title || 'API reference',
      language: meta(doc, 'docsearch:language') ?? undefined,
      docusaurus_tag: meta(doc, 'docsearch:docusaurus_tag') ?? undefined,
      pageRank: rank,
    },
    prose?.drafts,
  );
}

/** A writer of the built-pages pass that gathers the records of every page it is handed. */
function recordsCollector(options: IndexSiteOptions): PageWriter & {site: SiteIndex} {
  const site: SiteIndex = {records: [], pages: 0};
  return {
    site,
    wants: (path) => !SKIP.has(path),
    page(page) {
      const records = pageRecords(page, options);
      if (records.length) site.pages++;
      site.records.push(...records);
    },
    finish() {},
  };
}

/** The records of a built site (the bench and the tests; the build uses searchIndexWriter). */
export function indexSite(options: IndexSiteOptions): SiteIndex {
  const collector = recordsCollector(options);
  forEachBuiltPage(options.outDir, [collector]);
  return collector.site;
}

export interface WrittenIndex extends SiteIndex {
  headBytes: number;
  headGzipBytes: number;
  textBytes: number;
  textGzipBytes: number;
  recordsBytes: number;
}

/** Indexes the site and writes the index's head and text and the plain records into outDir. */
export function writeSiteIndex(options: IndexSiteOptions): WrittenIndex {
  return writeIndexFiles(options.outDir, indexSite(options));
}

/** The search writer of the built-pages pass: gathers each page's records, then writes the index files. */
export function searchIndexWriter(options: IndexSiteOptions, written: (index: WrittenIndex) => void): PageWriter {
  const collector = recordsCollector(options);
  return {...collector, finish: () => written(writeIndexFiles(options.outDir, collector.site))};
}

function writeIndexFiles(outDir: string, site: SiteIndex): WrittenIndex {
  if (site.records.length === 0) throw new Error(`No searchable pages found in ${outDir}`);
  const {head, text} = serializeIndex(site.records);
  const files: Record<string, string> = {
    [INDEX_FILE]: JSON.stringify(head),
    [TEXT_FILE]: JSON.stringify(text),
    [RECORDS_FILE]: JSON.stringify(site.records),
  };
  mkdirSync(join(outDir, 'search'), {recursive: true});
  for (const [file, body] of Object.entries(files)) writeFileSync(join(outDir, file), body);
  const bytes = (file: string) => Buffer.byteLength(files[file]!);
  const gzip = (file: string) => gzipSync(files[file]!).length;
  return {
    ...site,
    headBytes: bytes(INDEX_FILE),
    headGzipBytes: gzip(INDEX_FILE),
    textBytes: bytes(TEXT_FILE),
    textGzipBytes: gzip(TEXT_FILE),
    recordsBytes: bytes(RECORDS_FILE),
  };
}

/** The index files of a build folder: head and text. */
export function readBuiltIndex(outDir: string): {head: SerializedHead; text: SerializedText} {
  const read = (file: string) => JSON.parse(readFileSync(join(outDir, file), 'utf8'));
  return {head: read(INDEX_FILE) as SerializedHead, text: read(TEXT_FILE) as SerializedText};
}

/** The engine on a build folder's index, text included (the CLI, the bench, the tests). */
export function loadBuiltIndex(outDir: string): SearchEngine {
  const {head, text} = readBuiltIndex(outDir);
  return loadIndex(head, text);
}
