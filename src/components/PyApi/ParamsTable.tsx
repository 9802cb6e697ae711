import type {ReactNode} from 'react';

import {getSymbol, paramLabel, paramsOf, signatureCallable} from './data';
import {EM_DASH} from './format';
import Inline from './Inline';
import type {Descriptions, PyPageData, PyParam} from './types';
import styles from './styles.module.css';

interface ParamsTableProps {
  data: PyPageData;
  /** Anchor of a function, method or class (a class shows its constructor). */
  symbol: string;
  /** Meaning of each parameter, keyed by parameter name (no * or **). */
  descriptions?: Descriptions;
  /** Look-up used by PyMembers: returns a meaning or undefined. */
  lookup?: (p: PyParam) => string | undefined;
  /** Further callables with the same parameters that this table documents. */
  alsoFor?: string[];
}

/** Parameter table of a function, method or class constructor. */
export default function ParamsTable({data, symbol, descriptions, lookup, alsoFor = []}: ParamsTableProps): ReactNode {
  const sym = getSymbol(data, symbol);
  const callable = signatureCallable(data, symbol);
  if (!callable) {
    // A class without its own __init__: nothing of its own to list.
    return null;
  }
  const params = paramsOf(data, callable);
  const covered = [callable.anchor, ...alsoFor].join(' ');
  if (descriptions) {
    const names = new Set(params.map((p) => p.name));
    for (const k of Object.keys(descriptions)) {
      if (!names.has(k)) {
        throw new Error(`[PyApi] ${symbol}: description for unknown parameter "${k}".`);
      }
    }
  }
  if (params.length === 0) {
    return (
      <p className={styles.noParams} data-pyparams={covered}>
        {sym.kind === 'class' ? 'The constructor takes no arguments.' : 'Takes no arguments.'}
      </p>
    );
  }
  return (
    <div className={styles.tableWrap}>
      <table tabIndex={0} className={styles.params} data-pyparams={covered}>
        <thead>
          <tr>
            <th>Parameter</th>
            <th>Type</th>
            <th>Default</th>
            <th>Description</th>
          </tr>
        </thead>
        <tbody>
          {params.map((p) => {
            const meaning = descriptions?.[p.name] ?? lookup?.(p);
            const variadic = p.kind === 'var_positional' || p.kind === 'var_keyword';
            return (
              <tr key={p.name}>
                <td>
                  <code>{paramLabel(p)}</code>
                  {p.kind === 'keyword_only' ? <span className={styles.note}> keyword-only</span> : null}
                </td>
                <td>{p.annotation !== undefined ? <code>{p.annotation}</code> : EM_DASH}</td>
                <td>
                  {p.default !== undefined ? (
                    <code>{p.default}</code>
                  ) : variadic ? (
                    EM_DASH
                  ) : (
                    <span className={styles.required}>required</span>
                  )}
                </td>
                {meaning ? (
                  <td>
                    <Inline text={meaning} />
                  </td>
                ) : (
                  <td data-thin="">{EM_DASH}</td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
