/**
 * "On the platform today" notes for the API reference. The reference shows the contract as
 * published; where the ledger says the running platform differs on an operation (an entry with
 * `contract`), this appends a visible note to that operation's description and keeps the entries
 * under `x-platform-today`. The published YAML file is left as it is: only the document the
 * reference and the console render gets the notes.
 */
import {contractDifferences, type Ledger, type LedgerEntry} from './ledger';

/** The extension that carries an operation's differences, for tools that read the rendered document. */
export const NOTE_EXTENSION = 'x-platform-today';
/** The words every note starts with, so a reader (and a test) finds them. */
export const NOTE_TITLE = 'On the platform today';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

type Operation = {description?: string; [key: string]: unknown};
type Spec = {paths?: Record<string, Record<string, unknown>>; [key: string]: unknown};

/** The Markdown note for one operation: a quote block with one item per difference. */
export function noteMarkdown(entries: LedgerEntry[]): string {
  const read = [...new Set(entries.map((e) => e.read))].sort().join(', ');
  const items = entries.map((e) => `> - ${e.behaviour} *This reference says otherwise: ${e.contract}*`);
  return [`> **${NOTE_TITLE}** (read in the platform's code on ${read}):`, '>', ...items].join('\n');
}

/** A copy of the document whose operations carry the ledger's notes; other parts are shared, not copied. */
export function withPlatformNotes<T extends Spec>(spec: T, ledger: Ledger): T {
  const differences = contractDifferences(ledger);
  if (!spec.paths || differences.size === 0) return spec;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(spec.paths)) {
    let copy: Record<string, unknown> | undefined;
    for (const method of METHODS) {
      const entries = differences.get(`${method.toUpperCase()} ${path}`);
      const operation = item[method] as Operation | undefined;
      if (!entries || !operation) continue;
      copy ??= {...item};
      const description = operation.description ? `${operation.description.trimEnd()}\n\n` : '';
      copy[method] = {
        ...operation,
        description: description + noteMarkdown(entries),
        [NOTE_EXTENSION]: entries.map(({id, behaviour, contract, status, contractStatus, source, read}) => ({
          id,
          behaviour,
          contract,
          status,
          contractStatus,
          source,
          read,
        })),
      };
    }
    paths[path] = copy ?? item;
  }
  return {...spec, paths};
}
