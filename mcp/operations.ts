/**
 * One operation of the API contract (read by plugins/openapi-contract/source.ts from the build's
 * copy), found by its operationId or by `METHOD /path`, with the schemas it refers to.
 */
import type {OpenApiDocument} from '../plugins/openapi-contract/source';
import {ToolInputError} from './errors';
import {HTTP_METHODS} from '../src/shared/http-methods';

type Json = Record<string, unknown>;

export interface FoundOperation {
  operationId?: string;
  method: string;
  path: string;
  operation: Json;
  /** Parameters declared on the path, shared by its operations. */
  pathParameters: unknown[];
}

export function allOperations(doc: OpenApiDocument): FoundOperation[] {
  const paths = (doc.paths ?? {}) as Record<string, Json | undefined>;
  return Object.entries(paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item?.[method] as Json | undefined;
      if (!operation) return [];
      return [
        {
          operationId: typeof operation.operationId === 'string' ? operation.operationId : undefined,
          method: method.toUpperCase(),
          path,
          operation,
          pathParameters: Array.isArray(item?.parameters) ? item.parameters : [],
        },
      ];
    }),
  );
}

/** Whether a concrete path (`/v1/models/1234/predict`) fits a template (`/v1/models/{modelId}/predict`). */
function fits(template: string, path: string): boolean {
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(path);
}

/** Levenshtein distance, for "did you mean" answers on misspelt operation ids. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return 4;
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The operation `reference` names: an operationId, or a method and a path (template or concrete). */
export function findOperation(doc: OpenApiDocument, reference: string): FoundOperation {
  const operations = allOperations(doc);
  const wanted = reference.trim();
  const byId = operations.find((op) => op.operationId === wanted);
  if (byId) return byId;
  const match = /^([A-Za-z]+)\s+(\S+)$/.exec(wanted);
  if (match) {
    const method = match[1]!.toUpperCase();
    const path = match[2]!.replace(/[?#].*$/, '').replace(/^https?:\/\/[^/]+/, '');
    const onPath = operations.filter((op) => op.method === method);
    const found = onPath.find((op) => op.path === path) ?? onPath.find((op) => fits(op.path, path));
    if (found) return found;
  }
  const lower = wanted.toLowerCase();
  const near = operations.filter(
    (op) =>
      (op.operationId !== undefined && editDistance(op.operationId.toLowerCase(), lower) <= 3) ||
      `${op.method} ${op.path}`.toLowerCase().includes(lower) ||
      lower
        .split(/[^a-z0-9]+/)
        .some((word) => word.length > 3 && (op.operationId ?? op.path).toLowerCase().includes(word)),
  );
  const names = near.slice(0, 8).map((op) => `${op.operationId ?? '-'} (${op.method} ${op.path})`);
  throw new ToolInputError(
    `No operation "${wanted.slice(0, 200)}" in the API contract. Give an operationId or "METHOD /path".` +
      (names.length ? ` Close: ${names.join(', ')}.` : ''),
  );
}

/** The names of every `#/components/schemas/…` the value refers to, directly or through other schemas. */
export function referencedSchemas(doc: OpenApiDocument, value: unknown): Record<string, unknown> {
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, unknown>;
  const found: Record<string, unknown> = {};
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
          const name = child.slice('#/components/schemas/'.length);
          if (!(name in found) && name in schemas) {
            found[name] = schemas[name];
            visit(schemas[name]);
          }
        } else {
          visit(child);
        }
      }
    }
  };
  visit(value);
  return found;
}
