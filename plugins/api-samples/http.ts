/**
 * The HTTP clients' samples (curl, Python `requests`, JavaScript `fetch`), written by httpsnippet
 * from a HAR request built from the contract. httpsnippet writes literal header values: the key
 * pair goes in as placeholders, which each sample then reads from the environment
 * (JAQPOT_API_KEY, JAQPOT_API_SECRET). Each rewrite of httpsnippet's output names the text it
 * expects and throws when that text is missing, so a change of httpsnippet's output fails the
 * build instead of shipping a sample that sends the placeholder.
 */
import {HTTPSnippet, type HarRequest} from 'httpsnippet';
import type {SampleRequest} from './request';

/** The environment variables the samples read the key pair from, by header. */
export const KEY_HEADERS = [
  {header: 'X-Api-Key', variable: 'JAQPOT_API_KEY'},
  {header: 'X-Api-Secret', variable: 'JAQPOT_API_SECRET'},
] as const;

const placeholder = (variable: string) => `@${variable}@`;

/** httpsnippet's request type requires `postData`; a request without a body has none. */
type Har = Omit<HarRequest, 'postData'> & {postData?: HarRequest['postData']};

function harOf(request: SampleRequest, server: string): Har {
  const query = request.query.flatMap(({name, value}) =>
    (Array.isArray(value) ? value : [value]).map((v) => ({name, value: String(v)})),
  );
  const url = new URL(server.replace(/\/$/, '') + request.concretePath);
  for (const {name, value} of query) url.searchParams.append(name, value);
  const headers = request.authenticated
    ? KEY_HEADERS.map(({header, variable}) => ({name: header, value: placeholder(variable)}))
    : [];
  const har: Har = {
    method: request.method,
    url: url.toString(),
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString: query,
    headersSize: -1,
    bodySize: -1,
  };
  if (request.body !== undefined) {
    const mimeType = request.mediaType ?? 'application/json';
    har.headers.push({name: 'Content-Type', value: mimeType});
    har.postData = {mimeType, text: JSON.stringify(request.body)};
  }
  return har;
}

/** Replaces `find` with `replacement` everywhere; throws when `find` is not there. */
function rewrite(code: string, find: string, replacement: string, what: string): string {
  if (!code.includes(find)) throw new Error(`httpsnippet's ${what} sample no longer contains ${JSON.stringify(find)}`);
  return code.split(find).join(replacement);
}

function convert(har: Har, target: 'shell' | 'python' | 'javascript', client: string): string {
  const output = new HTTPSnippet(har as HarRequest).convert(target, client, {
    indent: target === 'python' ? '    ' : '  ',
  });
  const code = Array.isArray(output) ? output[0] : output;
  if (typeof code !== 'string') throw new Error(`httpsnippet wrote no ${target} ${client} sample`);
  return code.trimEnd();
}

function curl(request: SampleRequest, har: Har): string {
  let code = convert(har, 'shell', 'curl');
  for (const {header, variable} of KEY_HEADERS) {
    // In double quotes, so the shell puts the variable's value in.
    code = rewrite(code, `'${header}: ${placeholder(variable)}'`, `"${header}: $${variable}"`, 'curl');
  }
  if (request.answer === 'stream') code = rewrite(code, 'curl ', 'curl --no-buffer ', 'curl');
  return code;
}

function python(request: SampleRequest, har: Har): string {
  let code = convert(har, 'python', 'requests');
  if (request.authenticated) {
    for (const {variable} of KEY_HEADERS)
      code = rewrite(code, `"${placeholder(variable)}"`, `os.environ["${variable}"]`, 'Python');
    code = rewrite(code, 'import requests', 'import os\n\nimport requests', 'Python');
  }
  const call = /^response = requests\.\w+\((.*)\)$/m.exec(code);
  if (!call) throw new Error("httpsnippet's Python sample has no `response = requests.…(…)` line");
  const printed = 'print(response.json())';
  if (request.answer === 'json') {
    code = rewrite(code, printed, 'response.raise_for_status()\nprint(response.json())', 'Python');
  } else if (request.answer === 'stream') {
    code = rewrite(code, call[0], call[0].replace(/\)$/, ', stream=True)'), 'Python');
    code = rewrite(
      code,
      printed,
      'response.raise_for_status()\nfor line in response.iter_lines(decode_unicode=True):\n    print(line)',
      'Python',
    );
  } else if (request.answer === 'empty') {
    code = rewrite(code, printed, PYTHON_EMPTY, 'Python');
  } else {
    code = rewrite(code, printed, 'response.raise_for_status()\nprint(response.text)', 'Python');
  }
  return code;
}

/** An answer without a body: its status, and the `Location` it names, if any. */
const PYTHON_EMPTY = 'response.raise_for_status()\nprint(response.status_code, response.headers.get("Location", ""))';

function javascript(request: SampleRequest, har: Har): string {
  let code = convert(har, 'javascript', 'fetch');
  for (const {variable} of KEY_HEADERS)
    code = rewrite(code, `'${placeholder(variable)}'`, `process.env.${variable}`, 'JavaScript');
  const read = 'const data = await response.json();\n  console.log(data);';
  const check = 'if (!response.ok) throw new Error(`HTTP ${response.status}`);\n  ';
  if (request.answer === 'json') {
    code = rewrite(code, read, check + read, 'JavaScript');
  } else if (request.answer === 'stream') {
    code = rewrite(
      code,
      read,
      `${check}for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {\n    process.stdout.write(chunk);\n  }`,
      'JavaScript',
    );
  } else if (request.answer === 'empty') {
    code = rewrite(
      code,
      read,
      `${check}console.log(response.status, response.headers.get('Location') ?? '');`,
      'JavaScript',
    );
  } else {
    code = rewrite(code, read, `${check}console.log(await response.text());`, 'JavaScript');
  }
  return code;
}

/** The three HTTP clients' samples of one request, by language id (src/shared/code-languages.ts). */
export function httpSamples(
  request: SampleRequest,
  server: string,
): {curl: string; python: string; javascript: string} {
  const har = harOf(request, server);
  return {curl: curl(request, har), python: python(request, har), javascript: javascript(request, har)};
}
