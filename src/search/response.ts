/**
 * Algolia's request and response shape, as DocSearch and the search page speak it: paging,
 * facet filters, and hits with highlighted and snippeted titles and text (escape-then-mark,
 * highlight.ts). The engine ranks; this says it in Algolia's words.
 */
import {escapeHtml} from '../shared/html';
import {highlight, snippet, type HighlightValue, type Marker, type SnippetValue} from './highlight';
import {
  LEVELS,
  type Facets,
  type Hierarchy,
  type Level,
  type Ranked,
  type ScoreParts,
  type SearchRecord,
} from './types';

export const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
const DEFAULT_SNIPPET_WORDS = 10;

/** One `facetFilters` entry: a string is required, an array is an OR group. */
export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  /** `attribute:words`, for example `content:10`. */
  attributesToSnippet?: readonly string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** Algolia's: add `_rankingInfo` to each hit (left out unless asked). */
  getRankingInfo?: boolean;
  [other: string]: unknown;
}

type Nested<T> = {[K in Level]?: T};

export interface RankingInfo {
  /** Query words the record (or its headings) matched. */
  words: number;
  /** Query identifiers the record names in its title, heading or symbol. */
  defines: number;
  score: number;
  pageScore: number;
  /** What `score` is made of (rank.ts). */
  parts?: ScoreParts;
}

export interface SearchHit extends SearchRecord {
  _highlightResult: {hierarchy: Nested<HighlightValue>; content?: HighlightValue};
  _snippetResult: {hierarchy?: Nested<SnippetValue>; content?: SnippetValue};
  _rankingInfo?: RankingInfo;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  /** Ours, not Algolia's: how many pages of the docs the hits are on (the search page says so). */
  nbDocuments?: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index?: string;
  queryID: string;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  /** Ours, not Algolia's: the answer may change once the body text is indexed (engine.ts); the client waits for it. */
  awaitingText?: true;
}

/** Facet filters, with Algolia's semantics: entries are ANDed, an array entry is an OR group. */
function attribute(r: Facets, path: string[]): string | undefined {
  let v: unknown = r;
  for (const key of path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
}

function facetTest(filter: string): (r: Facets) => boolean {
  const colon = filter.indexOf(':');
  const path = filter.slice(0, Math.max(0, colon)).trim().split('.');
  const raw = filter.slice(colon + 1).trim();
  const negate = raw.startsWith('-');
  const value = (negate ? raw.slice(1) : raw).replace(/^"(.*)"$/, '$1');
  return colon < 0 ? () => false : (r) => (attribute(r, path) === value) !== negate;
}

/**
 * A record filter from `facetFilters`. The ranking decides it once per page, so filters are on
 * page attributes (language, docusaurus_tag, page_kind), as DocSearch's contextual search sends.
 */
export function facetFilter(filters: FacetFilters | undefined): (r: Facets) => boolean {
  if (filters === undefined || filters === null) return () => true;
  const list =
    typeof filters === 'string'
      ? filters.trim().startsWith('[')
        ? (JSON.parse(filters) as string[])
        : [filters]
      : filters;
  const groups = list.map((entry) => (typeof entry === 'string' ? [entry] : [...entry]).map(facetTest));
  return (r) => groups.every((g) => g.some((test) => test(r)));
}

function snippetSizes(attributes: readonly string[] | undefined): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const a of attributes ?? [`content:${DEFAULT_SNIPPET_WORDS}`]) {
    const [name, n] = a.split(':');
    sizes.set(name!, Number(n) > 0 ? Number(n) : DEFAULT_SNIPPET_WORDS);
  }
  return sizes;
}

/** How a hit's titles and headings are marked, and how its body text is (see Marker's words). */
interface Markers {
  titles: Marker;
  text: Marker;
}

function toHit(
  record: SearchRecord,
  ranked: Ranked,
  markers: Markers,
  sizes: Map<string, number>,
  ellipsis: string,
  withRanking: boolean,
): SearchHit {
  const hierarchy = {} as Hierarchy;
  const highlighted: SearchHit['_highlightResult']['hierarchy'] = {};
  const snippets: NonNullable<SearchHit['_snippetResult']['hierarchy']> = {};
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    hierarchy[level] = text === null ? null : escapeHtml(text);
    if (text === null) continue;
    highlighted[level] = highlight(text, markers.titles);
    const size = sizes.get(`hierarchy.${level}`);
    // DocSearch shows these titles as HTML and falls back to the raw value without them.
    if (size !== undefined || level !== 'lvl0')
      snippets[level] = snippet(text, size ?? Number.MAX_SAFE_INTEGER, ellipsis, markers.titles);
  }
  // A page's keywords are searched, never shown (Algolia does not retrieve them either).
  const {keywords: _searchedOnly, ...shown} = record;
  const hit: SearchHit = {
    ...shown,
    hierarchy,
    content: record.content === null ? null : escapeHtml(record.content),
    weight: {...record.weight},
    _highlightResult: {hierarchy: highlighted},
    _snippetResult: {hierarchy: snippets},
  };
  if (record.content !== null) {
    hit._highlightResult.content = highlight(record.content, markers.text);
    hit._snippetResult.content = snippet(
      record.content,
      sizes.get('content') ?? DEFAULT_SNIPPET_WORDS,
      ellipsis,
      markers.text,
    );
  }
  if (withRanking) {
    const {words, defines, score, pageScore, parts} = ranked;
    hit._rankingInfo = {words, defines, score, pageScore, ...(parts && {parts})};
  }
  return hit;
}

export function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = Number(value);
  if (value === undefined || value === null || value === true || !Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(n)));
}

/** The page asked for and its size. */
export function paging(params: SearchParams): {page: number; hitsPerPage: number} {
  return {
    page: clampInt(params.page, 0, 0, 1000),
    hitsPerPage: clampInt(params.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE),
  };
}

/** The response to `query`: the asked page of `ranked` (`paging` of the params), marked where `words` matched. */
export function respond(
  query: string,
  params: SearchParams,
  ranked: {hits: Ranked[]; count: number; pages: number},
  records: ReadonlyArray<SearchRecord | undefined>,
  words: Marker['words'],
  meta: {
    page: number;
    hitsPerPage: number;
    queryID: number;
    started: number;
    exhaustive: boolean;
    awaitingText: boolean;
  },
): SearchResponse {
  const {page, hitsPerPage} = meta;
  const tags = {preTag: params.highlightPreTag ?? '<mark>', postTag: params.highlightPostTag ?? '</mark>'};
  // Body text is marked for the words searched in it (see Marker).
  const markers: Markers = {
    titles: {...tags, words, marks: new Map()},
    text: {...tags, words: words.filter((w) => !w.titlesOnly), marks: new Map()},
  };
  const sizes = snippetSizes(params.attributesToSnippet);
  const ellipsis = params.snippetEllipsisText ?? '…';
  const hits = ranked.hits
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map((r) => toHit(records[r.place]!, r, markers, sizes, ellipsis, params.getRankingInfo === true));
  return {
    hits,
    nbHits: ranked.count,
    nbDocuments: ranked.pages,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(ranked.count / hitsPerPage),
    page,
    hitsPerPage,
    query,
    params: new URLSearchParams(
      Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ).toString(),
    queryID: meta.queryID.toString(16).padStart(8, '0') + Math.random().toString(16).slice(2, 10).padEnd(8, '0'),
    processingTimeMS: Date.now() - meta.started,
    // Until the body text is indexed, the count is of titles and headings only.
    exhaustiveNbHits: meta.exhaustive,
    ...(meta.awaitingText && {awaitingText: true as const}),
  };
}
