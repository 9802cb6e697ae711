import React from 'react';
import Translate from '@docusaurus/Translate';

/** Said when the body text of the index could not be loaded: results miss what only the text holds. */
export default function PartialIndexNotice({className}: {className?: string}) {
  return (
    <p className={className} role="status" data-search-partial="">
      <Translate id="theme.SearchModal.partialIndex">
        Part of the search index could not be loaded: results come from page titles and headings only.
      </Translate>
    </p>
  );
}
