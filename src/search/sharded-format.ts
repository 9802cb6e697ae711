/**
 * The head as shipped for a large site: sharded, so that a first answer downloads what its
 * words need rather than every title and heading of the site (the writer is
 * plugins/search-index/shards.ts; the engine that reads it, sharded.ts).
 *
 * - `index.json`, the manifest: what the re-ranker reads of every head record (its page, level,
 *   parent, field lengths: a few small numbers each), the pages' facts, the index's statistics,
 *   and where the term shards and fragments start.
 * - Term shards (`terms-N.json`): the postings of a range of index terms (sorted; a shard starts
 *   where the terms' first two letters change), and the positions of those terms in the head
 *   records' headings and texts, for the proximity of query words. A query downloads the shards
 *   that hold its words, their completions and their near spellings that start as they do.
 * - Fragments (`pages-N.json`): the head records of a run of pages, as the head's rows; a query
 *   downloads the fragments of the hits it shows.
 * - `head.json`: the whole head (format.ts), which the engine builds, with the text, after the
 *   first answer, as on a small site.
 */
import {SHARDED} from './constants';
import type {HeadRow, PageRow, SerializedHead} from './format';
import {checkVersion, OtherBuildError, placeHeadings, recordReader} from './read-index';
import {FIELDS, type IndexStatistics, type Postings} from './match';
import {PAGE_KINDS, type Facets, type PageInfo, type SearchRecord} from './types';

interface Common {
  format: SerializedHead['format'];
  version: SerializedHead['version'];
  build: string;
}

/**
 * Per page: [language, docusaurus_tag, kind, records in the head, its title's head record (-1:
 * none), titleWidth, fragment]; strings are indexes into the manifest's `strings`.
 */
export type ManifestPage = [number, number, number, number, number, number, number];

export interface SerializedManifest extends Common {
  kind: typeof SHARDED;
  /** Records, head and text. */
  count: number;
  /** BM25's statistics over the head's records (match.ts). */
  statistics: IndexStatistics;
  strings: string[];
  pages: ManifestPage[];
  /**
   * Per head record, in place order: its place and page (differences from the record before), its
   * level (1 = lvl1 … 6), its parent (head records back; 0: none) and its length in each of
   * match.ts's FIELDS. Most records are none of what `sparse` lists: those are lists of
   * [head record (difference from the one listed before), value, …].
   */
  records: {
    places: number[];
    pages: number[];
    levels: number[];
    parents: number[];
    lengths: number[][];
    /** A head record with the same URL: how many head records back. */
    sameUrl: number[];
    /** What it is: 1 a signpost, 2 a code sample. */
    kinds: number[];
    /** The identifier a symbol heading names (a string). */
    symbols: number[];
  };
  /** The first term of each term shard. */
  shards: string[];
  fragments: number;
}

/** Postings of a term: per field that holds it, [field, places (differences), counts]. */
export type TermPostings = Array<[number, number[], number[]]>;
/** Where a term is in head records' headings and texts: per record, [place (difference), text (0 heading, 1 content), ...token positions]. */
export type TermPositions = number[][];

export interface SerializedTermShard extends Common {
  /** [term, the order the index first met it in (match.ts keeps that order), postings]. */
  terms: Array<[string, number, TermPostings]>;
  positions: Array<[string, TermPositions]>;
}

export interface SerializedFragment extends Common {
  origin: string;
  strings: string[];
  pages: PageRow[];
  hierarchies: number[][];
  /** As the head's rows; a row's page is one of this fragment's. */
  records: HeadRow[];
}

function sameBuild(manifest: SerializedManifest, part: Common): void {
  checkVersion(part);
  if (part.build !== manifest.build) throw new OtherBuildError('A search index shard belongs to another build');
}

/** What the manifest says of the head records and pages, laid out for the engine (by place; pages in head order). */
export interface ManifestTables {
  headPlaces: number[];
  pageOf: Int32Array;
  parent: Int32Array;
  urlOf: Int32Array;
  kinds: Uint8Array;
  symbols: Map<number, string>;
  lengths: Uint32Array[];
  pages: PageInfo[];
  facets: Facets[];
  /** Per page, its fragment. */
  fragmentOf: number[];
}

/** The entries of a sparse list (see SerializedManifest.records): head record → value. */
function sparse(list: number[], each: (head: number, value: number) => void): void {
  let head = 0;
  for (let i = 0; i + 1 < list.length; i += 2) each((head += list[i]!), list[i + 1]!);
}

/**
 * The manifest laid out for the engine. Index loops and no destructuring: this runs before the
 * first result, unoptimised.
 */
export function readManifest(manifest: SerializedManifest): ManifestTables {
  checkVersion(manifest);
  const count = manifest.count;
  const r = manifest.records;
  const strings = manifest.strings;
  const pageOf = new Int32Array(count).fill(-1);
  const parent = new Int32Array(count).fill(-1);
  const urlOf = new Int32Array(count);
  const kinds = new Uint8Array(count);
  const symbols = new Map<number, string>();
  const lengths = FIELDS.map(() => new Uint32Array(count));
  const headPlaces: number[] = [];
  let place = 0;
  let page = 0;
  for (let i = 0; i < r.places.length; i++) {
    place += r.places[i]!;
    page += r.pages[i]!;
    headPlaces.push(place);
    pageOf[place] = page;
    const up = r.parents[i]!;
    if (up) parent[place] = headPlaces[i - up]!;
    urlOf[place] = i;
    for (let f = 0; f < FIELDS.length; f++) lengths[f]![place] = r.lengths[f]![i]!;
  }
  sparse(r.sameUrl, (i, back) => (urlOf[headPlaces[i]!] = urlOf[headPlaces[i - back]!]!));
  sparse(r.kinds, (i, kind) => (kinds[headPlaces[i]!] = kind));
  sparse(r.symbols, (i, symbol) => symbols.set(headPlaces[i]!, strings[symbol]!));
  const pages: PageInfo[] = [];
  const facets: Facets[] = [];
  const fragmentOf: number[] = [];
  for (let p = 0; p < manifest.pages.length; p++) {
    const row = manifest.pages[p]!;
    const kind = PAGE_KINDS[row[2]]!;
    const title = row[4];
    pages.push({kind, size: row[3], title: title < 0 ? -1 : headPlaces[title]!, titleWidth: row[5]});
    facets.push({language: strings[row[0]]!, docusaurus_tag: strings[row[1]]!, page_kind: kind});
    fragmentOf.push(row[6]);
  }
  return {headPlaces, pageOf, parent, urlOf, kinds, symbols, lengths, pages, facets, fragmentOf};
}

/** The shard that holds `term`, if any holds terms from where it sorts. */
export function shardOf(manifest: SerializedManifest, term: string): number {
  // The last shard whose first term sorts at or before `term`.
  let [lo, hi] = [0, manifest.shards.length - 1];
  if (hi < 0 || term < manifest.shards[0]!) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (manifest.shards[mid]! <= term) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The shards that hold terms from `from` to `to` (both included). */
export function shardsBetween(manifest: SerializedManifest, from: string, to: string): number[] {
  const [first, last] = [shardOf(manifest, from), shardOf(manifest, to)];
  return Array.from({length: last - first + 1}, (_, i) => first + i);
}

/** Where a term is: per head record it is in, [text (0 heading, 1 content), token positions]. */
export type Positions = Map<number, Array<[number, number[]]>>;

/** A term's positions as a shard lists them, read when a query first asks (only queries of several words do). */
export function readPositions(rows: TermPositions): Positions {
  const byPlace: Positions = new Map();
  let place = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    place += row[0]!;
    let list = byPlace.get(place);
    if (!list) byPlace.set(place, (list = []));
    list.push([row[1]!, row.slice(2)]);
  }
  return byPlace;
}

/** A shard's postings, term by term (with the order the index first met each), and its terms' positions unread. */
export function readTermShard(
  manifest: SerializedManifest,
  shard: SerializedTermShard,
): {postings: Array<[string, number, Postings]>; positions: Array<[string, TermPositions]>} {
  sameBuild(manifest, shard);
  const postings: Array<[string, number, Postings]> = [];
  for (let t = 0; t < shard.terms.length; t++) {
    const entry = shard.terms[t]!;
    const fields = entry[2];
    const byField: Postings = [];
    for (let k = 0; k < fields.length; k++) {
      const field = fields[k]!;
      const steps = field[1];
      const places = new Array<number>(steps.length);
      let place = 0;
      for (let i = 0; i < steps.length; i++) places[i] = place += steps[i]!;
      byField[field[0]] = {places, counts: field[2]};
    }
    postings.push([entry[0], entry[1], byField]);
  }
  return {postings, positions: shard.positions};
}

/** A fragment's records, placed in `records` at their places. */
export function readFragment(
  manifest: SerializedManifest,
  fragment: SerializedFragment,
  records: Array<SearchRecord | undefined>,
): void {
  sameBuild(manifest, fragment);
  placeHeadings(recordReader(fragment), fragment, fragment.records, records);
}
