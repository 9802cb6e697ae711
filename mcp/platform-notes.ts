/**
 * The platform's behaviour where it differs from what the contract says, for one operation. The
 * notes come from the code-truth ledger (reference/platform-behaviour.yaml); this seam picks an
 * operation's notes from the list it is given, so the docs server does not depend on how the
 * ledger is stored.
 */
import type {LedgerEntry} from '../plugins/platform-behaviour/ledger';

/** One note of the ledger, keyed by an operation id or by method and path (or both). */
export interface PlatformNote {
  operationId?: string;
  method?: string;
  path?: string;
  /** What the platform does. */
  note: string;
  /** Where the code says so (`repo:path:line@commit`). */
  source?: string;
}

export interface OperationKey {
  operationId?: string;
  method: string;
  path: string;
}

/** The notes about one operation, in the ledger's order. */
export function platformNotes(operation: OperationKey, notes: readonly PlatformNote[]): PlatformNote[] {
  return notes.filter((entry) => {
    if (entry.operationId && operation.operationId) return entry.operationId === operation.operationId;
    return (
      entry.method !== undefined &&
      entry.path !== undefined &&
      entry.method.toUpperCase() === operation.method.toUpperCase() &&
      entry.path === operation.path
    );
  });
}

/**
 * The notes of the ledger (reference/platform-behaviour.yaml): one per operation each entry names.
 * An entry that says the contract differs says so in its note.
 */
export function ledgerNotes(entries: readonly LedgerEntry[]): PlatformNote[] {
  return entries.flatMap((entry) =>
    (entry.operations ?? []).map((operation) => {
      const [method, path] = operation.split(' ') as [string, string];
      const differs = entry.contract ? ` The published contract says otherwise: ${entry.contract}` : '';
      return {method, path, note: `${entry.behaviour}${differs}`, source: entry.source.join('; ')};
    }),
  );
}
