/**
 * A section's search words: the words readers search it by that its heading and text do not say
 * (an error's name, a synonym, another library's word). `<SearchWords words="…"/>` on the line
 * under a heading (src/components/SearchWords) writes them in an attribute of an empty, hidden
 * element; the search indexer (plugins/search-index/extract.ts) gives them to that heading's
 * record, as a page's `keywords` go to its title record. Shared by the writer and the indexer,
 * so neither imports the other.
 */
export const SEARCH_WORDS_ATTRIBUTE = 'data-search-words';
/** The same attribute as a hast property, as the indexer reads the parsed page. */
export const SEARCH_WORDS_PROPERTY = 'dataSearchWords';
/** Entries a section may have, and letters an entry may have (tests/content/search-words.test.ts). */
export const MAX_SEARCH_WORDS = 8;
export const MAX_SEARCH_WORD_LENGTH = 40;

/** The entries of a `words` attribute: comma-separated, trimmed, empty ones dropped. */
export function searchWordsOf(words: string): string[] {
  return words
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
}
