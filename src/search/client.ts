/**
 * A stand-in for the algoliasearch lite client that answers from the local index: what
 * DocSearch calls (`search({requests})`), the older `search([{indexName, params}])` shape, and
 * `addAlgoliaAgent`, which Docusaurus calls on every client.
 *
 * The head of the index answers as soon as it is built; the body text is indexed after it,
 * between keystrokes. A query the head cannot answer waits for the text instead of answering
 * "no results" too early.
 */
import {cutQuery} from './constants';
import {SearchEngine, type SerializedHead, type SerializedText} from './engine';
import type {SearchParams, SearchResponse} from './response';

export interface SearchRequest extends SearchParams {
  indexName?: string;
  /** Older (v4, helper) shape: `{indexName, params}`. */
  params?: SearchParams | string;
}

export type SearchInput = {requests: SearchRequest[]} | SearchRequest[];
export type SearchOutput = {results: Array<SearchResponse & {index?: string}>};

export interface LocalSearchClient {
  readonly appId: string;
  readonly apiKey: string;
  search(input: SearchInput): Promise<SearchOutput>;
  searchForHits(input: SearchInput): Promise<SearchOutput>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
  /** The engine once the head is built (starts the downloads if needed). */
  getIndex(): Promise<SearchEngine>;
  /** The engine once the body text is indexed too (or could not be fetched: then titles and headings only). */
  whenComplete(): Promise<SearchEngine>;
  /** The last failure to load the index, or null once it has loaded. */
  readonly indexError: Error | null;
  /** Called when `indexError` changes or the text is indexed; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** nbHits of a query answered lately (the modal's "See all" link), or undefined. */
  countOf(query: string): number | undefined;
  /** Sidebar sections of recent hits, latest first (the no-results screen's suggestions). */
  recentSections(): string[];
}

export interface LocalSearchClientOptions {
  /** Words per content snippet, asked at each search (fewer on small screens). */
  snippetWords?: () => number | undefined;
}

export interface IndexSources {
  head: () => Promise<SerializedHead>;
  text: () => Promise<SerializedText>;
}

/** Why DocSearch shows its "Unable to fetch results" screen: it reacts to this error name. */
export class RetryError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
  }
}

function paramsOf(request: SearchRequest): SearchParams & {query: string} {
  const {indexName: _name, params, ...rest} = request;
  const older = typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : (params ?? {});
  const merged: SearchParams = {...older, ...rest};
  for (const key of ['facetFilters', 'attributesToSnippet'] as const) {
    const v = merged[key];
    if (typeof v === 'string' && v.startsWith('[')) (merged as Record<string, unknown>)[key] = JSON.parse(v);
  }
  return {...merged, query: cutQuery(String(merged.query ?? ''))};
}

/** Runs `task` when the browser is idle (within 2 s), or on the next turn outside a browser. */
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task, {timeout: 2000}) : setTimeout(task, 0);

/** A new task: the browser's scheduler.yield where there is one (no timer clamping), else a timer. */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((resume) => setTimeout(resume, 0));
};

/** Main-thread time an indexing task may take before it lets input and rendering through. */
const TASK_BUDGET_MS = 5;

/**
 * The pause between slices of indexing: a new task once the current one has used its budget,
 * so no indexing task is long, even on a phone four times slower (Lighthouse counts a task
 * over 50 ms there as blocking).
 */
function budgetedPause(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < TASK_BUDGET_MS) return;
    await nextTask();
    since = performance.now();
  };
}

export function createLocalSearchClient(
  sources: IndexSources,
  options: LocalSearchClientOptions = {},
): LocalSearchClient {
  let loading: Promise<SearchEngine> | null = null;
  let completing: Promise<SearchEngine> | null = null;
  let indexError: Error | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  let built: SearchEngine | null = null;
  /**
   * The body text, fetched and indexed once: after the first answer (the first result needs
   * only the head, and the text would share the link with it), or when a query waits for it.
   */
  const completeText = (engine: SearchEngine): Promise<SearchEngine> => {
    // The text is indexed in slices; if it cannot be fetched (offline), titles and headings still answer.
    completing ??= sources
      .text()
      .then(
        (text) => engine.addText(text, budgetedPause()),
        () => undefined,
      )
      .then(() => {
        engine.complete = true;
        notify();
        return engine;
      });
    return completing;
  };

  const getIndex = (): Promise<SearchEngine> => {
    if (!loading) {
      const attempt = sources
        .head()
        .then(async (head) => {
          const engine = await SearchEngine.build(head, budgetedPause());
          built = engine;
          indexError = null;
          notify();
          return engine;
        })
        .catch((error: unknown) => {
          // Forget the failure so the next search tries again.
          loading = null;
          indexError = new RetryError(`Could not load the search index: ${(error as Error)?.message ?? error}`, {
            cause: error,
          });
          notify();
          throw indexError;
        });
      loading = attempt;
    }
    return loading;
  };

  const whenComplete = async () => completeText(await getIndex());

  // query → nbHits, a few entries: the footer asks about the query on screen only.
  const counts = new Map<string, number>();
  let sections: string[] = [];
  const remember = (response: SearchResponse) => {
    counts.delete(response.query);
    counts.set(response.query, response.nbHits);
    if (counts.size > 20) counts.delete(counts.keys().next().value!);
    const found = response.hits.map((h) => h.hierarchy.lvl0).filter((s): s is string => Boolean(s));
    if (found.length) sections = [...new Set([...found, ...sections])].slice(0, 10);
  };

  const search: LocalSearchClient['search'] = async (input) => {
    const requests = Array.isArray(input) ? input : input.requests;
    let engine = await getIndex();
    const words = options.snippetWords?.();
    const answer = () =>
      requests.map((request) => {
        const params = paramsOf(request);
        if (words !== undefined)
          params.attributesToSnippet = [
            ...(params.attributesToSnippet ?? []).filter((a) => !a.startsWith('content:')),
            `content:${words}`,
          ];
        return {...engine.search(params.query, params), index: request.indexName};
      });
    let results = answer();
    if (!engine.complete && results.some((r) => r.nbHits === 0 && r.query.trim())) {
      engine = await whenComplete();
      results = answer();
    }
    results.forEach(remember);
    // The first answer is on its way to the screen: the text once the page is idle (it drew the hits).
    if (!completing && built) {
      const engineNow = built;
      whenIdle(() => void completeText(engineNow));
    }
    return {results};
  };

  return {
    appId: 'local',
    apiKey: 'local',
    search,
    searchForHits: search,
    addAlgoliaAgent() {
      // No agent header to send: nothing leaves the browser.
    },
    async clearCache() {},
    getIndex,
    whenComplete,
    get indexError() {
      return indexError;
    },
    countOf: (query) => counts.get(cutQuery(query)),
    recentSections: () => [...sections],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
