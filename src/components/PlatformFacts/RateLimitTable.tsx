import type {ReactNode} from 'react';
import rows from '@jaqpot/platform-behaviour/rate-limits.json';
import LedgerTable, {ActionHeader} from './LedgerTable';
import {burst, pace, rate} from './format';

/**
 * Every rate limit of the platform, from the ledger: what it covers, the limit per user, how many
 * calls go through in a burst, the pace that stays within it.
 */
export default function RateLimitTable(): ReactNode {
  return (
    <LedgerTable
      name="rate-limits"
      columns={['What you do', 'Limit per user', 'In a burst', 'Steady pace']}
      widths={[40, 21, 19, 20]}
      minWidth={36}
      rows={rows}
      cells={(row) => (
        <>
          <ActionHeader row={row} />
          <td>{rate(row.limit!, row.intervalSeconds!)}</td>
          <td>{burst(row.limit!)}</td>
          <td>{pace(row.limit!, row.intervalSeconds!)}</td>
        </>
      )}
    />
  );
}
