/**
 * The index as shipped: two JSON files written by plugins/search-index.
 *
 * `index.json` (the head) holds the pages, the titles and headings with their short texts
 * (page descriptions, API operation summaries): what the first keystrokes need, an eighth of
 * the bytes. `text.json` holds the body text, indexed once it arrives, and the headings under
 * the titles of legacy pages: those never open first (rank.ts), and they were a third of the
 * head's records and most of its longest symbols, which the first result waited for.
 *
 * Strings and hierarchies are interned: the head holds those its rows use, the text numbers
 * its own on from them. Each heading row says where it sits among all records, the text rows
 * fill the other places in order, so positions (and objectIDs) are the same as in `records.json`.
 */
import {LEVELS, PAGE_KINDS, type Hierarchy, type PageKind, type RecordType, type SearchRecord} from './types';

export const INDEX_FORMAT = 'jaqpot-docs-search';
export const INDEX_VERSION = 7;

/** `[path, language, docusaurus_tag, pageRank, kind, place of its first record]`; strings are indexes into the head's `strings`, then the text's. */
export type PageRow = [number, number, number, number, number, number];
/**
 * Head: `[place, page, anchor (-1: none), type (1…6: lvlN), hierarchy, content?, keywords?]`
 * (content null when a record has keywords but no content). Place, page and
 * hierarchy are differences from the row before (from 0 for the first): mostly 1s and 0s, which
 * compress to a sixth less of the head than the numbers themselves (the first result waits for it).
 */
export type HeadRow =
  | [number, number, number, number, number]
  | [number, number, number, number, number, string]
  | [number, number, number, number, number, string | null, string];
/** Text: `[page, anchor, hierarchy, content, 1 when a signpost]`, type content; page and hierarchy as differences, as in the head. */
type TextRow = [number, number, number, string] | [number, number, number, string, 1];

/** A head row's numbers with the record's content and keywords, when it has them (see HeadRow). */
export function headRow(numbers: [number, number, number, number, number], r: SearchRecord): HeadRow {
  if (r.keywords) return [...numbers, r.content, r.keywords];
  return r.content === null ? numbers : [...numbers, r.content];
}

/** Differences from the value before, for the row numbers (see HeadRow). */
export function differences(): (value: number) => number {
  let last = 0;
  return (value) => {
    const difference = value - last;
    last = value;
    return difference;
  };
}

/** Values from differences (see HeadRow). */
export function sums(): (difference: number) => number {
  let total = 0;
  return (difference) => (total += difference);
}

export interface SerializedHead {
  format: typeof INDEX_FORMAT;
  version: typeof INDEX_VERSION;
  /** The same in the head and the text of one build. */
  build: string;
  /** Scheme and host shared by every URL, e.g. `https://jaqpot.org`. */
  origin: string;
  /** Number of records, head and text. */
  count: number;
  strings: string[];
  pages: PageRow[];
  /** Distinct hierarchies: string indexes for lvl0…, trailing nulls dropped, -1 for null. */
  hierarchies: number[][];
  records: HeadRow[];
}

export interface SerializedText {
  format: typeof INDEX_FORMAT;
  version: typeof INDEX_VERSION;
  build: string;
  /** Strings and hierarchies only the text uses, numbered on from the head's. */
  strings: string[];
  hierarchies: number[][];
  /** Headings of legacy pages under their titles, as head rows. */
  headings: HeadRow[];
  records: TextRow[];
}

export const TYPES: RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export function levelWeight(type: RecordType): number {
  return type === 'content' ? 0 : 100 - 10 * (Number(type.slice(3)) - 1);
}

/**
 * Stable short id: FNV-1a of the code points of `${url}|${type}|${position}`. An index loop, not
 * the string's iterator: every record of the head gets one before the first result.
 */
export function recordId(url: string, type: RecordType, position: number): string {
  return idFrom(fnv(FNV_OFFSET, url), type, position);
}

const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a over the code points of `text`, continuing from the hash `h` of what came before it. */
function fnv(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    const point = text.codePointAt(i)!;
    if (point > 0xffff) i++;
    h = Math.imul(h ^ point, 0x01000193) >>> 0;
  }
  return h;
}

/** The id of a record from the hash of its URL. */
const idFrom = (urlHash: number, type: RecordType, position: number) =>
  fnv(urlHash, `|${type}|${position}`).toString(36).padStart(7, '0');

export function serializeIndex(records: readonly SearchRecord[]): {head: SerializedHead; text: SerializedText} {
  const origin = records.length ? new URL(records[0]!.url).origin : '';
  const strings: string[] = [];
  const ids = new Map<string, number>();
  const intern = (table: unknown[], key: string, value: () => unknown): number => {
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = table.push(value()) - 1));
    return id;
  };
  const str = (s: string | null) => (s === null ? -1 : intern(strings, `s${s}`, () => s));
  const pages: PageRow[] = [];
  const hierarchies: number[][] = [];
  const head: HeadRow[] = [];
  const late: HeadRow[] = [];
  const text: TextRow[] = [];
  const [textPage, textHierarchy] = [differences(), differences()];
  const headingRow = new Map(
    [head, late].map((rows) => [rows, [differences(), differences(), differences()]] as const),
  );
  const firstPlace = new Map<string, number>();
  records.forEach((r, place) => {
    if (!r.url_without_anchor.startsWith(origin)) throw new Error(`Record ${r.url} is not under ${origin}`);
    if (!firstPlace.has(r.url_without_anchor)) firstPlace.set(r.url_without_anchor, place);
  });
  const inHead = (r: SearchRecord) => r.type !== 'content' && (r.page_kind !== 'legacy' || r.type === 'lvl1');
  const write = (r: SearchRecord, place: number) => {
    const row = [
      r.url_without_anchor.slice(origin.length),
      r.language,
      r.docusaurus_tag,
      r.weight.pageRank,
      r.page_kind,
    ] as const;
    const first = firstPlace.get(r.url_without_anchor)!;
    const page = intern(pages, `p${JSON.stringify(row)}`, () => [
      str(row[0]),
      str(row[1]),
      str(row[2]),
      row[3],
      PAGE_KINDS.indexOf(row[4]),
      first,
    ]);
    const levels = LEVELS.map((l) => str(r.hierarchy[l]));
    while (levels.length && levels[levels.length - 1] === -1) levels.pop();
    const hier = intern(hierarchies, `h${levels.join(',')}`, () => levels);
    const anchor = str(r.anchor);
    if (r.type === 'content') {
      const row: TextRow = [textPage(page), anchor, textHierarchy(hier), r.content ?? ''];
      text.push(r.signpost ? [...row, 1] : row);
    } else {
      const rows = inHead(r) ? head : late;
      const [placeStep, pageStep, hierarchyStep] = headingRow.get(rows)!;
      rows.push(headRow([placeStep(place), pageStep(page), anchor, TYPES.indexOf(r.type), hierarchyStep(hier)], r));
    }
  };
  // The head's rows first, so the strings and hierarchies they use come first and the head
  // carries only those (the first result waits for its bytes); the text carries the rest.
  records.forEach((r, place) => inHead(r) && write(r, place));
  const [stringsInHead, hierarchiesInHead] = [strings.length, hierarchies.length];
  records.forEach((r, place) => inHead(r) || write(r, place));
  // One build's two files carry the same id, so a cached head never meets another build's text.
  const build =
    recordId(origin, 'content', records.length) + recordId(JSON.stringify(head.at(-1) ?? ''), 'content', text.length);
  const common = {format: INDEX_FORMAT, version: INDEX_VERSION, build} as const;
  return {
    head: {
      ...common,
      origin,
      count: records.length,
      strings: strings.slice(0, stringsInHead),
      pages,
      hierarchies: hierarchies.slice(0, hierarchiesInHead),
      records: head,
    },
    text: {
      ...common,
      strings: strings.slice(stringsInHead),
      hierarchies: hierarchies.slice(hierarchiesInHead),
      headings: late,
      records: text,
    },
  };
}

/**
 * Most records an index may hold: over 300 times this site's, far above any docs site. Every
 * count read from a file is bounded, so a damaged or hostile file cannot make the reader allocate
 * (and fill) arrays of billions of entries: that froze the tab and hung the CLI.
 */
export const MAX_RECORDS = 2_000_000;

/** A search index file that is not one: the message says what is wrong. */
export class IndexFormatError extends Error {
  constructor(message: string) {
    super(`The search index is damaged: ${message}`);
    this.name = 'IndexFormatError';
  }
}

const isIndex = (n: unknown, size: number): n is number =>
  Number.isInteger(n) && (n as number) >= 0 && (n as number) < size;

/** Fails on a file of another format or version than this code reads (a sharded head's parts too). */
export function checkVersion(data: {format?: unknown; version?: unknown} | undefined): void {
  if (data?.format !== INDEX_FORMAT || data.version !== INDEX_VERSION)
    throw new Error(`Unsupported search index (expected ${INDEX_FORMAT} v${INDEX_VERSION})`);
}

function check(
  data: unknown,
  what: string,
): asserts data is {build: string; strings: unknown[]; hierarchies: unknown[]} {
  const file = data as {format?: unknown; version?: unknown; build?: unknown; strings?: unknown; hierarchies?: unknown};
  checkVersion(file);
  if (typeof file.build !== 'string') throw new IndexFormatError(`the ${what} names no build`);
  if (!Array.isArray(file.strings) || !file.strings.every((v) => typeof v === 'string'))
    throw new IndexFormatError(`the ${what}'s strings are not a list of strings`);
  if (!Array.isArray(file.hierarchies)) throw new IndexFormatError(`the ${what}'s hierarchies are not a list`);
}

/** Hierarchies as lists of string numbers (-1: none) within `strings`, at most one per level. */
function checkHierarchies(hierarchies: unknown[], strings: number): void {
  for (const h of hierarchies)
    if (!Array.isArray(h) || h.length > LEVELS.length || !h.every((i) => i === -1 || isIndex(i, strings)))
      throw new IndexFormatError('a hierarchy names a string the index does not hold');
}

/** The head's own checks: its count within MAX_RECORDS and its rows, and its pages' strings and places. */
function checkHead(head: SerializedHead): void {
  check(head, 'head');
  const {count, pages, records, strings} = head;
  // Every hit's URL starts with it: a web origin, or none.
  if (typeof head.origin !== 'string' || !/^(https?:\/\/[^/?#\s]+)?$/i.test(head.origin))
    throw new IndexFormatError(`the head's origin ${JSON.stringify(head.origin)} is not a web origin`);
  if (!Array.isArray(pages) || !Array.isArray(records)) throw new IndexFormatError('the head has no pages or rows');
  if (!Number.isInteger(count) || count < records.length || count > MAX_RECORDS)
    throw new IndexFormatError(
      `the head counts ${count} records (at most ${MAX_RECORDS}, at least its ${records.length} rows)`,
    );
  for (const row of pages) {
    const valid =
      Array.isArray(row) &&
      isIndex(row[0], strings.length) &&
      isIndex(row[1], strings.length) &&
      isIndex(row[2], strings.length) &&
      Number.isFinite(row[3]) &&
      isIndex(row[4], PAGE_KINDS.length) &&
      isIndex(row[5], count);
    if (!valid)
      throw new IndexFormatError(`a page row is not [path, language, tag, rank, kind, place]: ${JSON.stringify(row)}`);
  }
  checkHierarchies(head.hierarchies, strings.length);
}

/** The records of the head, at their places among all records (the text's places left empty). */
export function readHead(head: SerializedHead): Array<SearchRecord | undefined> {
  checkHead(head);
  const out = new Array<SearchRecord | undefined>(head.count);
  placeHeadings(recordReader(head), head, head.records, out);
  return out;
}

/** Heading rows, each at the place it names; the places filled. */
export function placeHeadings(
  reader: ReturnType<typeof recordReader>,
  tables: Pick<SerializedHead, 'pages' | 'hierarchies' | 'strings'>,
  rows: HeadRow[],
  records: Array<SearchRecord | undefined>,
): number[] {
  if (!Array.isArray(rows)) throw new IndexFormatError('the heading rows are not a list');
  const [place, page, hierarchy] = [sums(), sums(), sums()];
  // By index, not destructured: the head is read before the first result (see recordReader).
  return rows.map((row) => {
    const at = place(row[0]);
    const p = page(row[1]);
    const h = hierarchy(row[4]);
    const anchor = row[2];
    const type = row[3];
    const content = row[5];
    const keywords = row[6];
    const valid =
      isIndex(at, records.length) &&
      !records[at] &&
      isIndex(p, tables.pages.length) &&
      isIndex(h, tables.hierarchies.length) &&
      (anchor === -1 || isIndex(anchor, tables.strings.length)) &&
      type >= 1 &&
      type < TYPES.length &&
      Number.isInteger(type) &&
      (content === undefined || typeof content === 'string' || (content === null && keywords !== undefined)) &&
      (keywords === undefined || (typeof keywords === 'string' && keywords !== ''));
    if (!valid) throw new IndexFormatError(`a heading row does not fit the index: ${JSON.stringify(row)}`);
    records[at] = reader(at, p, anchor, TYPES[type]!, h, content ?? null);
    if (keywords) records[at]!.keywords = keywords;
    return at;
  });
}

/**
 * The text's records, placed in `records` (as `readHead` returned them): its headings at their
 * places, then its texts in the free places, in order. The places filled, ascending.
 */
export function readText(
  head: SerializedHead,
  text: SerializedText,
  records: Array<SearchRecord | undefined>,
): number[] {
  check(text, 'text');
  if (text.build !== head.build) throw new Error('The search index text belongs to another build');
  if (!Array.isArray(text.records) || !Array.isArray(text.headings)) throw new IndexFormatError('the text has no rows');
  // Every place of the head's count filled once: the text holds what the head left.
  if (head.records.length + text.headings.length + text.records.length !== head.count)
    throw new IndexFormatError(
      `the head counts ${head.count} records; head and text hold ${head.records.length + text.headings.length + text.records.length}`,
    );
  const tables = {
    pages: head.pages,
    strings: head.strings.concat(text.strings),
    hierarchies: head.hierarchies.concat(text.hierarchies),
  };
  checkHierarchies(text.hierarchies, tables.strings.length);
  const reader = recordReader({...head, ...tables});
  const placed = placeHeadings(reader, tables, text.headings, records);
  const [page, hierarchy] = [sums(), sums()];
  let place = 0;
  for (const row of text.records) {
    const [pageStep, anchor, hierarchyStep, content, signpost] = row;
    const [p, h] = [page(pageStep), hierarchy(hierarchyStep)];
    while (records[place]) place++;
    const valid =
      place < records.length &&
      isIndex(p, tables.pages.length) &&
      isIndex(h, tables.hierarchies.length) &&
      (anchor === -1 || isIndex(anchor, tables.strings.length)) &&
      typeof content === 'string';
    if (!valid) throw new IndexFormatError(`a text row does not fit the index: ${JSON.stringify(row).slice(0, 200)}`);
    records[place] = reader(place, p, anchor, 'content', h, content);
    if (signpost) records[place]!.signpost = true;
    placed.push(place);
  }
  // Parents before their children: a record's parent is found among the records linked before it.
  return placed.sort((a, b) => a - b);
}

/**
 * Makes records from rows; a page's records are consecutive, so a position is a place minus the
 * page's first. Records of one hierarchy share its object and a page's records its URL (nothing
 * changes a record): the head is read while the reader waits for the first result.
 */
export function recordReader(head: Pick<SerializedHead, 'strings' | 'pages' | 'hierarchies' | 'origin'>) {
  const {strings, pages, hierarchies, origin} = head;
  const str = (i: number) => (i < 0 ? null : strings[i]!);
  const hierarchyObjects: Hierarchy[] = [];
  const hierarchyOf = (i: number): Hierarchy => {
    const h = hierarchies[i]!;
    const level = (k: number) => str(h[k] ?? -1);
    return (hierarchyObjects[i] ??= {
      lvl0: level(0),
      lvl1: level(1),
      lvl2: level(2),
      lvl3: level(3),
      lvl4: level(4),
      lvl5: level(5),
      lvl6: level(6),
    });
  };
  const bases: string[] = [];
  return (
    place: number,
    page: number,
    anchor: number,
    type: RecordType,
    hier: number,
    content: string | null,
  ): SearchRecord => {
    // By index, not destructured: before the first result this runs unoptimised, where
    // destructuring goes through an iterator.
    const row = pages[page]!;
    const path = row[0];
    const language = row[1];
    const tag = row[2];
    const pageRank = row[3];
    const kind = row[4];
    const first = row[5];
    const base = (bases[page] ??= origin + strings[path]!);
    const a = str(anchor);
    const url = a === null ? base : `${base}#${a}`;
    const record = {
      url,
      url_without_anchor: base,
      anchor: a,
      type,
      hierarchy: hierarchyOf(hier),
      content,
      language: str(language)!,
      docusaurus_tag: str(tag)!,
      page_kind: PAGE_KINDS[kind] as PageKind,
      weight: {level: levelWeight(type), position: place - first, pageRank},
    } as Omit<SearchRecord, 'objectID'>;
    return Object.defineProperty(record, 'objectID', OBJECT_ID) as SearchRecord;
  };
}

/**
 * A read record's objectID, hashed when read (a hit's, mostly) rather than for every record of
 * the head before the first answer. One getter for all records, so that they share a shape.
 */
const OBJECT_ID: PropertyDescriptor = {
  get(this: SearchRecord) {
    return recordId(this.url, this.type, this.weight.position);
  },
  enumerable: true,
  configurable: true,
};
