import type {ThemeConfig} from '@docusaurus/preset-classic';
import {copyrightYear, repositoryUrl} from './site';

export const footer: ThemeConfig['footer'] = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [{label: 'Tutorial', to: '/'}],
    },
    {
      title: 'Community',
      items: [
        {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/jaqpot'},
        {label: 'Discord', href: 'https://discord.gg/jaqpot'},
        {label: 'X', href: 'https://x.com/jaqpot'},
      ],
    },
    {
      title: 'More',
      items: [{label: 'GitHub', href: repositoryUrl}],
    },
  ],
  copyright: `Copyright © ${copyrightYear} Jaqpot. Built with Docusaurus.`,
};
