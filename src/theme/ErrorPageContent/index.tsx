/**
 * The crash screen ("This page crashed."), shown in the layout when a page throws while it
 * renders. In the site's own looks: what happened and what to do, "Try again", the error in a
 * box of its own (the theme's red text on white was below 4.5:1), a link that reports the crash
 * and the not-found page's ways on. Replaces the theme's component, which has no room for them.
 */
import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Error';
import {repositoryUrl} from '@site/config/site';
import NotFoundWayOn from '@site/src/shell/NotFoundWayOn';
import styles from './styles.module.css';

/** A new issue about the crash, with the page and the error in its title. */
function reportUrl(path: string, error: Error): string {
  const title = `Docs page crashed: ${path} (${error.message})`;
  return `${repositoryUrl}/issues/new?title=${encodeURIComponent(title)}`;
}

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <>
      <main className="container margin-vert--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <Heading as="h1">This page crashed.</Heading>
            <p className={styles.intro}>
              Something went wrong while your browser drew this page. Try again: the rest of the site still works. If
              the page crashes again, <a href={reportUrl(pathname, error)}>report the crash</a> with the details below.
            </p>
            <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary" />
            <section className={styles.details} aria-labelledby="crash-details">
              <Heading as="h2" id="crash-details" className={styles.detailsTitle}>
                Error details
              </Heading>
              <ErrorBoundaryError error={error} />
            </section>
          </div>
        </div>
      </main>
      <NotFoundWayOn title="Go on from here" />
    </>
  );
}
