/** The theme's generated category page: a listing of the category's children, marked so for the search indexer. */
import React, {type ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import ListingPageKind from '@site/src/components/PageKind';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <>
      <ListingPageKind />
      <DocCategoryGeneratedIndexPage {...props} />
    </>
  );
}
