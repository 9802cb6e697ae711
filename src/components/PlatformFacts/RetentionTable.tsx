import type {ReactNode} from 'react';
import rows from '@jaqpot/platform-behaviour/retention.json';
import Inline from '../PyApi/Inline';
import LedgerTable from './LedgerTable';
import {kept} from './format';

/** How long the platform keeps what you give it, from the ledger. */
export default function RetentionTable(): ReactNode {
  return (
    <LedgerTable
      name="retention"
      columns={['What', 'Kept for', 'What happens']}
      widths={[25, 16, 59]}
      minWidth={36}
      rows={rows}
      cells={(row) => (
        <>
          <td>{row.subject}</td>
          <td>{kept(row)}</td>
          <td>
            <Inline text={row.behaviour} />
          </td>
        </>
      )}
    />
  );
}
