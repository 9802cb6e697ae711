/**
 * The one search client of a browser tab, shared by the modal and the search page, so the
 * index is fetched and built once.
 */
import {createLocalSearchClient, type LocalSearchClient} from './client';
import {SMALL_SCREEN} from './constants';
import {downloadBytes, takeDownload} from './index-download';

let client: LocalSearchClient | null = null;

export function siteSearchClient(headUrl: string, textUrl: string, piecesUrl?: string): LocalSearchClient {
  client ??= createLocalSearchClient(
    {
      head: () => takeDownload(headUrl),
      text: () => takeDownload(textUrl),
      // Beside the head: a sharded head's shards, fragments and whole head.
      file: (name) => takeDownload(headUrl.replace(/[^/]*$/, name)),
      ...(piecesUrl && {pieces: () => downloadBytes(piecesUrl)}),
    },
    {snippetWords: () => (typeof window !== 'undefined' && window.matchMedia?.(SMALL_SCREEN).matches ? 5 : 10)},
  );
  return client;
}
