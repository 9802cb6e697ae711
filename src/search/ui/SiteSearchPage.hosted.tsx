/** The search page of a build with Algolia keys: the theme's own search page, unchanged. */
export {default} from '@theme-original/SearchPage';
