/**
 * Local Docusaurus plugin: the one pass over the built pages. After the build, it reads and
 * parses each HTML page once (pages.ts) and hands the tree to every writer that wants the
 * page: the search index (plugins/search-index), the Markdown copies with llms.txt
 * (plugins/llms-txt), the pages' notebooks (plugins/notebooks) and the security headers with the
 * inline scripts' hashes (plugins/security-headers). One plugin runs the writers, rather than a postBuild per plugin, so a
 * page is parsed once however many writers read it; another writer is one more entry below.
 * It must be registered before the offline plugin (see pages.ts).
 */
import type {Plugin} from '@docusaurus/types';
import {llmsTxtWriter, type DocsContent} from '../llms-txt/writer';
import {notebookWriter} from '../notebooks/writer';
import {buildSearchIndexWriter} from '../search-index';
import {securityHeadersWriter} from '../security-headers/writer';
import {isLocalSearch} from '../../src/search/constants';
import {forEachBuiltPage} from './pages';

export default function builtPagesPlugin(): Plugin {
  return {
    name: 'built-pages',
    // Synchronous: the pass ends before the next plugin's postBuild starts.
    postBuild(props) {
      const {outDir, siteConfig, plugins} = props;
      const algoliaAppId = (siteConfig.themeConfig.algolia as {appId?: string} | undefined)?.appId;
      const docs = plugins.find(
        (plugin) => plugin.name === 'docusaurus-plugin-content-docs' && plugin.options.id === 'default',
      );
      const content = docs?.content as DocsContent | undefined;
      forEachBuiltPage(outDir, [
        buildSearchIndexWriter(props),
        llmsTxtWriter({
          outDir,
          baseUrl: siteConfig.baseUrl,
          site: {title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url},
          docs: content,
        }),
        notebookWriter({
          outDir,
          baseUrl: siteConfig.baseUrl,
          siteUrl: siteConfig.url,
          docs: content?.loadedVersions[0]?.docs ?? [],
        }),
        securityHeadersWriter(outDir, {
          algoliaAppId: isLocalSearch(algoliaAppId) ? undefined : algoliaAppId,
          analytics: plugins.some((plugin) => plugin.name === 'docusaurus-plugin-google-gtag'),
        }),
      ]);
    },
  };
}
