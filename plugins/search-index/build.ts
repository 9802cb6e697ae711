/**
 * Builds the search records of a built site (a folder of HTML pages) and
 * writes the browser index and the plain records next to the pages.
 * Used by the built-pages pass (postBuild), the bench and the tests.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Root} from 'hast';
import {select} from 'hast-util-select';
import {INDEX_PATH, PIECES_PATH, RECORDS_PATH, TEXT_PATH} from '../../src/search/constants';
import {loadIndex, type SearchEngine} from '../../src/search/engine';
import type {SerializedHead, SerializedText} from '../../src/search/format';
import {decodeTable, type ReadTable} from '../../src/search/semantic/table-format';
import {serializeIndex} from '../../src/search/write-index';
import {fragmentFile, isManifest, termShardFile, WHOLE_HEAD_FILE} from '../../src/search/constants';
import type {SearchRecord} from '../../src/search/types';
import {forEachBuiltPage, type BuiltPage, type PageWriter} from '../built-pages/pages';
import {attribute} from '../built-pages/tree';
import {extractPage, extractRecords} from './extract';
import {declaredPageRank, meta, sectionOf} from './page-facts';
import {openApiRecords, type OpenApiDocument} from './openapi';
import {shardHead, SHARD_SIZES, type ShardSizes} from './shards';

/**
 * A head over this many bytes of gzip is written sharded (src/search/sharded-format.ts): building
 * it whole in the browser would keep the first answer waiting (docs-dev/search.md).
 */
export const SHARD_HEAD_ABOVE = 64 * 1024;

/** Where the files go, under the build folder (served as /docs/search/…). */
export const INDEX_FILE = INDEX_PATH;
export const TEXT_FILE = TEXT_PATH;
export const RECORDS_FILE = RECORDS_PATH;
export const PIECES_FILE = PIECES_PATH;

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
  /** The sentence vectors' piece table (piece-table.ts), written beside the index. */
  pieces?: Uint8Array;
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
  /** The head's file (`index.json`): the head, or a sharded head's manifest. */
  headBytes: number;
  headGzipBytes: number;
  /** A sharded head's files. */
  sharded?: {wholeHeadGzipBytes: number; shards: number; fragments: number};
  textBytes: number;
  textGzipBytes: number;
  recordsBytes: number;
  /** The piece table, when one was written. */
  piecesBytes?: number;
  piecesGzipBytes?: number;
}

/** Indexes the site and writes the index's head and text and the plain records into outDir. */
export function writeSiteIndex(options: IndexSiteOptions): WrittenIndex {
  return writeIndexFiles(options.outDir, indexSite(options));
}

/** The search writer of the built-pages pass: gathers each page's records, then writes the index files. */
export function searchIndexWriter(options: IndexSiteOptions, written: (index: WrittenIndex) => void): PageWriter {
  const collector = recordsCollector(options);
  return {
    ...collector,
    finish: () => written(writeIndexFiles(options.outDir, collector.site, {pieces: options.pieces})),
  };
}

/**
 * Writes the index's head (sharded when its gzip is over `shardAbove` bytes) and text and the
 * plain records of `site` into outDir (the indexer, the bench, the tests).
 */
export function writeIndexFiles(
  outDir: string,
  site: SiteIndex,
  {
    shardAbove = SHARD_HEAD_ABOVE,
    sizes = SHARD_SIZES,
    pieces,
  }: {shardAbove?: number; sizes?: ShardSizes; pieces?: Uint8Array} = {},
): WrittenIndex {
  if (site.records.length === 0) throw new Error(`No searchable pages found in ${outDir}`);
  const {head, text} = serializeIndex(site.records);
  const headJson = JSON.stringify(head);
  const beside = (name: string) => join(dirname(INDEX_FILE), name);
  const files: Record<string, string> = {
    [INDEX_FILE]: headJson,
    [TEXT_FILE]: JSON.stringify(text),
    [RECORDS_FILE]: JSON.stringify(site.records),
  };
  const gzip = (file: string) => gzipSync(files[file]!).length;
  let sharded: WrittenIndex['sharded'];
  const wholeHeadGzipBytes = gzip(INDEX_FILE);
  if (wholeHeadGzipBytes > shardAbove) {
    const {manifest, shards, fragments} = shardHead(site.records, head, sizes);
    files[INDEX_FILE] = JSON.stringify(manifest);
    files[beside(WHOLE_HEAD_FILE)] = headJson;
    shards.forEach((shard, i) => (files[beside(termShardFile(i))] = JSON.stringify(shard)));
    fragments.forEach((fragment, i) => (files[beside(fragmentFile(i))] = JSON.stringify(fragment)));
    sharded = {wholeHeadGzipBytes, shards: shards.length, fragments: fragments.length};
  }
  mkdirSync(join(outDir, dirname(INDEX_FILE)), {recursive: true});
  for (const [file, body] of Object.entries(files)) writeFileSync(join(outDir, file), body);
  if (pieces) writeFileSync(join(outDir, PIECES_FILE), pieces);
  const bytes = (file: string) => Buffer.byteLength(files[file]!);
  return {
    ...site,
    headBytes: bytes(INDEX_FILE),
    headGzipBytes: gzip(INDEX_FILE),
    sharded,
    textBytes: bytes(TEXT_FILE),
    textGzipBytes: gzip(TEXT_FILE),
    recordsBytes: bytes(RECORDS_FILE),
    ...(pieces && {piecesBytes: pieces.length, piecesGzipBytes: gzipSync(pieces).length}),
  };
}

/**
 * The index files of a build folder: head (a sharded head's whole head) and text, and with
 * `withTable` the piece table, when the build has one (reading it takes tens of milliseconds).
 */
export function readBuiltIndex(
  outDir: string,
  withTable = false,
): {head: SerializedHead; text: SerializedText; table?: ReadTable} {
  const read = (file: string) => JSON.parse(readFileSync(join(outDir, file), 'utf8'));
  const head: unknown = read(INDEX_FILE);
  const table = withTable ? readPieceTable(join(outDir, PIECES_FILE)) : undefined;
  return {
    head: (isManifest(head) ? read(join(dirname(INDEX_FILE), WHOLE_HEAD_FILE)) : head) as SerializedHead,
    text: read(TEXT_FILE) as SerializedText,
    ...(table && {table}),
  };
}

/** The piece table in `file` (table-format.ts), or undefined when there is no such file. */
export function readPieceTable(file: string): ReadTable | undefined {
  if (!existsSync(file)) return undefined;
  const bytes = readFileSync(file);
  return decodeTable(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/**
 * The records a build folder's index was written from (what an Algolia index would hold). A file
 * that is not JSON, or not a list of records with an objectID and a url, throws an Error that
 * names the file and the problem.
 */
export function readBuiltRecords(outDir: string): SearchRecord[] {
  const file = join(outDir, RECORDS_FILE);
  const json = readFileSync(file, 'utf8');
  let records: unknown;
  try {
    records = JSON.parse(json);
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(records)) throw new Error(`${file} is not a list of search records`);
  const bad = records.findIndex(
    (r: Partial<SearchRecord> | null) => typeof r?.objectID !== 'string' || typeof r.url !== 'string',
  );
  if (bad >= 0) throw new Error(`${file}: record ${bad} lacks an objectID or a url`);
  return records as SearchRecord[];
}

/** The engine on a build folder's index, text included (the CLI, the bench, the tests). */
export function loadBuiltIndex(outDir: string): SearchEngine {
  const {head, text, table} = readBuiltIndex(outDir, true);
  return loadIndex(head, text, undefined, table);
}
