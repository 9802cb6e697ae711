/** DocSearch-shaped records of the local search, and what the re-ranker reads of them. */

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';
export type Hierarchy = Record<Level, string | null>;

/**
 * What a page is, as the indexer reads it from the built page; the ranking favours pages that
 * answer (see rank.ts). `guide`: written prose. `listing`: a category page that lists its
 * children (cards, with at most a short introduction that repeats them). `reference`:
 * generated from code or from the API contract. `legacy`: a page that ranks itself down
 * (PAGE_RANK_META below 0).
 */
export const PAGE_KINDS = ['guide', 'listing', 'reference', 'legacy'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export interface SearchRecord {
  objectID: string;
  /** Absolute URL, with the anchor when there is one. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  /** lvl0 is the page's place in the sidebar (its category trail), the modal's group title. */
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  page_kind: PageKind;
  /**
   * A text that points to another page of the docs (a list entry that leads with a link to it, a
   * table row with a cell that is such a link), as the indexer reads the links: see
   * record-kind.ts. Absent on other records.
   */
  signpost?: true;
  /**
   * On a page's title record: the page's `keywords` front matter (its `<meta name="keywords">`),
   * the words a reader may search it by that its title, description and headings do not say.
   * Searched as the title record's text; never shown. Absent on other records.
   */
  keywords?: string;
  /** DocSearch's custom ranking: level 100 (lvl1) … 0 (content), position in page, page rank. */
  weight: {level: number; position: number; pageRank: number};
}

/** Between the names of a page's sidebar trail (`jaqpotpy › PyTorch models`). */
export const SECTION_PATH_SEPARATOR = ' › ';

/** What the re-ranker knows of a page. */
export interface PageInfo {
  kind: PageKind;
  /** Records of the page (its length, for damping). */
  size: number;
  /** The page's title record, or -1. */
  title: number;
  /** Words in the title (an identifier counts its parts; stop words none). */
  titleWidth: number;
}

/** Query words near each other in a record (proximity.ts): the most in any window, the longest run in the query's order. */
export interface Near {
  window: number;
  phrase: number;
}

/** What facet filters test (response.ts): attributes of a record's page. */
export type Facets = Pick<SearchRecord, 'language' | 'docusaurus_tag' | 'page_kind'>;

/**
 * What the re-ranker reads of a record beyond the arrays of Structure: what kind of record it is
 * (record-kind.ts), how close together the query's words are in it (proximity.ts), the facets of
 * its page. The engine reads them from the records; a sharded index from what its files carry.
 */
export interface RecordReader {
  signpost(place: number): boolean;
  codeSample(place: number): boolean;
  /** The identifier a symbol heading names, as an index term; null for any other record. */
  symbol(place: number): string | null;
  /** `wanted`: index term → the query words (by number) it is a match for; `window`: in tokens (proximity.ts). */
  proximity(place: number, wanted: ReadonlyMap<string, number[]>, window?: number): Near;
  facets(place: number): Facets;
}

export interface Structure {
  records: ReadonlyArray<SearchRecord | undefined>;
  read: RecordReader;
  /** Nearest heading record above each record, or -1. */
  parent: Int32Array;
  /** Page number of each record. */
  pageOf: Int32Array;
  /**
   * Of each record, a number its URL alone has, and 1 where it is body text. The re-ranker reads
   * these for every candidate: a typed array is at hand where the record objects (tens of
   * thousands on a large site, read once each) are scattered through memory.
   */
  urlOf: Int32Array;
  isText: Uint8Array;
  /** Of each record, the weight of its own match: below 1 for a text several pages share, off its home (engine.ts). */
  shared: Float32Array;
  pages: PageInfo[];
}

export interface Ranked {
  place: number;
  /** Required query words the record or its headings match. */
  words: number;
  defines: number;
  score: number;
  pageScore: number;
  /** The parts of `score`, when asked for. */
  parts?: ScoreParts;
}

/** The parts of a record's score (`getRankingInfo`, `npm run search -- --explain`). */
export interface ScoreParts {
  /** Its words' scores in its own text or, × RANKING.record.inherited, in a heading above it. */
  match: number;
  /** × RANKING.record.ownHeading for a heading record (× the symbol-by-parts factor too), 1 for body text. */
  own: number;
  /** + the page's evidence: RANKING.page.evidence × its best score per word, damped by its size. */
  page: number;
  /** × the share of the query's required words it holds. */
  wordShare: number;
  /** × its page's kind factor (RANKING.kind). */
  kind: number;
  kindName: PageKind;
  /** × (1 + RANKING.page.titleCoverage × this): how well its page's title and the query name each other. */
  titleShare: number;
  /** × these on the best RANKING.top.pool records: words close together, words in the query's order, a code sample. */
  proximity: number;
  phrase: number;
  code: number;
  /** Its own match counted as a listing's (a text that points to another page). */
  signpost: boolean;
  /** Weight of its text where several pages share it word for word (1 on the text's home). */
  shared: number;
  /** Its page's best record's cosine with the query, where the sentence vectors re-ordered its page (semantic/reorder.ts). */
  similarity?: number;
}
