/** The search bar's props (the theme's `algolia` config), shared by the bar and the modal it loads. */
import type {DocSearchModalProps} from '@docsearch/react';
import type {FacetFilters} from 'algoliasearch/lite';

export type LocalSearchBarProps = Partial<DocSearchModalProps> & {
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath?: boolean | string;
  searchParameters?: {facetFilters?: FacetFilters; [key: string]: unknown};
};
