/**
 * The one search client of a browser tab, shared by the modal and the search
 * page, so the index is fetched and built once.
 */
import {createLocalSearchClient, type LocalSearchClient} from './client';
import {SMALL_SCREEN} from './constants';
import {takeIndex} from './indexDownload';

let client: LocalSearchClient | null = null;

export function siteSearchClient(indexUrl: string): LocalSearchClient {
  if (!client) {
    client = createLocalSearchClient(() => takeIndex(indexUrl), {
      snippetWords: () => (typeof window !== 'undefined' && window.matchMedia?.(SMALL_SCREEN).matches ? 5 : 10),
    });
  }
  return client;
}
