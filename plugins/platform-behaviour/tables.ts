/**
 * The slices of the ledger that pages render as tables (and one of every fact, for lists of
 * sentences), one module each, so a page carries only the slice it shows. Every row keeps the
 * entry's id and sources; operations come with their operation id in the contract, for links to
 * the API reference.
 */
import {entriesOf, type Ledger, type LedgerEntry} from './ledger';

export interface TableOperation {
  /** `METHOD /path` as in the contract. */
  name: string;
  operationId?: string;
}

export type TableRow = Omit<LedgerEntry, 'operations' | 'mentions'> & {operations: TableOperation[]};

export interface Tables {
  'rate-limits': TableRow[];
  retention: TableRow[];
  permissions: TableRow[];
  errors: TableRow[];
  /** Every entry, for pages that list the facts of a topic as sentences. */
  facts: TableRow[];
}

export const TABLE_NAMES = [
  'rate-limits',
  'retention',
  'permissions',
  'errors',
  'facts',
] as const satisfies readonly (keyof Tables)[];

function row(entry: LedgerEntry, operationIds: Map<string, string>): TableRow {
  const {operations = [], mentions: _mentions, ...rest} = entry;
  return {...rest, operations: operations.map((name) => ({name, operationId: operationIds.get(name)}))};
}

/** The four tables of the ledger. `operationIds` maps `METHOD /path` to the contract's operationId. */
export function buildTables(ledger: Ledger, operationIds: Map<string, string>): Tables {
  const rows = (entries: LedgerEntry[]) => entries.map((e) => row(e, operationIds));
  return {
    'rate-limits': rows(entriesOf(ledger, 'rate-limit').filter((e) => e.limit !== undefined)),
    retention: rows(entriesOf(ledger, 'retention')),
    permissions: rows(entriesOf(ledger, 'permission').filter((e) => e.who)),
    errors: rows(entriesOf(ledger, 'error').filter((e) => e.status !== undefined || e.code !== undefined)),
    facts: rows(ledger.entries),
  };
}
