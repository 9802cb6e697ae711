/**
 * The notes of the sandbox's answers, kept in the page for the response panel to show. An answer
 * carries its note's number in the sandbox header (`x-jaqpot-sandbox: … (note 3)`); the panel reads
 * the note by that number. Small on purpose: the console's own chunk imports it, and the sandbox
 * (openapi-backend, the contract) loads only at the first request to it.
 */
export const SANDBOX_HEADER = 'x-jaqpot-sandbox';
/** Without commas: Swagger UI splits a header's value at each comma. */
export const SANDBOX_LABEL = 'sandbox: answered in your browser from the API contract';

const notes = new Map<number, string[]>();
let last = 0;

/** Keeps `lines` and returns the header value that names them. */
export function keepNotes(lines: string[]): string {
  last += 1;
  notes.set(last, lines);
  return `${SANDBOX_LABEL} (note ${last})`;
}

/** The notes a sandbox header names, or `undefined` when it names none. */
export function notesOf(header: string): string[] | undefined {
  const id = /\(note (\d+)\)$/.exec(header)?.[1];
  return id === undefined ? undefined : notes.get(Number(id));
}
