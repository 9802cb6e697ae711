/**
 * A stand-in for the algoliasearch lite client that answers from the local index: what
 * DocSearch calls (`search({requests})`), the older `search([{indexName, params}])` shape, and
 * `addAlgoliaAgent`, which Docusaurus calls on every client.
 *
 * The head of the index answers as soon as it is built; the body text is indexed after it,
 * between keystrokes. A query the head cannot answer waits for the text instead of answering
 * "no results" too early, and so does an identifier the head only nearly matches (engine.ts).
 * A large site ships its head sharded (sharded-format.ts): the first answers come from the
 * shards each query needs, and the engine is built on the whole head and the text after the
 * first answer, as on a small site, and answers from then on.
 */
import {cutQuery, fragmentFile, isManifest, termShardFile, WHOLE_HEAD_FILE} from './constants';
import {SearchEngine, type SerializedHead, type SerializedText} from './engine';
import type {SearchResponse} from './response';
import {paramsOf, type SearchInput, type SearchOutput} from './request';
import {budgetedPause, whenIdle} from './pacing';
import {deployedSince, retryDelay, RetryError} from './retry';
import {decodeTable} from './semantic/table-format';
import {ShardedEngine} from './sharded';
import type {SerializedFragment, SerializedManifest, SerializedTermShard} from './sharded-format';

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
  /** Settles once the sentence vectors are made, or could not be (see `vectorsError`). */
  whenVectors(): Promise<void>;
  /** Whether answers come from the whole index (or from titles and headings alone while the text loads). */
  readonly complete: boolean;
  /** Whether the sentence vectors are made: a question's first pages are then ordered by meaning too. */
  readonly semantic: boolean;
  /** The last failure to load the index, or null once it has loaded. */
  readonly indexError: Error | null;
  /**
   * Why the body text is not indexed (missing, damaged, or of another build while the head
   * could not be fetched again), or null: answers then come from titles and headings only.
   */
  readonly textError: Error | null;
  /**
   * Why the sentence vectors are not made (the piece table missing or damaged), or null: the
   * first pages are then in the order of their words alone.
   */
  readonly vectorsError: Error | null;
  /** Called when `indexError` changes, the text is indexed or the vectors made; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** nbHits of a query answered lately (the modal's "See all" link), or undefined. */
  countOf(query: string): number | undefined;
  /** Sidebar sections of recent hits, latest first (the no-results screen's suggestions). */
  recentSections(): string[];
}

export interface LocalSearchClientOptions {
  /** Words per content snippet, asked at each search (fewer on small screens); titles are never cut. */
  snippetWords?: () => number | undefined;
  /** Milliseconds before the next attempt after `failures` failed ones (default: `retryDelay`). */
  retryDelay?: (failures: number) => number;
}

/** What answers: the engine, or a large site's sharded head before the engine is built. */
export type Searcher = SearchEngine | ShardedEngine;

export interface IndexSources {
  /** The head, or a large site's manifest of its sharded head. */
  head: () => Promise<SerializedHead | SerializedManifest>;
  text: () => Promise<SerializedText>;
  /** A file beside the head (a sharded head's shards, fragments and whole head), by name; needed only for a sharded head. */
  file?: (name: string) => Promise<unknown>;
  /** The sentence vectors' piece table (semantic/table-format.ts), fetched once the text is indexed. */
  pieces?: () => Promise<ArrayBuffer>;
}

export function createLocalSearchClient(
  sources: IndexSources,
  options: LocalSearchClientOptions = {},
): LocalSearchClient {
  const delay = options.retryDelay ?? retryDelay;
  let loading: Promise<Searcher> | null = null;
  let completing: Promise<Searcher> | null = null;
  let indexError: Error | null = null;
  let textError: Error | null = null;
  let vectorsError: Error | null = null;
  let vectors: Promise<void> = Promise.resolve();
  /** Failed attempts in a row, when the next may start, and the timer that starts it for subscribers. */
  let failures = 0;
  let retryAt = 0;
  /** The same for the body text, which a search after its wait fetches again. */
  let textFailures = 0;
  let textRetryAt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** A sharded head's search whose downloads failed: the next attempt runs it again, the head being in. */
  let failedSearch: (() => Promise<unknown>) | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const file = (name: string) => {
    if (!sources.file) throw new Error(`A sharded search index needs its files (${name}), and no source gives them`);
    return sources.file(name);
  };

  let built: Searcher | null = null;
  /** The engine on the whole index, once complete: it answers from then on. */
  let whole: Searcher | null = null;

  /** The next attempt: the head's download, or the failed search of a sharded head (its answer is the listeners'). */
  const tryAgain = () => void (failedSearch ?? getIndex)().catch(() => {});

  /** While someone listens, the next attempt starts on its own when its wait is over. */
  const scheduleRetry = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    // A download of the head under way schedules the next attempt if it fails.
    if (!indexError || (loading && !failedSearch) || listeners.size === 0) return;
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        if (listeners.size) tryAgain();
      },
      Math.max(0, retryAt - Date.now()),
    );
  };

  const failed = (error: unknown): RetryError => {
    failures++;
    retryAt = Date.now() + delay(failures);
    indexError = new RetryError(`Could not load the search index: ${(error as Error)?.message ?? error}`, {
      cause: error,
    });
    scheduleRetry();
    notify();
    return indexError;
  };

  /** A head as the engine builds it: a sharded head's manifest stands for the whole head beside it. */
  const wholeHead = async (head: SerializedHead | SerializedManifest): Promise<SerializedHead> =>
    isManifest(head) ? ((await file(WHOLE_HEAD_FILE)) as SerializedHead) : (head as SerializedHead);

  /**
   * Fetches the head and makes what answers from it: the engine built on a whole head, or the
   * sharded engine on a large site's manifest (nothing downloaded yet). Every read of the head
   * goes through here: the first, a retry, and a read afresh after a deploy.
   */
  const readHead = async (): Promise<Searcher> => {
    const head = await sources.head();
    // The sharded engine is in the client's own script: loaded on demand, it would be one more
    // request in a row before a large site's first answer, to save a small site 1 KB gzip.
    return isManifest(head)
      ? new ShardedEngine(head as SerializedManifest, {
          shard: async (shard) => (await file(termShardFile(shard))) as SerializedTermShard,
          fragment: async (fragment) => (await file(fragmentFile(fragment))) as SerializedFragment,
        })
      : await SearchEngine.build(head as SerializedHead, budgetedPause());
  };

  /**
   * The head read afresh, at once (no retry wait): the site was deployed since it was read, and
   * the files beside it are now the new build's. It becomes the index the client answers from;
   * an attempt that fails is forgotten, so the next search reads the head again.
   */
  const reread = (): Promise<Searcher> => {
    const attempt = readHead().then((engine) => (built = engine));
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    return attempt;
  };

  /** Counts the indexes dropped after a deploy: a completion begun on an older one leaves no trace. */
  let dropped = 0;
  /** The head read afresh when the index was last dropped. */
  let afresh: Promise<Searcher> | null = null;

  /**
   * Drops the index a search answered from, `era` (the value of `dropped` then), and everything
   * built on it, and reads the head afresh; searches that failed on the same index share that read.
   */
  const dropIndex = (era: number): Promise<Searcher> => {
    if (era !== dropped && afresh) return afresh;
    dropped++;
    whole = null;
    completing = null;
    afresh = reread();
    return afresh;
  };

  /**
   * The body text, fetched and indexed once: after the first answer (the first result needs
   * only the head, and the text would share the link with it), or when a query waits for it.
   * A sharded head's engine is built then, on the whole head, before the text. Text of another
   * build means the site was deployed since the head was fetched: the head is read afresh once
   * and, when head and text agree, the engine is built from both; when they do not, the text
   * fails as a missing one does.
   */
  const completeText = (engine: Searcher): Promise<Searcher> => {
    const since = dropped;
    completing ??= (async () => {
      let complete: Searcher = engine;
      let error: Error | null = null;
      try {
        const text = await sources.text();
        let head = engine;
        if (text?.build !== head.build) {
          head = await reread();
          if (head.build !== text?.build) throw new Error('the index changed while it was fetched');
        }
        const full =
          head instanceof SearchEngine
            ? head
            : await SearchEngine.build(await wholeHead(head.manifest), budgetedPause());
        complete = full;
        await full.addText(text, budgetedPause());
      } catch (caught) {
        error = caught instanceof Error ? caught : new Error(String(caught));
      }
      // Begun on an index dropped since: the index read afresh completes on its own, and that is
      // what a search waiting for the text gets.
      if (since !== dropped) return whenComplete();
      // Without the text, titles and headings still answer; the reader is told that the rest is missing.
      textError = error;
      textFailures = error ? textFailures + 1 : 0;
      if (error) textRetryAt = Date.now() + delay(textFailures);
      complete.complete = true;
      whole = complete;
      notify();
      if (!error && complete instanceof SearchEngine) vectors = addVectors(complete);
      return complete;
    })();
    return completing;
  };

  /**
   * The piece table, fetched once the text is in (the engine makes the records' vectors from it as
   * questions need them). Without it the search answers as before, the first pages ordered by
   * their words.
   */
  const addVectors = async (engine: SearchEngine): Promise<void> => {
    if (!sources.pieces || engine.semantic) return;
    try {
      const table = decodeTable(await sources.pieces());
      engine.addVectors(table);
      vectorsError = null;
      notify();
    } catch (caught) {
      vectorsError = caught instanceof Error ? caught : new Error(String(caught));
    }
  };

  const getIndex = (): Promise<Searcher> => {
    // A failed attempt is not repeated before its wait is over (see retryDelay): a sharded head's
    // failed download neither, though its manifest is in.
    if (indexError && Date.now() < retryAt) return Promise.reject(indexError);
    if (loading) return loading;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const attempt = readHead()
      .then((engine) => {
        built = engine;
        indexError = null;
        failures = 0;
        notify();
        return engine;
      })
      .catch((error: unknown) => {
        // Forget the attempt so a later search, or the timer, tries again.
        loading = null;
        throw failed(error);
      });
    loading = attempt;
    return attempt;
  };

  // Back online: a failed index is fetched again at once.
  if (typeof window !== 'undefined')
    window.addEventListener('online', () => {
      if (!indexError) return;
      retryAt = 0;
      if (listeners.size) tryAgain();
    });

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
    const era = dropped;
    const words = options.snippetWords?.();
    const answer = () =>
      Promise.all(
        requests.map(async (request) => {
          const params = paramsOf(request);
          // Titles and headings come whole (DocSearch asks for 5 words of each on a phone, which cut
          // them mid-phrase); only the body text is cut to a snippet.
          const snippets = (params.attributesToSnippet ?? []).filter((a) => !a.startsWith('hierarchy.'));
          params.attributesToSnippet =
            words === undefined ? snippets : [...snippets.filter((a) => !a.startsWith('content:')), `content:${words}`];
          return {...(await engine.search(params.query, params)), index: request.indexName};
        }),
      );
    let results: Awaited<ReturnType<typeof answer>>;
    try {
      results = await answer();
    } catch (error) {
      // A sharded head downloads as it answers: a failed download is the index failing to load.
      if (engine instanceof SearchEngine) throw error;
      try {
        if (!deployedSince(error)) throw error;
        // The site was deployed since the manifest was read: the index built on it is dropped, and
        // this search answers from the head read afresh. Once: files that disagree again (a deploy
        // half done) fail as a download does.
        engine = await dropIndex(era);
        results = await answer();
      } catch (again) {
        // This search is tried again as the head would be.
        failedSearch = () => search(input);
        throw failed(again);
      }
    }
    if (indexError) {
      indexError = null;
      failures = 0;
      failedSearch = null;
      notify();
    }
    if (!engine.complete && results.some((r) => (r.nbHits === 0 && r.query.trim()) || r.awaitingText)) {
      engine = await whenComplete();
      results = await answer();
    }
    results.forEach(remember);
    // The first answer is on its way to the screen: the text once the page is idle (it drew the hits).
    // Text that could not be indexed is fetched again once its wait is over.
    if (completing && textError && Date.now() >= textRetryAt) completing = null;
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
    get textError() {
      return textError;
    },
    get vectorsError() {
      return vectorsError;
    },
    get semantic() {
      return whole instanceof SearchEngine && whole.semantic;
    },
    whenVectors: async () => {
      await whenComplete();
      await vectors;
    },
    countOf: (query) => counts.get(cutQuery(query)),
    recentSections: () => [...sections],
    subscribe(listener) {
      listeners.add(listener);
      if (!retryTimer) scheduleRetry();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) clearTimeout(retryTimer);
        if (listeners.size === 0) retryTimer = undefined;
      };
    },
  };
}
