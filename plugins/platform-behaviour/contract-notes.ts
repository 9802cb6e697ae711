/**
 * "On the platform today" notes for the API reference. The reference shows the contract as
 * published; where the ledger says the running platform differs on an operation (an entry with
 * `contract`), this appends a visible note to that operation's description and keeps the entries
 * under `x-platform-today`. Entries with `contract` and no operation differ from what the contract
 * says of every call (its error body, its credentials): their note goes at the end of the API's
 * introduction (`info.description`). The published YAML file is left as it is: only the document
 * the reference and the console render gets the notes.
 */
import {contractDifferences, contractWideDifferences, type Ledger, type LedgerEntry} from './ledger';
import {HTTP_METHODS} from '../../src/shared/http-methods';

/** The extension that carries an operation's differences, for tools that read the rendered document. */
export const NOTE_EXTENSION = 'x-platform-today';
/** The words every note starts with, so a reader (and a test) finds them. */
export const NOTE_TITLE = 'On the platform today';

type Operation = {description?: string; [key: string]: unknown};
type Info = {description?: string; [key: string]: unknown};
type Spec = {info?: Info; paths?: Record<string, Record<string, unknown>>; [key: string]: unknown};

/** The Markdown note for one operation: a quote block with one item per difference. */
export function noteMarkdown(entries: LedgerEntry[]): string {
  const read = [...new Set(entries.map((e) => e.read))].sort().join(', ');
  // The contract's words follow an italic lead-in, not inside it: code spans in italics inside the
  // quote fall below the contrast WCAG asks for in Redoc's colours.
  const items = entries.map((e) => `> - ${e.behaviour} *This reference says otherwise:* ${e.contract}`);
  return [`> **${NOTE_TITLE}** (read in the platform's code on ${read}):`, '>', ...items].join('\n');
}

/** The entries as kept under `x-platform-today`. */
function extension(entries: LedgerEntry[]) {
  return entries.map(({id, behaviour, contract, status, contractStatus, source, read}) => ({
    id,
    behaviour,
    contract,
    status,
    contractStatus,
    source,
    read,
  }));
}

/** The introduction with the note on what differs for every call, or the introduction as it is. */
function withInfoNote(info: Info | undefined, ledger: Ledger): Info | undefined {
  const entries = contractWideDifferences(ledger);
  if (!info || entries.length === 0) return info;
  const description = info.description ? `${info.description.trimEnd()}\n\n` : '';
  return {...info, description: description + noteMarkdown(entries), [NOTE_EXTENSION]: extension(entries)};
}

/** A copy of the document whose operations carry the ledger's notes; other parts are shared, not copied. */
export function withPlatformNotes<T extends Spec>(spec: T, ledger: Ledger): T {
  const differences = contractDifferences(ledger);
  const info = withInfoNote(spec.info, ledger);
  if (!spec.paths || differences.size === 0) return info === spec.info ? spec : {...spec, info};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(spec.paths)) {
    let copy: Record<string, unknown> | undefined;
    for (const method of HTTP_METHODS) {
      const entries = differences.get(`${method.toUpperCase()} ${path}`);
      const operation = item[method] as Operation | undefined;
      if (!entries || !operation) continue;
      copy ??= {...item};
      const description = operation.description ? `${operation.description.trimEnd()}\n\n` : '';
      copy[method] = {
        ...operation,
        description: description + noteMarkdown(entries),
        [NOTE_EXTENSION]: extension(entries),
      };
    }
    paths[path] = copy ?? item;
  }
  return {...spec, ...(info === spec.info ? {} : {info}), paths};
}
