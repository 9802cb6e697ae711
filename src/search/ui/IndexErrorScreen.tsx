import React from 'react';
import Translate from '@docusaurus/Translate';

/** DocSearch's own error screen, same classes and words. */
export default function IndexErrorScreen() {
  return (
    <div className="DocSearch-ErrorScreen" role="alert" data-search-error="">
      <p className="DocSearch-Title">
        <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
      </p>
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.errorScreen.helpText">
          You might want to check your network connection.
        </Translate>
      </p>
    </div>
  );
}
