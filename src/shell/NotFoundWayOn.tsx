/**
 * What a reader who hit an unknown URL (or a page that crashed) can do next: search for the page (the form goes to
 * the search page with `q`, and works before the scripts load), or start from the
 * introduction or getting started.
 */
import React, {useId, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import {MAX_QUERY_LENGTH} from '@site/src/search/constants';
import styles from './NotFoundWayOn.module.css';

/** `title`: the section's heading (the crash screen names it otherwise). */
export default function NotFoundWayOn({title = 'Find the page'}: {title?: string}): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  const history = useHistory();
  const [query, setQuery] = useState('');
  const headingId = useId();
  const inputId = useId();
  // `/docs/search?q=` without its query: the form's action when it is sent without scripts.
  const searchPage = createSearchLink('').split('?')[0];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    history.push(createSearchLink(query.trim()));
  };

  return (
    <nav aria-labelledby={headingId} className="container margin-bottom--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h2" id={headingId}>
            {title}
          </Heading>
          <form role="search" action={searchPage} method="get" onSubmit={onSubmit} className={styles.search}>
            <label htmlFor={inputId}>Search the docs</label>
            <div className={styles.row}>
              <input
                id={inputId}
                type="search"
                name="q"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="Search docs"
                maxLength={MAX_QUERY_LENGTH}
                autoComplete="off"
                className={styles.input}
              />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <p className={styles.hint}>
            On any page, <kbd>Ctrl</kbd> + <kbd>K</kbd> (<kbd>⌘</kbd> + <kbd>K</kbd> on a Mac) or <kbd>/</kbd> opens the
            search.
          </p>
          <ul className={styles.links}>
            <li>
              <Link to="/">Introduction</Link>: what Jaqpot is, its main concepts and where to go for your task.
            </li>
            <li>
              <Link to="/getting-started">Getting started</Link>: sign up, create an API key, deploy a small model and
              get your first prediction.
            </li>
          </ul>
        </div>
      </div>
    </nav>
  );
}
