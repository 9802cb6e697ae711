import type {ReactNode} from 'react';
import rows from '@jaqpot/platform-behaviour/errors.json';
import Inline from '../PyApi/Inline';
import {statusLine} from './format';
import LedgerTable from './LedgerTable';

/** The statuses (and the one error code) the platform answers, why, and what to do, from the ledger. */
export default function PlatformErrorTable(): ReactNode {
  return (
    <LedgerTable
      name="errors"
      columns={['What you see', 'Why', 'What to do']}
      widths={[14, 46, 40]}
      minWidth={32}
      rows={rows}
      cells={(row) => (
        <>
          <td>
            <code>{row.status !== undefined ? statusLine(row.status) : `"code": ${row.code}`}</code>
          </td>
          <td>
            <Inline text={row.behaviour} />
          </td>
          <td>
            <Inline text={row.advice ?? row.contract ?? ''} />
          </td>
        </>
      )}
    />
  );
}
