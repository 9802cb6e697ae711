/**
 * Loading and validation of an OpenAPI contract, with every fault reported as
 * `{path, message}` where `path` is a JSON pointer into the contract
 * (for example `#/paths/~1v1~1models/post/requestBody`).
 *
 * Three checks, all of which report pointers:
 * - YAML parsing (`source: 'yaml'`);
 * - the OpenAPI 3.0 / 3.1 JSON schema, through @apidevtools/swagger-parser (`source: 'swagger-parser'`);
 * - semantic checks that swagger-parser skips for OpenAPI 3 documents (`source: 'semantic'`):
 *   unresolved `$ref`s, duplicate operationIds, path templates without (or with extra, or
 *   optional) path parameters, arrays without `items`, required properties that are not declared.
 * `lintContract` adds the Redocly CLI (`source: 'redocly'`).
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import {parseContract} from '../plugins/openapi-contract/source';
import {HTTP_METHODS} from '../src/shared/http-methods';

export type Severity = 'error' | 'warning';

export interface ContractProblem {
  /** JSON pointer of the fault, `#` for the document root. */
  path: string;
  message: string;
  source: 'yaml' | 'swagger-parser' | 'semantic' | 'redocly';
  severity: Severity;
  /** Redocly rule id, for `source: 'redocly'`. */
  rule?: string;
}

export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

/** Repository root (this file lives in <root>/openapi). */
export const ROOT = resolve(__dirname, '..');

/** Builds a JSON pointer from raw segments (escaping `~` and `/`). */
export function pointer(segments: readonly (string | number)[]): string {
  return '#' + segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** Splits a JSON pointer (`#/a/b~1c`) into raw segments. */
export function segments(ptr: string): string[] {
  const body = ptr.replace(/^#/, '');
  if (body === '' || body === '/') return [];
  return body
    .slice(1)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a JSON pointer, without following `$ref`s; `undefined` when absent. */
export function at(doc: unknown, ptr: string): unknown {
  let node: unknown = doc;
  for (const seg of segments(ptr)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[seg];
  }
  return node;
}

/** The value at a JSON pointer, following local `$ref`s on the way and at the end. */
export function resolveAt(doc: unknown, ptr: string): unknown {
  let node: unknown = doc;
  const follow = (n: unknown): unknown => {
    let guard = 0;
    while (n && typeof n === 'object' && typeof (n as {$ref?: unknown}).$ref === 'string' && guard++ < 50) {
      const ref = (n as {$ref: string}).$ref;
      if (!ref.startsWith('#')) return n;
      n = at(doc, ref);
    }
    return n;
  };
  node = follow(node);
  for (const seg of segments(ptr)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = follow((node as Record<string, unknown>)[seg]);
  }
  return node;
}

export interface LoadedContract {
  file: string;
  text: string;
  /** The parsed document, `undefined` when YAML parsing failed. */
  doc?: JsonObject;
  errors: ContractProblem[];
}

/** Reads and parses a YAML or JSON contract, through the site's one contract loader. */
export function loadContract(file: string): LoadedContract {
  const text = readFileSync(file, 'utf8');
  const {spec, errors} = parseContract(text);
  if (!spec) {
    return {
      file,
      text,
      errors: errors.map((e) => ({
        path: '#',
        message: e.line ? `${e.message} (line ${e.line})` : e.message,
        source: 'yaml' as const,
        severity: 'error' as const,
      })),
    };
  }
  return {file, text, doc: spec as JsonObject, errors: []};
}

interface AjvLikeError {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Ajv errors of swagger-parser's meta-schema check → problems, most specific first, no duplicates. */
function fromSchemaErrors(details: AjvLikeError[]): ContractProblem[] {
  const seen = new Set<string>();
  const problems: ContractProblem[] = [];
  for (const d of details) {
    const path = '#' + (d.instancePath ?? '');
    let message = d.message ?? 'is invalid';
    if (d.keyword === 'additionalProperties' && d.params?.additionalProperty) {
      message += ` ('${String(d.params.additionalProperty)}')`;
    }
    if (d.keyword === 'enum' && Array.isArray(d.params?.allowedValues)) {
      message += `: ${(d.params!.allowedValues as unknown[]).join(', ')}`;
    }
    const key = path + '\0' + message;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({path, message: `${path} ${message}`, source: 'swagger-parser', severity: 'error'});
  }
  // The meta-schema offers "Schema or Reference" alternatives, so a fault also yields
  // "must have required property '$ref'" and "must match exactly one schema in oneOf" at the
  // same place and at every ancestor. Drop those echoes when a real fault lies at or below.
  const isEcho = (p: ContractProblem) =>
    / must have required property '\$ref'$/.test(p.message) || / must match exactly one schema in oneOf$/.test(p.message);
  const real = problems.filter((p) => !isEcho(p));
  const kept = problems.filter(
    (p) => !isEcho(p) || !real.some((r) => r.path === p.path || r.path.startsWith(p.path + '/')),
  );
  // Deeper paths name the fault more precisely; keep them first.
  return kept.sort((a, b) => segments(b.path).length - segments(a.path).length);
}

/** Checks swagger-parser does not make for OpenAPI 3 documents. */
export function semanticProblems(doc: JsonObject): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const add = (segs: (string | number)[], message: string) => {
    const path = pointer(segs);
    problems.push({path, message: `${path} ${message}`, source: 'semantic', severity: 'error'});
  };

  // Unresolved local $refs, arrays without items, required properties not declared.
  const walk = (node: unknown, segs: (string | number)[]) => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => walk(v, [...segs, i]));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const obj = node as Record<string, unknown>;
    if (typeof obj.$ref === 'string') {
      if (obj.$ref.startsWith('#') && at(doc, obj.$ref) === undefined) {
        add([...segs, '$ref'], `points to ${obj.$ref}, which does not exist`);
      }
    }
    const inSchema = segs.includes('schema') || segs.includes('schemas') || segs.includes('properties');
    if (inSchema && obj.type === 'array' && !('items' in obj) && !segs.includes('example') && !segs.includes('examples')) {
      add(segs, 'is an array schema without "items"');
    }
    if (
      inSchema &&
      Array.isArray(obj.required) &&
      obj.properties &&
      typeof obj.properties === 'object' &&
      !obj.allOf &&
      !obj.oneOf &&
      !obj.anyOf &&
      !segs.includes('example') &&
      !segs.includes('examples')
    ) {
      for (const name of obj.required) {
        if (typeof name === 'string' && !(name in (obj.properties as object))) {
          add([...segs, 'required'], `requires "${name}", which is not among its properties`);
        }
      }
    }
    for (const [k, v] of Object.entries(obj)) {
      if (k === 'example' || k === 'default' || k === 'enum' || k === 'const') continue;
      walk(v, [...segs, k]);
    }
  };
  walk(doc, []);

  // Operation ids and path parameters.
  const opIds = new Map<string, string>();
  const paths = (doc.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const [route, item] of Object.entries(paths)) {
    if (!item || typeof item !== 'object') continue;
    const placeholders = [...route.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const pathParams = ((item.parameters ?? []) as unknown[]).map((p, i) => ({
      param: resolveAt(doc, pointer(['paths', route, 'parameters', i])) as Record<string, unknown> | undefined,
      segs: ['paths', route, 'parameters', i] as (string | number)[],
    }));
    for (const method of HTTP_METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op || typeof op !== 'object') continue;
      const opSegs = ['paths', route, method];
      if (typeof op.operationId === 'string') {
        const previous = opIds.get(op.operationId);
        if (previous) add([...opSegs, 'operationId'], `duplicates operationId "${op.operationId}" of ${previous}`);
        else opIds.set(op.operationId, pointer(opSegs));
      }
      const opParams = ((op.parameters ?? []) as unknown[]).map((p, i) => ({
        param: resolveAt(doc, pointer([...opSegs, 'parameters', i])) as Record<string, unknown> | undefined,
        segs: [...opSegs, 'parameters', i] as (string | number)[],
      }));
      // Operation-level parameters override path-level ones with the same name and location.
      const merged = new Map<string, {param: Record<string, unknown> | undefined; segs: (string | number)[]}>();
      for (const p of [...pathParams, ...opParams]) {
        if (!p.param) continue;
        merged.set(`${String(p.param.in)}:${String(p.param.name)}`, p);
      }
      const declared = [...merged.values()].filter((p) => p.param?.in === 'path');
      for (const p of declared) {
        const name = String(p.param!.name);
        if (!placeholders.includes(name)) add(p.segs, `declares path parameter "${name}", but ${route} has no {${name}}`);
        if (p.param!.required !== true) add(p.segs, `path parameter "${name}" must have required: true`);
      }
      for (const name of placeholders) {
        if (!declared.some((p) => p.param!.name === name)) add(opSegs, `has no parameter for the path placeholder {${name}}`);
      }
    }
  }
  return problems;
}

/**
 * Validates a contract file: YAML syntax, the OpenAPI JSON schema (swagger-parser) and the
 * semantic checks. Returns every problem found, most specific first; an empty list means valid.
 */
export async function validateContract(file: string): Promise<ContractProblem[]> {
  const loaded = loadContract(file);
  if (!loaded.doc) return loaded.errors;
  const problems: ContractProblem[] = [];
  try {
    // Validate a copy: swagger-parser dereferences in place.
    await SwaggerParser.validate(structuredClone(loaded.doc) as never);
  } catch (error) {
    const err = error as Error & {details?: AjvLikeError[]; path?: unknown};
    if (Array.isArray(err.details) && err.details.length) {
      problems.push(...fromSchemaErrors(err.details));
    } else {
      // $ref resolution errors name the pointer in their message.
      const ref = /#\/[^\s"']*/.exec(err.message)?.[0];
      problems.push({
        path: ref ?? '#',
        message: err.message,
        source: 'swagger-parser',
        severity: 'error',
      });
    }
  }
  problems.push(...semanticProblems(loaded.doc));
  return problems;
}

export interface LintResult {
  problems: ContractProblem[];
  errors: number;
  warnings: number;
}

/**
 * Runs `redocly lint` (recommended rules, plus the repository's redocly.yaml unless `config`
 * is given) and returns its problems with their JSON pointers.
 */
export function lintContract(file: string, options: {config?: string} = {}): LintResult {
  const cli = join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  const config = options.config ?? join(ROOT, 'redocly.yaml');
  const run = spawnSync(process.execPath, [cli, 'lint', file, '--format=json', `--config=${config}`, '--max-problems=1000'], {
    encoding: 'utf8',
    cwd: ROOT,
    env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1'},
    maxBuffer: 64 * 1024 * 1024,
  });
  const start = run.stdout.indexOf('{');
  if (start < 0) {
    throw new Error(`redocly lint produced no JSON (exit ${run.status}): ${run.stderr || run.stdout}`);
  }
  const report = JSON.parse(run.stdout.slice(start)) as {
    totals: {errors: number; warnings: number};
    problems: {ruleId: string; severity: string; message: string; location: {pointer?: string}[]}[];
  };
  const problems = report.problems.map((p) => {
    const path = p.location[0]?.pointer ?? '#';
    return {
      path,
      message: `${path} ${p.message} (${p.ruleId})`,
      source: 'redocly' as const,
      severity: (p.severity === 'error' ? 'error' : 'warning') as Severity,
      rule: p.ruleId,
    };
  });
  return {problems, errors: report.totals.errors, warnings: report.totals.warnings};
}

/** Formats problems one per line, for assertion messages and the command line. */
export function formatProblems(problems: readonly ContractProblem[]): string {
  return problems.map((p) => `[${p.source}] ${p.message}`).join('\n');
}

// `tsx openapi/validate.ts [file]`: validate and lint, exit 1 on errors.
if (require.main === module) {
  const file = process.argv[2] ?? join(ROOT, 'openapi', 'jaqpot-api.yaml');
  validateContract(file).then(
    (problems) => {
      const lint = lintContract(file);
      const all = [...problems, ...lint.problems];
      console.log(all.length ? formatProblems(all) : `${file}: valid, lint clean`);
      process.exit(problems.length || lint.errors ? 1 : 0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
