/**
 * The open search modal on the offline index: the theme's DocSearch modal with our client
 * passed through `transformSearchClient`, and the screens DocSearch does not show itself.
 * LocalSearchBar loads this module (and DocSearch's modal with it) on the first hover, focus,
 * touch or click of the search button, so none of it is in a page's first JavaScript.
 */
import React, {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react';
import './searchBar.css';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import {translate} from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import type {DocSearchHit, DocSearchTransformClient, InternalDocSearchHit} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import {MAX_QUERY_LENGTH} from '../constants';
import type {LocalSearchClient} from '../client';
import {useHitOptions} from './hit-options';
import IndexErrorScreen from './IndexErrorScreen';
import {modalClient, useRefreshWhenComplete} from './modal-client';
import {makeHit, useNavigator} from './modal-links';
import NoResultsSuggestions, {missingResultsUrl, useNoResultsSlot} from './NoResultsSuggestions';
import type {LocalSearchBarProps} from './props';
import ResultsFooter from './ResultsFooter';
import {sanitizeStoredSearches} from './stored-searches';
import PartialIndexNotice from './PartialIndexNotice';
import {useIndexError, useTextMissing} from './use-client-state';

// The open modal's history entry, loaded with the modal (the search bar calls these).
export {leaveModalEntry, pushModalEntry} from './modal-history';

export interface LocalSearchModalProps extends LocalSearchBarProps {
  /** The tab's search client (site-client.ts), which the search bar loads beside this module. */
  client: LocalSearchClient;
  /** The element the modal renders into. */
  container: HTMLDivElement;
  initialQuery?: string;
  onClose: () => void;
}

export default function LocalSearchModal({
  client,
  container,
  initialQuery,
  onClose,
  externalUrlRegex,
  contextualSearch,
  searchPagePath,
  searchParameters: configParameters,
  translations: customTranslations,
  ...props
}: LocalSearchModalProps): ReactNode {
  // Before DocSearch's modal (a child) reads the stored searches, on its first render.
  useState(() => sanitizeStoredSearches());
  const navigator = useNavigator(externalUrlRegex);
  const processSearchResultUrl = useSearchResultUrlProcessor();
  // The theme's hook answers a new array on every render. DocSearch makes a new autocomplete (with
  // an empty query) whenever its searchParameters change, so a re-render of this modal (the
  // no-results screen's suggestions, an index error) would drop what the reader has typed: the
  // filters are compared by value.
  const contextualFiltersKey = JSON.stringify(useAlgoliaContextualFacetFilters());
  const searchParameters = useMemo(() => {
    const configFilters: FacetFilters = configParameters?.facetFilters ?? [];
    const contextualFilters = JSON.parse(contextualFiltersKey) as FacetFilters;
    return {
      ...configParameters,
      facetFilters: contextualSearch ? mergeFacetFilters(contextualFilters, configFilters) : configFilters,
    };
  }, [configParameters, contextualSearch, contextualFiltersKey]);
  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );
  const transformSearchClient = useCallback(
    (_algolia: DocSearchTransformClient) => modalClient(client) as unknown as DocSearchTransformClient,
    [client],
  );
  // The specification's words for the no-results screen: 'No results for "{query}"'.
  const modalTranslations = useMemo(() => {
    const base = customTranslations?.modal ?? translations.modal ?? {};
    const noResultsText = translate({id: 'theme.SearchModal.noResultsScreen.noResultsFor', message: 'No results for'});
    return {...base, noResultsScreen: {...base.noResultsScreen, noResultsText}};
  }, [customTranslations]);
  const indexError = useIndexError(client);
  const textMissing = useTextMissing(client);
  useRefreshWhenComplete(client, container);
  const root = useMemo(() => ({current: container}), [container]);

  // DocSearch hard-codes maxLength 512 on its input; ours takes 64.
  useEffect(() => {
    const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) input.maxLength = MAX_QUERY_LENGTH;
    // DocSearch gives its backdrop role="button" (with aria-expanded), so the whole
    // dialog sits inside a button (axe: nested-interactive). A click on the backdrop
    // still closes it; Escape and the Cancel button are the accessible ways out.
    const backdrop = container.querySelector('.DocSearch-Container');
    backdrop?.removeAttribute('role');
    backdrop?.removeAttribute('aria-expanded');
  }, [container]);

  // Where our error screen goes, in place of DocSearch's results (see IndexErrorScreen).
  const [errorTarget, setErrorTarget] = useState<Element | null>(null);
  useEffect(() => {
    const showError = indexError !== null;
    container.classList.toggle('search-index-error', showError);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the target is DocSearch's own element, found in the DOM after it renders
    setErrorTarget(showError ? (container.querySelector('.DocSearch-Dropdown') ?? null) : null);
    return () => container.classList.remove('search-index-error');
  }, [container, indexError]);

  // Where the notice of a partial index goes: above the results, below the search box.
  const [noticeTarget, setNoticeTarget] = useState<Element | null>(null);
  useEffect(() => {
    if (!textMissing) return undefined;
    const slot = document.createElement('div');
    slot.className = 'search-index-notice';
    const dropdown = container.querySelector('.DocSearch-Dropdown');
    dropdown?.parentElement?.insertBefore(slot, dropdown);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the slot sits in DocSearch's own markup, made after it renders
    setNoticeTarget(dropdown ? slot : null);
    return () => {
      slot.remove();
      setNoticeTarget(null);
    };
  }, [container, textMissing]);

  const suggestionsTarget = useNoResultsSlot(root, true);
  useHitOptions(root, true);
  const hitComponent = useMemo(() => makeHit(externalUrlRegex), [externalUrlRegex]);

  const resultsFooterComponent = useMemo(
    () =>
      ({state}: {state: AutocompleteState<InternalDocSearchHit>}) => (
        <ResultsFooter state={state} client={client} onClose={onClose} />
      ),
    [client, onClose],
  );

  return (
    <>
      {createPortal(
        <DocSearchModal
          {...props}
          appId="local"
          apiKey="local"
          indexName={props.indexName ?? 'local'}
          onClose={onClose}
          initialScrollY={window.scrollY}
          initialQuery={initialQuery}
          navigator={navigator}
          transformItems={transformItems}
          hitComponent={hitComponent}
          transformSearchClient={transformSearchClient}
          insights={false}
          getMissingResultsUrl={missingResultsUrl}
          {...(searchPagePath ? {resultsFooterComponent} : {})}
          translations={modalTranslations}
          searchParameters={searchParameters}
        />,
        container,
      )}
      {errorTarget && createPortal(<IndexErrorScreen />, errorTarget)}
      {noticeTarget && createPortal(<PartialIndexNotice />, noticeTarget)}
      {suggestionsTarget &&
        createPortal(<NoResultsSuggestions sections={client.recentSections().slice(0, 3)} />, suggestionsTarget)}
    </>
  );
}
