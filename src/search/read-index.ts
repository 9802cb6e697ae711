/**
 * Reads the index files (format.ts) into records. A file of another format, version or build is
 * refused; of the others, every count, place and table number is checked before any loop reads
 * it, and an IndexFormatError says what is wrong with a damaged file.
 */
import {LEVELS, PAGE_KINDS, type Hierarchy, type PageKind, type RecordType, type SearchRecord} from './types';
import {
  INDEX_FORMAT,
  INDEX_VERSION,
  levelWeight,
  recordId,
  sums,
  TYPES,
  type HeadRow,
  type SerializedHead,
  type SerializedText,
} from './format';

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

/**
 * A file of the index that belongs to another build than the file read before it: the site was
 * deployed in between, and the index must be read afresh from its head.
 */
export class OtherBuildError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OtherBuildError';
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
  if (text.build !== head.build) throw new OtherBuildError('The search index text belongs to another build');
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
