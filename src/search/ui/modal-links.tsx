/**
 * Where the modal's hits lead: real links (site paths through the router, other origins
 * loaded directly), and the keyboard's Enter, Ctrl/Cmd+Enter and Shift+Enter on a hit.
 */
import React, {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import type {DocSearchModalProps, InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import {hitNavigator, isExternalHit, safeHref} from '../hit-links';
import {isModalEntry} from './modal-history';

export function useNavigator(externalUrlRegex: string | undefined): DocSearchModalProps['navigator'] {
  const history = useHistory();
  // The modal's own history entry (modal-history.ts) gives way to the page the reader chose.
  const [navigator] = useState<DocSearchModalProps['navigator']>(() =>
    hitNavigator(
      {
        push: (url) => history.push(url),
        replace: (url) => history.replace(url),
        onModalEntry: isModalEntry,
        assign: (url) => window.location.assign(url),
        open: (url, target, features) => window.open(url, target, features),
      },
      externalUrlRegex,
    ),
  );
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
