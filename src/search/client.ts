/**
 * A stand-in for the algoliasearch lite client that answers from the local index: what
 * DocSearch calls (`search({requests})`), the older `search([{indexName, params}])` shape, and
 * `addAlgoliaAgent`, which Docusaurus calls on every client.
 *
 * The head of the index answers as soon as it is built; the body text is indexed after it,
 * between keystrokes. A query the head cannot answer waits for the text instead of answering
 * "no results" too early. A large site ships its head sharded (sharded-format.ts): the first
 * answers come from the shards each query needs, and the engine is built on the whole head and
 * the text after the first answer, as on a small site, and answers from then on.
 */
import {fragmentFile, isManifest, MAX_QUERY_LENGTH, termShardFile, WHOLE_HEAD_FILE} from './constants';
import {SearchEngine, type SerializedHead, type SerializedText} from './engine';
import type {SearchParams, SearchResponse} from './response';
import type {ShardedEngine} from './sharded';
import type {SerializedFragment, SerializedManifest, SerializedTermShard} from './sharded-format';

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
  /** The engine once the head is built, or a large site's sharded head is read (starts the downloads if needed). */
  getIndex(): Promise<Searcher>;
  /** The engine once the body text is indexed too (or could not be fetched: then titles and headings only). */
  whenComplete(): Promise<Searcher>;
  /** Whether answers come from the whole index (or all of it that could be fetched). */
  readonly complete: boolean;
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

/** What answers: the engine, or a large site's sharded head before the engine is built. */
export type Searcher = SearchEngine | ShardedEngine;

export interface IndexSources {
  /** The head, or a large site's manifest of its sharded head. */
  head: () => Promise<SerializedHead | SerializedManifest>;
  text: () => Promise<SerializedText>;
  /** A file beside the head (a sharded head's shards, fragments and whole head), by name; needed only for a sharded head. */
  file?: (name: string) => Promise<unknown>;
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
  return {...merged, query: String(merged.query ?? '').slice(0, MAX_QUERY_LENGTH)};
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
  let loading: Promise<Searcher> | null = null;
  let completing: Promise<Searcher> | null = null;
  let indexError: Error | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const file = (name: string) => {
    if (!sources.file) throw new Error(`A sharded search index needs its files (${name}), and no source gives them`);
    return sources.file(name);
  };

  let built: Searcher | null = null;
  /** The engine on the whole index, once complete: it answers from then on. */
  let whole: Searcher | null = null;
  /**
   * The body text, fetched and indexed once: after the first answer (the first result needs
   * only the head, and the text would share the link with it), or when a query waits for it.
   * A sharded head's engine is built then, on the whole head, before the text.
   */
  const completeText = (engine: Searcher): Promise<Searcher> => {
    const pause = budgetedPause();
    const wholeEngine = !(engine instanceof SearchEngine)
      ? file(WHOLE_HEAD_FILE).then((head) => SearchEngine.build(head as SerializedHead, pause))
      : Promise.resolve(engine);
    // The text is indexed in slices; if it cannot be fetched (offline), titles and headings still answer.
    completing ??= Promise.all([wholeEngine, sources.text()])
      .then(async ([complete, text]) => {
        await complete.addText(text, pause);
        return complete as Searcher;
      })
      .catch(() => engine)
      .then((complete) => {
        complete.complete = true;
        whole = complete;
        notify();
        return complete;
      });
    return completing;
  };

  const getIndex = (): Promise<Searcher> => {
    if (!loading) {
      const attempt = sources
        .head()
        .then(async (head) => {
          // The sharded engine's code loads only for a sharded head: a small site never needs it.
          const engine: Searcher = isManifest(head)
            ? new (await import('./sharded')).ShardedEngine(head as SerializedManifest, {
                shard: async (shard) => (await file(termShardFile(shard))) as SerializedTermShard,
                fragment: async (fragment) => (await file(fragmentFile(fragment))) as SerializedFragment,
              })
            : await SearchEngine.build(head as SerializedHead, budgetedPause());
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
    let engine = whole ?? (await getIndex());
    const words = options.snippetWords?.();
    const answer = () =>
      Promise.all(
        requests.map(async (request) => {
          const params = paramsOf(request);
          if (words !== undefined)
            params.attributesToSnippet = [
              ...(params.attributesToSnippet ?? []).filter((a) => !a.startsWith('content:')),
              `content:${words}`,
            ];
          return {...(await engine.search(params.query, params)), index: request.indexName};
        }),
      );
    let results: Awaited<ReturnType<typeof answer>>;
    try {
      results = await answer();
    } catch (error) {
      // A sharded head downloads as it answers: a failed download is the index failing to load,
      // and the next search asks for it again.
      if (engine instanceof SearchEngine) throw error;
      indexError = new RetryError(`Could not load the search index: ${(error as Error)?.message ?? error}`, {
        cause: error,
      });
      notify();
      throw indexError;
    }
    if (indexError) {
      indexError = null;
      notify();
    }
    if (!engine.complete && results.some((r) => r.nbHits === 0 && r.query.trim())) {
      engine = await whenComplete();
      results = await answer();
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
    get complete() {
      return whole !== null;
    },
    get indexError() {
      return indexError;
    },
    countOf: (query) => counts.get(query.slice(0, MAX_QUERY_LENGTH)),
    recentSections: () => [...sections],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
