/** Marks the page as a listing of its category's children, for the search indexer (src/shared/page-kind.ts). */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {LISTING, PAGE_KIND_META} from '@site/src/shared/page-kind';

export default function ListingPageKind(): ReactNode {
  return (
    <Head>
      <meta name={PAGE_KIND_META} content={LISTING} />
    </Head>
  );
}
