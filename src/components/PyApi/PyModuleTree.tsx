import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import {EM_DASH, plural} from './format';
import Inline from './Inline';
import {PY_API_PAGES, pageRoute} from './pages';
import type {Descriptions, PyIndexData} from './types';
import styles from './styles.module.css';

/** The page whose module is the nearest dotted ancestor of `page`'s, if any. */
function parentOf(page: string): string | undefined {
  return PY_API_PAGES.filter((p) => p !== page && page.startsWith(`${p}.`)).sort((a, b) => b.length - a.length)[0];
}

/** The pages directly below `parent` (the top level when undefined), each with its own subtree. */
function TreeLevel({index, lines, parent}: {index: PyIndexData; lines: Descriptions; parent?: string}): ReactNode {
  const entries = index.pages.filter((e) => parentOf(e.page) === parent);
  if (entries.length === 0) return null;
  return (
    <ul className={styles.tree}>
      {entries.map((e) => {
        const others = e.modules.filter((m) => m.name !== e.page);
        const line = lines[e.page];
        if (!line) throw new Error(`[PyApi] PyModuleTree: no line for ${e.page}.`);
        return (
          <li key={e.page} data-pypage={e.page}>
            <Link to={pageRoute(e.page)}>
              <code>{e.page}</code>
            </Link>{' '}
            {e.status === 'legacy' ? (
              <span className={clsx(styles.badge, styles.legacy)}>legacy, removed in {e.legacy?.removedIn}</span>
            ) : (
              <span className={clsx(styles.badge, styles.current)}>current</span>
            )}{' '}
            {EM_DASH} <Inline text={line} />{' '}
            <span className={styles.note}>
              (
              {[
                plural(e.counts.classes, 'class'),
                plural(e.counts.functions, 'function'),
                plural(e.counts.methods, 'method'),
              ].join(', ')}
              {others.length > 0 ? `; also covers ${others.length} submodule${others.length === 1 ? '' : 's'}` : ''})
            </span>
            <TreeLevel index={index} lines={lines} parent={e.page} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The module tree of the reference: one line per page, nested by dotted
 * name, with status, counts and the modules each page covers.
 */
export default function PyModuleTree({index, lines}: {index: PyIndexData; lines: Descriptions}): ReactNode {
  return (
    <div className={styles.treeWrap}>
      <p className={styles.note}>
        Signatures recorded from {index.package} <code>{index.describe}</code> (commit <code>{index.source}</code>);
        legacy modules from the release tags named on their pages.
      </p>
      <TreeLevel index={index} lines={lines} />
    </div>
  );
}
