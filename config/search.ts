import type {ThemeConfig} from '@docusaurus/preset-classic';

type AlgoliaConfig = NonNullable<ThemeConfig['algolia']>;

/**
 * DocSearch settings. Hosted Algolia is used only when all three ALGOLIA_* variables
 * are set at build time; otherwise the placeholders below mark the offline search.
 */
export function algoliaConfig(env: NodeJS.ProcessEnv = process.env): AlgoliaConfig {
  const hosted = Boolean(env.ALGOLIA_APP_ID && env.ALGOLIA_SEARCH_API_KEY && env.ALGOLIA_INDEX_NAME);
  return {
    appId: hosted ? env.ALGOLIA_APP_ID! : 'local',
    apiKey: hosted ? env.ALGOLIA_SEARCH_API_KEY! : 'local',
    indexName: hosted ? env.ALGOLIA_INDEX_NAME! : 'jaqpot',
    contextualSearch: true,
    searchPagePath: 'search',
    insights: false,
    placeholder: 'Search docs',
  };
}
