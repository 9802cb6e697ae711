import React, {type ReactNode} from 'react';
import SiteSearchPage from '@jaqpot/search-page';

/**
 * Hosted Algolia when its keys were set at build time, else the offline index: the search-index
 * plugin resolves `@jaqpot/search-page` to one of the two, so each build ships only its own.
 */
export default function SearchPageWrapper(): ReactNode {
  return <SiteSearchPage />;
}
