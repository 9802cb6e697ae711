/**
 * Extraction of the API calls shown in the doc pages: curl commands, ```http requests, prose and
 * diagram mentions such as `POST /v1/models/{modelId}/predict`, bare `/v1/...` paths in inline code,
 * and ```json blocks labelled with `contract="METHOD /v1/path STATUS|request"` or
 * `contract="schema Name"` in their meta string.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {type CodeBlock, codeBlocks, sourceFiles} from '../../scripts/lib/doc-sources';

export {codeBlocks};

export interface Place {
  file: string;
  line: number;
}

export interface DocCall extends Place {
  kind: 'curl' | 'http' | 'mention';
  /** Upper-case method, or `undefined` for a bare path. */
  method?: string;
  /** The path as written, without the query string (`/v1/models/$MODEL_ID/predict`). */
  path: string;
  query: string[];
  /** Request body text, when the call shows one inline. */
  body?: string;
}

export interface LabelledJson extends Place {
  /** `request`, a status code, or `schema`. */
  target: {method: string; path: string; status: string} | {schema: string};
  text: string;
}

export type {CodeBlock};

export const API_HOSTS = ['api.jaqpot.org', '127.0.0.1:4010'];
const METHOD = '(GET|POST|PUT|PATCH|DELETE)';

export function docFiles(root: string, dir = 'docs'): string[] {
  return sourceFiles(root, dir);
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Splits a shell command into words, honouring quotes; stops at an unquoted | ; & ) or newline. */
export function shellWords(src: string): string[] {
  const words: string[] = [];
  let i = 0;
  let word: string | undefined;
  const flush = () => {
    if (word !== undefined) words.push(word);
    word = undefined;
  };
  while (i < src.length) {
    const c = src[i]!;
    if (c === "'") {
      const end = src.indexOf("'", i + 1);
      word = (word ?? '') + src.slice(i + 1, end < 0 ? undefined : end);
      i = end < 0 ? src.length : end + 1;
    } else if (c === '"') {
      let j = i + 1;
      let s = '';
      while (j < src.length && src[j] !== '"') {
        if (src[j] === '\\' && j + 1 < src.length) j++;
        s += src[j];
        j++;
      }
      word = (word ?? '') + s;
      i = j + 1;
    } else if (/[|;&)\n]/.test(c)) {
      break;
    } else if (/\s/.test(c)) {
      flush();
      i++;
    } else {
      word = (word ?? '') + c;
      i++;
    }
  }
  flush();
  return words;
}

function splitUrl(url: string): {host: string; path: string; query: string[]} | undefined {
  const m = /^https?:\/\/([^/?#]+)(\/[^?#]*)?(?:\?([^#]*))?/.exec(url);
  if (!m) return undefined;
  const query = (m[3] ?? '')
    .split('&')
    .filter(Boolean)
    .map((kv) => kv.split('=')[0]!);
  return {host: m[1]!, path: m[2] ?? '/', query};
}

/** curl commands of a shell block that address the API. */
export function curlCalls(block: CodeBlock): DocCall[] {
  const calls: DocCall[] = [];
  const joined = block.code.replace(/\\\n/g, ' ');
  for (const m of joined.matchAll(/(^|[\s($`])curl\s/g)) {
    const start = m.index! + m[0].length;
    const words = shellWords(joined.slice(start));
    let method: string | undefined;
    let body: string | undefined;
    let url: string | undefined;
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      if (w === '-X' || w === '--request') method = words[++i]?.toUpperCase();
      else if (['-d', '--data', '--data-raw', '--data-binary', '--json'].includes(w)) body = words[++i];
      else if (['-H', '--header', '-o', '--output', '-D', '--dump-header', '-u', '-w', '-F'].includes(w)) i++;
      else if (/^https?:\/\//.test(w) && !url) url = w;
    }
    const parts = url ? splitUrl(url) : undefined;
    if (!parts || !API_HOSTS.includes(parts.host)) continue;
    const line = block.line + 1 + block.code.slice(0, nthOffset(block.code, joined, start)).split('\n').length - 1;
    calls.push({
      file: block.file,
      line,
      kind: 'curl',
      method: method ?? (body !== undefined ? 'POST' : 'GET'),
      path: parts.path,
      query: parts.query,
      body: body !== undefined && !body.startsWith('@') ? body : undefined,
    });
  }
  return calls;
}

/** Maps an offset in the continuation-joined text back to the original block text. */
function nthOffset(original: string, joined: string, offsetInJoined: number): number {
  // Each "\\\n" (2 chars) became one space (1 char): count them before the offset.
  let o = 0;
  let j = 0;
  while (j < offsetInJoined && o < original.length) {
    if (original[o] === '\\' && original[o + 1] === '\n') o += 2;
    else o++;
    j++;
  }
  return o;
}

/** The request of an ```http block (`METHOD /v1/... HTTP/1.1`, headers, blank line, body). */
export function httpCall(block: CodeBlock): DocCall | undefined {
  const m = new RegExp(`^${METHOD} (\\S+) HTTP/[\\d.]+\\s*$`, 'm').exec(block.code.split('\n')[0] ?? '');
  if (!m) return undefined;
  const target = m[2]!;
  const [path, q = ''] = target.split('?');
  const sep = block.code.search(/\n\s*\n/);
  const body = sep >= 0 ? block.code.slice(sep).trim() : '';
  return {
    file: block.file,
    line: block.line + 1,
    kind: 'http',
    method: m[1]!,
    path: path!,
    query: q
      .split('&')
      .filter(Boolean)
      .map((kv) => kv.split('=')[0]!),
    body: body || undefined,
  };
}

/** `METHOD /v1/...` anywhere in the page, and bare `/v1/...` paths in inline code. */
export function mentions(file: string, text: string): DocCall[] {
  const calls: DocCall[] = [];
  const covered = new Set<number>();
  for (const m of text.matchAll(new RegExp(`\\b${METHOD}\\s+(/v1/[A-Za-z0-9_{}$\\-/.]*)`, 'g'))) {
    const path = m[2]!.replace(/[./]+$/, '');
    covered.add(m.index! + m[0].indexOf('/v1/'));
    calls.push({file, line: lineOf(text, m.index!), kind: 'mention', method: m[1]!, path, query: []});
  }
  for (const m of text.matchAll(/`(\/v1\/[^`\s?]*)(?:\?[^`]*)?`/g)) {
    if (covered.has(m.index! + 1) || m[1]!.endsWith('...')) continue;
    calls.push({file, line: lineOf(text, m.index!), kind: 'mention', path: m[1]!.replace(/\/$/, ''), query: []});
  }
  return calls;
}

/** ```json blocks whose meta carries contract="...". */
export function labelledJson(block: CodeBlock): LabelledJson | undefined {
  if (block.lang !== 'json') return undefined;
  const label = /contract="([^"]+)"/.exec(block.meta)?.[1];
  if (!label) return undefined;
  const schema = /^schema (\w+)$/.exec(label);
  if (schema) return {file: block.file, line: block.line, target: {schema: schema[1]!}, text: block.code};
  const op = new RegExp(`^${METHOD} (/v1/\\S+) (request|\\d{3})$`).exec(label);
  if (!op) throw new Error(`${block.file}:${block.line}: malformed contract label "${label}"`);
  return {file: block.file, line: block.line, target: {method: op[1]!, path: op[2]!, status: op[3]!}, text: block.code};
}

export interface Extracted {
  calls: DocCall[];
  json: LabelledJson[];
  blocks: CodeBlock[];
}

export function extract(root: string, files = docFiles(root)): Extracted {
  const out: Extracted = {calls: [], json: [], blocks: []};
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const blocks = codeBlocks(file, text);
    out.blocks.push(...blocks);
    for (const b of blocks) {
      if (['bash', 'sh', 'shell', 'console', 'zsh'].includes(b.lang)) out.calls.push(...curlCalls(b));
      if (b.lang === 'http') {
        const call = httpCall(b);
        if (call) out.calls.push(call);
      }
      const json = labelledJson(b);
      if (json) out.json.push(json);
    }
    out.calls.push(...mentions(file, text));
  }
  return out;
}

/** Matches a path as written in a doc (`/v1/models/$ID`, `/v1/models/1234`, `/v1/models/{id}`) to templates. */
export function matchTemplates(path: string, templates: string[]): string[] {
  const segs = path.split('/');
  return templates.filter((t) => {
    const ts = t.split('/');
    if (ts.length !== segs.length) return false;
    return ts.every((s, i) => {
      const d = segs[i]!;
      if (/^\{.+\}$/.test(s)) return d.length > 0;
      // A variable or placeholder in the doc can only stand for a template parameter.
      return d === s;
    });
  });
}

/** Of several matching templates, the most literal one (`/v1/models/search` over `/v1/models/{id}`). */
export function mostLiteral(templates: string[]): string | undefined {
  return [...templates].sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
}

export interface OperationCell extends Place {
  /** Operation ids named in the row's "operation" column. */
  ids: string[];
  /** `METHOD /v1/...` calls named anywhere in the row. */
  calls: {method: string; path: string}[];
}

/**
 * Rows of markdown tables whose header has an "operation" column (for example "API operation" or
 * "Operation id"): the ids named there, with the calls the same row names.
 */
export function operationCells(file: string, text: string): OperationCell[] {
  const cells: OperationCell[] = [];
  const lines = text.split('\n');
  const split = (l: string) =>
    l
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!/^\s*\|/.test(lines[i]!) || !/^\s*\|[\s|:-]+\|\s*$/.test(lines[i + 1]!)) continue;
    const column = split(lines[i]!).findIndex((h) => /operation/i.test(h));
    if (column < 0) continue;
    for (let j = i + 2; j < lines.length && /^\s*\|/.test(lines[j]!); j++) {
      const row = split(lines[j]!);
      const ids = [...(row[column] ?? '').matchAll(/`([a-z][A-Za-z]+)`/g)].map((m) => m[1]!);
      const calls = [...lines[j]!.matchAll(new RegExp(`\\b${METHOD}\\s+(/v1/[A-Za-z0-9_{}$\\-/.]*)`, 'g'))].map(
        (m) => ({
          method: m[1]!,
          path: m[2]!,
        }),
      );
      cells.push({file, line: j + 1, ids, calls});
    }
  }
  return cells;
}
