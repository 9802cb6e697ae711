/**
 * The base64 fields of request bodies (`type: string, format: byte`), as the platform reads them.
 * Its DTOs hold such a field as a byte array, and the bean validation that the contract's
 * `maxLength` becomes there counts the decoded bytes, not the characters (the ledger's `bytes`).
 * So the sandbox's copy of the schemas sets a base64 field's `maxLength` aside, where Ajv does not
 * count characters against it, and the engine counts the field's decoded bytes against the ledger.
 *
 * No DOM and no Ajv here: plain functions over the parsed contract and the request's JSON.
 */
import type {Node} from './errors';

/** Where the sandbox's copy of a schema keeps a base64 field's `maxLength`; Ajv ignores the keyword. */
export const BASE64_MAX_LENGTH = 'x-sandbox-base64-max-length';

/** In the sandbox's copy of a schema: moves a base64 field's `maxLength` to BASE64_MAX_LENGTH. */
export function setBase64LimitAside(schema: Node): void {
  if (schema.format !== 'byte' || typeof schema.maxLength !== 'number') return;
  schema[BASE64_MAX_LENGTH] = schema.maxLength;
  delete schema.maxLength;
}

/** Whether a schema (dereferenced, perhaps with cycles) holds a base64 field whose limit was set aside. */
export function hasBase64Limit(schema: unknown, seen = new Set<unknown>()): boolean {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return false;
  seen.add(schema);
  if (typeof (schema as Node)[BASE64_MAX_LENGTH] === 'number') return true;
  return Object.values(schema).some((child) => hasBase64Limit(child, seen));
}

export type Base64Field = {
  /** The field's name as Spring reports it: `inputFile`, `doas[0].raw`. */
  field: string;
  value: string;
  /** The contract's `maxLength`, which reads as characters. */
  maxLength: number;
};

/** The base64 fields with a limit in a value, found by walking its schema beside it. */
export function base64Fields(schema: Node | undefined, value: unknown, name = ''): Base64Field[] {
  if (!schema || typeof schema !== 'object') return [];
  const found: Base64Field[] = [];
  const limit = schema[BASE64_MAX_LENGTH] as unknown;
  if (typeof value === 'string' && typeof limit === 'number') found.push({field: name, value, maxLength: limit});
  else if (Array.isArray(value))
    value.forEach((item, i) => found.push(...base64Fields(schema.items, item, `${name}[${i}]`)));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      found.push(...base64Fields(schema.properties?.[key], item, name ? `${name}.${key}` : key));
  }
  for (const part of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])] as Node[])
    found.push(...base64Fields(part, value, name));
  return found.filter((f, i) => found.findIndex((g) => g.field === f.field) === i);
}

/** A character outside the standard alphabet (searched for, so a long text costs no backtracking). */
const NOT_ALPHABET = /[^A-Za-z0-9+/]/;

/**
 * The number of bytes a base64 text decodes to, counted without decoding it, or `undefined` when the
 * platform's JSON reader (Jackson's default variant) would refuse it: the standard alphabet, padded
 * with `=` to a multiple of four characters; ASCII whitespace is skipped.
 */
export function decodedLength(text: string): number | undefined {
  const compact = /[\t\n\f\r ]/.test(text) ? text.replace(/[\t\n\f\r ]+/g, '') : text;
  if (compact.length % 4 !== 0) return undefined;
  const padding = compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0;
  if (NOT_ALPHABET.test(compact.slice(0, compact.length - padding))) return undefined;
  return (compact.length / 4) * 3 - padding;
}
