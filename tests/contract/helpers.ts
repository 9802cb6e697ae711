/**
 * Shared helpers of the contract tests: the parsed contract, its operations, and the
 * conversion of OpenAPI 3.0 schemas to JSON Schema (draft-07) for Ajv.
 */
import {join} from 'node:path';
import Ajv, {type ErrorObject, type ValidateFunction} from 'ajv';
import addFormats from 'ajv-formats';
import {ROOT, at, loadContract, pointer, resolveAt, type JsonObject} from '../../openapi/validate';
import {HTTP_METHODS} from '../../src/shared/http-methods';

export {at, pointer, resolveAt};
export const CONTRACT = join(ROOT, 'openapi', 'jaqpot-api.yaml');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed OpenAPI JSON of any shape, walked by path
export type Obj = Record<string, any>;

let cached: Obj | undefined;
/** The parsed contract (throws when it does not parse). */
export function contract(): Obj {
  if (!cached) {
    const loaded = loadContract(CONTRACT);
    if (!loaded.doc) throw new Error(loaded.errors.map((e) => e.message).join('\n'));
    cached = loaded.doc as Obj;
  }
  return cached;
}

export interface Operation {
  method: string;
  path: string;
  op: Obj;
  /** Pointer segments of the operation object. */
  segs: string[];
}

/** Every operation of the contract, in document order. */
export function operations(doc: Obj = contract()): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<Obj>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      if (item[method]) ops.push({method, path, op: item[method], segs: ['paths', path, method]});
    }
  }
  return ops;
}

/** Follows a `$ref` (if any) to its target. */
export function deref<T = Obj>(node: unknown, doc: Obj = contract()): T {
  let n = node as Obj | undefined;
  for (let i = 0; n && typeof n === 'object' && typeof n.$ref === 'string' && i < 50; i++)
    n = at(doc, n.$ref) as Obj | undefined;
  return n as T;
}

/** Parameters of an operation (path-level merged with operation-level), dereferenced. */
export function parametersOf(o: Operation, doc: Obj = contract()): Obj[] {
  const merged = new Map<string, Obj>();
  for (const p of [...(doc.paths[o.path].parameters ?? []), ...(o.op.parameters ?? [])]) {
    const param = deref(p, doc);
    merged.set(`${param.in}:${param.name}`, param);
  }
  return [...merged.values()];
}

/** All `#/components/...` pointers referenced anywhere in the document. */
export function referencedPointers(doc: Obj = contract()): Set<string> {
  const refs = new Set<string>();
  const walk = (n: unknown) => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n && typeof n === 'object') {
      for (const [k, v] of Object.entries(n)) {
        if (k === '$ref' && typeof v === 'string') refs.add(v);
        else walk(v);
      }
    }
  };
  walk(doc);
  return refs;
}

// ---------------------------------------------------------------------------------------------
// OpenAPI 3.0 Schema Object → JSON Schema draft-07
// ---------------------------------------------------------------------------------------------

/**
 * `request`: the schema as a request body must satisfy. readOnly properties are not required
 * and must not be sent (OpenAPI 3.0: readOnly properties SHOULD NOT be sent in requests).
 * `response`: the schema as a response must satisfy. writeOnly properties are not required
 * and must not be returned.
 */
export type Mode = 'request' | 'response';

const OPENAPI_ONLY = new Set(['example', 'externalDocs', 'xml', 'nullable', 'discriminator']);
const SCHEMA_MAPS = new Set(['properties', 'definitions', 'patternProperties']);
const SCHEMA_LISTS = new Set(['allOf', 'oneOf', 'anyOf']);
const SCHEMA_SINGLE = new Set(['items', 'additionalProperties', 'not']);

function rootId(mode: Mode): string {
  return `https://jaqpot.org/openapi/${mode}.json`;
}

/** Converts one OpenAPI 3.0 schema (and everything below it) to JSON Schema. */
export function toJsonSchema(schema: unknown, mode: Mode): unknown {
  if (schema === true || schema === false) return schema;
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const src = schema as Obj;
  if (typeof src.$ref === 'string') {
    const m = /^#\/components\/schemas\/(.+)$/.exec(src.$ref);
    if (!m) throw new Error(`unsupported $ref ${src.$ref}`);
    return {$ref: `${rootId(mode)}#/definitions/${m[1]}`};
  }
  const out: Obj = {};
  for (const [key, value] of Object.entries(src)) {
    if (OPENAPI_ONLY.has(key) || key.startsWith('x-')) continue;
    if (SCHEMA_MAPS.has(key)) {
      out[key] = Object.fromEntries(Object.entries<unknown>(value).map(([k, v]) => [k, toJsonSchema(v, mode)]));
    } else if (SCHEMA_LISTS.has(key)) {
      out[key] = (value as unknown[]).map((v) => toJsonSchema(v, mode));
    } else if (SCHEMA_SINGLE.has(key) && typeof value === 'object') {
      out[key] = toJsonSchema(value, mode);
    } else {
      out[key] = value;
    }
  }
  // nullable: true → also accept null.
  if (src.nullable === true && src.type !== undefined) {
    out.type = Array.isArray(src.type) ? [...src.type, 'null'] : [src.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  // discriminator: Ajv validates the tag itself but rejects `mapping`; the mapping is
  // checked against the variants by tests/contract/entities.test.ts.
  if (src.discriminator) out.discriminator = {propertyName: src.discriminator.propertyName};
  // readOnly / writeOnly per direction.
  if (src.properties && typeof src.properties === 'object') {
    const hidden = Object.entries<Obj>(src.properties)
      .filter(([, p]) => (mode === 'request' ? p?.readOnly === true : p?.writeOnly === true))
      .map(([name]) => name);
    if (hidden.length) {
      if (Array.isArray(out.required)) {
        out.required = out.required.filter((r: string) => !hidden.includes(r));
        if (!out.required.length) delete out.required;
      }
      for (const name of hidden) out.properties[name] = false;
    }
  }
  return out;
}

export interface SchemaValidator {
  /** Validates `value` against an OpenAPI schema node of the contract; returns Ajv's errors. */
  validate(schema: unknown, value: unknown, mode: Mode): ErrorObject[];
}

/** An Ajv instance holding the contract's component schemas, converted for both directions. */
export function schemaValidator(doc: Obj = contract()): SchemaValidator {
  const ajv = new Ajv({strict: true, allErrors: true, discriminator: true, allowUnionTypes: true});
  addFormats(ajv);
  for (const mode of ['request', 'response'] as const) {
    const definitions = Object.fromEntries(
      Object.entries<unknown>(doc.components?.schemas ?? {}).map(([name, s]) => [name, toJsonSchema(s, mode)]),
    );
    ajv.addSchema({$id: rootId(mode), definitions});
  }
  const cache = new Map<unknown, Record<Mode, ValidateFunction | undefined>>();
  return {
    validate(schema, value, mode) {
      let entry = cache.get(schema);
      if (!entry) cache.set(schema, (entry = {request: undefined, response: undefined}));
      const fn = (entry[mode] ??= ajv.compile(toJsonSchema(schema, mode) as object));
      return fn(value) ? [] : [...(fn.errors ?? [])];
    },
  };
}

export function formatAjvErrors(errors: ErrorObject[]): string {
  return errors
    .map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ' ' + JSON.stringify(e.params) : ''}`)
    .join('; ');
}

// ---------------------------------------------------------------------------------------------
// Examples
// ---------------------------------------------------------------------------------------------

export interface ExampleCase {
  /** JSON pointer of the example value in the contract. */
  where: string;
  schema: unknown;
  value: unknown;
  mode: Mode;
  kind: 'request body' | 'response' | 'parameter' | 'header' | 'schema';
}

function mediaExamples(media: Obj, segs: (string | number)[], doc: Obj): {where: string; value: unknown}[] {
  const found: {where: string; value: unknown}[] = [];
  if ('example' in media) found.push({where: pointer([...segs, 'example']), value: media.example});
  for (const [name, ex] of Object.entries<Obj>(media.examples ?? {})) {
    const target = deref(ex, doc);
    const where = ex.$ref ? `${ex.$ref}/value` : pointer([...segs, 'examples', name, 'value']);
    found.push({where, value: target.value});
  }
  return found;
}

/** Every example of the contract, paired with the schema it must satisfy. */
export function allExamples(doc: Obj = contract()): ExampleCase[] {
  const cases: ExampleCase[] = [];
  for (const o of operations(doc)) {
    // Parameters.
    const params = [
      ...(doc.paths[o.path].parameters ?? []).map((p: Obj, i: number) => ({
        p,
        segs: ['paths', o.path, 'parameters', i],
      })),
      ...(o.op.parameters ?? []).map((p: Obj, i: number) => ({p, segs: [...o.segs, 'parameters', i]})),
    ];
    for (const {p, segs} of params) {
      const param = deref(p, doc);
      const where = p.$ref ? `${p.$ref}/example` : pointer([...segs, 'example']);
      if ('example' in param)
        cases.push({where, schema: param.schema, value: param.example, mode: 'request', kind: 'parameter'});
    }
    // Request body.
    if (o.op.requestBody) {
      const body = deref(o.op.requestBody, doc);
      for (const [type, media] of Object.entries<Obj>(body.content ?? {})) {
        const segs = [...o.segs, 'requestBody', 'content', type];
        for (const ex of mediaExamples(media, segs, doc)) {
          cases.push({...ex, schema: media.schema, mode: 'request', kind: 'request body'});
        }
      }
    }
    // Responses and their headers.
    for (const [status, r] of Object.entries<Obj>(o.op.responses ?? {})) {
      const response = deref(r, doc);
      const base: (string | number)[] = r.$ref ? segmentsOf(r.$ref) : [...o.segs, 'responses', status];
      for (const [type, media] of Object.entries<Obj>(response.content ?? {})) {
        for (const ex of mediaExamples(media, [...base, 'content', type], doc)) {
          cases.push({...ex, schema: media.schema, mode: 'response', kind: 'response'});
        }
      }
      for (const [name, h] of Object.entries<Obj>(response.headers ?? {})) {
        const header = deref(h, doc);
        if ('example' in header) {
          cases.push({
            where: pointer([...base, 'headers', name, 'example']),
            schema: header.schema,
            value: header.example,
            mode: 'response',
            kind: 'header',
          });
        }
      }
    }
  }
  // Schema-level examples (component schemas and their sub-schemas).
  const walk = (node: unknown, segs: (string | number)[]) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const n = node as Obj;
    if ('example' in n)
      cases.push({where: pointer([...segs, 'example']), schema: n, value: n.example, mode: 'response', kind: 'schema'});
    for (const key of ['properties', 'definitions']) {
      for (const [k, v] of Object.entries<unknown>(n[key] ?? {})) walk(v, [...segs, key, k]);
    }
    for (const key of ['allOf', 'oneOf', 'anyOf'])
      (n[key] ?? []).forEach((v: unknown, i: number) => walk(v, [...segs, key, i]));
    for (const key of ['items', 'additionalProperties', 'not']) walk(n[key], [...segs, key]);
  };
  for (const [name, s] of Object.entries<unknown>(doc.components?.schemas ?? {}))
    walk(s, ['components', 'schemas', name]);

  // The same component example can be used by several operations: keep one case per place and mode.
  const seen = new Set<string>();
  return cases.filter((c) => {
    const key = `${c.where}|${c.mode}|${JSON.stringify(c.schema)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function segmentsOf(ptr: string): string[] {
  return ptr
    .replace(/^#\//, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export type {JsonObject};
