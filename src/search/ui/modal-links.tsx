/**
 * Where the modal's hits lead: real links (site paths through the router, other origins
 * loaded directly), and the keyboard's Enter, Ctrl/Cmd+Enter and Shift+Enter on a hit.
 */
import React, {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import type {DocSearchModalProps, InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import {isExternalHit, safeHref} from '../hit-links';
import {isModalEntry} from './modal-history';

export function useNavigator(externalUrlRegex: string | undefined): DocSearchModalProps['navigator'] {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate({itemUrl}) {
      // Hits on other sites (externalUrlRegex) cannot go through the router. The modal's own
      // history entry (modal-history.ts) gives way to the page the reader chose.
      if (isExternalHit(itemUrl, externalUrlRegex)) window.location.assign(itemUrl);
      else if (isModalEntry()) history.replace(itemUrl);
      else history.push(itemUrl);
    },
    // Ctrl/Cmd+Enter and Shift+Enter, as the browser treats those clicks on a link.
    navigateNewTab({itemUrl}) {
      window.open(itemUrl, '_blank', 'noopener')?.focus();
    },
    navigateNewWindow({itemUrl}) {
      window.open(itemUrl, '_blank', 'noopener,popup');
    },
  }));
  return navigator;
}

/**
 * A hit is a real link, as in DocSearch's own markup: site paths go through the
 * router, hits matching the external-url pattern (or on another origin) load
 * directly. `useHitOptions` then makes the link itself the listbox option.
 */
export function makeHit(externalUrlRegex: string | undefined) {
  return function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
    const href = safeHref(hit.url);
    if (isExternalHit(href, externalUrlRegex)) return <a href={href}>{children}</a>;
    return (
      <Link to={href} replace={isModalEntry()}>
        {children}
      </Link>
    );
  };
}
