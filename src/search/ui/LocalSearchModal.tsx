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
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {usePluralForm, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import type {
  DocSearchHit,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import {repositoryUrl} from '@site/config/site';
import type {LocalSearchClient} from '../client';
import {MAX_QUERY_LENGTH} from '../constants';
import {isExternalHit, safeHref} from '../hit-links';
import {siteSearchClient} from '../site-client';
import type {LocalSearchBarProps} from './props';
import {isModalEntry} from './modal-history';
import {useIndexError} from './use-index-error';

function useNavigator(externalUrlRegex: string | undefined): DocSearchModalProps['navigator'] {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate({itemUrl}) {
      // Hits on other sites (externalUrlRegex) cannot go through the router. The modal's own
      // history entry (modal-history.ts) gives way to the page the reader chose.
      if (isExternalHit(itemUrl, externalUrlRegex)) window.location.assign(itemUrl);
      else if (isModalEntry()) history.replace(itemUrl);
      else history.push(itemUrl);
    },
    // Ctrl/Cmd+Enter and Shift+Enter, as the browser treats those clicks on a link.
    navigateNewTab({itemUrl}) {
      window.open(itemUrl, '_blank', 'noopener')?.focus();
    },
    navigateNewWindow({itemUrl}) {
      window.open(itemUrl, '_blank', 'noopener,popup');
    },
  }));
  return navigator;
}

/** "Let us know." on the no-results screen opens an issue about the missing result. */
export function missingResultsUrl({query}: {query: string}): string {
  return `${repositoryUrl}/issues/new?title=${encodeURIComponent(`Docs search: no results for "${query}"`)}`;
}

/**
 * A hit is a real link, as in DocSearch's own markup: site paths go through the
 * router, hits matching the external-url pattern (or on another origin) load
 * directly. `useHitOptions` then makes the link itself the listbox option.
 */
function makeHit(externalUrlRegex: string | undefined) {
  return function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
    const href = safeHref(hit.url);
    if (isExternalHit(href, externalUrlRegex)) return <a href={href}>{children}</a>;
    return (
      <Link to={href} replace={isModalEntry()}>
        {children}
      </Link>
    );
  };
}

/**
 * DocSearch puts `role="option"` on the `<li>` and the hit's link inside it: a
 * focusable link inside an option is axe's `nested-interactive` violation. The
 * link becomes the option instead (ARIA allows `option` on `a[href]`): role, id
 * (the input's `aria-activedescendant`) and `aria-selected` move from the
 * `<li>` (now `role="none"`) to its link, each time DocSearch renders them.
 */
export function promoteHitLinks(root: ParentNode): void {
  // DocSearch 3 gives every group's list the id "docsearch-list", while the input's
  // aria-controls names "docsearch-hits{N}-list": each list takes the id its options imply.
  for (const list of Array.from(root.querySelectorAll('.DocSearch-Hits ul[role="listbox"]'))) {
    const group = /^docsearch-hits(\d+)-item-/.exec(list.querySelector('[id^="docsearch-hits"]')?.id ?? '')?.[1];
    if (group !== undefined && list.id !== `docsearch-hits${group}-list`) list.id = `docsearch-hits${group}-list`;
  }
  for (const li of Array.from(root.querySelectorAll('li.DocSearch-Hit'))) {
    const link = li.querySelector(':scope > a');
    if (!link) continue;
    for (const name of ['id', 'aria-selected', 'role']) {
      const value = li.getAttribute(name);
      if (value === null || (name === 'role' && value === 'none')) continue;
      if (link.getAttribute(name) !== value) link.setAttribute(name, value);
      if (name === 'role') li.setAttribute('role', 'none');
      else li.removeAttribute(name);
    }
  }
}

function useHitOptions(container: React.RefObject<HTMLDivElement | null>, isOpen: boolean): void {
  useEffect(() => {
    const root = container.current;
    if (!isOpen || !root) return;
    const update = () => {
      promoteHitLinks(root);
      // The offline search names no third party: DocSearch's "Powered by" logo and link go.
      root.querySelector('.DocSearch-Logo')?.remove();
    };
    const observer = new MutationObserver(update);
    observer.observe(root, {childList: true, subtree: true, attributes: true, attributeFilter: ['aria-selected', 'role', 'id']});
    update();
    return () => observer.disconnect();
  }, [container, isOpen]);
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
  const {selectMessage} = usePluralForm();
  const count = client.countOf(state.query) ?? 0;
  const label = selectMessage(count, translate({id: 'theme.SearchBar.seeAll.plurals', message: 'See the result|See all {count} results'}, {count}));
  return (
    <Link to={createSearchLink(state.query)} replace={isModalEntry()} onClick={onClose}>
      {label}
    </Link>
  );
}

/**
 * For the modal, a failed index load answers with no hits instead of an error:
 * DocSearch (4.7, where this was seen) shows its error screen only until autocomplete resets the
 * status to idle in a `finally`, so the screen never stays, and the rethrown
 * error surfaces as an unhandled rejection. We show our own screen instead.
 */
function modalClient(client: LocalSearchClient): LocalSearchClient {
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

/**
 * Until the body text is indexed, answers come from titles and headings. When the text is in,
 * the query on screen is asked again, so its results (and the "See all" count) are complete.
 */
function useRefreshWhenComplete(client: LocalSearchClient, container: HTMLElement): void {
  useEffect(() => {
    let done = false;
    const refresh = () => {
      const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (done || !input?.value.trim()) return;
      done = true;
      // React ignores an input event whose value it already knows: forget the known value.
      (input as HTMLInputElement & {_valueTracker?: {setValue(v: string): void}})._valueTracker?.setValue('');
      input.dispatchEvent(new Event('input', {bubbles: true}));
    };
    let unsubscribe = () => {};
    void client.getIndex().then(
      (engine) => {
        if (engine.complete) return;
        unsubscribe = client.subscribe(() => engine.complete && refresh());
      },
      () => {},
    );
    return () => {
      done = true;
      unsubscribe();
    };
  }, [client, container]);
}

/**
 * A slot in DocSearch's no-results screen for the "Try searching for" list.
 * DocSearch keeps its suggestions in an object spread from an array, so
 * its `suggestions.length > 0` test never passes and the list never shows.
 */
function useNoResultsSlot(container: React.RefObject<HTMLDivElement | null>, isOpen: boolean): Element | null {
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => {
    const root = container.current;
    if (!isOpen || !root) return;
    const update = () => {
      const screen = root.querySelector('.DocSearch-NoResults');
      if (!screen || screen.querySelector('.DocSearch-NoResults-Prefill-List:not([data-local])')) {
        setSlot(null);
        return;
      }
      let own = screen.querySelector('[data-local-suggestions]');
      if (!own) {
        own = document.createElement('div');
        own.setAttribute('data-local-suggestions', '');
        screen.insertBefore(own, screen.querySelector('.DocSearch-Help'));
      }
      setSlot(own);
    };
    const observer = new MutationObserver(update);
    observer.observe(root, {childList: true, subtree: true});
    update();
    return () => {
      observer.disconnect();
      setSlot(null);
    };
  }, [container, isOpen]);
  return slot;
}

/** Up to 3 sections of earlier results; choosing one searches for it. */
function Suggestions({sections}: {sections: string[]}) {
  if (sections.length === 0) return null;
  const search = (text: string) => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return;
    // Through the native setter, so DocSearch's own input handler sees the change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, `${text.toLowerCase()} `);
    input.dispatchEvent(new Event('input', {bubbles: true}));
    input.focus();
  };
  return (
    <div className="DocSearch-NoResults-Prefill-List" data-local="">
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.noResultsScreen.suggestedQueryText">Try searching for</Translate>:
      </p>
      <ul className="DocSearch-NoResults-Prefill-List-Items">
        {sections.map((section) => (
          <li key={section}>
            <button className="DocSearch-Prefill" type="button" onClick={() => search(section)}>
              {section}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** DocSearch's own error screen, same classes and words. */
function IndexErrorScreen() {
  return (
    <div className="DocSearch-ErrorScreen" role="alert" data-search-error="">
      <p className="DocSearch-Title">
        <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
      </p>
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
      </p>
    </div>
  );
}

export interface LocalSearchModalProps extends LocalSearchBarProps {
  /** URLs of the search index's head and text (under the site's base URL). */
  headUrl: string;
  textUrl: string;
  /** The element the modal renders into. */
  container: HTMLDivElement;
  initialQuery?: string;
  onClose: () => void;
}

export default function LocalSearchModal({
  headUrl,
  textUrl,
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
  const client = siteSearchClient(headUrl, textUrl);
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
    setErrorTarget(showError ? container.querySelector('.DocSearch-Dropdown') ?? null : null);
    return () => container.classList.remove('search-index-error');
  }, [container, indexError]);

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
      {suggestionsTarget && createPortal(<Suggestions sections={client.recentSections().slice(0, 3)} />, suggestionsTarget)}
    </>
  );
}
