import type {ReactNode} from 'react';
import rows from '@jaqpot/platform-behaviour/permissions.json';
import {ROLES, type Role} from '@site/plugins/platform-behaviour/roles';
import LedgerTable, {ActionHeader} from './LedgerTable';

const LABELS: Record<Role, string> = {
  anonymous: 'No credentials',
  user: 'Signed-in user',
  owner: 'Its creator',
  member: 'Organization member',
  admin: 'Platform admin',
};

function Cell({value}: {value: string}): ReactNode {
  if (value === 'yes') return <>✓ Yes</>;
  if (value === 'no') return <>✗ No</>;
  return <>✓ {value.charAt(0).toUpperCase() + value.slice(1)}</>;
}

/**
 * Who may do what, from the ledger's permission entries (the platform's authorization code).
 * `only` keeps the rows whose id starts with one of the given prefixes (`permission.organization.`).
 */
export default function PermissionMatrix({only}: {only?: string[]}): ReactNode {
  const shown = only ? rows.filter((r) => only.some((prefix) => r.id.startsWith(prefix))) : rows;
  return (
    <LedgerTable
      name="permissions"
      columns={['Action', ...ROLES.map((role) => LABELS[role])]}
      widths={[25, 15, 15, 15, 15, 15]}
      minWidth={40}
      rows={shown}
      cells={(row) => (
        <>
          <ActionHeader row={row} />
          {ROLES.map((role) => (
            <td key={role}>
              <Cell value={row.who![role]} />
            </td>
          ))}
        </>
      )}
    />
  );
}
