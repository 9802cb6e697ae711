/**
 * Words readers search the section above by that its heading and text do not say. Renders an
 * empty hidden element that carries them for the search indexer (src/shared/search-words.ts):
 * nothing shows, screen readers skip it, and the page's Markdown copy leaves it out.
 */
import React, {type ReactNode} from 'react';
import {SEARCH_WORDS_ATTRIBUTE} from '@site/src/shared/search-words';

export default function SearchWords({words}: {words: string}): ReactNode {
  return <span hidden {...{[SEARCH_WORDS_ATTRIBUTE]: words}} />;
}
