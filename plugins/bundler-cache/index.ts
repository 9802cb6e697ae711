/**
 * The bundler's persistent cache keyed on more than Docusaurus keys it on (its own version and
 * the theme's aliases). A plugin whose output depends on something the bundler does not track
 * (a build setting, files a remark plugin reads) appends a key of it to the cache's version;
 * when the key changes, the cache is evicted instead of serving modules compiled from the old.
 */
import type {Plugin} from '@docusaurus/types';

export type BundlerConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];
type CacheSettings = {version?: string} & Record<string, unknown>;

/** The part of a bundler config that keys its persistent cache on `key` too (nothing without one). */
export function keyedCache(config: BundlerConfig, key: string): BundlerConfig {
  const keyed = (cache: unknown): CacheSettings | undefined =>
    cache && typeof cache === 'object' && typeof (cache as CacheSettings).version === 'string'
      ? {...(cache as CacheSettings), version: `${(cache as CacheSettings).version}-${key}`}
      : undefined;
  const out: Record<string, unknown> = {};
  // Rspack's cache settings sit under `experiments`, webpack's under `cache`.
  const rspack = keyed((config.experiments as {cache?: unknown} | undefined)?.cache);
  if (rspack) out.experiments = {cache: rspack};
  const webpack = keyed(config.cache);
  if (webpack) out.cache = webpack;
  return out as BundlerConfig;
}
