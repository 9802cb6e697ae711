import React from 'react';
import Translate from '@docusaurus/Translate';

/** Class names of the screen's parts: DocSearch's own in the modal, the search page's there. */
type Classes = {root: string; title: string; help: string};
const DOCSEARCH: Classes = {root: 'DocSearch-ErrorScreen', title: 'DocSearch-Title', help: 'DocSearch-Help'};

/** DocSearch's error screen, same words; the modal and the search page both show it. */
export default function IndexErrorScreen({classes = DOCSEARCH}: {classes?: Classes}) {
  return (
    <div className={classes.root} role="alert" data-search-error="">
      <p className={classes.title}>
        <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
      </p>
      <p className={classes.help}>
        <Translate id="theme.SearchModal.errorScreen.helpText">
          You might want to check your network connection.
        </Translate>
      </p>
    </div>
  );
}
