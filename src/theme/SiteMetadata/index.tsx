/**
 * The theme's site metadata, except on the not-found page: there it leaves out the canonical
 * link, og:url and the hreflang alternates, which would all name the unknown URL (or
 * /docs/404.html) as a page. Helmet can override a tag a wrapped component renders but not
 * remove it, so the not-found page gets its own short metadata instead of the theme's.
 */
import React, {type ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import type SiteMetadataType from '@theme/SiteMetadata';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {useThemeConfig} from '@docusaurus/theme-common';
import {PAGE_PATHS} from '@site/src/shell/page-paths';
import {routeOf} from '@site/src/shell/routes';

type Props = WrapperProps<typeof SiteMetadataType>;

function NotFoundMetadata(): ReactNode {
  const {metadata} = useThemeConfig();
  return (
    <Head>
      {metadata.map((metadatum, i) => (
        <meta key={i} {...metadatum} />
      ))}
    </Head>
  );
}

export default function SiteMetadataWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return routeOf(pathname, PAGE_PATHS) ? <SiteMetadata {...props} /> : <NotFoundMetadata />;
}
