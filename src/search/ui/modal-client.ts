/**
 * The search client as the modal uses it: a failed index load answers with no hits (our error
 * screen shows instead, see IndexErrorScreen), and the query on screen is asked again once the
 * body text is indexed, and once the sentence vectors are made.
 */
import {useEffect} from 'react';
import type {LocalSearchClient} from '../client';

/**
 * For the modal, a failed index load answers with no hits instead of an error:
 * DocSearch (4.7, where this was seen) shows its error screen only until autocomplete resets the
 * status to idle in a `finally`, so the screen never stays, and the rethrown
 * error surfaces as an unhandled rejection. We show our own screen instead.
 */
export function modalClient(client: LocalSearchClient): LocalSearchClient {
  const search: LocalSearchClient['search'] = (input) =>
    client.search(input).catch(() => ({
      results: (Array.isArray(input) ? input : input.requests).map((request) => ({
        hits: [],
        nbHits: 0,
        nbPages: 0,
        page: 0,
        hitsPerPage: 0,
        query: String(request.query ?? ''),
        params: '',
        index: request.indexName,
        queryID: '',
        processingTimeMS: 0,
        exhaustiveNbHits: true as const,
      })),
    }));
  return Object.assign(Object.create(client) as LocalSearchClient, {search, searchForHits: search});
}

/** Keys that move through the results or act on one: after them the list on screen is the reader's. */
const RESULT_KEYS = new Set(['ArrowUp', 'ArrowDown', 'Enter', 'Tab']);

/**
 * Until the body text is indexed, answers come from titles and headings. When the text is in,
 * the query on screen is asked again, so its results (and the "See all" count) are complete,
 * unless the reader has pointed at or moved through the results since typing: a new list then
 * would reorder the hits under the pointer or the selection, and a click could open another hit
 * than the one aimed at. Their next keystroke searches the whole index anyway. The same once the
 * sentence vectors are made (a question's first pages may change places).
 */
export function useRefreshWhenComplete(client: LocalSearchClient, container: HTMLElement): void {
  useEffect(() => {
    let closed = false;
    let refreshedComplete = false;
    let refreshedSemantic = false;
    let inResults = false;
    /** Asks the query on screen again; false when there is none or the reader is in the results. */
    const refresh = (): boolean => {
      const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (closed || inResults || !input?.value.trim()) return false;
      // React ignores an input event whose value it already knows: forget the known value.
      (input as HTMLInputElement & {_valueTracker?: {setValue(v: string): void}})._valueTracker?.setValue('');
      input.dispatchEvent(new Event('input', {bubbles: true}));
      return true;
    };
    const typed = () => {
      inResults = false;
    };
    const pointed = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('.DocSearch-Dropdown')) inResults = true;
    };
    const keyed = (event: KeyboardEvent) => {
      if (RESULT_KEYS.has(event.key)) inResults = true;
    };
    container.addEventListener('input', typed, true);
    container.addEventListener('pointermove', pointed, true);
    container.addEventListener('pointerdown', pointed, true);
    container.addEventListener('keydown', keyed, true);
    // The container says whether answers come from the whole index (scripts and styles may ask).
    // A deploy since the head was fetched gives the client a new engine: the client's state is read.
    const mark = () => {
      container.dataset.searchIndex = client.complete ? 'complete' : 'head';
      if (client.semantic) container.dataset.searchVectors = 'ready';
    };
    let hadError = client.indexError !== null;
    const unsubscribe = client.subscribe(() => {
      mark();
      // The index is back after a failure, or the text is in: the query on screen is asked again.
      if (hadError && client.indexError === null) refresh();
      else if (client.complete && !refreshedComplete) refreshedComplete = refresh();
      else if (client.semantic && !refreshedSemantic) refreshedSemantic = refresh();
      hadError = client.indexError !== null;
    });
    void client.getIndex().then(mark, () => {});
    return () => {
      closed = true;
      unsubscribe();
      container.removeEventListener('input', typed, true);
      container.removeEventListener('pointermove', pointed, true);
      container.removeEventListener('pointerdown', pointed, true);
      container.removeEventListener('keydown', keyed, true);
    };
  }, [client, container]);
}
