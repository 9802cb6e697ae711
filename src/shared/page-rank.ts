/**
 * A page sets its own search rank with `<meta name="docsearch:page_rank" content="-1">`: the
 * search indexer takes it instead of the rank it derives from the page's depth. Below 0, the
 * page's records rank below the rest of the site (legacy reference pages). Shared by the pages
 * that set it and the indexer that reads it, so neither imports the other.
 */
export const PAGE_RANK_META = 'docsearch:page_rank';
