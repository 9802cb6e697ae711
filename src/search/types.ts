/** DocSearch-shaped records and Algolia-shaped responses of the local search. */
import type {HighlightValue, SnippetValue} from './highlight';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';
export type Hierarchy = Record<Level, string | null>;

export interface SearchRecord {
  objectID: string;
  /** Absolute URL, with the anchor when there is one. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /**
   * The page's breadcrumb trail above its title (`jaqpotpy › PyTorch models`), or null: it tells
   * apart pages with the same title ("Create a dataset") and is searched with low weight.
   */
  section_path?: string | null;
  /** DocSearch's custom ranking: level 100 (lvl1) … 0 (content), position in page, page rank. */
  /** `pageRank` below 0 ranks the page down (legacy reference); see PAGE_RANK_META. */
  weight: {level: number; position: number; pageRank: number};
}

/** One `facetFilters` entry: a string is required, an array is an OR group. */
export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  /** Facets to count, or `'*'`. */
  facets?: string | readonly string[];
  /** `attribute:words`, for example `content:10`. */
  attributesToSnippet?: readonly string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** Collapse records that share a URL (DocSearch's `distinct` on `url`). Default true. */
  distinct?: boolean | number;
  attributesToRetrieve?: readonly string[];
  clickAnalytics?: boolean;
  [other: string]: unknown;
}

type Nested<T> = {[K in Level]?: T};

export interface SearchHit extends SearchRecord {
  _highlightResult: {hierarchy: Nested<HighlightValue>; content?: HighlightValue};
  _snippetResult: {hierarchy?: Nested<SnippetValue>; content?: SnippetValue};
  _rankingInfo?: {words: number; defines: number; exactSymbols: number; exactWords: number; score: number};
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index?: string;
  queryID: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  facets?: Record<string, Record<string, number>>;
}

/**
 * A page sets its own search rank with `<meta name="docsearch:page_rank" content="-1">`: the
 * indexer takes it instead of the rank it derives from the page's depth. Below 0, the page's
 * records rank below the rest of the site (legacy reference pages).
 */
export const PAGE_RANK_META = 'docsearch:page_rank';

/** Between the names of a page's breadcrumb trail in `section_path`. */
export const SECTION_PATH_SEPARATOR = ' › ';
