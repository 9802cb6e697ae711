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
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import useBaseUrl from '@docusaurus/useBaseUrl';
import translations from '@theme/SearchTranslations';
import type {DocSearchModalProps, UseDocSearchKeyboardEventsProps} from '@docsearch/react';
import type {FacetFilters} from 'algoliasearch/lite';
import {INDEX_PATH, MAX_QUERY_LENGTH} from '../constants';
import {prefetchIndex} from '../indexDownload';
import type LocalSearchModalType from './LocalSearchModal';

export type LocalSearchBarProps = Partial<DocSearchModalProps> & {
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath?: boolean | string;
  searchParameters?: {facetFilters?: FacetFilters; [key: string]: unknown};
};

let LocalSearchModal: typeof LocalSearchModalType | null = null;
let modalLoading: Promise<void> | null = null;

function importModal(): Promise<void> {
  // The style as a dynamic import, as the theme does: @docsearch/react declares no side
  // effects, so a bare `import '@docsearch/react/style'` would be dropped from the bundle.
  modalLoading ??= Promise.all([import('./LocalSearchModal'), import('@docsearch/react/style')]).then(
    ([module]) => {
      LocalSearchModal = module.default;
    },
    (error: unknown) => {
      // Let the next hover or click try again.
      modalLoading = null;
      throw error;
    },
  );
  return modalLoading;
}

/** The selected page text, cut to the query length the search takes. */
function selectedText(): string | undefined {
  const text = window.getSelection()?.toString().trim();
  return text ? text.slice(0, MAX_QUERY_LENGTH) : undefined;
}

export default function LocalSearchBar(props: LocalSearchBarProps): ReactNode {
  const indexUrl = useBaseUrl(INDEX_PATH);
  const customTranslations = props.translations;
  const container = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const keptQuery = useRef('');

  // First sign of interest: fetch the modal code and the index together; the index
  // download starts at once, before the client's code has loaded.
  const prepare = useCallback(() => {
    prefetchIndex(indexUrl);
    void import('../siteClient')
      .then(({siteSearchClient}) => siteSearchClient(indexUrl).getIndex())
      .catch(() => {
        // The modal shows the error screen when the reader searches.
      });
    return importModal();
  }, [indexUrl]);

  const openModal = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement('div');
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    setInitialQuery((typed) => typed ?? selectedText() ?? (keptQuery.current || undefined));
    void prepare().then(() => setIsOpen(true));
  }, [prepare]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // the browser's find
      event.preventDefault(); // the key becomes the initial query, not a second character
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput,
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  } as UseDocSearchKeyboardEventsProps);

  // Escape closes the modal and keeps the query for the next opening; a second
  // Escape (with the modal closed) clears it, as the spec's search panel does.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (isOpen) keptQuery.current = container.current?.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
      else keptQuery.current = '';
    };
    // Capture: DocSearch closes the modal (and drops its input) in its own handler.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [isOpen]);

  // DocSearch 4.7 no longer turns a key typed on the focused button into the query.
  const onButtonKeyDown = useCallback(
    (event: React.KeyboardEvent<HTMLButtonElement>) => {
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.key === ' ') return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  return (
    <>
      <DocSearchButton
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        onKeyDown={onButtonKeyDown}
        ref={buttonRef}
        translations={customTranslations?.button ?? translations.button}
      />
      {isOpen && LocalSearchModal && container.current && (
        <LocalSearchModal
          {...props}
          indexUrl={indexUrl}
          container={container.current}
          initialQuery={initialQuery}
          onClose={closeModal}
        />
      )}
    </>
  );
}
