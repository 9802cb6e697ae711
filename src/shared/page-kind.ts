/**
 * A page that lists its category's children says so with `<meta name="jaqpot:page-kind"
 * content="listing">`, written by our wrappers of the theme's card list and generated category
 * page (src/theme/DocCardList, src/theme/DocCategoryGeneratedIndexPage). The search indexer reads
 * it: a listing repeats its children's words, and a child answers better. Shared by the writers
 * and the indexer, so neither imports the other.
 */
export const PAGE_KIND_META = 'jaqpot:page-kind';
export const LISTING = 'listing';
