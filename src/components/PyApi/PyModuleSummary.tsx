import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import {getSymbol, importPath, pageModules} from './data';
import {EM_DASH} from './format';
import {pageRoute} from './pages';
import type {PyModuleInfo, PyPageData} from './types';
import styles from './styles.module.css';

function anchorHref(data: PyPageData, anchor: string, page?: string): string {
  return page && page !== data.page ? `${pageRoute(page)}#${anchor}` : `#${anchor}`;
}

/** The row group of one module: its name, then a row per class and function. */
function ModuleRows({data, info}: {data: PyPageData; info: PyModuleInfo}): ReactNode {
  const anchors = [...info.classes, ...info.functions];
  return (
    <tbody data-pymodule={info.name}>
      <tr className={styles.moduleRow}>
        <th colSpan={3} scope="rowgroup">
          <code>{info.name}</code>
          {info.isPackage ? <span className={styles.note}> package</span> : null}
          {info.status === 'legacy' ? <span className={clsx(styles.badge, styles.legacy)}>legacy</span> : null}
          {anchors.length === 0 ? (
            <span className={styles.note}>
              {' '}
              {EM_DASH}{' '}
              {info.reexports.length > 0
                ? 're-exports only'
                : info.constants.length > 0
                  ? `constants only: ${info.constants.join(', ')}`
                  : 'empty'}
            </span>
          ) : null}
        </th>
      </tr>
      {anchors.map((anchor) => {
        const sym = getSymbol(data, anchor);
        const methods = sym.kind === 'class' ? sym.methods.length : 0;
        return (
          <tr key={anchor}>
            <td>
              <Link to={`#${anchor}`}>
                <code>{sym.name}</code>
              </Link>
            </td>
            <td>
              {sym.kind}
              {sym.kind === 'class' && methods > 0 ? (
                <span className={styles.note}>
                  {' '}
                  ({methods} method{methods === 1 ? '' : 's'})
                </span>
              ) : null}
            </td>
            <td>
              <code>{importPath(sym)}</code>
            </td>
          </tr>
        );
      })}
    </tbody>
  );
}

/**
 * Table of the classes and functions on the page (or the given modules), one
 * row group per module, each name linking to its anchor. Names a package
 * re-exports from another page follow, with links there.
 */
export default function PyModuleSummary({data, modules}: {data: PyPageData; modules?: string[]}): ReactNode {
  const infos = pageModules(data, modules);
  const elsewhere = infos.flatMap((m) =>
    m.reexports.filter((r) => r.page && r.page !== data.page).map((r) => ({...r, pkg: m.name})),
  );
  const plain = infos.flatMap((m) => m.reexports.filter((r) => !r.anchor).map((r) => ({...r, pkg: m.name})));
  return (
    <div className={styles.summary}>
      <div className={styles.tableWrap}>
        <table tabIndex={0} className={styles.params}>
          <thead>
            <tr>
              <th>Name</th>
              <th>Kind</th>
              <th>Import from</th>
            </tr>
          </thead>
          {infos.map((m) => (
            <ModuleRows key={m.name} data={data} info={m} />
          ))}
        </table>
      </div>
      {elsewhere.length > 0 ? (
        <p className={styles.field}>
          <strong>Re-exported here, documented on another page:</strong>{' '}
          {elsewhere.map((r, i) => (
            <React.Fragment key={`${r.pkg}.${r.name}`}>
              {i > 0 ? ', ' : ''}
              <Link to={anchorHref(data, r.anchor!, r.page)}>
                <code>{r.name}</code>
              </Link>
            </React.Fragment>
          ))}
          .
        </p>
      ) : null}
      {plain.length > 0 ? (
        <p className={styles.field}>
          <strong>Other exported names:</strong>{' '}
          {plain.map((r, i) => (
            <React.Fragment key={`${r.pkg}.${r.name}`}>
              {i > 0 ? ', ' : ''}
              <code>{r.name}</code>
            </React.Fragment>
          ))}{' '}
          (constants and aliases, not documented here).
        </p>
      ) : null}
    </div>
  );
}
