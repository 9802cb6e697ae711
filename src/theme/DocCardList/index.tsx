/**
 * The theme's card list. Without `items` it lists the current page's category: the page is that
 * category's listing, and says so for the search indexer.
 */
import React, {type ReactNode} from 'react';
import DocCardList from '@theme-original/DocCardList';
import type DocCardListType from '@theme/DocCardList';
import type {WrapperProps} from '@docusaurus/types';
import ListingPageKind from '@site/src/components/PageKind';

type Props = WrapperProps<typeof DocCardListType>;

export default function DocCardListWrapper(props: Props): ReactNode {
  return (
    <>
      {props.items ? null : <ListingPageKind />}
      <DocCardList {...props} />
    </>
  );
}
