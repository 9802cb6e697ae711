import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {gtagOptions} from './config/analytics';
import {announcementBar} from './config/announcement';
import {footer} from './config/footer';
import {navbar} from './config/navbar';
import {darkCodeTheme, lightCodeTheme} from './config/prism';
import {algoliaConfig} from './config/search';
import announcementBarIdPlugin from './plugins/announcement-bar-id';
import builtPagesPlugin from './plugins/built-pages';
import codeBlocksPlugin from './plugins/code-blocks';
import diagramsPlugin from './plugins/diagrams';
import remarkDiagrams from './plugins/diagrams/remark';
import noCollatorPlugin from './plugins/no-collator';
import offlinePlugin from './plugins/offline';
import openapiContractPlugin from './plugins/openapi-contract';
import platformBehaviourPlugin from './plugins/platform-behaviour';
import {redocThemeOptions} from './config/redoc';
import rehypeTables from './plugins/rehype-tables';
import remarkPyApiToc from './plugins/remark-pyapi-toc';
import remarkPartialCode from './plugins/remark-partial-code';
import searchIndexPlugin from './plugins/search-index';
import {baseUrl, repositoryUrl, siteUrl} from './config/site';

const config: Config = {
  title: 'Jaqpot',
  tagline: 'Build. Train. Deploy.',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  titleDelimiter: '|',
  noIndex: false,
  trailingSlash: undefined,

  future: {
    v4: true,
  },
  // The specification names the plain keys (`theme`, `docusaurus.announcement.*`).
  storage: {namespace: false},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: `${repositoryUrl}/edit/main/`,
          showLastUpdateTime: true,
          remarkPlugins: [remarkPyApiToc, remarkPartialCode, remarkDiagrams],
          rehypePlugins: [rehypeTables],
        },
        blog: false,
        pages: {rehypePlugins: [rehypeTables]},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 0.5},
        gtag: gtagOptions(),
      } satisfies Preset.Options,
    ],
  ],

  // Before the first render: `.html` forms of a route become its clean URL (src/shell/normalize-html-url.ts);
  // the viewport prefetch requests each chunk once, when the page is idle (src/shell/prefetch.ts).
  clientModules: ['./src/shell/normalize-html-url.ts', './src/shell/prefetch.ts'],
  // offlinePlugin after builtPagesPlugin: the worker lists the search index the latter writes.
  plugins: [
    announcementBarIdPlugin,
    codeBlocksPlugin,
    noCollatorPlugin,
    platformBehaviourPlugin,
    searchIndexPlugin,
    diagramsPlugin,
    builtPagesPlugin,
    offlinePlugin,
  ],
  // openapiContractPlugin after the Redoc theme: it adjusts that theme's bundler config.
  themes: [['docusaurus-theme-redoc', redocThemeOptions], openapiContractPlugin],

  themeConfig: {
    image: 'img/social-card.png',
    // No site-wide `keywords`: a page's own (its front matter) are what the search indexes.
    metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar,
    navbar,
    algolia: algoliaConfig(),
    footer,
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Only what prism-react-renderer lacks: python, kotlin, json and yaml are bundled with it.
      additionalLanguages: ['bash', 'java'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
