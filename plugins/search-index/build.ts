/**
 * Builds the search records of a built site (a folder of HTML pages) and
 * writes the browser index and the plain records next to the pages.
 * Used by the Docusaurus plugin (postBuild), the bench and the tests.
 */
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {gzipSync} from 'node:zlib';
import {INDEX_PATH, RECORDS_PATH, TEXT_PATH} from '../../src/search/constants';
import {loadIndex, type SearchEngine} from '../../src/search/engine';
import {serializeIndex, type SerializedHead, type SerializedText} from '../../src/search/format';
import type {SearchRecord} from '../../src/search/types';
import {declaredPageRank, extractPage, extractRecords, parseHtml, sectionOf} from './extract';
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

function htmlFiles(dir: string, root = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets') out.push(...htmlFiles(full, root));
    } else if (entry.name.endsWith('.html') && !SKIP.has(relative(root, full).split(sep).join('/'))) {
      out.push(full);
    }
  }
  return out.sort();
}

// Minified pages drop attribute quotes: href=https://… />
const CANONICAL = /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"'\s>]+)/i;

function pageUrl(html: string, file: string, options: IndexSiteOptions): string {
  const canonical = CANONICAL.exec(html)?.[1];
  if (canonical) return canonical;
  const rel = relative(options.outDir, file).split(sep).join('/').replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
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

export function indexSite(options: IndexSiteOptions): SiteIndex {
  const apiRoute = options.apiReferenceRoute ?? 'jaqpot-api/documentation/full-api-reference';
  const {openApi} = options;
  const records: SearchRecord[] = [];
  let pages = 0;
  for (const file of htmlFiles(options.outDir)) {
    const html = readFileSync(file, 'utf8');
    const doc = parseHtml(html);
    const url = pageUrl(html, file, options);
    const rank = declaredPageRank(doc) ?? pageRank(url, options.baseUrl);
    const isApiPage = new URL(url).pathname.replace(/\/$/, '') === `${options.baseUrl}${apiRoute}`.replace(/\/$/, '');
    let pageRecords: SearchRecord[];
    if (isApiPage && openApi) {
      // The page's own prose (Redoc's output is marked data-search-exclude), then the contract.
      const prose = extractPage({doc, url, pageRank: rank});
      const meta = (name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined;
      pageRecords = openApiRecords(
        openApi,
        {
          url,
          lvl0: sectionOf(doc),
          title: prose?.drafts[0]?.hierarchy.lvl1 || openApi.info?.title || 'API reference',
          language: meta('docsearch:language'),
          docusaurus_tag: meta('docsearch:docusaurus_tag'),
          pageRank: rank,
        },
        prose?.drafts,
      );
    } else {
      pageRecords = extractRecords({doc, url, operations: isApiPage, pageRank: rank});
    }
    if (pageRecords.length) pages++;
    records.push(...pageRecords);
  }
  return {records, pages};
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
  const site = indexSite(options);
  if (site.records.length === 0) throw new Error(`No searchable pages found in ${options.outDir}`);
  const {head, text} = serializeIndex(site.records);
  const files: Record<string, string> = {[INDEX_FILE]: JSON.stringify(head), [TEXT_FILE]: JSON.stringify(text), [RECORDS_FILE]: JSON.stringify(site.records)};
  mkdirSync(join(options.outDir, 'search'), {recursive: true});
  for (const [file, body] of Object.entries(files)) writeFileSync(join(options.outDir, file), body);
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
