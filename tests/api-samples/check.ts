/**
 * Checks of the API reference's code samples against the contract they were written from and the
 * SDK facts, as functions of a contract, so that the test can also run them on a changed contract.
 * Every problem starts with the operation's id.
 *
 * The samples are read as a reader reads them: the curl command's method, URL, headers and body;
 * the Python and JavaScript samples' URL; the SDK samples' calls (by the content checks of
 * tests/content, against reference/jaqpot-sdks.json).
 */
import {allSamples, type OperationSamples} from '../../plugins/api-samples';
import type {SdkFacts} from '../../plugins/api-samples/sdk';
import {analyse, problems as pythonProblems} from '../content/python-check';
import {checkJvmBlock, JvmFacts} from '../content/jvm-check';
import {deref, formatAjvErrors, parametersOf, schemaValidator, type Obj} from '../contract/helpers';

export type CurlRequest = {method: string; url: URL; headers: Map<string, string>; data?: string};

/** Reads the curl command httpsnippet writes (`--request`, `--url`, `--header`, `--data`, one a line). */
export function parseCurl(command: string): CurlRequest {
  const value = (line: string) => {
    const m = /^\s*(?:curl(?: --no-buffer)? )?--[\w-]+ (?:'((?:[^'\\]|'\\'')*)'|"([^"]*)"|(\S+))/.exec(line);
    return m ? (m[1] ?? m[2] ?? m[3])!.replace(/'\\''/g, "'") : undefined;
  };
  const lines = command.split(/ \\\n/);
  const find = (flag: string) => lines.filter((l) => new RegExp(`(^|\\s)--${flag} `).test(l)).map((l) => value(l)!);
  const [method] = find('request');
  const [url] = find('url');
  if (!method || !url) throw new Error(`not a curl command with --request and --url: ${command.slice(0, 80)}`);
  const headers = new Map(
    find('header').map((h) => {
      const at = h.indexOf(':');
      return [h.slice(0, at).trim(), h.slice(at + 1).trim()] as [string, string];
    }),
  );
  return {method, url: new URL(url), headers, data: find('data')[0]};
}

/** The operation whose method and path template a request matches, `METHOD /path`. */
function matchingOperation(doc: Obj, method: string, pathname: string): string | undefined {
  for (const path of Object.keys(doc.paths ?? {})) {
    const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);
    if (pattern.test(pathname) && doc.paths[path][method.toLowerCase()]) return `${method} ${path}`;
  }
  return undefined;
}

/** Problems of one operation's HTTP samples: the curl request against the contract, the others against curl. */
function httpProblems(doc: Obj, key: string, samples: OperationSamples, validate: ReturnType<typeof schemaValidator>) {
  const {request, byLanguage} = samples;
  const id = request.operationId;
  const found: string[] = [];
  let curl: CurlRequest;
  try {
    curl = parseCurl(byLanguage.curl!);
  } catch (error) {
    return [`${id}: ${(error as Error).message}`];
  }
  const server = new URL(doc.servers?.[0]?.url ?? 'https://api.jaqpot.org');
  if (curl.url.origin !== server.origin) found.push(`${id}: curl calls ${curl.url.origin}, not the contract's server`);
  const pathname = decodeURIComponent(curl.url.pathname.slice(server.pathname.replace(/\/$/, '').length));
  const matched = matchingOperation(doc, curl.method, pathname);
  if (matched !== key)
    found.push(`${id}: curl sends ${curl.method} ${pathname}, which is ${matched ?? 'no operation'} of the contract`);
  const [method, path] = key.split(' ') as [string, string];
  const operation = doc.paths[path]?.[method.toLowerCase()];
  if (!operation) return [...found, `${id}: ${key} is not in the contract`];
  const params = parametersOf({method: method.toLowerCase(), path, op: operation, segs: []}, doc);

  // Path values fit their parameters' types.
  const template = path.split('/');
  pathname.split('/').forEach((segment, i) => {
    const name = /^\{(.+)\}$/.exec(template[i] ?? '')?.[1];
    if (!name) return;
    const param = params.find((p) => p.in === 'path' && p.name === name);
    if (!param) return found.push(`${id}: path parameter ${name} is not a parameter of the operation`);
    const schema = deref(param.schema, doc);
    const value = schema?.type === 'integer' ? Number(segment) : segment;
    const errors = validate.validate(param.schema, value, 'request');
    if (errors.length) found.push(`${id}: path parameter ${name}=${segment}: ${formatAjvErrors(errors)}`);
  });
  // Query names are the operation's query parameters, and its required ones are all sent.
  const sent = new Set(curl.url.searchParams.keys());
  for (const name of sent) {
    const param = params.find((p) => p.in === 'query' && p.name === name);
    if (!param) {
      found.push(`${id}: query parameter ${name} is not a parameter of the operation`);
      continue;
    }
    const schema = deref(param.schema, doc);
    const raw = curl.url.searchParams.getAll(name);
    const value = schema?.type === 'array' ? raw : schema?.type === 'integer' ? Number(raw[0]) : raw[0];
    const errors = validate.validate(param.schema, value, 'request');
    if (errors.length) found.push(`${id}: query parameter ${name}=${raw.join(',')}: ${formatAjvErrors(errors)}`);
  }
  for (const param of params.filter((p) => p.in === 'query' && p.required && !sent.has(p.name)))
    found.push(`${id}: required query parameter ${param.name} is not sent`);

  // The key pair, from the environment.
  if (!(Array.isArray(operation.security) && operation.security.length === 0)) {
    if (
      curl.headers.get('X-Api-Key') !== '$JAQPOT_API_KEY' ||
      curl.headers.get('X-Api-Secret') !== '$JAQPOT_API_SECRET'
    )
      found.push(`${id}: curl does not send X-Api-Key/X-Api-Secret from JAQPOT_API_KEY/JAQPOT_API_SECRET`);
  }
  // The body validates against the operation's request schema.
  const body = deref(operation.requestBody, doc);
  const media = body?.content?.['application/json'];
  if (media && curl.data === undefined && body.required) found.push(`${id}: curl sends no body`);
  if (curl.data !== undefined) {
    if (!media) found.push(`${id}: curl sends a body the operation does not take`);
    else {
      let value: unknown;
      try {
        value = JSON.parse(curl.data);
      } catch {
        found.push(`${id}: curl's body is not JSON`);
      }
      const errors = value === undefined ? [] : validate.validate(media.schema, value, 'request');
      if (errors.length) found.push(`${id}: the request body does not fit the schema: ${formatAjvErrors(errors)}`);
    }
  }
  // Python and JavaScript call the same URL.
  const pythonUrl = /^url = "([^"]+)"$/m.exec(byLanguage.python ?? '')?.[1];
  if (pythonUrl !== `${curl.url.origin}${curl.url.pathname}`) found.push(`${id}: Python calls ${pythonUrl}`);
  const jsUrl = /^const url = '([^']+)';$/m.exec(byLanguage.javascript ?? '')?.[1];
  if (jsUrl !== curl.url.toString()) found.push(`${id}: JavaScript calls ${jsUrl}, curl ${curl.url}`);
  for (const lang of ['python', 'javascript'] as const) {
    for (const variable of ['JAQPOT_API_KEY', 'JAQPOT_API_SECRET'])
      if (!byLanguage[lang]!.includes(variable)) found.push(`${id}: the ${lang} sample does not read ${variable}`);
  }
  return found;
}

export type SampleChecks = {
  http: string[];
  python: string[];
  jvm: string[];
  /** How many SDK calls were checked against the facts. */
  sdkCalls: number;
  operations: number;
};

/** Every check over the samples the reference shows for `doc`. */
export function checkSamples(doc: Obj, facts: SdkFacts, root = '.'): SampleChecks {
  const validate = schemaValidator(doc);
  const all = allSamples(doc, facts);
  const http = [...all].flatMap(([key, samples]) => httpProblems(doc, key, samples, validate));

  const blocks = [...all.values()].flatMap(({request, byLanguage}) =>
    (['python', 'python-sdk'] as const).map((lang) => ({
      file: `${request.operationId} (${lang === 'python' ? 'Python' : 'Python SDK'})`,
      line: 0,
      lang: 'python',
      meta: '',
      code: byLanguage[lang]!,
    })),
  );
  const found = pythonProblems(blocks, analyse(blocks));
  const python = Object.values(found.result).flat();

  const jvmFacts = new JvmFacts(root);
  let sdkCalls = found.counts.calls + found.counts.members;
  const jvm = [...all.values()].flatMap(({request, byLanguage}) =>
    (['java', 'kotlin'] as const).flatMap((lang) => {
      const result = checkJvmBlock(
        {file: request.operationId, line: 0, lang, meta: '', code: byLanguage[lang]!},
        jvmFacts,
      );
      sdkCalls += result.checked;
      return Object.values(result.problems)
        .flat()
        .map((p) => `${request.operationId} (${lang}): ${p}`);
    }),
  );
  return {http, python, jvm, sdkCalls, operations: all.size};
}
