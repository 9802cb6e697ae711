import type {ReactNode} from 'react';
import rows from '@jaqpot/platform-behaviour/retention.json';
import Inline from '../PyApi/Inline';
import LedgerTable from './LedgerTable';
import {kept} from './format';
import styles from './styles.module.css';

/** How long the platform keeps what you give it, from the ledger. */
export default function RetentionTable(): ReactNode {
  return (
    <LedgerTable
      name="retention"
      columns={['What', 'Kept for', 'What happens']}
      rows={rows}
      cells={(row) => (
        <>
          <td>{row.subject}</td>
          <td className={styles.nowrap}>{kept(row)}</td>
          <td>
            <Inline text={row.behaviour} />
          </td>
        </>
      )}
    />
  );
}
