import type {ReactNode} from 'react';

import {getSymbol} from './data';
import {EM_DASH} from './format';
import Inline from './Inline';
import type {PyPageData} from './types';
import styles from './styles.module.css';

/** The return annotation and what it means; left out when neither is known. */
export default function Returns({data, symbol, text}: {data: PyPageData; symbol: string; text?: string}): ReactNode {
  const sym = getSymbol(data, symbol);
  const annotation = sym.kind === 'class' ? undefined : sym.returns;
  if (!text && annotation === undefined) return null;
  return (
    <p className={styles.field}>
      <strong>Returns</strong>
      {annotation !== undefined ? (
        <>
          {' '}
          <code>{annotation}</code>
        </>
      ) : null}
      {text ? (
        <>
          {annotation !== undefined ? ` ${EM_DASH} ` : ': '}
          <Inline text={text} />
        </>
      ) : null}
    </p>
  );
}
