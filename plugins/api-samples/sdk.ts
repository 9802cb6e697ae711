/**
 * The SDKs' samples of an operation, from reference/jaqpot-sdks.json only: an SDK call is shown
 * when the facts name a method that sends this operation's method and path, with the parameters
 * the facts give it. Where the SDK has no such method the sample is a comment that says so.
 *
 * - Python SDK: `python_sdk.operations` maps JaqpotApiClient's methods to operations; their
 *   parameters are the method's in `python_sdk.modules`.
 * - Java and Kotlin: JaqpotApiClient's own functions where it has one for the operation
 *   (`predictSync`, `createApiKey`), else the generated client's method from
 *   `kotlin_sdk.generated_openapi_client.methods`, on the property that holds its API class.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {SampleRequest} from './request';

export const SDK_FACTS_FILE = join('reference', 'jaqpot-sdks.json');

type PyParam = {name: string; default?: string};
type PyMethod = {name: string; params: PyParam[]};
type PyOperation = {method: string; operationId: string; http: string};
type GeneratedParam = {name: string; in: 'path' | 'query' | 'body'; type: string; required: boolean};
type GeneratedMethod = {api: string; name: string; http: string; params: GeneratedParam[]};
type KFunction = {name: string; params: {name: string; type: string; default?: string}[]};
type KClass = {name: string; fqcn: string; functions: KFunction[]; properties: {name: string; type: string}[]};

export type SdkFacts = {
  python_sdk: {
    install: {latest_version: string; pip_package: string};
    operations: PyOperation[];
    modules: Record<string, {classes: {name: string; methods: PyMethod[]}[]}>;
  };
  kotlin_sdk: {
    install: {latest_version: string; maven_coordinates: string};
    classes: KClass[];
    generated_openapi_client: {methods: GeneratedMethod[]; packages: string[]};
  };
};

export function readSdkFacts(siteDir: string): SdkFacts {
  return JSON.parse(readFileSync(join(siteDir, SDK_FACTS_FILE), 'utf8')) as SdkFacts;
}

/** `GET /v1/models/{id}` and `GET /v1/models/{modelId}` name the same operation. */
export function sameCall(a: string, b: string): boolean {
  const shape = (s: string) => s.replace(/\{[^}]+\}/g, '{}');
  return shape(a) === shape(b);
}

const httpOf = (request: SampleRequest) => `${request.method} ${request.path}`;
const camel = (snake: string) => snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

// ---------------------------------------------------------------------------------------------
// Python
// ---------------------------------------------------------------------------------------------

/** A JSON value as a Python literal, indented with `indent` spaces per level. */
export function pythonLiteral(value: unknown, depth = 0): string {
  const pad = (d: number) => '    '.repeat(d);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => pad(depth + 1) + pythonLiteral(v, depth + 1)).join(',\n')},\n${pad(depth)}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const flat = entries.map(([k, v]) => `${JSON.stringify(k)}: ${pythonLiteral(v, depth + 1)}`);
  const oneLine = `{${flat.join(', ')}}`;
  if (oneLine.length <= 80 && !oneLine.includes('\n')) return oneLine;
  return `{\n${flat.map((f) => pad(depth + 1) + f).join(',\n')},\n${pad(depth)}}`;
}

function pythonClientMethods(facts: SdkFacts): Map<string, PyMethod> {
  const module = facts.python_sdk.modules['jaqpot_python_sdk.jaqpot_api_client'];
  const cls = module?.classes.find((c) => c.name === 'JaqpotApiClient');
  if (!cls) throw new Error(`${SDK_FACTS_FILE}: JaqpotApiClient is missing from the Python SDK's facts`);
  return new Map(cls.methods.map((m) => [m.name, m]));
}

/** The Python SDK method the facts map to this operation, first listed first. */
export function pythonSdkMethod(facts: SdkFacts, request: SampleRequest): PyMethod | undefined {
  const entry = facts.python_sdk.operations.find((o) => sameCall(o.http, httpOf(request)));
  if (!entry) return undefined;
  const method = pythonClientMethods(facts).get(entry.method);
  if (!method)
    throw new Error(`${SDK_FACTS_FILE}: python_sdk.operations names ${entry.method}, which JaqpotApiClient lacks`);
  return method;
}

/** The CSV text of a base64 `inputFile` example. */
function csvText(body: unknown): string | undefined {
  const file = (body as {inputFile?: unknown} | undefined)?.inputFile;
  return typeof file === 'string' ? Buffer.from(file, 'base64').toString('utf8') : undefined;
}

function pythonArgument(param: PyParam, request: SampleRequest): string | undefined {
  const queryValue = request.query.find((q) => q.name === camel(param.name));
  if (queryValue)
    return param.default === undefined
      ? pythonLiteral(queryValue.value)
      : `${param.name}=${pythonLiteral(queryValue.value)}`;
  if (param.name.endsWith('_id') && request.pathParams.length === 1) return pythonLiteral(request.pathParams[0]!.value);
  if (param.name === 'dataset') return 'rows';
  if (param.name === 'csv_path') return '"input.csv"';
  return undefined;
}

export function pythonSdkSample(facts: SdkFacts, request: SampleRequest): string {
  const method = pythonSdkMethod(facts, request);
  const {pip_package: pkg, latest_version: version} = facts.python_sdk.install;
  if (!method) {
    return [
      `# The Python SDK (${pkg} ${version}) has no method for ${request.operationId}.`,
      '# Call the API over HTTP instead: see the Python tab.',
    ].join('\n');
  }
  const args: string[] = [];
  for (const param of method.params) {
    if (param.name === 'self') continue;
    const arg = pythonArgument(param, request);
    if (arg === undefined && param.default === undefined)
      throw new Error(`${request.operationId}: no value for ${method.name}(${param.name})`);
    if (arg !== undefined) args.push(arg);
  }
  const lines = ['from jaqpot_python_sdk.jaqpot_api_client import JaqpotApiClient', ''];
  const csv = method.params.some((p) => p.name === 'csv_path') ? csvText(request.body) : undefined;
  if (csv !== undefined) lines.unshift('from pathlib import Path', '');
  lines.push('client = JaqpotApiClient()  # reads JAQPOT_API_KEY and JAQPOT_API_SECRET', '');
  if (method.params.some((p) => p.name === 'dataset')) {
    const rows = (request.body as {input?: unknown} | undefined)?.input;
    if (!Array.isArray(rows)) throw new Error(`${request.operationId}: the request body example has no input rows`);
    lines.push(`rows = ${pythonLiteral(rows)}`);
  }
  if (csv !== undefined) lines.push(`Path("input.csv").write_text(${JSON.stringify(csv)})`);
  lines.push(`result = client.${method.name}(${args.join(', ')})`, 'print(result)');
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Java and Kotlin
// ---------------------------------------------------------------------------------------------

type JvmCall =
  | {kind: 'helper'; fn: KFunction; request: SampleRequest}
  | {kind: 'generated'; method: GeneratedMethod; property: string; request: SampleRequest};

function clientClass(facts: SdkFacts): KClass {
  const cls = facts.kotlin_sdk.classes.find((c) => c.fqcn === 'org.jaqpot.client.JaqpotApiClient');
  if (!cls)
    throw new Error(`${SDK_FACTS_FILE}: org.jaqpot.client.JaqpotApiClient is missing from the Kotlin SDK's facts`);
  return cls;
}

/**
 * JaqpotApiClient's own functions and the operation each sends (kotlin_sdk.notes in the facts:
 * predictSync posts predictWithModel and polls the dataset; createApiKey posts createApiKey).
 */
const HELPERS: Record<string, string> = {
  predictSync: 'POST /v1/models/{modelId}/predict',
  createApiKey: 'POST /v1/user/api-keys',
};

export function jvmCall(facts: SdkFacts, request: SampleRequest): JvmCall | undefined {
  const client = clientClass(facts);
  for (const [name, http] of Object.entries(HELPERS)) {
    if (!sameCall(http, httpOf(request))) continue;
    const fn = client.functions.find((f) => f.name === name);
    if (!fn) throw new Error(`${SDK_FACTS_FILE}: JaqpotApiClient has no function ${name}`);
    return {kind: 'helper', fn, request};
  }
  const method = facts.kotlin_sdk.generated_openapi_client.methods.find((m) => sameCall(m.http, httpOf(request)));
  if (!method) return undefined;
  const property = client.properties.find((p) => p.type === method.api);
  if (!property) throw new Error(`${SDK_FACTS_FILE}: JaqpotApiClient has no property of type ${method.api}`);
  return {kind: 'generated', method, property: property.name, request};
}

type Jvm = 'java' | 'kotlin';

/** A JSON value as a Java or Kotlin expression (maps and lists of plain values). */
export function jvmLiteral(value: unknown, lang: Jvm): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value).replace(/\$/g, lang === 'kotlin' ? '\\$' : '$');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const items = value.map((v) => jvmLiteral(v, lang));
    return lang === 'java' ? `List.of(${items.join(', ')})` : `listOf(${items.join(', ')})`;
  }
  const pairs = Object.entries(value as Record<string, unknown>).map(([k, v]) =>
    lang === 'java' ? `${JSON.stringify(k)}, ${jvmLiteral(v, lang)}` : `${JSON.stringify(k)} to ${jvmLiteral(v, lang)}`,
  );
  return lang === 'java' ? `Map.of(${pairs.join(', ')})` : `mapOf(${pairs.join(', ')})`;
}

function paramLiteral(param: GeneratedParam, value: unknown, lang: Jvm): string {
  if (value === undefined) return 'null';
  if (param.type === 'Long') return `${String(value)}L`;
  if (param.type === 'Integer' || param.type === 'Boolean') return String(value);
  if (param.type === 'String') return jvmLiteral(String(value), lang);
  return 'null';
}

/** The generated method's arguments, in its order; the body as a variable named after the parameter. */
function generatedArguments(method: GeneratedMethod, request: SampleRequest, lang: Jvm): string[] {
  const pathValues = [...request.path.matchAll(/\{([^}]+)\}/g)].map(
    (m) => request.pathParams.find((p) => p.name === m[1])?.value,
  );
  const pathNames = [...method.http.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  return method.params.map((param) => {
    if (param.in === 'body') return param.name;
    if (param.in === 'path') return paramLiteral(param, pathValues[pathNames.indexOf(param.name)], lang);
    return paramLiteral(param, request.query.find((q) => q.name === param.name)?.value, lang);
  });
}

/** Rows (a list of maps) as a Java or Kotlin list, one row a line, indented for a statement at `indent`. */
function jvmRows(rows: unknown, lang: Jvm, indent: string): string {
  if (!Array.isArray(rows)) throw new Error('the request body example has no input rows');
  const open = lang === 'java' ? 'List.of(' : 'listOf(';
  const items = rows.map((row) => `${indent}    ${jvmLiteral(row, lang)}`);
  return lang === 'java' ? `${open}\n${items.join(',\n')})` : `${open}\n${items.join(',\n')},\n${indent})`;
}

/**
 * A call that sends a generated model: a function that takes the body, built by the caller (its
 * fields are the reference's request body), so the sample names no builder method the facts lack.
 */
function javaWithBody(
  imports: string[],
  request: SampleRequest,
  method: GeneratedMethod,
  bodyParam: GeneratedParam,
  body: string[],
): string {
  const className = pascal(request.operationId.replace(/\W/g, ''));
  return [
    ...[...new Set(imports)].sort().map((i) => `import ${i};`),
    '',
    `public class ${className} {`,
    `    // ${bodyParam.name} is the request body: build it with the fields the reference lists.`,
    `    static void ${method.name}(JaqpotApiClient client, ${bodyParam.type} ${bodyParam.name}) throws Exception {`,
    ...body.flatMap((l) => l.split('\n')).map((l) => `        ${l}`),
    '    }',
    '}',
  ].join('\n');
}

function kotlinWithBody(imports: string[], method: GeneratedMethod, bodyParam: GeneratedParam, body: string[]): string {
  return [
    ...[...new Set(imports)].sort().map((i) => `import ${i}`),
    '',
    `// ${bodyParam.name} is the request body: build it with the fields the reference lists.`,
    `fun ${method.name}(client: JaqpotApiClient, ${bodyParam.name}: ${bodyParam.type}) {`,
    ...body.flatMap((l) => l.split('\n')).map((l) => `    ${l}`),
    '}',
  ].join('\n');
}

function javaSample(call: JvmCall): string {
  const {request} = call;
  const imports = ['org.jaqpot.client.JaqpotApiClient'];
  const body: string[] = [];
  if (call.kind === 'helper' && call.fn.name === 'predictSync') {
    const rows = (request.body as {input?: unknown}).input;
    imports.unshift('java.util.List', 'java.util.Map');
    imports.push('org.openapitools.client.model.Dataset');
    body.push(
      `List<Object> input = ${jvmRows(rows, 'java', '')};`,
      `Dataset dataset = client.predictSync(${String(request.pathParams[0]!.value)}L, input);`,
      'System.out.println(dataset);',
    );
  } else if (call.kind === 'helper') {
    const {note, expirationTime} = request.body as {note?: string; expirationTime?: string};
    imports.push('org.openapitools.client.model.ApiKey', 'org.openapitools.client.model.CreateApiKey201Response');
    body.push(
      'CreateApiKey201Response created =',
      `    client.createApiKey(${jvmLiteral(note ?? null, 'java')}, ApiKey.ExpirationTimeEnum.${expirationTime ?? 'THREE_MONTHS'});`,
      '// created holds the new client key and secret: keep them in your secret store.',
    );
  } else {
    const {method, property} = call;
    imports.push('retrofit2.Response');
    const bodyParam = method.params.find((p) => p.in === 'body');
    if (bodyParam) imports.push(`org.openapitools.client.model.${bodyParam.type}`);
    body.push(
      `Response<?> response = client.get${pascal(property)}().${method.name}(${generatedArguments(method, request, 'java').join(', ')}).execute();`,
      'if (response.isSuccessful()) {',
      '    System.out.println(response.body());',
      '} else {',
      `    System.err.println("${method.name} failed with HTTP " + response.code());`,
      '}',
    );
    if (bodyParam) return javaWithBody(imports, request, method, bodyParam, body);
  }
  const className = pascal(request.operationId.replace(/\W/g, ''));
  return [
    ...[...new Set(imports)].sort().map((i) => `import ${i};`),
    '',
    `public class ${className} {`,
    '    public static void main(String[] args) throws Exception {',
    '        JaqpotApiClient client = new JaqpotApiClient(',
    '            System.getenv("JAQPOT_API_KEY"), System.getenv("JAQPOT_API_SECRET"));',
    '',
    ...body.flatMap((l) => l.split('\n')).map((l) => `        ${l}`),
    '    }',
    '}',
  ].join('\n');
}

function kotlinSample(call: JvmCall): string {
  const {request} = call;
  const imports = ['org.jaqpot.client.JaqpotApiClient'];
  const body: string[] = [];
  if (call.kind === 'helper' && call.fn.name === 'predictSync') {
    const rows = (request.body as {input?: unknown}).input;
    body.push(
      `val input: List<Any> = ${jvmRows(rows, 'kotlin', '')}`,
      `val dataset = client.predictSync(${String(request.pathParams[0]!.value)}L, input)`,
      'println(dataset)',
    );
  } else if (call.kind === 'helper') {
    const {note, expirationTime} = request.body as {note?: string; expirationTime?: string};
    imports.push('org.openapitools.client.model.ApiKey');
    body.push(
      'val created = client.createApiKey(',
      `    note = ${jvmLiteral(note ?? null, 'kotlin')},`,
      `    expirationTime = ApiKey.ExpirationTimeEnum.${expirationTime ?? 'THREE_MONTHS'},`,
      ')',
      '// created holds the new client key and secret: keep them in your secret store.',
    );
  } else {
    const {method, property} = call;
    const bodyParam = method.params.find((p) => p.in === 'body');
    if (bodyParam) imports.push(`org.openapitools.client.model.${bodyParam.type}`);
    body.push(
      `val response = client.${property}.${method.name}(${generatedArguments(method, request, 'kotlin').join(', ')}).execute()`,
      'if (response.isSuccessful) {',
      '    println(response.body())',
      '} else {',
      `    System.err.println("${method.name} failed with HTTP \${response.code()}")`,
      '}',
    );
    if (bodyParam) return kotlinWithBody(imports, method, bodyParam, body);
  }
  return [
    ...[...new Set(imports)].sort().map((i) => `import ${i}`),
    '',
    'fun main() {',
    '    val client = JaqpotApiClient(',
    '        System.getenv("JAQPOT_API_KEY") ?: error("Set JAQPOT_API_KEY"),',
    '        System.getenv("JAQPOT_API_SECRET") ?: error("Set JAQPOT_API_SECRET"),',
    '    )',
    '',
    ...body.flatMap((l) => l.split('\n')).map((l) => `    ${l}`),
    '}',
  ].join('\n');
}

function jvmLacking(facts: SdkFacts, request: SampleRequest, comment: string): string {
  const {maven_coordinates: coordinates} = facts.kotlin_sdk.install;
  const sameName = facts.kotlin_sdk.generated_openapi_client.methods.find((m) => m.name === request.operationId);
  const lines = [`${comment} The Java/Kotlin SDK (${coordinates}) has no method for ${request.operationId}.`];
  if (sameName)
    lines.push(`${comment} Its ${sameName.api}.${sameName.name} sends ${sameName.http}, not ${httpOf(request)}.`);
  lines.push(`${comment} Call the API over HTTP instead: see the curl tab.`);
  return lines.join('\n');
}

export function jvmSamples(facts: SdkFacts, request: SampleRequest): {java: string; kotlin: string} {
  const call = jvmCall(facts, request);
  if (!call) return {java: jvmLacking(facts, request, '//'), kotlin: jvmLacking(facts, request, '//')};
  return {java: javaSample(call), kotlin: kotlinSample(call)};
}
