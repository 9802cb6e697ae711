/**
 * The index as shipped: two JSON files, written by write-index.ts (for plugins/search-index) and
 * read by read-index.ts.
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
import type {RecordType, SearchRecord} from './types';

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
export type TextRow = [number, number, number, string] | [number, number, number, string, 1];

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
