/**
 * The sandbox as a `fetch` for Swagger UI (its request's `userFetch`, set by the console's request
 * interceptor for the sandbox server): loaded at the first request to the sandbox, with the
 * contract, the ledger and the request validators built with the site, and answering without a
 * network.
 */
import spec from '@jaqpot/openapi-console-spec';
import ledger from '@jaqpot/platform-behaviour/facts.json';
import validators from '@jaqpot/sandbox-validators';
import {SANDBOX_URL} from '../servers';
import {createSandbox, type LedgerFact, type Sandbox} from './engine';
import {keepNotes, SANDBOX_HEADER} from './notes';

let sandbox: Promise<Sandbox> | undefined;

type SwaggerRequest = {method?: string; headers?: Record<string, string>; body?: unknown};

export async function sandboxFetch(url: string, request: SwaggerRequest): Promise<Response> {
  // The validators built with the site: the page's policy allows no code compiled in it.
  sandbox ??= createSandbox({spec, ledger: ledger as LedgerFact[], origin: SANDBOX_URL, validators});
  const answer = await (
    await sandbox
  ).handle({
    method: request.method ?? 'GET',
    url,
    headers: request.headers ?? {},
    body: typeof request.body === 'string' ? request.body : undefined,
  });
  const headers = new Headers(answer.headers);
  headers.set(SANDBOX_HEADER, keepNotes(answer.notes));
  if (answer.body !== undefined) headers.set('content-type', 'application/json');
  const body = answer.body === undefined ? null : JSON.stringify(answer.body, null, 2);
  return new Response(body, {status: answer.status, headers});
}
