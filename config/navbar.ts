import type {ThemeConfig} from '@docusaurus/preset-classic';
import {mainSiteUrl, repositoryUrl} from './site';

export const navbar: ThemeConfig['navbar'] = {
  title: 'Jaqpot',
  hideOnScroll: true,
  logo: {
    alt: 'Jaqpot logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    {
      // Same tab: the main site is our own product, not an outside reference.
      href: mainSiteUrl,
      label: 'Home',
      position: 'left',
      target: '_self',
    },
    {
      href: repositoryUrl,
      label: 'GitHub',
      position: 'right',
      'aria-label': 'Source repository on GitHub',
    },
    {type: 'search', position: 'right'},
  ],
};
