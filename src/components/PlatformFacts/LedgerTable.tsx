import type {ReactNode} from 'react';
import type {TableRow} from '@site/plugins/platform-behaviour/tables';
import Operations from './Operations';
import Provenance from './Provenance';
import styles from './styles.module.css';

/**
 * A table of ledger entries: one row per entry, marked with `data-ledger-id`, the table with
 * `data-ledger`, and the line of provenance under it. `cells` renders a row's cells. The table takes
 * the page's width (at least `minWidth`), its columns the given shares of it (in percent), and
 * cells wrap to fit.
 */
export default function LedgerTable({
  name,
  columns,
  widths,
  minWidth,
  rows,
  cells,
}: {
  name: string;
  columns: string[];
  widths: number[];
  /** The narrowest the table gets, in rem: below it, the table scrolls sideways instead of breaking words. */
  minWidth: number;
  rows: TableRow[];
  cells: (row: TableRow) => ReactNode;
}): ReactNode {
  return (
    <>
      {/* The box scrolls sideways when the table is wider than the page; the table takes the keyboard. */}
      <div className={styles.scroll}>
        <table className={styles.table} style={{minWidth: `${minWidth}rem`}} tabIndex={0} data-ledger={name}>
          <colgroup>
            {widths.map((width, i) => (
              <col key={i} style={{width: `${width}%`}} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-ledger-id={row.id}>
                {cells(row)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Provenance rows={rows} />
    </>
  );
}

/** An operation named in the entry's sentence, for an entry the contract has no operation for. */
const NAMED = /(GET|POST|PUT|PATCH|DELETE) \/v1\/[\w{}/.-]*[\w}]/;

/** A row's header cell: what the reader does, and the operations that do it. */
export function ActionHeader({row}: {row: TableRow}): ReactNode {
  return (
    <th scope="row" className={styles.rowHeader}>
      <span className={styles.subject}>{row.subject}</span>
      <br />
      <small className={styles.operations}>
        {row.operations.length ? (
          <Operations operations={row.operations} />
        ) : (
          <code>{NAMED.exec(row.behaviour)?.[0]}</code>
        )}
      </small>
    </th>
  );
}
