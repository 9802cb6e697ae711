import type {ThemeConfig} from '@docusaurus/preset-classic';

type AlgoliaConfig = NonNullable<ThemeConfig['algolia']>;

/**
 * An Algolia application id as Algolia writes them (upper-case letters and digits). The id is
 * part of the host names the search bar and `npm run search:push` call (`{appId}-dsn.algolia.net`):
 * checked before any request, so a mistyped or hostile value cannot send a key to another host.
 */
export function checkAlgoliaAppId(appId: string): string {
  if (!/^[A-Z0-9]+$/.test(appId))
    throw new Error(`ALGOLIA_APP_ID must be upper-case letters and digits (Algolia's application id), not "${appId}".`);
  return appId;
}

/**
 * DocSearch settings. Hosted Algolia is used only when all three ALGOLIA_* variables
 * are set at build time; otherwise the placeholders below mark the offline search.
 */
export function algoliaConfig(env: NodeJS.ProcessEnv = process.env): AlgoliaConfig {
  const hosted = Boolean(env.ALGOLIA_APP_ID && env.ALGOLIA_SEARCH_API_KEY && env.ALGOLIA_INDEX_NAME);
  return {
    appId: hosted ? checkAlgoliaAppId(env.ALGOLIA_APP_ID!) : 'local',
    apiKey: hosted ? env.ALGOLIA_SEARCH_API_KEY! : 'local',
    indexName: hosted ? env.ALGOLIA_INDEX_NAME! : 'jaqpot',
    contextualSearch: true,
    searchPagePath: 'search',
    insights: false,
    placeholder: 'Search docs',
  };
}
