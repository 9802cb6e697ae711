/**
 * The navbar search of a build without Algolia keys: the offline index. The search-index plugin
 * points `@jaqpot/search-bar` here, so hosted builds do not ship it (and offline builds do not
 * ship the theme's Algolia search bar).
 */
import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchBar, {type LocalSearchBarProps} from './LocalSearchBar';

export default function SiteSearchBar(props: LocalSearchBarProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as LocalSearchBarProps;
  return <LocalSearchBar {...algolia} {...props} />;
}
