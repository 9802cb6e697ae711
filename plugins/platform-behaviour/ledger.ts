/**
 * The one place that reads the ledger of platform behaviour (reference/platform-behaviour.yaml):
 * what the running Jaqpot platform does, each fact with the lines of the platform's code that do it.
 * The plugin beside this file, the API reference's notes and the tests take the parsed ledger from
 * here. `parseLedger` reports every problem with its line; `readLedger` throws with all of them.
 */
import {readFileSync} from 'node:fs';
import Ajv, {type ErrorObject} from 'ajv';
import YAML, {LineCounter, isMap, isSeq, type Node} from 'yaml';
import {ROLES, type Role} from './roles';
import {parseSource, SOURCE_PATTERN} from './source-ref';

export const LEDGER_FILE = 'reference/platform-behaviour.yaml';

export {ROLES, type Role};

/** One fact of platform behaviour. */
export interface LedgerEntry {
  /** Dotted and stable (`rate-limit.predict`); the first segment is the topic. */
  id: string;
  /** The fact, as one plain sentence a reader understands. */
  behaviour: string;
  /** A short label for tables, when the operations alone do not name the subject. */
  subject?: string;
  /** The operations the fact is about, `METHOD /path` as in openapi/jaqpot-api.yaml. */
  operations?: string[];
  /** The HTTP status the platform answers in this case. */
  status?: number;
  /** An error `code` of the body, when the fact is about one. */
  code?: number;
  /** A status the contract declares for this case, which the platform does not answer. */
  contractStatus?: number;
  /** What our published contract says, where it differs from the platform. */
  contract?: string;
  /** Calls allowed per `intervalSeconds` (a rate limit). */
  limit?: number;
  intervalSeconds?: number;
  /** Durations: how long something lasts or is kept. */
  days?: number;
  minutes?: number;
  /** A row count (the most rows a request takes). */
  rows?: number;
  /**
   * A size in bytes: the most bytes each base64 field (`format: byte` with a `maxLength`) of the
   * operations' request bodies decodes to. The platform's bean validation counts the decoded bytes,
   * where the contract's `maxLength` reads as characters.
   */
  bytes?: number;
  /**
   * The path of the `Location` header the operation answers with, after the platform's address
   * (`/datasets/{id}`); `{…}` stands for one segment.
   */
  location?: string;
  /** Who may do it: one cell per kind of caller ('yes', 'no' or the condition). */
  who?: Record<Role, string>;
  /** What the reader does about it (error entries). */
  advice?: string;
  /**
   * Regular expressions (case-insensitive) by which a guide speaks of this fact: a paragraph that
   * matches all of them, or names one of the operations, is checked against the fact's numbers.
   */
  mentions?: string[];
  /** Where the code does it: `repo:path:lines@commit` (lines as `12`, `12-15` or `12,40-41`). */
  source: string[];
  /** The date the source was read, YYYY-MM-DD. */
  read: string;
}

export interface Ledger {
  /** The commit each cited repository was read at (short hash). */
  commits: Record<string, string>;
  entries: LedgerEntry[];
}

export interface LedgerProblem {
  /** Where: `entries[3] (rate-limit.predict).limit`. */
  path: string;
  message: string;
  /** 1-based line in the YAML text, when known. */
  line?: number;
}

const OPERATION = '^(GET|POST|PUT|PATCH|DELETE) /v1/[A-Za-z0-9_{}/.-]+$';
const status = {type: 'integer', minimum: 100, maximum: 599};
const positive = {type: 'integer', minimum: 1};
const cell = {type: 'string', minLength: 1};

const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['commits', 'entries'],
  properties: {
    commits: {
      type: 'object',
      minProperties: 1,
      additionalProperties: {type: 'string', pattern: '^[0-9a-f]{7,40}$'},
    },
    entries: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'behaviour', 'source', 'read'],
        properties: {
          id: {type: 'string', pattern: '^[a-z0-9-]+(\\.[a-z0-9-]+)+$'},
          behaviour: {type: 'string', minLength: 10, pattern: '^[^\\n]+$'},
          subject: {type: 'string', minLength: 1},
          operations: {type: 'array', minItems: 1, uniqueItems: true, items: {type: 'string', pattern: OPERATION}},
          status,
          code: positive,
          contractStatus: status,
          contract: {type: 'string', minLength: 1},
          limit: positive,
          intervalSeconds: positive,
          days: positive,
          minutes: positive,
          rows: positive,
          bytes: positive,
          location: {type: 'string', pattern: '^/[A-Za-z0-9_{}/.-]*$'},
          who: {
            type: 'object',
            additionalProperties: false,
            required: [...ROLES],
            properties: Object.fromEntries(ROLES.map((r) => [r, cell])),
          },
          advice: {type: 'string', minLength: 1},
          mentions: {type: 'array', minItems: 1, items: {type: 'string', minLength: 1}},
          source: {type: 'array', minItems: 1, items: {type: 'string', pattern: SOURCE_PATTERN}},
          read: {type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$'},
        },
        dependencies: {limit: ['intervalSeconds'], intervalSeconds: ['limit'], contractStatus: ['contract']},
      },
    },
  },
} as const;

const validate = new Ajv({allErrors: true, strict: true}).compile<Ledger>(SCHEMA);

/** Line of the node at a JSON path (`/entries/3/limit`) in the parsed YAML document. */
function lineAt(doc: YAML.Document, counter: LineCounter, pointer: (string | number)[]): number | undefined {
  let node: Node | null | undefined = doc.contents as Node | null;
  let line = node?.range ? counter.linePos(node.range[0]).line : undefined;
  for (const key of pointer) {
    if (isMap(node)) node = node.get(key, true) as Node | undefined;
    else if (isSeq(node)) node = node.get(Number(key), true) as Node | undefined;
    else break;
    if (node?.range) line = counter.linePos(node.range[0]).line;
  }
  return line;
}

function describe(entries: unknown, pointer: (string | number)[]): string {
  if (pointer[0] !== 'entries' || typeof pointer[1] !== 'number') return pointer.join('.') || '(top level)';
  const id = (entries as {id?: unknown}[] | undefined)?.[pointer[1]]?.id;
  const rest = pointer.slice(2).join('.');
  return `entries[${pointer[1]}]${typeof id === 'string' ? ` (${id})` : ''}${rest ? `.${rest}` : ''}`;
}

function schemaMessage(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') return `unknown field "${String(error.params.additionalProperty)}"`;
  if (error.keyword === 'required') return `missing field "${String(error.params.missingProperty)}"`;
  if (error.keyword === 'dependencies')
    return `"${String(error.params.property)}" needs "${String(error.params.missingProperty)}"`;
  return error.message ?? error.keyword;
}

export interface ParsedLedger {
  /** The ledger, `undefined` when there is any problem. */
  ledger?: Ledger;
  problems: LedgerProblem[];
}

/**
 * Parses and validates the ledger's text. With `operations` (the contract's `METHOD /path` set),
 * every operation an entry names must be one of them.
 */
export function parseLedger(text: string, options: {operations?: Iterable<string>} = {}): ParsedLedger {
  const counter = new LineCounter();
  const doc = YAML.parseDocument(text, {lineCounter: counter, prettyErrors: false, uniqueKeys: true});
  if (doc.errors.length) {
    return {
      problems: doc.errors.map((e) => ({
        path: '(YAML)',
        message: `${e.code}: ${e.message.split('\n')[0]}`,
        line: counter.linePos(e.pos[0]).line,
      })),
    };
  }
  const data = doc.toJS() as unknown;
  const problems: LedgerProblem[] = [];
  const entries = (data as {entries?: unknown} | null)?.entries;
  const report = (pointer: (string | number)[], message: string) =>
    problems.push({path: describe(entries, pointer), message, line: lineAt(doc, counter, pointer)});

  const valid = validate(data);
  for (const error of validate.errors ?? []) {
    const pointer = error.instancePath
      .split('/')
      .slice(1)
      .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    report(pointer, schemaMessage(error));
  }
  // The checks below read each field only when it has the type the schema asks for, so a file with
  // schema errors still gets them all reported at once.
  const commits = (data as {commits?: unknown} | null)?.commits;
  const pinnedOf = (repo: string) =>
    commits && typeof commits === 'object' ? (commits as Record<string, unknown>)[repo] : undefined;
  const known = options.operations ? new Set(options.operations) : undefined;
  const seen = new Map<string, number>();
  const list = Array.isArray(entries) ? (entries as Partial<Record<keyof LedgerEntry, unknown>>[]) : [];
  list.forEach((entry, i) => {
    if (!entry || typeof entry !== 'object') return;
    if (typeof entry.id === 'string') {
      const first = seen.get(entry.id);
      if (first !== undefined) report(['entries', i, 'id'], `duplicate id, first at entries[${first}]`);
      else seen.set(entry.id, i);
    }
    if (known && Array.isArray(entry.operations)) {
      entry.operations.forEach((op, j) => {
        if (typeof op === 'string' && !known.has(op))
          report(['entries', i, 'operations', j], `"${op}" is not an operation of the contract`);
      });
    }
    if (Array.isArray(entry.source)) {
      entry.source.forEach((source, j) => {
        const parts = typeof source === 'string' ? parseSource(source) : undefined;
        if (!parts) return;
        const pinned = pinnedOf(parts.repo);
        if (typeof pinned !== 'string')
          report(['entries', i, 'source', j], `repository "${parts.repo}" has no commit under "commits"`);
        else if (!pinned.startsWith(parts.commit) && !parts.commit.startsWith(pinned))
          report(['entries', i, 'source', j], `read at ${parts.commit}, but "commits" pins ${parts.repo} at ${pinned}`);
      });
    }
    if (Array.isArray(entry.mentions)) {
      entry.mentions.forEach((pattern, j) => {
        if (typeof pattern !== 'string') return;
        try {
          new RegExp(pattern, 'i');
        } catch (error) {
          report(['entries', i, 'mentions', j], `not a regular expression: ${(error as Error).message}`);
        }
      });
    }
    // The API reference's note sets the contract text in italics, where inline code lacks contrast.
    if (typeof entry.contract === 'string' && entry.contract.includes('`'))
      report(['entries', i, 'contract'], 'no inline code: the API reference sets this text in italics');
    if (typeof entry.contractStatus === 'number' && entry.contractStatus === entry.status)
      report(['entries', i, 'contractStatus'], 'equals status: the contract and the platform agree');
    if (typeof entry.read === 'string' && Number.isNaN(Date.parse(entry.read)))
      report(['entries', i, 'read'], `"${entry.read}" is not a date`);
  });
  return valid && !problems.length ? {ledger: data, problems} : {problems};
}

/** Formats problems one a line, `file:line path: message`. */
export function formatProblems(file: string, problems: LedgerProblem[]): string {
  return problems.map((p) => `${file}${p.line ? `:${p.line}` : ''} ${p.path}: ${p.message}`).join('\n');
}

/** Reads and validates the ledger file; throws listing every problem. */
export function readLedger(file = LEDGER_FILE, options: {operations?: Iterable<string>} = {}): Ledger {
  const {ledger, problems} = parseLedger(readFileSync(file, 'utf8'), options);
  if (!ledger) throw new Error(`The ledger of platform behaviour is not valid:\n${formatProblems(file, problems)}`);
  return ledger;
}

/** The entries of a topic (the id's first segment), in the ledger's order. */
export function entriesOf(ledger: Ledger, topic: string): LedgerEntry[] {
  return ledger.entries.filter((e) => e.id.startsWith(`${topic}.`));
}

/** Entries that say how the platform differs from the contract as a whole: a `contract` and no operation. */
export function contractWideDifferences(ledger: Ledger): LedgerEntry[] {
  return ledger.entries.filter((entry) => entry.contract && !entry.operations?.length);
}

/** Entries that say how the platform differs from the contract on an operation, by operation. */
export function contractDifferences(ledger: Ledger): Map<string, LedgerEntry[]> {
  const byOperation = new Map<string, LedgerEntry[]>();
  for (const entry of ledger.entries) {
    if (!entry.contract) continue;
    for (const op of entry.operations ?? []) byOperation.set(op, [...(byOperation.get(op) ?? []), entry]);
  }
  return byOperation;
}
