import React, {type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchBar from '@site/src/search/ui/LocalSearchBar';
import {isLocalSearch} from '@site/src/search/siteClient';

type Props = WrapperProps<typeof SearchBarType>;

/** Hosted Algolia when its keys were set at build time; otherwise the offline index. */
export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as {appId: string} & Record<string, unknown>;
  if (!isLocalSearch(algolia.appId)) return <OriginalSearchBar {...props} />;
  return <LocalSearchBar {...algolia} {...props} />;
}
