/**
 * The request a sample sends for one operation of the contract: its method and URL, the path and
 * query values, the body and what the successful answer holds. Every value comes from the
 * contract's own examples, so the samples show what the reference documents.
 */
import {sample as sampleFromSchema} from 'openapi-sampler';
import {HTTP_METHODS} from '../../src/shared/http-methods';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed OpenAPI JSON of any shape
export type Node = Record<string, any>;

/** What the successful answer carries, which decides how a sample prints it. */
export type AnswerKind = 'json' | 'empty' | 'stream' | 'text';

export type SampleValue = {name: string; value: unknown};

export type SampleRequest = {
  operationId: string;
  method: string;
  /** The path template, `/v1/models/{id}`. */
  path: string;
  /** The path with the example values in place. */
  concretePath: string;
  pathParams: SampleValue[];
  query: SampleValue[];
  /** The JSON body, when the operation takes one. */
  body?: unknown;
  mediaType?: string;
  /** Whether the call sends the API key pair (every operation but an explicitly public one). */
  authenticated: boolean;
  answer: AnswerKind;
};

/** Follows `$ref`s inside the document. */
export function deref(doc: Node, node: unknown): Node | undefined {
  let n = node as Node | undefined;
  for (let i = 0; n && typeof n === 'object' && typeof n.$ref === 'string' && i < 50; i++) {
    n = n.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((at: Node | undefined, key: string) => at?.[key], doc);
  }
  return n;
}

/** The operation's parameters, the path item's merged under the operation's own. */
export function parametersOf(doc: Node, path: string, operation: Node): Node[] {
  const merged = new Map<string, Node>();
  for (const p of [...(doc.paths[path]?.parameters ?? []), ...(operation.parameters ?? [])]) {
    const param = deref(doc, p);
    if (param) merged.set(`${param.in}:${param.name}`, param);
  }
  return [...merged.values()];
}

/** The first example of a media type or parameter object (`example`, then `examples`). */
function exampleOf(doc: Node, holder: Node | undefined): {found: boolean; value?: unknown} {
  if (!holder) return {found: false};
  if (holder.example !== undefined) return {found: true, value: holder.example};
  const first = Object.values<unknown>(holder.examples ?? {})[0];
  if (first !== undefined) return {found: true, value: deref(doc, first)?.value};
  return {found: false};
}

function parameterValue(doc: Node, param: Node): unknown {
  const own = exampleOf(doc, param);
  if (own.found) return own.value;
  const schema = deref(doc, param.schema) ?? {};
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  return sampleFromSchema(schema as object, {skipReadOnly: true}, doc);
}

/**
 * Query parameters a sample sends: the required ones, and optional ones the contract gives an
 * example of, but not arrays: `sort`, the one array, is read by the platform as `property|dir`,
 * not as the contract's `property,dir` (see docs-dev/api-samples.md), so a sample leaves it out.
 */
function sendsQuery(doc: Node, param: Node): boolean {
  if (param.required) return true;
  const schema = deref(doc, param.schema) ?? {};
  return schema.type !== 'array' && (param.example !== undefined || param.examples !== undefined);
}

function answerKind(doc: Node, operation: Node): AnswerKind {
  const codes = Object.keys(operation.responses ?? {}).filter((c) => /^2/.test(c));
  const response = deref(doc, operation.responses?.[codes[0] ?? '']);
  const types = Object.keys(response?.content ?? {});
  if (types.length === 0) return 'empty';
  if (types.some((t) => /json/.test(t))) return 'json';
  if (types.includes('text/event-stream')) return 'stream';
  return 'text';
}

/** The request of one operation, from the contract's examples. Throws naming the operation. */
export function sampleRequest(doc: Node, method: string, path: string): SampleRequest {
  const operation = doc.paths[path][method] as Node;
  const operationId = (operation.operationId as string | undefined) ?? `${method.toUpperCase()} ${path}`;
  const params = parametersOf(doc, path, operation);
  const pathParams = params.filter((p) => p.in === 'path').map((p) => ({name: p.name, value: parameterValue(doc, p)}));
  const query = params
    .filter((p) => p.in === 'query' && sendsQuery(doc, p))
    .map((p) => ({name: p.name, value: parameterValue(doc, p)}));
  let concretePath = path;
  for (const {name, value} of pathParams) {
    if (!concretePath.includes(`{${name}}`))
      throw new Error(`${operationId}: path parameter ${name} is not in ${path}`);
    concretePath = concretePath.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  if (/\{[^}]+\}/.test(concretePath)) throw new Error(`${operationId}: ${path} has a parameter the operation lacks`);

  const request: SampleRequest = {
    operationId,
    method: method.toUpperCase(),
    path,
    concretePath,
    pathParams,
    query,
    authenticated: !(Array.isArray(operation.security) && operation.security.length === 0),
    answer: answerKind(doc, operation),
  };
  const requestBody = deref(doc, operation.requestBody);
  if (requestBody?.content) {
    const [mediaType, media] = Object.entries<Node>(requestBody.content)[0]!;
    const example = exampleOf(doc, media);
    request.mediaType = mediaType;
    request.body = example.found
      ? example.value
      : sampleFromSchema(deref(doc, media.schema) as object, {skipReadOnly: true}, doc);
  }
  return request;
}

/** Every operation of the document as `[method, path]`, in document order. */
export function operationsOf(doc: Node): [string, string][] {
  const found: [string, string][] = [];
  for (const [path, item] of Object.entries<Node>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) if (item?.[method]) found.push([method, path]);
  }
  return found;
}
