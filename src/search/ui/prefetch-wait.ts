/**
 * The page's prefetch of links in view (shell/prefetch.ts) waits while the search loads: from
 * the first sign of interest until the index has loaded, or, if the modal is open by then, until
 * the body text is indexed or the modal closes. Chunks of pages the reader may never open would
 * otherwise share the connection and the main thread with what the reader waits for. Once per
 * tab: after that, searches are quick.
 */
import {holdPrefetch} from '../../shell/prefetch';
import type {LocalSearchClient} from '../client';

export interface PrefetchWaiter {
  /** The first sign of interest in the search; the client its code is loading for. */
  start(client: Promise<LocalSearchClient>): void;
  /** The modal opened or closed. */
  opened(isOpen: boolean): void;
}

export function prefetchWaiter(): PrefetchWaiter {
  let release: (() => void) | null = null;
  let started = false;
  let open = false;
  let loaded = false;
  let complete = () => false;
  let unsubscribe = () => {};
  const check = () => {
    if (!release || (!(loaded && !open) && !complete())) return;
    release();
    release = null;
    unsubscribe();
  };
  const settled = () => {
    loaded = true;
    check();
  };
  return {
    start(client) {
      if (started) return;
      started = true;
      release = holdPrefetch();
      client.then((loadedClient) => {
        complete = () => loadedClient.complete;
        // While it listens, the client also retries a failed index on its own: the wait
        // listens only until it ends.
        if (release) unsubscribe = loadedClient.subscribe(check);
        loadedClient.getIndex().then(settled, settled);
      }, settled);
    },
    opened(isOpen) {
      open = isOpen;
      check();
    },
  };
}
