import React, {type ReactNode} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import SiteSearchBar from '@jaqpot/search-bar';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * Hosted Algolia when its keys were set at build time, else the offline index: the search-index
 * plugin resolves `@jaqpot/search-bar` to one of the two, so each build ships only its own.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  return <SiteSearchBar {...props} />;
}
