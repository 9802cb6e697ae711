/**
 * The one place that reads the platform's OpenAPI contract. The reference page, the search
 * index, the contract checks and the tests all take the document from here.
 *
 * At build time the document comes from the URL in JAQPOT_OPENAPI_URL when it is set and
 * answers with a parseable OpenAPI object, else from the contract in the repository.
 */
import {readFileSync} from 'node:fs';
import YAML from 'yaml';
import {HTTP_METHODS} from '../../src/shared/http-methods';

export type OpenApiDocument = Record<string, unknown>;

/** A parse failure, with the line where YAML found it. */
export interface ContractParseError {
  message: string;
  line?: number;
}

export interface ParsedContract {
  /** The document, `undefined` when it is not valid YAML/JSON or not an OpenAPI object. */
  spec?: OpenApiDocument;
  errors: ContractParseError[];
}

export interface ContractSource {
  /** The document as text (YAML or JSON), served as the download. */
  text: string;
  spec: OpenApiDocument;
  /** `local` or the remote URL the document came from. */
  origin: string;
}

/** Parses YAML or JSON text (duplicate keys are errors) and checks it is an OpenAPI object. */
export function parseContract(text: string): ParsedContract {
  const parsed = YAML.parseDocument(text, {prettyErrors: true, uniqueKeys: true});
  if (parsed.errors.length) {
    return {
      errors: parsed.errors.map((e) => ({
        message: `YAML ${e.code}: ${e.message.split('\n')[0]}`,
        line: e.linePos?.[0]?.line,
      })),
    };
  }
  const spec = parsed.toJS({maxAliasCount: -1}) as unknown;
  if (!spec || typeof spec !== 'object' || Array.isArray(spec) || !('openapi' in spec) || !('paths' in spec)) {
    return {errors: [{message: 'not an OpenAPI document (no "openapi" and "paths" keys)'}]};
  }
  return {spec: spec as OpenApiDocument, errors: []};
}

/** Parses or throws one error naming `where` and the first problem. */
function parseOrThrow(text: string, where: string): OpenApiDocument {
  const {spec, errors} = parseContract(text);
  if (!spec) {
    const first = errors[0]!;
    throw new Error(`${where}${first.line ? `:${first.line}` : ''} is not a usable OpenAPI document: ${first.message}`);
  }
  return spec;
}

/** Reads the contract in the repository (or any local file); throws naming the file. */
export function readContractFile(file: string): ContractSource {
  const text = readFileSync(file, 'utf8');
  return {text, spec: parseOrThrow(text, file), origin: 'local'};
}

type Fetch = (
  url: string,
  init: {signal: AbortSignal},
) => Promise<{ok: boolean; status: number; text(): Promise<string>}>;

export async function loadContractSource(options: {
  localFile: string;
  remoteUrl?: string;
  fetchImpl?: Fetch;
  timeoutMs?: number;
  warn?: (message: string) => void;
}): Promise<ContractSource> {
  const {localFile, remoteUrl, fetchImpl = fetch as unknown as Fetch, timeoutMs = 15000, warn = console.warn} = options;
  if (remoteUrl) {
    try {
      const response = await fetchImpl(remoteUrl, {signal: AbortSignal.timeout(timeoutMs)});
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const text = await response.text();
      return {text, spec: parseOrThrow(text, remoteUrl), origin: remoteUrl};
    } catch (error) {
      warn(
        `[openapi-contract] Could not load the OpenAPI document from JAQPOT_OPENAPI_URL=${remoteUrl} ` +
          `(${(error as Error).message}); falling back to ${localFile}.`,
      );
    }
  }
  return readContractFile(localFile);
}

/** The document's operations as `METHOD /path`, each with its operationId (when it has one). */
export function contractOperations(spec: OpenApiDocument): Map<string, string | undefined> {
  const operations = new Map<string, string | undefined>();
  const paths = (spec.paths ?? {}) as Record<string, Record<string, {operationId?: string} | undefined>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (operation) operations.set(`${method.toUpperCase()} ${path}`, operation.operationId);
    }
  }
  return operations;
}
