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
export const INDEX_VERSION = 6;

/** `[path, language, docusaurus_tag, pageRank, kind, place of its first record]`; strings are indexes into the head's `strings`, then the text's. */
export type PageRow = [number, number, number, number, number, number];
/**
 * Head: `[place, page, anchor (-1: none), type (1…6: lvlN), hierarchy, content?]`. Place, page and
 * hierarchy are differences from the row before (from 0 for the first): mostly 1s and 0s, which
 * compress to a sixth less of the head than the numbers themselves (the first result waits for it).
 */
export type HeadRow = [number, number, number, number, number] | [number, number, number, number, number, string];
/** Text: `[page, anchor, hierarchy, content, 1 when a signpost]`, type content; page and hierarchy as differences, as in the head. */
type TextRow = [number, number, number, string] | [number, number, number, string, 1];

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
  const [head, late]: HeadRow[][] = [[], []];
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
      const row: HeadRow = [placeStep(place), pageStep(page), anchor, TYPES.indexOf(r.type), hierarchyStep(hier)];
      rows.push(r.content === null ? row : [...row, r.content]);
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

export function check(data: {format?: unknown; version?: unknown} | undefined): void {
  if (data?.format !== INDEX_FORMAT || data.version !== INDEX_VERSION)
    throw new Error(`Unsupported search index (expected ${INDEX_FORMAT} v${INDEX_VERSION})`);
}

/** The records of the head, at their places among all records (the text's places left empty). */
export function readHead(head: SerializedHead): Array<SearchRecord | undefined> {
  check(head);
  const out = new Array<SearchRecord | undefined>(head.count);
  placeHeadings(recordReader(head), head.records, out);
  return out;
}

/** Heading rows, each at the place it names; the places filled. */
export function placeHeadings(
  reader: ReturnType<typeof recordReader>,
  rows: HeadRow[],
  records: Array<SearchRecord | undefined>,
): number[] {
  const [place, page, hierarchy] = [sums(), sums(), sums()];
  return rows.map((row) => {
    const at = place(row[0]);
    records[at] = reader(at, page(row[1]), row[2], TYPES[row[3]]!, hierarchy(row[4]), row[5] ?? null);
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
  check(text);
  if (text.build !== head.build) throw new Error('The search index text belongs to another build');
  const reader = recordReader({
    ...head,
    strings: head.strings.concat(text.strings),
    hierarchies: head.hierarchies.concat(text.hierarchies),
  });
  const placed = placeHeadings(reader, text.headings, records);
  const [page, hierarchy] = [sums(), sums()];
  let place = 0;
  for (const [pageStep, anchor, hierarchyStep, content, signpost] of text.records) {
    while (records[place]) place++;
    records[place] = reader(place, page(pageStep), anchor, 'content', hierarchy(hierarchyStep), content);
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
  // A page's records share its URL: its hash is taken once (most of the time ids took).
  const baseHashes: number[] = [];
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
    const baseHash = (baseHashes[page] ??= fnv(FNV_OFFSET, base));
    return {
      objectID: idFrom(a === null ? baseHash : fnv(fnv(baseHash, '#'), a), type, place - first),
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
    };
  };
}
