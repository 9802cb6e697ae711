/**
 * Code samples for every operation of the contract, in every client of
 * src/shared/code-languages.ts, written at build time and shown by the API reference through
 * Redoc's `x-codeSamples`. The openapi-contract plugin adds them to the document the reference
 * renders (as it adds the ledger's notes); the published YAML stays the contract as written.
 *
 * The HTTP clients' samples come from httpsnippet (http.ts), the SDKs' from the facts file
 * (sdk.ts); the request of each comes from the contract's examples (request.ts). A sample that
 * cannot be written (an operation without a usable example, an SDK fact that points nowhere)
 * fails the build with the operation's id.
 */
import {CODE_LANGUAGES} from '../../src/shared/code-languages';
import {httpSamples} from './http';
import {operationsOf, sampleRequest, type Node, type SampleRequest} from './request';
import {jvmSamples, pythonSdkSample, type SdkFacts} from './sdk';

export const SAMPLES_EXTENSION = 'x-codeSamples';
/** Where the samples send their requests when the contract names no server. */
export const DEFAULT_SERVER = 'https://api.jaqpot.org';

/** One sample as Redoc reads it. */
export type CodeSample = {lang: string; label: string; source: string};

export type OperationSamples = {request: SampleRequest; samples: CodeSample[]; byLanguage: Record<string, string>};

/** The samples of one operation, in the order of CODE_LANGUAGES. */
export function operationSamples(doc: Node, facts: SdkFacts, method: string, path: string): OperationSamples {
  const request = sampleRequest(doc, method, path);
  const server = (doc.servers?.[0]?.url as string | undefined) ?? DEFAULT_SERVER;
  let byLanguage: Record<string, string>;
  try {
    const http = httpSamples(request, server);
    byLanguage = {
      curl: http.curl,
      python: http.python,
      'python-sdk': pythonSdkSample(facts, request),
      ...jvmSamples(facts, request),
      javascript: http.javascript,
    };
  } catch (error) {
    throw new Error(`Code samples of ${request.operationId} (${request.method} ${path}): ${(error as Error).message}`, {
      cause: error,
    });
  }
  const samples = CODE_LANGUAGES.map(({id, label, lang}) => {
    const source = byLanguage[id];
    if (source === undefined) throw new Error(`Code samples of ${request.operationId}: no ${label} sample`);
    return {lang, label, source};
  });
  return {request, samples, byLanguage};
}

/** Every operation's samples, keyed `METHOD /path`. */
export function allSamples(doc: Node, facts: SdkFacts): Map<string, OperationSamples> {
  return new Map(
    operationsOf(doc).map(([method, path]) => [
      `${method.toUpperCase()} ${path}`,
      operationSamples(doc, facts, method, path),
    ]),
  );
}

/** A copy of the document with `x-codeSamples` on every operation; the parts it does not change are shared. */
export function withCodeSamples<T extends Node>(doc: T, facts: SdkFacts): T {
  const paths: Node = {};
  for (const [path, item] of Object.entries<Node>(doc.paths ?? {})) paths[path] = {...item};
  for (const [method, path] of operationsOf(doc)) {
    paths[path][method] = {
      ...doc.paths[path][method],
      [SAMPLES_EXTENSION]: operationSamples(doc, facts, method, path).samples,
    };
  }
  return {...doc, paths};
}
