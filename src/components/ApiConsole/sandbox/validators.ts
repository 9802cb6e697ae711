/**
 * The sandbox's request validators, compiled when the site is built (precompile.ts) rather than in
 * the page. Ajv compiles a schema into a function with `new Function`, which the site's
 * Content-Security-Policy refuses (no 'unsafe-eval'): in the page, openapi-backend gets an Ajv
 * whose `compile` hands back the validator built for that very schema, found by its key.
 *
 * No Ajv and no DOM here: the page and the build both read this module.
 */
import type Ajv from 'ajv';
import type {ErrorObject} from 'ajv';

/** An Ajv validate function as standalone code exports it. */
export type Validate = ((data: unknown) => boolean) & {errors?: ErrorObject[] | null};

/** The build's validators, by the key of the schema each was compiled from. */
export type Validators = Record<string, Validate>;

/** The validation context openapi-backend names when it asks for an Ajv (`requestBodyValidator`, …). */
export type ValidationContext = string;

/** FNV-1a, 32 bits, over UTF-16 code units: a short, stable fingerprint of a schema's JSON. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The key of a schema openapi-backend compiles in a context: the context (whose Ajv options differ,
 * such as type coercion for parameters), the length and a fingerprint of the schema's JSON.
 */
export function schemaKey(context: ValidationContext, schema: unknown): string {
  const json = JSON.stringify(schema);
  return `${context}:${json.length}:${fingerprint(json)}`;
}

/** What openapi-backend asks of the Ajv it is given: `compile` only. */
type Compiler = Pick<Ajv, 'compile'>;

/**
 * openapi-backend's `customizeAjv`: an Ajv that compiles nothing and hands back the build's
 * validator for each schema. A schema the build did not see (a contract changed after it) throws,
 * naming the schema, rather than evaluating code the page's policy forbids.
 */
export function precompiledAjv(validators: Validators) {
  return (_ajv: unknown, _options: unknown, context: ValidationContext): Ajv => {
    const compiler: Compiler = {
      compile: ((schema: {title?: string}) => {
        const key = schemaKey(context, schema);
        const validate = validators[key];
        if (!validate) throw new Error(`The sandbox has no validator built for ${schema.title ?? 'a'} schema ${key}`);
        return validate;
      }) as Compiler['compile'],
    };
    return compiler as Ajv;
  };
}
