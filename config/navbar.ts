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
      // Raw HTML: a plain `href` item gets the "(opens in new tab)" icon and label, which
      // would be false here — the main site opens in the same tab.
      type: 'html',
      position: 'left',
      value: `<a class="navbar__link" href="${mainSiteUrl}">Home</a>`,
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
