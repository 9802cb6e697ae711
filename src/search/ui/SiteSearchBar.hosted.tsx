/** The navbar search of a build with Algolia keys: the theme's own search bar, unchanged. */
import React, {type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';

export default function SiteSearchBar(props: Record<string, unknown>): ReactNode {
  return <OriginalSearchBar {...props} />;
}
