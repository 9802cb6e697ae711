import type {ReactNode} from 'react';
import rows from '@jaqpot/platform-behaviour/rate-limits.json';
import LedgerTable, {ActionHeader} from './LedgerTable';
import {pace, rate} from './format';

/** Every rate limit of the platform, from the ledger: what it covers, the limit per user, the pace that stays within it. */
export default function RateLimitTable(): ReactNode {
  return (
    <LedgerTable
      name="rate-limits"
      columns={['What you do', 'Limit per user', 'Steady pace']}
      widths={[50, 25, 25]}
      minWidth={30}
      rows={rows}
      cells={(row) => (
        <>
          <ActionHeader row={row} />
          <td>{rate(row.limit!, row.intervalSeconds!)}</td>
          <td>{pace(row.limit!, row.intervalSeconds!)}</td>
        </>
      )}
    />
  );
}
