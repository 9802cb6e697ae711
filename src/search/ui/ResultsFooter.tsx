/** The modal's footer link to the search page, with the count of the query's results. */
import React from 'react';
import Link from '@docusaurus/Link';
import {usePluralForm, useSearchLinkCreator} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import type {InternalDocSearchHit} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {LocalSearchClient} from '../client';
import {isModalEntry} from './modal-history';

export default function ResultsFooter({
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
  const label = selectMessage(
    count,
    translate({id: 'theme.SearchBar.seeAll.plurals', message: 'See the result|See all {count} results'}, {count}),
  );
  return (
    <Link to={createSearchLink(state.query)} replace={isModalEntry()} onClick={onClose}>
      {label}
    </Link>
  );
}
