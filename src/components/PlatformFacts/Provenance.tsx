import type {ReactNode} from 'react';
import {parseSource} from '@site/plugins/platform-behaviour/source-ref';
import type {TableRow} from '@site/plugins/platform-behaviour/tables';
import styles from './styles.module.css';

/** A line under a table: which repositories, at which commits, were read on which dates. */
export default function Provenance({rows}: {rows: TableRow[]}): ReactNode {
  const reads = new Set<string>();
  for (const row of rows) {
    for (const source of row.source) {
      const parts = parseSource(source);
      if (parts) reads.add(`${parts.repo} at ${parts.commit}`);
    }
  }
  const dates = [...new Set(rows.map((r) => r.read))].sort();
  return (
    <p className={styles.provenance}>
      Read in the platform&apos;s code ({[...reads].sort().join(', ')}) on {dates.join(', ')}.
    </p>
  );
}
