/**
 * The search page of a build without Algolia keys: the offline index. The search-index plugin
 * points `@jaqpot/search-page` here, so the page does not ship the theme's Algolia search page
 * (25 KB gzip of Algolia's client and helper that it would never run).
 */
export {default} from './LocalSearchPage';
