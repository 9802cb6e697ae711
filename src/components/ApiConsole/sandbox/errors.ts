/**
 * The sandbox's error bodies, as the platform words them: Spring Boot's body for a request it
 * cannot read (a missing or mistyped field or parameter), the platform's ApiErrorResponse with
 * Jakarta Bean Validation's wording for a broken constraint (ledger `error.body`).
 */
import type {ErrorObject} from 'ajv';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed OpenAPI JSON of any shape
export type Node = Record<string, any>;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
};

/** Spring Boot's error body (BootError). */
export function bootError(status: number, message: string, path: string): Node {
  return {timestamp: new Date().toISOString(), status, error: REASONS[status] ?? 'Error', message, path};
}

/** The platform's own error body (ApiErrorResponse), whose `code` is always null today. */
function apiError(status: number, message: string): Node {
  return {status, message, code: null};
}

/** A field's name as Spring reports it: `input`, `features[0].key`. */
function fieldName(instancePath: string, skip: number): string {
  return instancePath
    .split('/')
    .slice(skip + 1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

/** Jakarta Bean Validation's `@Size` message; its bounds default to 0 and Integer.MAX_VALUE. */
export function sizeMessage(min: unknown = 0, max: unknown = 2147483647): string {
  return `size must be between ${String(min)} and ${String(max)}`;
}

/** Jakarta Bean Validation's wording of a broken constraint. */
function constraintMessage(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'maxItems':
    case 'maxLength':
      return sizeMessage(0, p.limit);
    case 'minItems':
    case 'minLength':
      return sizeMessage(p.limit);
    case 'minimum':
      return `must be greater than or equal to ${String(p.limit)}`;
    case 'maximum':
      return `must be less than or equal to ${String(p.limit)}`;
    case 'pattern':
      return `must match "${String(p.pattern)}"`;
    default:
      return error.message ?? 'is not valid';
  }
}

/** Errors Jackson raises while reading the body (the request never reaches bean validation). */
const READ_ERRORS = new Set(['required', 'type', 'enum', 'const', 'oneOf', 'anyOf', 'discriminator']);

export type ErrorAnswer = {status: number; body: Node; field: string};

/** The 400 of a body field Jackson cannot read: Spring Boot's body. */
export function unreadableAnswer(field: string, what: string, path: string): ErrorAnswer {
  return {status: 400, body: bootError(400, `JSON parse error: the field '${field}' ${what}`, path), field};
}

/** The 400 of a broken constraint on a body field: the platform's ApiErrorResponse, as FieldErrorDto words it. */
export function constraintAnswer(field: string, message: string): ErrorAnswer {
  return {status: 400, body: apiError(400, `Field ${field} validation error: ${message}`), field};
}

/** The 400 the platform gives for the first validation error, with the field named. */
export function validationAnswer(errors: ErrorObject[], path: string): ErrorAnswer {
  const error = errors[0]!;
  const [, where] = error.instancePath.split('/');
  if (where !== 'requestBody') {
    const name =
      fieldName(error.instancePath, 1) || String((error.params as {missingProperty?: string}).missingProperty);
    const message = `Invalid value for parameter '${name}': ${error.message ?? 'not valid'}`;
    return {status: 400, body: bootError(400, message, path), field: name};
  }
  const missing = (error.params as {missingProperty?: string}).missingProperty;
  const field = [fieldName(error.instancePath, 1), missing].filter(Boolean).join('.') || 'body';
  if (READ_ERRORS.has(error.keyword)) {
    if (!missing) return unreadableAnswer(field, error.message ?? 'is not valid', path);
    return {
      status: 400,
      body: bootError(400, `JSON parse error: the required field '${field}' is missing`, path),
      field,
    };
  }
  return constraintAnswer(field, constraintMessage(error));
}
