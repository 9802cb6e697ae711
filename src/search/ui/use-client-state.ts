import {useCallback, useSyncExternalStore} from 'react';
import type {LocalSearchClient} from '../client';

/** A value of the client's state, read live: the client tells its subscribers when it changes. */
export function useClientState<T>(client: LocalSearchClient, read: (client: LocalSearchClient) => T, server: T): T {
  const subscribe = useCallback((onChange: () => void) => client.subscribe(onChange), [client]);
  return useSyncExternalStore(
    subscribe,
    () => read(client),
    () => server,
  );
}

/** The client's index error (see LocalSearchClient.indexError). */
export function useIndexError(client: LocalSearchClient): Error | null {
  return useClientState(client, readIndexError, null);
}

/** Whether the body text could not be indexed (see LocalSearchClient.textError). */
export function useTextMissing(client: LocalSearchClient): boolean {
  return useClientState(client, readTextMissing, false);
}

const readIndexError = (client: LocalSearchClient) => client.indexError;
const readTextMissing = (client: LocalSearchClient) => client.textError !== null;
