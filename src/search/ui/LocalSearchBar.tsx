/**
 * The navbar search on the offline index: the theme's DocSearch button, the
 * keyboard shortcuts, and the modal (LocalSearchModal) loaded on demand.
 *
 * This follows the theme's SearchBar, which we cannot simply wrap: it adds a
 * `<link rel="preconnect">` to `https://{appId}-dsn.algolia.net`, an outside
 * host the default build must never contact. The modal code and the index load
 * on the first hover, focus, touch or click of the button.
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {cutQuery, INDEX_PATH, PIECES_PATH, TEXT_PATH} from '../constants';
import {prefetchIndex} from '../index-download';
import type {LocalSearchClient} from '../client';
import type * as ModalModule from './LocalSearchModal';
import {setInputText} from './input-text';
import {openingKeys} from './opening-keys';
import {prefetchWaiter} from './prefetch-wait';
import type {LocalSearchBarProps} from './props';
import {SearchButton} from './SearchButton';
import {useSearchKeys} from './use-search-keys';

export type {LocalSearchBarProps} from './props';

/**
 * A value loaded on the first sign of interest and kept for the tab; a failed load is
 * forgotten, so the next hover or click tries again.
 */
function loadedOnce<T>() {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    get: () => value,
    load(start: () => Promise<T>): Promise<T> {
      loading ??= start().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/** The modal's module: the modal, and its history entry (modal-history.ts), which only an open modal needs. */
const modal = loadedOnce<typeof ModalModule>();

function importModal(): Promise<typeof ModalModule> {
  // The style as a dynamic import, as the theme does: @docsearch/react declares no side
  // effects, so a bare `import '@docsearch/react/style'` would be dropped from the bundle.
  return modal.load(() =>
    Promise.all([
      import(/* webpackChunkName: "search-modal", webpackFetchPriority: "high" */ './LocalSearchModal'),
      import(/* webpackChunkName: "search-modal", webpackFetchPriority: "high" */ '@docsearch/react/style'),
    ]).then(([module]) => module),
  );
}

/**
 * The search client, once its code has loaded. The modal takes it from here rather than
 * importing it: its chunk then holds no engine, which came twice (in both chunks) before.
 */
const siteClient = loadedOnce<LocalSearchClient>();

function importClient(headUrl: string, textUrl: string, piecesUrl: string): Promise<LocalSearchClient> {
  return siteClient.load(() =>
    import(/* webpackChunkName: "search-client", webpackFetchPriority: "high" */ '../site-client').then(
      ({siteSearchClient}) => {
        const client = siteSearchClient(headUrl, textUrl, piecesUrl);
        // The index is built now; if it cannot load, the modal shows the error screen when the reader searches.
        client.getIndex().catch(() => {});
        return client;
      },
    ),
  );
}

/**
 * The button's label, under the theme's translation id. The theme's SearchTranslations holds the
 * modal's strings too: imported here, they would load with every page instead of with the modal.
 */
function buttonTranslations(): {buttonText: string; buttonAriaLabel: string} {
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return {buttonText: label, buttonAriaLabel: label};
}

/** The page's prefetch of links in view waits while the search loads (prefetch-wait.ts). */
const prefetchWait = prefetchWaiter();

/** The selected page text, cut to the query length the search takes. */
function selectedText(): string | undefined {
  const text = window.getSelection()?.toString().trim();
  return text ? cutQuery(text) : undefined;
}

export default function LocalSearchBar(props: LocalSearchBarProps): ReactNode {
  const headUrl = useBaseUrl(INDEX_PATH);
  const textUrl = useBaseUrl(TEXT_PATH);
  const piecesUrl = useBaseUrl(PIECES_PATH);
  const customTranslations = props.translations;
  const container = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const keptQuery = useRef('');
  const [keys] = useState(openingKeys);
  // How the modal opens: with a key typed on the button (more keys add to it), or with a kept
  // or selected query, which the reader's first key replaces.
  const openedByKey = useRef(false);

  // First sign of interest: fetch the modal code and the index together; the index
  // download starts at once, before the client's code has loaded.
  const prepare = useCallback(() => {
    prefetchIndex(headUrl);
    const client = importClient(headUrl, textUrl, piecesUrl);
    prefetchWait.start(client);
    return Promise.all([client, importModal()]).then(() => undefined);
  }, [headUrl, textUrl, piecesUrl]);

  const openModal = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement('div');
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    keys.start();
    prefetchWait.opened(true);
    setInitialQuery((typed) => {
      openedByKey.current = typed !== undefined;
      return typed ?? selectedText() ?? (keptQuery.current || undefined);
    });
    void prepare()
      .then(() => modal.get()!.pushModalEntry())
      .then(() => setIsOpen(true));
  }, [prepare, keys]);

  // The modal's input is on screen (DocSearch has focused it): keys typed while it opened go in,
  // and a query kept from the last opening is selected, so typing replaces it.
  useEffect(() => {
    if (!isOpen) return;
    const typed = keys.take();
    const input = container.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return;
    if (typed) setInputText(input, openedByKey.current ? input.value + typed : typed);
    else if (!openedByKey.current) input.select();
  }, [isOpen, keys]);

  const closeModal = useCallback(() => {
    prefetchWait.opened(false);
    setIsOpen(false);
    buttonRef.current?.focus();
    setInitialQuery(undefined);
    modal.get()?.leaveModalEntry();
  }, []);

  // Back while the modal is open leaves its history entry: close, the page stays.
  useEffect(() => {
    if (!isOpen) return;
    const onPopState = () => {
      prefetchWait.opened(false);
      setIsOpen(false);
      setInitialQuery(undefined);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [isOpen]);

  const onInput = useCallback(
    (key: string) => {
      setInitialQuery(key);
      openModal();
    },
    [openModal],
  );

  useSearchKeys({isOpen, onOpen: openModal, onClose: closeModal, onInput, onIntent: prepare, button: buttonRef});

  // Escape closes the modal and keeps the query for the next opening; a second
  // Escape (with the modal closed) clears it, as the spec's search panel does.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (isOpen)
        keptQuery.current = container.current?.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
      else keptQuery.current = '';
    };
    // Capture: DocSearch closes the modal (and drops its input) in its own handler.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [isOpen]);

  // eslint-disable-next-line react-hooks/refs -- the element is created in the handler that opens the modal, before the render that reads it
  const portal = isOpen ? container.current : null;
  const [Modal, client] = [modal.get()?.default, siteClient.get()];
  return (
    <>
      <SearchButton
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        ref={buttonRef}
        translations={customTranslations?.button ?? buttonTranslations()}
      />
      {isOpen && Modal && client && portal && (
        <Modal {...props} client={client} container={portal} initialQuery={initialQuery} onClose={closeModal} />
      )}
    </>
  );
}
