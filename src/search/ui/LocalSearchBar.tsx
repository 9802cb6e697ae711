/**
 * The navbar search on the offline index: the theme's DocSearch button and
 * modal, with our client passed through `transformSearchClient`.
 *
 * This follows the theme's SearchBar, which we cannot simply wrap: it adds a
 * `<link rel="preconnect">` to `https://{appId}-dsn.algolia.net`, an outside
 * host the default build must never contact. The modal code and the index load
 * on the first hover, focus, touch or click of the button.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import translations from '@theme/SearchTranslations';
import type {
  DocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
  UseDocSearchKeyboardEventsProps,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import {MAX_QUERY_LENGTH, type LocalSearchClient} from '../client';
import {INDEX_PATH, siteSearchClient} from '../siteClient';

export type LocalSearchBarProps = Partial<DocSearchModalProps> & {
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath?: boolean | string;
  searchParameters?: {facetFilters?: FacetFilters; [key: string]: unknown};
};

let DocSearchModal: typeof DocSearchModalType | null = null;

function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style'), import('./searchBar.css')]).then(
    ([{DocSearchModal: Modal}]) => {
      DocSearchModal = Modal;
    },
  );
}

function useNavigator(externalUrlRegex: string | undefined): DocSearchModalProps['navigator'] {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate({itemUrl}) {
      // Hits on other sites (externalUrlRegex) cannot go through the router.
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) window.location.href = itemUrl;
      else history.push(itemUrl);
    },
  }));
  return navigator;
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({
  state,
  client,
  onClose,
}: {
  state: AutocompleteState<InternalDocSearchHit>;
  client: LocalSearchClient;
  onClose: () => void;
}) {
  const createSearchLink = useSearchLinkCreator();
  const count = client.countOf(state.query) ?? 0;
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/** The selected page text, cut to the query length the search takes. */
function selectedText(): string | undefined {
  const text = window.getSelection()?.toString().trim();
  return text ? text.slice(0, MAX_QUERY_LENGTH) : undefined;
}

export default function LocalSearchBar({
  externalUrlRegex,
  contextualSearch,
  searchPagePath,
  searchParameters: configParameters,
  translations: customTranslations,
  ...props
}: LocalSearchBarProps): ReactNode {
  const client = siteSearchClient(useBaseUrl(INDEX_PATH));
  const navigator = useNavigator(externalUrlRegex);
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFilters = useAlgoliaContextualFacetFilters();
  const searchParameters = useMemo(() => {
    const configFilters: FacetFilters = configParameters?.facetFilters ?? [];
    return {
      ...configParameters,
      facetFilters: contextualSearch ? mergeFacetFilters(contextualFilters, configFilters) : configFilters,
    };
  }, [configParameters, contextualSearch, contextualFilters]);
  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
  const transformSearchClient = useCallback(
    (_algolia: DocSearchTransformClient) => client as unknown as DocSearchTransformClient,
    [client],
  );

  const container = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  // First sign of interest: fetch the modal code and the index together.
  const prepare = useCallback(() => {
    void client.getIndex().catch(() => {
      // The modal shows the error screen when the reader searches.
    });
    return importModal();
  }, [client]);

  const openModal = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement('div');
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    setInitialQuery((typed) => typed ?? selectedText());
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

  // DocSearch hard-codes maxLength 512 on its input; ours takes 64.
  useEffect(() => {
    if (!isOpen) return;
    const input = container.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) input.maxLength = MAX_QUERY_LENGTH;
  }, [isOpen]);

  const resultsFooterComponent = useMemo(
    () =>
      ({state}: {state: AutocompleteState<InternalDocSearchHit>}) => (
        <ResultsFooter state={state} client={client} onClose={closeModal} />
      ),
    [client, closeModal],
  );

  return (
    <>
      <DocSearchButton
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        ref={buttonRef}
        translations={customTranslations?.button ?? translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        container.current &&
        createPortal(
          <DocSearchModal
            {...props}
            appId="local"
            apiKey="local"
            indexName={props.indexName ?? 'local'}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            insights={false}
            isAskAiActive={false}
            onAskAiToggle={() => {}}
            {...(searchPagePath ? {resultsFooterComponent} : {})}
            translations={customTranslations?.modal ?? translations.modal}
            searchParameters={searchParameters}
          />,
          container.current,
        )}
    </>
  );
}
