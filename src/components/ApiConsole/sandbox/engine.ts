/**
 * The sandbox: answers the console's requests in the page, from the contract, as the platform
 * would. openapi-backend routes each request to its operation and validates it against the
 * contract; the answer is the operation's documented example with its status, except where the
 * ledger of platform behaviour (reference/platform-behaviour.yaml) says the platform answers
 * otherwise: then the sandbox answers as the platform does, and its note says so.
 *
 * What it does as the platform does, and the ledger entry or code read that says so:
 * - credentials: a request without the API key pair (or a bearer token) gets 401 with no body and
 *   `WWW-Authenticate: Bearer`, half a pair counts as none (Spring Security's entry point,
 *   ApiKeyAuthFilter.kt:37); operations the ledger's permission entries open to anonymous callers
 *   answer without credentials;
 * - an invalid body or parameter gets 400 naming the field: `Field F validation error: M` in the
 *   platform's ApiErrorResponse `{status, message, code}` for a broken constraint, Spring Boot's
 *   `{timestamp, status, error, message, path}` for a missing or mistyped field or parameter
 *   (ledger `error.body`, /work/audit/contract-vs-code.md "Exception mapping");
 * - a status the ledger gives instead of the contract's success status (201 → 200 for an API key
 *   or a dataset, 204 → 403 for deleting a model);
 * - a prediction answers 201 with the `Location` path the ledger gives, without `/v1`
 *   (`prediction.location`), and its dataset is EXECUTING at the first read and SUCCESS after;
 * - a CSV prediction counts its header as a row, and too many rows get Spring's 400 with the
 *   platform's message (`model.predict-csv.max-rows`);
 * - a base64 field (`format: byte`) with a `maxLength` is read as the platform's byte array: text
 *   that is not base64 gets Jackson's 400, and more decoded bytes than the ledger's `bytes` for the
 *   operation get the platform's 400 for a broken `@Size`; its length in characters counts for
 *   nothing (base64.ts, `model.predict-csv.max-rows`, `model.raw-files.max-bytes`).
 *
 * No network and no DOM here: the browser glue is fetch.ts.
 */
import OpenAPIBackend, {type Operation, type Options, type Request} from 'openapi-backend';
import {base64Fields, decodedLength, hasBase64Limit, setBase64LimitAside} from './base64';
import {bootError, constraintAnswer, sizeMessage, unreadableAnswer, validationAnswer, type Node} from './errors';
import {precompiledAjv, type Validators} from './validators';
import {HTTP_METHODS} from '../../../shared/http-methods';

export type LedgerFact = {
  id: string;
  behaviour: string;
  operations?: {name: string}[];
  status?: number;
  contractStatus?: number;
  contract?: string;
  rows?: number;
  bytes?: number;
  location?: string;
  who?: Record<string, string>;
};

export type SandboxRequest = {method: string; url: string; headers: Record<string, string>; body?: string};

export type SandboxAnswer = {
  status: number;
  headers: Record<string, string>;
  /** A JSON body; none when `undefined`. */
  body?: unknown;
  /** What the reader should know about this answer, in plain sentences. */
  notes: string[];
};

type StoredDataset = {dataset: Node; reads: number};

/** A request as the sandbox reads it. */
type Incoming = {request: Request; headers: Record<string, string>; body: unknown; malformed: boolean; url: URL};

export type SandboxOptions = {
  /** The contract as the console shows it (with the ledger's `x-platform-today` notes). */
  spec: Node;
  /** The ledger's entries (`@jaqpot/platform-behaviour/facts.json`). */
  ledger: LedgerFact[];
  /** The origin the sandbox answers for, used in `Location` headers. */
  origin: string;
  /**
   * Request validators built with the site (validators.ts), for a page whose policy forbids
   * compiling code; without them Ajv compiles each schema itself (Node).
   */
  validators?: Validators;
};

export type Sandbox = {handle: (request: SandboxRequest) => Promise<SandboxAnswer>};

function contractKey(spec: Node, operationId: string): string | undefined {
  for (const [path, item] of Object.entries<Node>(spec.paths ?? {})) {
    for (const method of HTTP_METHODS)
      if (item[method]?.operationId === operationId) return `${method.toUpperCase()} ${path}`;
  }
  return undefined;
}

/**
 * The document as requests are checked against it: a read-only property is never required in a
 * request (OpenAPI 3.0), which openapi-backend's validation does not know. The sandbox validates
 * only requests, so its copy of the schemas can drop them from `required`. A base64 field's
 * `maxLength` is set aside: the platform counts it in decoded bytes, which the engine checks after
 * Ajv (base64.ts).
 */
function forRequests(spec: Node): Node {
  const copy = structuredClone(spec);
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const schema = node as Node;
    if (Array.isArray(schema.required) && schema.properties && typeof schema.properties === 'object') {
      schema.required = schema.required.filter((name: string) => schema.properties[name]?.readOnly !== true);
      if (schema.required.length === 0) delete schema.required;
    }
    setBase64LimitAside(schema);
    Object.values(schema).forEach(walk);
  };
  walk(copy);
  return copy;
}

/**
 * openapi-backend as the sandbox runs it, on the contract as requests are checked against it: the
 * build compiles its request validators with the same options (precompile.ts).
 */
export function backendOptions(spec: Node, customizeAjv?: Options['customizeAjv']): Options {
  return {
    definition: forRequests(spec) as never,
    quick: true,
    strict: false,
    validate: true,
    ajvOpts: {validateFormats: false, strict: false},
    customizeAjv,
  };
}

export async function createSandbox({spec, ledger, origin, validators}: SandboxOptions): Promise<Sandbox> {
  const api = new OpenAPIBackend(backendOptions(spec, validators && precompiledAjv(validators)));
  await api.init();

  const factsOf = (key: string) => ledger.filter((f) => f.operations?.some((o) => o.name === key));
  const fact = (id: string) => {
    const found = ledger.find((f) => f.id === id);
    if (!found) throw new Error(`The sandbox follows the ledger entry ${id}, which the ledger no longer has`);
    return found;
  };
  const given = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The sandbox follows the ${what}, which the ledger no longer gives`);
    return value;
  };
  const locationPath = given(fact('prediction.location').location, 'Location path of prediction.location');
  const csvRows = given(fact('model.predict-csv.max-rows').rows, 'row count of model.predict-csv.max-rows');
  // The ledger's byte limit of every operation whose body has a base64 field with a maxLength.
  const byteLimits = new Map<string, number>();
  for (const operation of api.getOperations()) {
    if (!operation.operationId || !hasBase64Limit(requestSchema(operation))) continue;
    const key = contractKey(spec, operation.operationId) ?? operation.operationId;
    const limit = factsOf(key).find((f) => f.bytes !== undefined)?.bytes;
    byteLimits.set(operation.operationId, given(limit, `byte limit of the base64 fields of ${key}`));
  }
  const datasets = new Map<number, StoredDataset>();
  const successExample = api.mockResponseForOperation('getDatasetById', {code: 200, example: 'success'}).mock as Node;
  let nextId = Math.max(Number(successExample.id) || 0, 4821) + 1000;

  /** The contract's success status of an operation and its documented example. */
  const documented = (operationId: string) => {
    const {status, mock} = api.mockResponseForOperation(operationId);
    const operation = api.getOperation(operationId) as Node | undefined;
    const response = operation?.responses?.[String(status)];
    return {status, body: response?.content ? mock : undefined};
  };

  /** The differences the ledger records for this operation, as notes. */
  const differenceNotes = (key: string) =>
    factsOf(key)
      .filter((f) => f.contract)
      .map((f) => `On the platform today: ${f.behaviour} The reference says otherwise: ${f.contract}`);

  /**
   * The base64 fields with a limit, as the platform reads them: Jackson decodes each into a byte
   * array (text that is not base64 stops it), then bean validation counts the bytes against the
   * ledger's limit. The 400 of the first field refused, or `undefined` when all are taken.
   */
  function base64Answer(operation: Operation, body: unknown, path: string, notes: string[]): SandboxAnswer | undefined {
    const limit = byteLimits.get(operation.operationId!);
    if (limit === undefined) return undefined;
    for (const {field, value, maxLength} of base64Fields(requestSchema(operation), body)) {
      const bytes = decodedLength(value);
      if (bytes === undefined) {
        notes.push(
          `${field} is not base64: the platform cannot read the body, and its message may be worded otherwise.`,
        );
        const answer = unreadableAnswer(field, 'is not base64 (the standard alphabet, padded with =)', path);
        return {status: answer.status, headers: {}, body: answer.body, notes};
      }
      if (bytes > limit) {
        notes.push(
          `${field} decodes to ${count(bytes)} bytes: the platform takes at most ${count(limit)}, counted before base64 encoding, and answers 400.`,
        );
        const answer = constraintAnswer(field, sizeMessage(0, limit));
        return {status: answer.status, headers: {}, body: answer.body, notes};
      }
      if (value.length > maxLength)
        notes.push(
          `${field} has ${count(value.length)} base64 characters, more than the ${count(maxLength)} of the reference, but decodes to ${count(bytes)} bytes: the platform counts the bytes, at most ${count(limit)}.`,
        );
    }
    return undefined;
  }

  function storePrediction(modelId: number, input: unknown[], type: string): number {
    const id = nextId++;
    const now = new Date().toISOString();
    datasets.set(id, {
      reads: 0,
      dataset: {id, type, entryType: 'ARRAY', input, status: 'EXECUTING', modelId, createdAt: now, updatedAt: now},
    });
    return id;
  }

  function readDataset(id: number): Node | undefined {
    const stored = datasets.get(id);
    if (!stored) return undefined;
    stored.reads += 1;
    const now = new Date().toISOString();
    const {dataset} = stored;
    if (stored.reads === 1)
      return {...successExample, ...dataset, result: null, executedAt: now, executionFinishedAt: null};
    if (dataset.status !== 'SUCCESS') {
      const rows = (successExample.result as unknown[] | undefined) ?? [];
      dataset.status = 'SUCCESS';
      dataset.result = (dataset.input as unknown[]).map((_, i) => rows[i % Math.max(rows.length, 1)] ?? null);
      dataset.executedAt ??= now;
      dataset.executionFinishedAt = now;
      dataset.updatedAt = now;
    }
    return {...successExample, ...dataset};
  }

  async function handle(raw: SandboxRequest): Promise<SandboxAnswer> {
    const url = new URL(raw.url, origin);
    const headers = Object.fromEntries(Object.entries(raw.headers).map(([k, v]) => [k.toLowerCase(), v]));
    let body: unknown;
    let malformed = false;
    if (raw.body !== undefined && raw.body !== '') {
      try {
        body = JSON.parse(raw.body);
      } catch {
        malformed = true;
      }
    }
    const request: Request = {
      method: raw.method.toLowerCase(),
      path: url.pathname,
      query: Object.fromEntries(
        [...url.searchParams.keys()].map((k) => [
          k,
          url.searchParams.getAll(k).length > 1 ? url.searchParams.getAll(k) : url.searchParams.get(k)!,
        ]),
      ),
      headers,
      body,
    };
    const operation = api.router.matchOperation(request) as (Operation & Node) | undefined;
    if (!operation) {
      const pathExists = api.router.matchOperation({...request, method: 'get'}) ?? undefined;
      const status = pathExists ? 405 : 404;
      return {
        status,
        headers: {},
        body: bootError(status, 'No such operation in the contract', url.pathname),
        notes: [],
      };
    }
    const key = contractKey(spec, operation.operationId!) ?? `${raw.method.toUpperCase()} ${url.pathname}`;
    // The sandbox's own notes first, then where the platform differs from the reference.
    const answer = answerOperation(operation, key, {request, headers, body, malformed, url});
    return {...answer, notes: [...answer.notes, ...differenceNotes(key)]};
  }

  function answerOperation(
    operation: Operation & Node,
    key: string,
    {request, headers, body, malformed, url}: Incoming,
  ): SandboxAnswer {
    const notes: string[] = [];

    // Credentials: both halves of the key pair, or a bearer token.
    const anonymousAllowed = factsOf(key).some((f) => f.who && f.who.anonymous !== 'no');
    const keyed = Boolean(headers['x-api-key']?.trim() && headers['x-api-secret']?.trim());
    const bearer = /^Bearer\s+\S+/i.test(headers.authorization ?? '');
    const secured = !(Array.isArray(operation.security) && operation.security.length === 0);
    if (secured && !keyed && !bearer) {
      if (anonymousAllowed) {
        notes.push('No API key was sent: the platform answers this operation without one for what is public.');
      } else {
        notes.push(
          'No API key pair was sent (or only half of it): the platform answers 401 with no body. Use Authorize to enter any key and secret.',
        );
        return {status: 401, headers: {'www-authenticate': 'Bearer'}, notes};
      }
    }

    if (malformed) {
      return {
        status: 400,
        headers: {},
        body: bootError(400, 'JSON parse error: the body is not valid JSON', url.pathname),
        notes,
      };
    }
    const validation = api.validateRequest(request, operation as never);
    if (!validation.valid && validation.errors?.length) {
      const answer = validationAnswer(validation.errors, url.pathname);
      notes.push(
        `The request does not fit the contract at ${answer.field}; the platform's message may be worded otherwise.`,
      );
      return {status: answer.status, headers: {}, body: answer.body, notes};
    }

    const base64 = base64Answer(operation, body, url.pathname, notes);
    if (base64) return base64;

    const params = api.router.parseRequest(request, operation as never).params as Record<string, string>;
    if (operation.operationId === 'predictWithModel' || operation.operationId === 'predictWithModelCSV') {
      let input = (body as {input?: unknown[]}).input;
      if (operation.operationId === 'predictWithModelCSV') {
        const csv = decodeCsv((body as {inputFile: string}).inputFile);
        if (!csv) {
          return {
            status: 400,
            headers: {},
            body: bootError(400, 'Could not read inputFile as a CSV file', url.pathname),
            notes,
          };
        }
        // The platform counts the header among its 100 rows and answers with Spring's error body;
        // the ledger's note on the operation says so.
        if (csv.rows.length > csvRows) {
          const message = `CSV file contains more than ${csvRows + 1} rows, please provide a smaller dataset`;
          return {status: 400, headers: {}, body: bootError(400, message, url.pathname), notes};
        }
        input = csv.rows;
      }
      const id = storePrediction(Number(Object.values(params)[0]), input ?? [], String((body as {type?: string}).type));
      // The Location has no /v1, as on the platform; the ledger's note on the operation says so.
      notes.push(`The dataset ${id} is EXECUTING: read it with GET /v1/datasets/${id}.`);
      return {status: 201, headers: {location: origin + locationPath.replace('{id}', String(id))}, notes};
    }
    if (operation.operationId === 'getDatasetById') {
      const dataset = readDataset(Number(params.id));
      if (dataset) {
        notes.push(
          dataset.status === 'EXECUTING'
            ? 'The prediction is still running: read the dataset again for its result.'
            : 'The prediction is done. The sandbox runs no model: the results are the documented example values.',
        );
        return {status: 200, headers: {}, body: dataset, notes};
      }
    }

    // The documented example, with the status the platform answers where the ledger says it differs.
    const {status, body: example} = documented(operation.operationId!);
    const swap = factsOf(key).find((f) => f.status !== undefined && f.contractStatus === status);
    if (swap) {
      notes.push(`The sandbox answers ${swap.status} as the platform does, where the reference says ${status}.`);
      if (swap.status! >= 200 && swap.status! < 300) return {status: swap.status!, headers: {}, body: example, notes};
      // Spring Security answers 401 and 403 with no body.
      if (swap.status === 401 || swap.status === 403) return {status: swap.status, headers: {}, notes};
      return {status: swap.status!, headers: {}, body: bootError(swap.status!, swap.behaviour, url.pathname), notes};
    }
    return {status, headers: {}, body: example, notes};
  }

  return {handle};
}

/** The JSON schema of an operation's request body (dereferenced by openapi-backend). */
function requestSchema(operation: Operation): Node | undefined {
  return (operation as Node).requestBody?.content?.['application/json']?.schema as Node | undefined;
}

/** A count as the notes write it: 10,000,001. */
const count = (n: number) => n.toLocaleString('en-US');

/** The rows of a base64 CSV file, keyed by its header. */
function decodeCsv(base64: string): {rows: Record<string, string>[]} | undefined {
  let text: string;
  try {
    // A loop over the binary string: Uint8Array.from with a mapping callback is slow on a 10 MB file.
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    text = new TextDecoder().decode(bytes);
  } catch {
    return undefined;
  }
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length === 0) return undefined;
  const header = lines[0]!.split(',').map((h) => h.trim());
  const rows = lines.slice(1).map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(header.map((h, i) => [h, (cells[i] ?? '').trim()]));
  });
  return {rows};
}
