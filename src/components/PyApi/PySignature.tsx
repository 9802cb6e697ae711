import type {ReactNode} from 'react';

import {getSymbol} from './data';
import {symbolSignatureText} from './format';
import type {PyPageData} from './types';
import styles from './styles.module.css';

/**
 * The signature block of a class (its constructor), function or method. A
 * class's block carries the anchor of its __init__ method.
 */
export default function PySignature({
  data,
  symbol,
  compact = false,
}: {
  data: PyPageData;
  symbol: string;
  /** Names and defaults only, for a method whose parameter table is shared with another. */
  compact?: boolean;
}): ReactNode {
  const sym = getSymbol(data, symbol);
  const id = sym.kind === 'class' ? sym.init : undefined;
  return (
    <pre className={styles.signature} id={id} data-pysignature={symbol}>
      <code>{symbolSignatureText(data, sym, compact)}</code>
    </pre>
  );
}
