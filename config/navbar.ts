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
      // `html` instead of `label`: a labelled outside link gets the "(opens in new tab)" icon
      // and label, which would be false here, as the main site opens in the same tab. (A
      // `type: 'html'` item would do too, but in the drawer it puts a div in the menu's list.)
      href: mainSiteUrl,
      html: 'Home',
      target: '_self',
      rel: 'noopener', // not the default noreferrer: the main site may see where its readers come from
      position: 'left',
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
