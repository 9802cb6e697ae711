/**
 * A stand-in for the algoliasearch lite client that answers from the local
 * index. It implements what DocSearch 4.7 (`search({requests})`) and
 * algoliasearch-helper (`search([{indexName, params}])`, the theme's search
 * page) call, and `addAlgoliaAgent` that Docusaurus calls on every client.
 */
import type {LocalSearchIndex, SerializedIndex} from './engine';
import {MAX_QUERY_LENGTH} from './constants';
import type {SearchParams, SearchResponse} from './types';

export interface SearchRequest extends SearchParams {
  indexName?: string;
  /** Legacy (v4 / helper) shape: `{indexName, params}`. */
  params?: SearchParams | string;
  type?: 'default' | 'facet';
  facet?: string;
  facetQuery?: string;
}

export interface LocalSearchClient {
  readonly appId: string;
  readonly apiKey: string;
  search(input: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: Array<SearchResponse & {index?: string}>}>;
  searchForHits(input: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: Array<SearchResponse & {index?: string}>}>;
  searchForFacetValues(input: unknown): Promise<unknown>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
  /** The loaded index (loads it on first call). */
  getIndex(): Promise<LocalSearchIndex>;
  /**
   * The number of results of the last answered query, for "See all N results":
   * DocSearch's own `context.nbHits` adds up the counts of every keystroke.
   */
  countOf(query: string): number | undefined;
  /**
   * Sections (lvl0) of the latest results, newest first: the "Try searching for"
   * suggestions of the no-results screen.
   */
  recentSections(): string[];
  /** The last index-load failure, or null once the index has loaded. */
  readonly indexError: Error | null;
  /** Called whenever `indexError` changes; returns the unsubscribe function. */
  subscribe(listener: (error: Error | null) => void): () => void;
}

export interface LocalSearchClientOptions {
  /**
   * Words in `_snippetResult.content`, overriding what the caller requests
   * (DocSearch 4 asks for 15): 10 by default, 5 on small screens.
   */
  snippetWords?: number | (() => number);
}

/** Why DocSearch shows its "Unable to fetch results" screen: it reacts to this error name. */
export class RetryError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
  }
}

function paramsOf(request: SearchRequest): SearchParams & {query: string} {
  const {indexName: _i, params, type: _t, facet: _f, facetQuery: _q, ...rest} = request;
  const legacy = typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : params ?? {};
  const merged = {...legacy, ...rest} as SearchParams;
  for (const key of ['facetFilters', 'attributesToSnippet', 'facets'] as const) {
    const v = merged[key];
    if (typeof v === 'string' && v.startsWith('[')) (merged as Record<string, unknown>)[key] = JSON.parse(v);
  }
  return {...merged, query: String(merged.query ?? '').slice(0, MAX_QUERY_LENGTH)};
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, {timeout: 1000});
  else setTimeout(task, 0);
}

export function createLocalSearchClient(
  loadSerialized: () => Promise<SerializedIndex>,
  options: LocalSearchClientOptions = {},
): LocalSearchClient {
  let indexPromise: Promise<LocalSearchIndex> | null = null;
  let indexError: Error | null = null;
  const listeners = new Set<(error: Error | null) => void>();
  const setIndexError = (error: Error | null) => {
    if (error === indexError) return;
    indexError = error;
    for (const listener of listeners) listener(error);
  };

  const getIndex = (): Promise<LocalSearchIndex> => {
    if (!indexPromise) {
      // The engine is imported lazily (not in the caller's first chunk), while the index downloads.
      const attempt = Promise.all([Promise.resolve().then(loadSerialized), import('./engine')])
        .then(([data, engine]) => engine.loadIndex(data))
        .then((index) => {
          setIndexError(null);
          // While the reader looks at the opening modal, not in their first keystroke.
          whenIdle(() => index.prepare());
          return index;
        })
        .catch((error: unknown) => {
          // Forget the failure so the next search tries again.
          if (indexPromise === attempt) indexPromise = null;
          const failure = new RetryError(`Could not load the search index: ${(error as Error)?.message ?? error}`, {cause: error});
          setIndexError(failure);
          throw failure;
        });
      indexPromise = attempt;
    }
    return indexPromise;
  };

  // query → nbHits, a few entries: the footer asks about the query on screen only.
  const counts = new Map<string, number>();
  const remember = (query: string, nbHits: number) => {
    counts.delete(query);
    counts.set(query, nbHits);
    if (counts.size > 20) counts.delete(counts.keys().next().value!);
  };

  let sections: string[] = [];
  const rememberSections = (response: SearchResponse) => {
    const found = response.hits.map((h) => h.hierarchy.lvl0).filter((s): s is string => Boolean(s));
    if (found.length) sections = [...new Set([...found, ...sections])].slice(0, 10);
  };

  const snippetWords = () =>
    typeof options.snippetWords === 'function' ? options.snippetWords() : options.snippetWords;

  const search: LocalSearchClient['search'] = async (input) => {
    const requests = Array.isArray(input) ? input : input.requests;
    const index = await getIndex();
    const words = snippetWords();
    return {
      results: requests.map((request) => {
        const params = paramsOf(request);
        if (words !== undefined) {
          const others = (params.attributesToSnippet ?? []).filter((a) => !a.startsWith('content:'));
          params.attributesToSnippet = [...others, `content:${words}`];
        }
        const response = index.search(params.query, params);
        remember(params.query, response.nbHits);
        rememberSections(response);
        return {...response, index: request.indexName};
      }),
    };
  };

  return {
    appId: 'local',
    apiKey: 'local',
    search,
    searchForHits: search,
    async searchForFacetValues(input: unknown) {
      // Facet search is not used by the modal; answer with the facet counts of the query.
      const list = (Array.isArray(input) ? input : [input]) as SearchRequest[];
      const index = await getIndex();
      return list.map((request) => {
        const params = paramsOf(request);
        const facet = request.facet ?? (params as {facetName?: string}).facetName ?? '';
        const counts = index.search(params.query, {...params, hitsPerPage: 0, facets: [facet]}).facets?.[facet] ?? {};
        const q = String(request.facetQuery ?? (params as {facetQuery?: string}).facetQuery ?? '').toLowerCase();
        const facetHits = Object.entries(counts)
          .filter(([value]) => value.toLowerCase().includes(q))
          .map(([value, count]) => ({value, highlighted: value, count}));
        return {facetHits, exhaustiveFacetsCount: true, processingTimeMS: 0};
      });
    },
    addAlgoliaAgent() {
      // No agent header to send: nothing leaves the browser.
    },
    async clearCache() {},
    getIndex,
    countOf: (query) => counts.get(query.slice(0, MAX_QUERY_LENGTH)),
    recentSections: () => [...sections],
    get indexError() {
      return indexError;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
