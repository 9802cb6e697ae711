import {useCallback, useSyncExternalStore} from 'react';
import type {LocalSearchClient} from '../client';

/** The client's index error, read live: the client tells its subscribers when it changes. */
export function useIndexError(client: LocalSearchClient): Error | null {
  const subscribe = useCallback((onChange: () => void) => client.subscribe(onChange), [client]);
  return useSyncExternalStore(
    subscribe,
    () => client.indexError,
    () => null,
  );
}
