/**
 * What a guide claims about the platform, read unit by unit, and the claims the ledger contradicts.
 *
 * A unit is a paragraph (or list, or admonition), a table row, or a code block together with the
 * paragraphs just before and after it: the places where a page pairs an operation with a status or a
 * number. In each unit the checker reads
 * - the operations it names: `METHOD /v1/...` in the text, curl commands and ```http requests in its
 *   code, matched to the contract's templates;
 * - the statuses it names: `204`, `201 Created`, HTTP 429, "answers 400", "prints 204";
 * - the rates it names: "30 requests an hour", "5 calls per minute", "5 requests in 10 minutes";
 * - the durations it names: "30 seconds", "one week", "10 minutes" (rates taken out first).
 * A unit speaks of a ledger entry when it names one of the entry's operations, or matches every
 * regular expression of the entry's `mentions`. Against each entry it speaks of:
 * - a status the entry marks as the contract's only (`contractStatus`) is wrong (a DELETE that
 *   answers 204, an expired invitation that answers 410, an archive conflict that answers 409);
 * - every rate it names must be the rate of one entry it speaks of;
 * - in a sentence that says a call is refused (429), a call named by its place ("a sixth request",
 *   "the 30th call") must be the limit of one entry it speaks of, and a count of calls before the
 *   refusal ("after 30 calls", "more than 5 uploads") one less: the call that would use up the
 *   limit is already refused (rate-limit.mechanics.last-call);
 * - when it names durations, one of them must be the entry's (a Docker timeout of 30 seconds is
 *   wrong when the platform waits 30 minutes);
 * - an error code the entry says nobody sends (`code` with `contract`) may be named only to say so;
 * - a row count ("99 data rows") in a sentence in the entry's words must be the entry's `rows`, when
 *   it is the count nearest to the entry's last mention ("100 rows of JSON, 99 in a CSV file");
 * - a path given for the `Location` header must be the entry's `location` (a prediction's header is
 *   not `/v1/datasets/{id}`);
 * - the entry's `bytes` may not be given in characters ("10,000,000 base64 characters"): the
 *   platform counts the bytes before base64 encoding.
 * And a table row that defines a status on its own (first cell `429`) must name a status the
 * platform's errors table has (no `410`), in that entry's words when it has `mentions` (429 is the
 * rate limit of many operations, not an invitation error). A sentence (or table cell) that quotes
 * an error text as what a prediction fails with must be about predicting offline: on Jaqpot the
 * runtime's error never reaches the caller, whose dataset shows one fixed `failureReason`
 * (prediction.failure-reason).
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {Ledger, LedgerEntry} from '../../plugins/platform-behaviour/ledger';
import {curlCalls, httpCall, matchTemplates, mostLiteral, type CodeBlock} from '../contract/doc-calls';

export interface Unit {
  file: string;
  line: number;
  kind: 'text' | 'row' | 'code';
  /** The unit's prose and code, as written. */
  text: string;
  /** Its code blocks. */
  code: CodeBlock[];
}

export interface Claims {
  operations: Set<string>;
  statuses: Set<number>;
  /** [calls, seconds] */
  rates: [number, number][];
  /** seconds */
  durations: number[];
}

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** Pages a guide reader sees: docs/, without the generated jaqpotpy module reference. */
export function guideFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : /\.mdx?$/.test(name) ? [path] : [];
    });
  return walk(join(root, 'docs'))
    .map((p) => relative(root, p))
    .filter((p) => !p.startsWith(join('docs', 'jaqpotpy', 'full-api-reference')));
}

const FENCE = /^([ \t]*)(`{3,})([\w-]*)([^\n]*)$/;
const JSX_ONLY = /^\s*(<\/?[A-Z][\w.]*(\s[^<>]*)?\/?>|\{\/\*.*\*\/\})\s*$/;

/** Splits a page into units. */
export function units(file: string, text: string): Unit[] {
  const lines = text.split('\n');
  type Block = {line: number; lines: string[]; kind: 'text' | 'table' | 'code'; code?: CodeBlock};
  const blocks: Block[] = [];
  let i = 0;
  // Front matter is not prose.
  if (lines[0] === '---') {
    i = lines.indexOf('---', 1) + 1;
  }
  while (i < lines.length) {
    const line = lines[i]!;
    const fence = FENCE.exec(line);
    if (fence) {
      const [, indent, ticks, lang, meta] = fence;
      let j = i + 1;
      while (j < lines.length && !new RegExp(`^${indent}${ticks}\\s*$`).test(lines[j]!)) j++;
      const body = lines.slice(i + 1, j).map((l) => l.slice(Math.min(indent!.length, l.length - l.trimStart().length)));
      blocks.push({
        line: i + 1,
        lines: lines.slice(i, j + 1),
        kind: 'code',
        code: {file, line: i + 1, lang: lang!, meta: meta!.trim(), code: body.join('\n')},
      });
      i = j + 1;
      continue;
    }
    // Blank lines, imports, headings, comments and lines holding only a JSX tag (`<TabItem …>`) end a
    // block; the tag lines are skipped so that a code block in a tab still meets the prose around it.
    if (!line.trim() || /^(import|export) /.test(line) || /^\s*#{1,6} /.test(line) || JSX_ONLY.test(line)) {
      i++;
      continue;
    }
    const start = i;
    const kind = /^\s*\|/.test(line) ? 'table' : 'text';
    while (
      i < lines.length &&
      lines[i]!.trim() &&
      !FENCE.test(lines[i]!) &&
      !/^\s*#{1,6} /.test(lines[i]!) &&
      !JSX_ONLY.test(lines[i]!) &&
      (kind === 'table') === /^\s*\|/.test(lines[i]!)
    )
      i++;
    blocks.push({line: start + 1, lines: lines.slice(start, i), kind});
  }

  const out: Unit[] = [];
  blocks.forEach((block, b) => {
    if (block.kind === 'table') {
      block.lines.forEach((row, r) => {
        if (r === 1 || /^\s*\|[\s|:-]+\|\s*$/.test(row)) return;
        out.push({file, line: block.line + r, kind: 'row', text: row, code: []});
      });
    } else if (block.kind === 'text') {
      out.push({file, line: block.line, kind: 'text', text: block.lines.join('\n'), code: []});
    } else {
      // A code block is read with the prose right before and after it ("The command prints `204`"),
      // as one slice of the page so that a match's line is the unit's first line plus its newlines.
      const before = blocks[b - 1]?.kind === 'text' ? blocks[b - 1]! : block;
      const after = blocks[b + 1]?.kind === 'text' ? blocks[b + 1]! : block;
      const text = lines.slice(before.line - 1, after.line - 1 + after.lines.length).join('\n');
      out.push({file, line: before.line, kind: 'code', text, code: [block.code!]});
    }
  });
  return out;
}

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  thirty: 30,
};
const SECONDS: Record<string, number> = {
  second: 1,
  minute: 60,
  hour: 3600,
  day: 86400,
  week: 7 * 86400,
  month: 30 * 86400,
  year: 365 * 86400,
};
const NUMBER = `(\\d+|${Object.keys(WORD_NUMBERS).join('|')})`;
const UNIT = '(second|minute|hour|day|week|month|year)s?';
const toNumber = (s: string) => WORD_NUMBERS[s.toLowerCase()] ?? Number(s);

const RATE_PER = new RegExp(
  `\\b(\\d+)\\s+(?:[\\w-]+\\s+){0,2}?(?:requests?|calls?|predictions?|times)\\s+(?:an?|per|each|every)\\s+${UNIT}\\b`,
  'gi',
);
const RATE_IN = new RegExp(
  `\\b(\\d+)\\s+(?:[\\w-]+\\s+){0,2}?(?:requests?|calls?|predictions?|times)\\s+(?:in|within|over)\\s+(?:${NUMBER}\\s+)?${UNIT}\\b`,
  'gi',
);
/** What a rate limit counts, as guides name it. */
const CALL = '(?:requests?|calls?|uploads?|creations?|downloads?|predictions?)';
const ORDINAL_WORDS: Record<string, number> = {
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
};
/** A call named by its place in a run of calls: "a sixth request", "the 30th call". */
const ORDINAL_CALL = new RegExp(
  `\\b(\\d+(?:st|nd|rd|th)|${Object.keys(ORDINAL_WORDS).join('|')})\\s+(?:[\\w-]+\\s+)?${CALL}\\b`,
  'gi',
);
/** A count of calls the platform accepts before it refuses: "after 30 calls", "more than 5 uploads". */
const CALLS_BEFORE = new RegExp(`\\b(?:after|more than|over)\\s+(\\d+)\\s+(?:[\\w-]+\\s+){0,2}?${CALL}\\b`, 'gi');
/** Words by which a sentence says a call is refused. */
const REFUSED = /\b429\b|\brefus|\breject/i;
const ordinal = (s: string) => ORDINAL_WORDS[s.toLowerCase()] ?? Number.parseInt(s, 10);
const DURATION = new RegExp(`\\b${NUMBER}[\\s-]+${UNIT}\\b`, 'gi');
const STATUS = [
  /`([2-5]\d\d)(?:\s[A-Za-z ]+)?`/g,
  /\bHTTP\s+([2-5]\d\d)\b/g,
  /\|\s*([2-5]\d\d)\s*(?=\|)/g,
  /\b([45]\d\d) \(/g,
  /\b(?:answers|answer|returns|return|prints|print|responds with|status|status code|with)\s+`?([2-5]\d\d)\b/gi,
];
const METHOD_PATH = /\b(GET|POST|PUT|PATCH|DELETE)\s+`?(\/v1\/[A-Za-z0-9_{}$\-/.]*)/g;
/** A row count: "100 rows", "99 data rows", "100 dataset input rows". */
const ROW_COUNT = /\b(\d+)\s+(?:[\w-]+\s+){0,2}?(?:rows?|lines?)\b/gi;
/** The first path written after "Location" in the same sentence, within a few words, past its host if it has one. */
const LOCATION_PATH =
  /\bLocation\b[^/\n.;!?]{0,60}?(?:\n[^/\n.;!?]{0,60}?)?(?:https?:\/\/[^\s/`'"]+)?(\/[A-Za-z0-9_{}$.\-/]*[A-Za-z0-9_}$])/g;

/** The statuses a text names. */
function statusesIn(text: string): Set<number> {
  const statuses = new Set<number>();
  for (const pattern of STATUS) for (const m of text.matchAll(pattern)) statuses.add(Number(m[1]));
  return statuses;
}

/** Resolves a written path to a contract operation `METHOD /template`. */
function resolve(method: string, path: string, operations: ReadonlySet<string>): string | undefined {
  const clean = path.replace(/[.`]+$/, '').replace(/\/$/, '');
  const templates = [...operations]
    .filter((op) => op.startsWith(`${method} `))
    .map((op) => op.slice(method.length + 1));
  const template = mostLiteral(matchTemplates(clean, templates));
  return template ? `${method} ${template}` : undefined;
}

/** The claims of one unit. */
export function claimsOf(unit: Unit, operations: ReadonlySet<string>): Claims {
  const found = new Set<string>();
  for (const m of unit.text.matchAll(METHOD_PATH)) {
    const op = resolve(m[1]!, m[2]!, operations);
    if (op) found.add(op);
  }
  for (const block of unit.code) {
    const calls = [
      ...(['bash', 'sh', 'shell', 'console'].includes(block.lang) ? curlCalls(block) : []),
      ...(block.lang === 'http' ? [httpCall(block)].filter((c) => c !== undefined) : []),
    ];
    for (const call of calls) {
      const op = call.method ? resolve(call.method, call.path, operations) : undefined;
      if (op) found.add(op);
    }
    // A block labelled with an operation (contract="POST /v1/user/api-keys 201") shows that
    // operation; the label's status names the contract's schema, so it is not read as a claim.
    const label = /contract="(GET|POST|PUT|PATCH|DELETE) (\/v1\/\S+) /.exec(block.meta);
    const labelled = label ? resolve(label[1]!, label[2]!, operations) : undefined;
    if (labelled) found.add(labelled);
  }

  const statuses = statusesIn(unit.text);

  const rates: [number, number][] = [];
  let rest = unit.text;
  for (const m of unit.text.matchAll(RATE_PER)) {
    rates.push([Number(m[1]), SECONDS[m[2]!.toLowerCase()]!]);
    rest = rest.replace(m[0], ' ');
  }
  for (const m of unit.text.matchAll(RATE_IN)) {
    rates.push([Number(m[1]), (m[2] ? toNumber(m[2]) : 1) * SECONDS[m[3]!.toLowerCase()]!]);
    rest = rest.replace(m[0], ' ');
  }
  const durations = [...rest.matchAll(DURATION)]
    // "a second terminal" is not a duration.
    .filter((m) => !(/^an?$/i.test(m[1]!) && /^second/i.test(m[2]!)))
    .map((m) => toNumber(m[1]!) * SECONDS[m[2]!.toLowerCase()]!);
  return {operations: found, statuses, rates, durations};
}

/** The entry's duration in seconds, if it has one. */
function durationOf(entry: LedgerEntry): number | undefined {
  if (entry.days !== undefined) return entry.days * 86400;
  if (entry.minutes !== undefined) return entry.minutes * 60;
  return undefined;
}

/** Whether a text matches every one of the entry's mentions. */
function mentioned(text: string, entry: LedgerEntry): boolean {
  return entry.mentions !== undefined && entry.mentions.every((m) => new RegExp(m, 'i').test(text));
}

/** Whether a text matches the entry's last mention, the one that says what its number measures. */
function measured(text: string, entry: LedgerEntry): boolean {
  const last = entry.mentions?.at(-1);
  return last !== undefined && new RegExp(last, 'i').test(text);
}

function speaksOf(unit: Unit, claims: Claims, entry: LedgerEntry): boolean {
  return entry.operations?.some((op) => claims.operations.has(op)) === true || mentioned(unit.text, entry);
}

const cite = (entry: LedgerEntry) => `${entry.id}: ${entry.behaviour} (${entry.source[0]})`;
const describeRate = ([calls, seconds]: [number, number]) => `${calls} per ${seconds} s`;
/** Words by which a text says a code is not sent any more, rather than claiming it is. */
const RETIRED = /\b(disabled|no longer|not sent|never sent|no request|not used)\b/i;

/** The statuses a text names, with their offsets. */
function statusPositions(text: string): {status: number; at: number}[] {
  return STATUS.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => ({status: Number(m[1]), at: m.index!})));
}

/**
 * Where a text pairs the entry's contract-only status with the entry, or -1. Without mentions, any
 * place of the status counts (the operation ties them). With mentions, the status must be the one
 * nearest to a match of the last mention: "401 (key wrong), … or 500 (a key that has expired)" pairs
 * the expired key with 500, "`401` means the pair is wrong or expired" with 401.
 */
function contractStatusAt(text: string, entry: LedgerEntry): number {
  const statuses = statusPositions(text);
  if (!entry.mentions) return statuses.find((s) => s.status === entry.contractStatus)?.at ?? -1;
  for (const m of text.matchAll(new RegExp(entry.mentions.at(-1)!, 'gi'))) {
    const nearest = [...statuses].sort((a, b) => Math.abs(a.at - m.index) - Math.abs(b.at - m.index))[0];
    if (nearest && nearest.status === entry.contractStatus) return nearest.at;
  }
  return -1;
}

/** Whether a written path (`/v1/datasets/4821`) fits a template (`/datasets/{id}`), segment by segment. */
function fitsTemplate(path: string, template: string): boolean {
  const segments = path.split('/').filter(Boolean);
  const parts = template.split('/').filter(Boolean);
  return segments.length === parts.length && parts.every((p, i) => /^\{.+\}$/.test(p) || p === segments[i]);
}

/**
 * Inline code and bold text blanked out, offsets kept: there a page quotes the platform's own words
 * (an error message, a label of the web app), which may say a number the platform does not enforce.
 */
const QUOTED = /`[^`\n]*`|\*\*[^*\n]+\*\*/g;
const unquoted = (text: string) => text.replace(QUOTED, (m) => ' '.repeat(m.length));

/** The row count nearest to a match of the entry's last mention in a sentence, outside quoted words, or undefined. */
function nearestRowCount(text: string, entry: LedgerEntry): number | undefined {
  const counts = [...unquoted(text).matchAll(ROW_COUNT)].map((m) => ({rows: Number(m[1]), at: m.index!}));
  if (!counts.length) return undefined;
  let best: {rows: number; distance: number} | undefined;
  for (const m of text.matchAll(new RegExp(entry.mentions!.at(-1)!, 'gi'))) {
    for (const c of counts) {
      const distance = Math.abs(c.at - m.index!);
      if (!best || distance < best.distance) best = {rows: c.rows, distance};
    }
  }
  return best?.rows;
}

/** A size in characters: "10000000 characters", "10,000,000 base64 characters". */
const CHARACTER_COUNT = /\b(\d{1,3}(?:,\d{3})+|\d+)\s+(?:base64[\s-]+)?char(?:acter)?s\b/gi;

/** "every prediction fails with `…`": an error text quoted as what a prediction shows. */
const FAILS_WITH = /\bpredictions?\s+(?:[\w-]+\s+){0,2}?fail(?:s|ed)?\s+with\s+`([^`\n]+)`/gi;
/** Quoted words that are not a runtime's error text: a status, the dataset's status, the fixed failureReason. */
const NOT_AN_ERROR_TEXT = /^(?:[2-5]\d\d\b|FAILURE$|org\.jaqpot\.api\.error\.JaqpotRuntimeException\b)/;
/** Words by which a text says the prediction runs on the reader's machine. */
const OFFLINE = /offline|\blocally\b|on your machine/i;

/**
 * The sentence around offsets [from, to) of a unit, inline code left whole (an error text may hold a
 * full stop); in a table row, the cell.
 */
function sentenceAround(unit: Unit, from: number, to: number): string {
  const text = unquoted(unit.text);
  const ends = unit.kind === 'row' ? /\|/g : /[.!?](?=\s|$)/g;
  let start = 0;
  let end = text.length;
  for (const m of text.matchAll(ends)) {
    if (m.index < from) start = m.index + 1;
    else if (m.index >= to) {
      end = m.index;
      break;
    }
  }
  return unit.text.slice(start, end);
}

/** A unit's sentences with their offsets: prose splits after . ! ? : ; and at list items; a row is one. */
function sentences(unit: Unit): {text: string; at: number}[] {
  if (unit.kind === 'row') return [{text: unit.text, at: 0}];
  const out: {text: string; at: number}[] = [];
  const boundary = /(?<=[.!?:;])\s+(?=[A-Z`*])|\n\s*(?:[-*]|\d+\.)\s+|\n\s*\n/g;
  let at = 0;
  for (const m of unit.text.matchAll(boundary)) {
    out.push({text: unit.text.slice(at, m.index), at});
    at = m.index! + m[0].length;
  }
  out.push({text: unit.text.slice(at), at});
  return out;
}

/** The claims of one page that the ledger contradicts, each once, at the line of its sentence. */
export function checkPage(file: string, text: string, ledger: Ledger, operations: ReadonlySet<string>): Problem[] {
  const problems = new Map<string, Problem>();
  const failureReason = ledger.entries.find((e) => e.id === 'prediction.failure-reason');
  const errorEntries = new Map(
    ledger.entries.filter((e) => e.id.startsWith('error.') && e.status !== undefined).map((e) => [e.status!, e]),
  );

  for (const unit of units(file, text)) {
    const lineOf = (at: number) => unit.line + unit.text.slice(0, at).split('\n').length - 1;
    const add = (at: number, message: string) => {
      const line = lineOf(at);
      problems.set(`${line}\0${message}`, {file, line, message});
    };
    const claims = claimsOf(unit, operations);
    const about = ledger.entries.filter((e) => speaksOf(unit, claims, e));
    const parts = sentences(unit);

    for (const entry of about) {
      // A status or code counts where it sits in a sentence that speaks of the entry, when the entry
      // has words for it: "Confirming twice answers 409; a file over the limit answers 400" names 409
      // for the first case only. Without mentions, the operation named anywhere in the unit ties them.
      const places = entry.mentions ? parts.filter((p) => mentioned(p.text, entry)) : [{text: unit.text, at: 0}];
      for (const place of places) {
        const at =
          entry.contractStatus === undefined || /\b(the|our|published) contract\b/i.test(place.text)
            ? -1
            : contractStatusAt(place.text, entry);
        if (at >= 0)
          add(place.at + at, `names ${entry.contractStatus}, which only the contract declares; ${cite(entry)}`);
        if (
          entry.code !== undefined &&
          entry.contract &&
          new RegExp(`\\b${entry.code}\\b`).test(place.text) &&
          !RETIRED.test(place.text)
        )
          add(place.at, `names code ${entry.code} as if the platform sent it; ${cite(entry)}`);
      }
    }

    // Row counts count in the sentences in the entry's words, the one nearest to its last mention.
    for (const entry of about) {
      if (entry.rows === undefined || !entry.mentions) continue;
      for (const part of parts) {
        if (!mentioned(part.text, entry)) continue;
        const rows = nearestRowCount(part.text, entry);
        if (rows !== undefined && rows !== entry.rows) add(part.at, `names ${rows} rows; ${cite(entry)}`);
      }
    }

    // A byte limit given in characters: the platform counts the bytes a base64 field decodes to.
    for (const entry of about) {
      if (entry.bytes === undefined) continue;
      for (const m of unquoted(unit.text).matchAll(CHARACTER_COUNT)) {
        if (Number(m[1]!.replace(/,/g, '')) === entry.bytes)
          add(
            m.index!,
            `counts ${m[1]} in characters, where the platform counts bytes before encoding; ${cite(entry)}`,
          );
      }
    }

    // A path given for the Location header must be the location of an entry the unit speaks of.
    const located = about.filter((e) => e.location !== undefined);
    if (located.length) {
      for (const m of unit.text.matchAll(LOCATION_PATH)) {
        const path = m[1]!;
        if (!located.some((e) => fitsTemplate(path, e.location!)))
          add(m.index!, `names the Location ${path}; ${located.map(cite).join('; ')}`);
      }
    }

    const limited = about.filter((e) => e.limit !== undefined);
    if (limited.length) {
      for (const r of claims.rates) {
        if (!limited.some((e) => e.limit === r[0] && e.intervalSeconds === r[1]))
          add(0, `names a rate of ${describeRate(r)}; ${limited.map(cite).join('; ')}`);
      }
      // Of a full limit of N calls, N - 1 go through in a burst: the Nth is the first refused.
      const lastCall = ledger.entries.find((e) => e.id === 'rate-limit.mechanics.last-call');
      const because = [...limited, ...(lastCall ? [lastCall] : [])].map(cite).join('; ');
      for (const part of parts) {
        if (!REFUSED.test(part.text)) continue;
        for (const m of part.text.matchAll(ORDINAL_CALL)) {
          if (!limited.some((e) => e.limit === ordinal(m[1]!)))
            add(part.at + m.index!, `names the ${m[1]} call as the first refused; ${because}`);
        }
        for (const m of part.text.matchAll(CALLS_BEFORE)) {
          if (!limited.some((e) => e.limit! - 1 === Number(m[1])))
            add(part.at + m.index!, `says ${m[1]} calls go through before a refusal; ${because}`);
        }
      }
    }

    // Durations count in the sentences that say what the entry's number measures ("waits",
    // "deleted", "expires"), in a unit that speaks of the entry in its words.
    for (const entry of about) {
      const seconds = durationOf(entry);
      if (seconds === undefined || !mentioned(unit.text, entry)) continue;
      for (const part of parts) {
        if (!measured(part.text, entry)) continue;
        const named = claimsOf({...unit, text: part.text, code: []}, operations).durations;
        if (named.length && !named.includes(seconds))
          add(part.at, `names ${named.map((s) => `${s} s`).join(', ')}; ${cite(entry)}`);
      }
    }

    // A runtime's error text quoted as what a prediction fails with, outside a sentence about predicting offline.
    for (const m of unit.text.matchAll(FAILS_WITH)) {
      if (NOT_AN_ERROR_TEXT.test(m[1]!)) continue;
      if (OFFLINE.test(sentenceAround(unit, m.index, m.index + m[0].length))) continue;
      add(
        m.index,
        `quotes \`${m[1]}\` as what a prediction fails with, which only predicting offline shows; ${failureReason ? cite(failureReason) : 'prediction.failure-reason'}`,
      );
    }

    if (unit.kind === 'row') {
      const first = /^\s*\|\s*`?([2-5]\d\d)`?\s*\|/.exec(unit.text);
      if (first && claims.operations.size === 0) {
        const status = Number(first[1]);
        const entry = errorEntries.get(status);
        if (status >= 400 && !entry) add(0, `defines status ${status}, which the platform never answers`);
        else if (entry?.mentions && !mentioned(unit.text, entry))
          add(0, `defines status ${status} without saying what it is; ${cite(entry)}`);
      }
    }
  }
  return [...problems.values()];
}

/** Every contradicted claim of the guides under `root`. */
export function checkGuides(root: string, ledger: Ledger, operations: ReadonlySet<string>): Problem[] {
  return guideFiles(root).flatMap((file) =>
    checkPage(file, readFileSync(join(root, file), 'utf8'), ledger, operations),
  );
}
