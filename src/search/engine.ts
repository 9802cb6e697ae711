/**
 * The docs search engine, shared by the search modal, the search page, the CLI and the bench
 * (no Node-only imports here): MiniSearch at the core (match.ts), our re-ranker (rank.ts), and
 * answers in Algolia's response shape (response.ts) that DocSearch renders as it renders Algolia's.
 *
 * `new SearchEngine(head)` answers from titles and headings at once (`SearchEngine.build` builds
 * it in slices); `addText(text)` adds the body text (in slices, when given a pause between them,
 * so typing stays smooth meanwhile); `addVectors(table)` then makes the records' sentence vectors,
 * which re-order the first pages by meaning (semantic/).
 */
import {cutQuery} from './constants';
import type {SerializedHead, SerializedText} from './format';
import {readHead, readText} from './read-index';
import {RecordIndex, type MatchRules, type WordMatch} from './match';
import {proximity} from './proximity';
import type {Ranking} from './order';
import {rank, type PageFilter} from './rank';
import {recordKinds} from './record-kind';
import {RecordVectors} from './semantic/record-vectors';
import type {ReadTable} from './semantic/table-format';
import {
  clampInt,
  facetFilter,
  paging,
  respond,
  type FacetFilters,
  type SearchParams,
  type SearchResponse,
} from './response';
import {isCompound, normalize, parts, queryWords, STOP_WORDS, tokenize, type QueryWord} from './tokenize';
import type {PageInfo, Ranked, SearchRecord, Structure} from './types';
import {sharedTextWeight} from './weights';

/** At most this many records of one page in the results (Algolia's `distinct: 3` on the page URL): more pages fit on screen. */
export const RECORDS_PER_PAGE = 3;
/**
 * Records indexed between two calls of the pause given to `build` or `addText` (~2 ms on a
 * phone): the pause decides whether the page gets the main thread back.
 */
const SLICE = 20;

/** Words of a title: an identifier counts its parts, a stop word none. */
const titleWidth = (title: string) =>
  tokenize(title).reduce(
    (n, raw) => n + (isCompound(raw) ? Math.max(1, parts(raw).length) : STOP_WORDS.has(normalize(raw)) ? 0 : 1),
    0,
  );
const levelOf = (r: SearchRecord) => (r.type === 'content' ? 7 : Number(r.type.slice(3)));

export class SearchEngine {
  readonly records: Array<SearchRecord | undefined>;
  /** Whether the body text is indexed (until then, answers come from titles and headings). */
  complete = false;
  private readonly index: RecordIndex;
  /** What the re-ranker reads of the records: their pages, parents, URLs and kinds (filled as records are linked). */
  private readonly structure: Structure;
  private readonly parent: Int32Array;
  private readonly pageOf: Int32Array;
  private readonly urlOf: Int32Array;
  private readonly isText: Uint8Array;
  private readonly urlIds = new Map<string, number>();
  private readonly pages: PageInfo[] = [];
  private readonly pageIds = new Map<string, number>();
  /** Pages each text appears on, its home (see linkRecord), and the weight of each record's own match (see RecordIndex). */
  private readonly copies = new Map<string, {pages: Set<number>; places: number[]; home: number}>();
  private readonly weights: Float32Array;
  private queries = 0;
  /** The records' sentence vectors and each page's records, once made (addVectors). */
  private vectors: {records: RecordVectors; pagePlaces: number[][]} | null = null;

  /**
   * With `headIndexed` false, the head's records are linked and indexed by `build` (in slices),
   * not here. `rules`: where matching differs from the default (match.ts).
   */
  constructor(
    private readonly head: SerializedHead,
    headIndexed = true,
    rules: MatchRules = {},
  ) {
    this.records = readHead(head);
    this.parent = new Int32Array(head.count).fill(-1);
    this.pageOf = new Int32Array(head.count).fill(-1);
    this.urlOf = new Int32Array(head.count);
    this.isText = new Uint8Array(head.count);
    this.weights = new Float32Array(head.count).fill(1);
    this.index = new RecordIndex(this.records, this.weights, rules);
    const records = this.records;
    const pages = this.pages;
    const pageOf = this.pageOf;
    const kinds = recordKinds(records, pages, pageOf);
    this.structure = {
      records,
      read: {
        signpost: kinds.signpost,
        codeSample: kinds.codeSample,
        symbol: kinds.symbol,
        proximity: (place, wanted, window) => proximity(records[place]!, wanted, window),
        facets: (place) => records[place]!,
      },
      parent: this.parent,
      pageOf: this.pageOf,
      urlOf: this.urlOf,
      isText: this.isText,
      shared: this.weights,
      pages: this.pages,
    };
    if (headIndexed) void this.addPlaces(this.headPlaces());
  }

  /** The build the index files come from (the same in a build's head and text). */
  get build(): string {
    return this.head.build;
  }

  private headPlaces(): number[] {
    return this.records.flatMap((r, place) => (r ? [place] : []));
  }

  /** The engine of the head, indexed in slices with `pause` between them. */
  static async build(head: SerializedHead, pause: () => Promise<void>): Promise<SearchEngine> {
    const engine = new SearchEngine(head, false);
    await engine.addPlaces(engine.headPlaces(), pause);
    return engine;
  }

  /** Indexes the body text; with `pause`, in slices with a pause between them. */
  addText(text: SerializedText, pause?: () => Promise<void>): Promise<void> {
    return this.addPlaces(readText(this.head, text, this.records), pause);
  }

  /**
   * Links records to their pages and parent headings and indexes them; with `pause`, in slices
   * with a pause between them, so that indexing the head is no long task before the first answer
   * (docs-dev/measurements/search.md). Without, it all happens before it returns.
   */
  private async addPlaces(places: number[], pause?: () => Promise<void>): Promise<void> {
    this.linkPages(places);
    for (let i = 0; i < places.length; i += SLICE) {
      if (pause) await pause();
      const slice = places.slice(i, i + SLICE);
      for (const place of slice) this.linkRecord(place);
      this.index.add(slice);
    }
    this.complete = !this.records.includes(undefined);
  }

  /** Each record's page, URL and kind (for `linkRecord` and the re-ranker). */
  private linkPages(places: number[]): void {
    for (const place of places) {
      const r = this.records[place]!;
      let page = this.pageIds.get(r.url_without_anchor);
      if (page === undefined)
        this.pageIds.set(
          r.url_without_anchor,
          (page = this.pages.push({kind: r.page_kind, size: 0, title: -1, titleWidth: 0}) - 1),
        );
      const info = this.pages[page]!;
      info.size++;
      if (r.type === 'lvl1' && info.title < 0)
        [info.title, info.titleWidth] = [place, titleWidth(r.hierarchy.lvl1 ?? '')];
      this.pageOf[place] = page;
      let url = this.urlIds.get(r.url);
      if (url === undefined) this.urlIds.set(r.url, (url = this.urlIds.size));
      this.urlOf[place] = url;
      this.isText[place] = r.type === 'content' ? 1 : 0;
    }
  }

  /**
   * A record's parent heading, and the weight of texts that appear on several pages. A text
   * several pages share word for word (an included partial, such as the table of platform
   * errors) says little about most of them, and its copies would tie: it counts fully on one
   * page, its home, and 1 / (1 + ln pages) on the others. The home is the shallowest of those
   * pages (the highest pageRank: a section's overview, which introduces what the guides under
   * it share) and, of equally shallow pages, the one with the fewest records, where the text is
   * the largest part of what the page says.
   */
  private linkRecord(place: number): void {
    const r = this.records[place]!;
    if (r.type === 'content' && r.content) {
      const page = this.pageOf[place]!;
      const copies = this.copies.get(r.content) ?? {pages: new Set<number>(), places: [], home: place};
      this.copies.set(r.content, copies);
      copies.pages.add(page);
      copies.places.push(place);
      if (this.isBetterHome(place, copies.home)) copies.home = place;
      const shared = sharedTextWeight(copies.pages.size);
      for (const p of copies.places) this.weights[p] = this.pageOf[p] === this.pageOf[copies.home] ? 1 : shared;
    }
    // The nearest heading above of a lower level; a record's own parent skips what lies under it.
    const level = levelOf(r);
    for (let p = place - 1; p >= 0;) {
      const above = this.records[p];
      if (above && this.pageOf[p] !== this.pageOf[place]) break;
      if (above && above.type !== 'content' && levelOf(above) < level) {
        this.parent[place] = p;
        break;
      }
      p = above && this.parent[p]! >= 0 ? this.parent[p]! : p - 1;
    }
  }

  /** Whether the page of the record at `a` is a better home than that at `b` for a text both hold (see linkRecord). */
  private isBetterHome(a: number, b: number): boolean {
    const [rankA, rankB] = [this.records[a]!.weight.pageRank, this.records[b]!.weight.pageRank];
    return rankA > rankB || (rankA === rankB && this.pages[this.pageOf[a]!]!.size < this.pages[this.pageOf[b]!]!.size);
  }

  /** Whether the sentence vectors are made: the first pages are then re-ordered by meaning too. */
  get semantic(): boolean {
    return this.vectors !== null;
  }

  /**
   * Takes the piece table: the records' sentence vectors are made from it as questions need
   * their pages (record-vectors.ts). The body text must be indexed: a record's vector reads its text.
   */
  addVectors(table: ReadTable): void {
    if (!this.complete) throw new Error('The sentence vectors read the body text: index it first (addText).');
    const pagePlaces: number[][] = this.pages.map(() => []);
    for (let place = 0; place < this.records.length; place++) pagePlaces[this.pageOf[place]!]?.push(place);
    this.vectors = {records: new RecordVectors(table, this.records), pagePlaces};
  }

  /** Per page, its best record's cosine with the query (computed for the pages asked, once each). */
  private similarityTo(query: string): ((page: number) => number) | undefined {
    const vectors = this.vectors;
    if (!vectors) return undefined;
    let asked: Float32Array | undefined;
    const known = new Map<number, number>();
    return (page) => {
      asked ??= vectors.records.vectorOf(query);
      let value = known.get(page);
      if (value === undefined) known.set(page, (value = vectors.records.best(asked, vectors.pagePlaces[page] ?? [])));
      return value;
    };
  }

  /** What the engine built of the records it holds, for a sharded head's writer: its structure and its index's contents. */
  tables(): {structure: Structure; index: ReturnType<RecordIndex['contents']>} {
    return {structure: this.structure, index: this.index.contents()};
  }

  /** An answer in Algolia's response shape (response.ts), ranked by rank.ts. */
  search(query: string, params: SearchParams = {}): SearchResponse {
    const asked = readQuery(query);
    const found = rankQuery(this.index, this.structure, asked, params, this.similarityTo(asked.q));
    return respondTo(asked, params, found, this.records, {
      queryID: ++this.queries,
      exhaustive: this.complete,
    });
  }
}

/** A query as the engines read it (this one and sharded.ts). */
export interface AskedQuery {
  /** Cut to MAX_QUERY_LENGTH characters (constants.ts). */
  q: string;
  words: QueryWord[];
  /** Search as you type: the last word may be unfinished, unless a space or punctuation follows it. */
  typing: boolean;
  started: number;
}

export function readQuery(query: string): AskedQuery {
  const started = Date.now();
  const q = cutQuery(query);
  return {q, words: queryWords(q), typing: /[\p{L}\p{N}_]$/u.test(q), started};
}

/** What the query's words matched in `index`, ranked over `structure` (rank.ts). */
export interface Found {
  matches: WordMatch[];
  ranked: Ranking;
}

/** `similarity`: per page, its closeness in meaning to the query, once the sentence vectors are made. */
export function rankQuery(
  index: RecordIndex,
  structure: Structure,
  asked: AskedQuery,
  params: SearchParams,
  similarity?: (page: number) => number,
): Found {
  const {words, typing} = asked;
  const {page, hitsPerPage} = paging(params);
  const matches = words.map((w, i) => index.match(w, typing && i === words.length - 1));
  const perPage = clampInt(params.distinct, RECORDS_PER_PAGE, 1, 1000);
  const ranked = matches.length
    ? rank(
        structure,
        matches,
        pageFilter(structure, params.facetFilters),
        perPage,
        (page + 1) * hitsPerPage,
        params.getRankingInfo === true,
        similarity,
      )
    : {hits: [], count: 0, pages: 0};
  return {matches, ranked};
}

/** Per engine (its structure) and facet filters: per page, -1 not yet decided, 0 filtered out, 1 kept. */
const decided = new WeakMap<Structure, Map<string, Int8Array>>();
/** Filter sets kept per engine: a reader's filters change with the docs version or the search page's tabs. */
const FILTER_SETS = 8;

/**
 * Whether a page passes the facet filters, decided once per engine and filters from a record of
 * the page (filters are on page attributes: see facetFilter): every keystroke sends the same
 * filters, and a query on a large site reaches thousands of pages. An engine knows all its
 * pages once its head is indexed; a structure with more pages than were decided decides anew.
 */
function pageFilter(s: Structure, filters: FacetFilters | undefined): PageFilter {
  const accept = facetFilter(filters);
  const key = JSON.stringify(filters ?? null);
  const byFilters = decided.get(s) ?? new Map<string, Int8Array>();
  decided.set(s, byFilters);
  let state = byFilters.get(key);
  if (state?.length !== s.pages.length) {
    if (!state && byFilters.size >= FILTER_SETS) byFilters.clear();
    byFilters.set(key, (state = new Int8Array(s.pages.length).fill(-1)));
  }
  const pages = state;
  return (page, place) => {
    if (pages[page] === -1) pages[page] = accept(s.read.facets(place)) ? 1 : 0;
    return pages[page] === 1;
  };
}

/** The hits of the page of results `params` asks for: they need their records. */
export function shownHits(found: Found, params: SearchParams): Ranked[] {
  const {page, hitsPerPage} = paging(params);
  return found.ranked.hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
}

/** The answer in Algolia's response shape (response.ts); the shown hits' records must be in `records`. */
export function respondTo(
  asked: AskedQuery,
  params: SearchParams,
  {matches, ranked}: Found,
  records: ReadonlyArray<SearchRecord | undefined>,
  meta: {queryID: number; exhaustive: boolean},
): SearchResponse {
  const {page, hitsPerPage} = paging(params);
  const marked = matches.map((m) => ({raw: m.word.raw, terms: m.terms, titlesOnly: m.titlesOnly}));
  // Before the body text is indexed, an identifier no record of the head writes as typed may be
  // one only the text names: its near matches in the head would be a wrong first answer. A word
  // no record of the head holds in any form is one only the text can answer: the head's records
  // all lack it, and the answer would change once the text is in.
  const awaitingText =
    !meta.exhaustive &&
    matches.some((m) => (m.word.code && !m.places.some((p) => m.exact[p])) || (!m.word.stop && !m.places.length));
  return respond(asked.q, params, ranked, records, marked, {
    page,
    hitsPerPage,
    started: asked.started,
    awaitingText,
    ...meta,
  });
}

/**
 * Loads the index files (in Node: the CLI, the bench, the tests), and the piece table when given
 * with the text; `rules` as SearchEngine's.
 */
export function loadIndex(
  head: SerializedHead,
  text?: SerializedText,
  rules?: MatchRules,
  table?: ReadTable,
): SearchEngine {
  const engine = new SearchEngine(head, true, rules);
  // Without a pause, the text is indexed before addText returns.
  if (text) void engine.addText(text);
  if (table && engine.complete) engine.addVectors(table);
  return engine;
}

export {escapeHtml, plainText} from '../shared/html';
export {recordId, levelWeight, type SerializedHead, type SerializedText} from './format';
export {serializeIndex} from './write-index';
export * from './types';
export {
  DEFAULT_HITS_PER_PAGE,
  facetFilter,
  type FacetFilters,
  type RankingInfo,
  type SearchHit,
  type SearchParams,
  type SearchResponse,
} from './response';
