import React, {type ReactNode} from 'react';
import OriginalSearchPage from '@theme-original/SearchPage';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchPage from '@site/src/search/ui/LocalSearchPage';
import {isLocalSearch} from '@site/src/search/constants';

/** Hosted Algolia when its keys were set at build time; otherwise the offline index. */
export default function SearchPageWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {appId} = siteConfig.themeConfig.algolia as {appId: string};
  return isLocalSearch(appId) ? <LocalSearchPage /> : <OriginalSearchPage />;
}
