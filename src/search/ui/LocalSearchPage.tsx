/**
 * The search page (/docs/search?q=…) on the offline index. The theme's page
 * builds an Algolia client itself, with no way to pass ours, so this replaces it.
 * The query lives in the URL (`q`), so a reload or a shared link shows the same results.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {cutQuery, INDEX_PATH, MAX_QUERY_LENGTH, PIECES_PATH, TEXT_PATH} from '../constants';
import {siteSearchClient} from '../site-client';
import {escapeHtml} from '../../shared/html';
import type {SearchHit} from '../response';
import {LEVELS, SECTION_PATH_SEPARATOR} from '../types';
import IndexErrorScreen from './IndexErrorScreen';
import PartialIndexNotice from './PartialIndexNotice';
import styles from './searchPage.module.css';
import {useTextMissing} from './use-client-state';

const ERROR_CLASSES = {root: styles.error!, title: styles.errorTitle!, help: styles.errorHelp!};

export const PAGE_SIZE = 20;

interface Result {
  url: string;
  /** HTML: escaped text with `<mark>` tags from the engine. */
  title: string;
  breadcrumbs: string[];
  summary: string | null;
}

interface State {
  query: string;
  results: Result[];
  nbHits: number;
  /** How many pages of the docs the results are on. */
  nbDocuments: number;
  nbPages: number;
  page: number;
  status: 'idle' | 'loading' | 'done' | 'error';
}

const IDLE: State = {query: '', results: [], nbHits: 0, nbDocuments: 0, nbPages: 0, page: 0, status: 'idle'};

function toResult(hit: SearchHit, processUrl: (url: string) => string): Result {
  const titles = LEVELS.map((l) => hit._highlightResult.hierarchy[l]?.value).filter((v): v is string => Boolean(v));
  const title = titles.pop() ?? '';
  // lvl0 is the page's trail in the sidebar ("jaqpotpy › PyTorch models"): one crumb per category.
  const trail = (titles[0] ?? '').split(escapeHtml(SECTION_PATH_SEPARATOR)).filter(Boolean);
  return {
    url: processUrl(hit.url),
    title,
    breadcrumbs: [...trail, ...titles.slice(1)],
    summary: hit._snippetResult.content?.value ?? null,
  };
}

/** "168 results on 40 pages": each result is a section of a page, and a page can hold several. */
function useResultsCountLabel() {
  const {selectMessage} = usePluralForm();
  return (results: number, pages: number) => {
    const found = selectMessage(
      results,
      translate({id: 'search.page.results.plurals', message: 'One result|{count} results'}, {count: results}),
    );
    const on = selectMessage(
      pages,
      translate({id: 'search.page.pages.plurals', message: 'one page|{count} pages'}, {count: pages}),
    );
    return translate({id: 'search.page.resultsOnPages', message: '{found} on {on}'}, {found, on});
  };
}

function SearchPageContent(): ReactNode {
  const [fullQuery, setQuery] = useSearchQueryString();
  // A longer q (a shared link) is cut where the search cuts it, visibly: the box, the title and
  // the results all show the query that was searched.
  const query = cutQuery(fullQuery);
  const [state, setState] = useState<State>(IDLE);
  // "Load more" belongs to the query it was pressed for; a new query starts at page 0.
  const [more, setMore] = useState({query, page: 0});
  const page = more.query === query ? more.page : 0;
  const client = siteSearchClient(useBaseUrl(INDEX_PATH), useBaseUrl(TEXT_PATH), useBaseUrl(PIECES_PATH));
  const facetFilters = useAlgoliaContextualFacetFilters();
  const processUrl = useSearchResultUrlProcessor();
  const countLabel = useResultsCountLabel();
  const filtersKey = JSON.stringify(facetFilters);
  // The first answer may come from titles and headings only; once the text is indexed, or the
  // index is back after a failure (the client retries on its own, spaced out), search again.
  const [indexVersion, setIndexVersion] = useState(0);
  useEffect(() => client.subscribe(() => setIndexVersion((v) => v + 1)), [client]);
  const textMissing = useTextMissing(client);

  useEffect(() => {
    const q = query;
    if (!q.trim()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- an emptied query drops the previous results in the same commit as the search below would
      setState(IDLE);
      return;
    }
    let current = true;
    // Searching the same query again after the index failed (the client retries on its own) keeps
    // the error screen until an answer comes: it does not flicker to "loading" at each attempt.
    setState((s) => ({
      ...(page === 0 ? {...IDLE, query: q} : s),
      status: s.status === 'error' && s.query === q ? 'error' : 'loading',
    }));
    client
      .search({requests: [{query: q, page, hitsPerPage: PAGE_SIZE, facetFilters: JSON.parse(filtersKey)}]})
      .then(({results: [r]}) => {
        if (!current || !r) return;
        const results = r.hits.map((hit) => toResult(hit, processUrl));
        setState((s) => ({
          query: q,
          // Page k's results take places k × PAGE_SIZE on: asked again (the index changed), they replace themselves.
          results: [...s.results.slice(0, page * PAGE_SIZE), ...results],
          nbHits: r.nbHits,
          nbDocuments: r.nbDocuments ?? 0,
          nbPages: r.nbPages,
          page: r.page,
          status: 'done',
        }));
      })
      .catch(() => current && setState((s) => ({...s, status: 'error'})));
    return () => {
      current = false;
    };
  }, [client, query, page, filtersKey, processUrl, indexVersion]);

  const title = query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

  return (
    <>
      <PageMetadata
        title={title}
        description={translate({
          id: 'theme.SearchPage.description',
          message:
            'Search the Jaqpot documentation: guides, the jaqpotpy reference and the REST API, offline in your browser.',
        })}
      />
      <Head>
        {/* As the theme's page writes it (property, not name): the sitemap keeps listing the page. */}
        <meta property="robots" content="noindex, follow" />
      </Head>
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <Heading as="h1">{title}</Heading>
        <form role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
            aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the page exists to take a query: the reader lands in its field
            autoFocus
          />
        </form>
        {state.status === 'error' && <IndexErrorScreen classes={ERROR_CLASSES} />}
        {textMissing && state.status !== 'error' && <PartialIndexNotice className={styles.notice} />}
        <p className={styles.count} role="status" aria-live="polite">
          {state.status === 'error'
            ? ''
            : state.status === 'done' && state.nbHits > 0
              ? countLabel(state.nbHits, state.nbDocuments)
              : state.status === 'done' && state.query
                ? translate(
                    {id: 'theme.SearchPage.noResultsFor', message: 'No results for "{query}"'},
                    {query: state.query},
                  )
                : ''}
        </p>
        {state.results.length > 0 && (
          <ol className={styles.results}>
            {state.results.map((r, i) => (
              <li key={`${r.url}-${i}`} className={styles.result}>
                {r.breadcrumbs.length > 0 && (
                  <ul className={clsx('breadcrumbs', styles.breadcrumbs)} aria-label="Location">
                    {r.breadcrumbs.map((html, j) => (
                      // Escaped by the engine; only its <mark> tags are markup.
                      <li key={j} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: html}} />
                    ))}
                  </ul>
                )}
                <Heading as="h2" className={styles.title}>
                  <Link to={r.url} dangerouslySetInnerHTML={{__html: r.title}} />
                </Heading>
                {r.summary && <p className={styles.summary} dangerouslySetInnerHTML={{__html: r.summary}} />}
              </li>
            ))}
          </ol>
        )}
        {state.page + 1 < state.nbPages && (
          <button
            type="button"
            className="button button--secondary"
            disabled={state.status === 'loading'}
            onClick={() => setMore({query, page: state.page + 1})}
          >
            {translate({id: 'theme.SearchPage.loadMore', message: 'Load more results'})}
          </button>
        )}
      </main>
    </>
  );
}

export default function LocalSearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      {/* Inside the layout: the contextual filters read the docs version context it provides. */}
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
