import type {PluginConfig} from '@docusaurus/types';
import {INDEX_PATH, RECORDS_PATH, TEXT_PATH} from '../src/search/constants';
import {baseUrl} from './site';

/**
 * Offline reading: after the first visit the service worker precaches the pages and assets,
 * so a reader on a train can open every page. Only production builds register it.
 */
export const pwaPlugin: PluginConfig = [
  '@docusaurus/plugin-pwa',
  {
    offlineModeActivationStrategies: ['always'],
    swCustom: require.resolve('../src/pwa/service-worker.js'),
    injectManifestConfig: {
      // The search index is written by another postBuild step that runs in parallel with
      // this one; the service worker caches it at run time instead (src/pwa).
      globIgnores: [INDEX_PATH, TEXT_PATH, RECORDS_PATH, '**/*.md', 'llms*.txt'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
    pwaHead: [
      {tagName: 'link', rel: 'manifest', href: `${baseUrl}manifest.json`},
      {tagName: 'meta', name: 'theme-color', content: '#4F46E5'},
    ],
  },
];
