/**
 * The one search client of a browser tab, shared by the modal and the search
 * page, so the index is fetched and built once.
 */
import {createLocalSearchClient, fetchSerializedIndex, type LocalSearchClient} from './client';

/** Path of the index under the site's base URL; the search-index plugin writes it there. */
export const INDEX_PATH = 'search/index.json';

/** Snippets of 10 words, 5 on screens up to 768 px (as DocSearch's own records are shown). */
export const SMALL_SCREEN = '(max-width: 768px)';

let client: LocalSearchClient | null = null;

export function siteSearchClient(indexUrl: string): LocalSearchClient {
  if (!client) {
    client = createLocalSearchClient(() => fetchSerializedIndex(indexUrl), {
      snippetWords: () => (typeof window !== 'undefined' && window.matchMedia?.(SMALL_SCREEN).matches ? 5 : 10),
    });
  }
  return client;
}

/** The app id config/search.ts sets when no Algolia keys were given at build time. */
export const LOCAL_APP_ID = 'local';

export function isLocalSearch(appId: string | undefined): boolean {
  return !appId || appId === LOCAL_APP_ID;
}
