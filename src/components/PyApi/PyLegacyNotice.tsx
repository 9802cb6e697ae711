import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Admonition from '@theme/Admonition';
import {PAGE_RANK_META} from '@site/src/shared/page-rank';

import type {PyPageData} from './types';

/**
 * The warning at the top of a legacy page: when the module was removed, the
 * last release that has it, and (children) what to import instead.
 */
export default function PyLegacyNotice({data, children}: {data: PyPageData; children?: ReactNode}): ReactNode {
  const legacy = data.legacy;
  if (!legacy) throw new Error(`[PyApi] Page ${data.page} has no legacy information.`);
  return (
    <Admonition type="warning" title={`Removed in jaqpotpy ${legacy.removedIn}`}>
      {/* Readers of current code should find the current modules first. */}
      <Head>
        <meta name={PAGE_RANK_META} content="-1" />
      </Head>
      <p>
        <code>{data.page}</code> was part of jaqpotpy from {legacy.firstTagWith} to {legacy.lastTagWith} and was removed
        in {legacy.removedIn}. This page documents it as of release {legacy.recordedFrom}, for readers of older code.
      </p>
      {children}
    </Admonition>
  );
}
