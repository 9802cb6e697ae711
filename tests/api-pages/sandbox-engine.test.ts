/**
 * The console's sandbox (src/components/ApiConsole/sandbox/engine.ts) over the whole contract, in
 * Node: the reference's own sample request of every operation gets the documented answer (or the
 * one the ledger says the platform gives), a request without credentials gets 401 wherever the
 * ledger does not open the operation to anonymous callers, and the platform's rules it follows
 * (a CSV's header counts as a row) hold. The browser test (sandbox.test.ts) drives it through the
 * console.
 */
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {describe, test} from 'node:test';
import {operationsOf, sampleRequest} from '../../plugins/api-samples/request';
import {withPlatformNotes} from '../../plugins/platform-behaviour/contract-notes';
import {readLedger} from '../../plugins/platform-behaviour/ledger';
import {buildTables} from '../../plugins/platform-behaviour/tables';
import {contractOperations} from '../../plugins/openapi-contract/source';
import {createSandbox, type LedgerFact, type SandboxAnswer} from '../../src/components/ApiConsole/sandbox/engine';
import {sandboxValidatorsSource} from '../../src/components/ApiConsole/sandbox/precompile';
import {precompiledAjv, type Validators} from '../../src/components/ApiConsole/sandbox/validators';
import {contract, type Obj} from '../contract/helpers';

const ORIGIN = 'https://sandbox.jaqpot.invalid';
const KEYS = {'X-Api-Key': 'a-key', 'X-Api-Secret': 'a-secret', 'Content-Type': 'application/json'};
const doc = contract();
const ledger = readLedger();
const ids = new Map([...contractOperations(doc)].filter((p): p is [string, string] => p[1] !== undefined));
const facts = buildTables(ledger, ids).facts as LedgerFact[];
const spec = withPlatformNotes(doc, ledger) as Obj;

const sandbox = () => createSandbox({spec, ledger: facts, origin: ORIGIN});

/** The validators the build writes for the page, loaded as the bundler would load the module. */
async function builtValidators(): Promise<Validators> {
  const {source} = await sandboxValidatorsSource(JSON.parse(JSON.stringify(spec)) as Obj);
  const module = {exports: {} as Validators};
  // Node has no page policy: the module the build writes runs here as it is.
  new Function('require', 'module', 'exports', source)(createRequire(__filename), module, module.exports);
  return module.exports;
}

/** An answer without what changes from one call to the next (times, dataset ids). */
const stable = (answer: SandboxAnswer) => JSON.stringify(answer).replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"<time>"');

/** The request the reference's samples send for an operation, as the sandbox receives it. */
function requestOf(method: string, path: string, headers: Record<string, string> = KEYS) {
  const request = sampleRequest(doc, method, path);
  const url = new URL(ORIGIN + request.concretePath);
  for (const {name, value} of request.query) url.searchParams.append(name, String(value));
  return {
    method: request.method,
    url: url.toString(),
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  };
}

/** The first 2xx status the contract gives an operation. */
const successOf = (method: string, path: string) =>
  Number(Object.keys(doc.paths[path][method].responses).find((c) => /^2/.test(c)));

describe('the sandbox over the contract', () => {
  test("every operation answers the reference's sample request as documented, or as the ledger says the platform does", async () => {
    const {handle} = await sandbox();
    const wrong: string[] = [];
    for (const [method, path] of operationsOf(doc)) {
      const key = `${method.toUpperCase()} ${path}`;
      const answer = await handle(requestOf(method, path));
      const swap = facts.find(
        (f) => f.operations?.some((o) => o.name === key) && f.contractStatus === successOf(method, path),
      );
      const expected = swap?.status ?? successOf(method, path);
      if (answer.status !== expected) wrong.push(`${key}: ${answer.status}, expected ${expected}`);
      if (swap && !answer.notes.some((n) => n.includes(`answers ${swap.status} as the platform does`)))
        wrong.push(`${key}: no note that the platform answers ${swap.status}`);
    }
    assert.deepEqual(wrong, []);
  });

  test('the documented example is the answer', async () => {
    const {handle} = await sandbox();
    const answer = await handle(requestOf('get', '/v1/models/{id}'));
    const content = doc.paths['/v1/models/{id}'].get.responses['200'].content['application/json'];
    const example = content.example ?? Object.values<Obj>(content.examples)[0];
    const value = example.$ref
      ? doc.components.examples[example.$ref.split('/').pop()].value
      : (example.value ?? example);
    assert.deepEqual(answer.body, value);
  });

  test('without credentials: 401 with no body, except where the ledger opens the operation to anyone', async () => {
    const {handle} = await sandbox();
    const open = new Set(
      facts
        .filter((f) => f.who && f.who.anonymous !== 'no')
        .flatMap((f) => f.operations ?? [])
        .map((o) => o.name),
    );
    assert.ok(open.has('GET /v1/models/{id}'), 'the ledger no longer opens reading a public model to anyone');
    const wrong: string[] = [];
    for (const [method, path] of operationsOf(doc)) {
      const key = `${method.toUpperCase()} ${path}`;
      for (const headers of [{}, {'X-Api-Key': 'only-half'}] as Record<string, string>[]) {
        const answer = await handle(requestOf(method, path, headers));
        const unauthorized = answer.status === 401 && answer.body === undefined;
        if (open.has(key) === unauthorized) wrong.push(`${key} with ${JSON.stringify(headers)}: ${answer.status}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  test('a CSV prediction counts its header as a row and answers as the platform does', async () => {
    const {handle} = await sandbox();
    const limit = facts.find((f) => f.id === 'model.predict-csv.max-rows')!;
    const rows = (n: number) =>
      Buffer.from(['smiles,temperature', ...Array.from({length: n}, () => 'CCO,25')].join('\n')).toString('base64');
    const send = (n: number) =>
      handle({
        method: 'POST',
        url: `${ORIGIN}/v1/models/1843/predict/csv`,
        headers: KEYS,
        body: JSON.stringify({type: 'PREDICTION', inputFile: rows(n)}),
      });
    assert.equal((await send(limit.rows!)).status, 201);
    const over = await send(limit.rows! + 1);
    assert.equal(over.status, 400);
    const body = over.body as Obj;
    // Spring's error body, with the message the ledger quotes.
    assert.deepEqual(Object.keys(body).sort(), ['error', 'message', 'path', 'status', 'timestamp']);
    assert.ok(String(body.message).startsWith(/"([^"]+)"/.exec(limit.behaviour)![1]!), String(body.message));
    assert.ok(over.notes.some((n) => n.startsWith(`On the platform today: ${limit.behaviour}`)));
  });

  test('a CSV file counts its decoded bytes against the ledger, not its base64 characters', async () => {
    const {handle} = await sandbox();
    const limit = facts.find((f) => f.id === 'model.predict-csv.max-rows')!;
    const inputFile = doc.components.schemas.DatasetCSV.properties.inputFile as Obj;
    /** A CSV file of exactly `size` bytes in 90 long lines under its header. */
    const csvOf = (size: number) => {
      const header = 'smiles,temperature\n';
      const line = Math.floor((size - header.length) / 90);
      const lines = Array.from({length: 90}, (_, i) => 'C'.repeat(line - 4) + ',25' + (i < 89 ? '\n' : ''));
      lines[89] = 'C'.repeat(size - header.length - line * 89 - 3) + ',25';
      const text = header + lines.join('');
      assert.equal(text.length, size);
      return Buffer.from(text).toString('base64');
    };
    const send = (base64: string) =>
      handle({
        method: 'POST',
        url: `${ORIGIN}/v1/models/1843/predict/csv`,
        headers: KEYS,
        body: JSON.stringify({type: 'PREDICTION', inputFile: base64}),
      });

    // At the limit: more base64 characters than the contract's maxLength, taken as the platform takes it.
    const atLimit = csvOf(limit.bytes!);
    assert.ok(atLimit.length > inputFile.maxLength, `${atLimit.length} characters`);
    const taken = await send(atLimit);
    assert.equal(taken.status, 201, JSON.stringify(taken.body));
    assert.ok(
      taken.notes.some((n) => n.includes('bytes') && n.includes(limit.bytes!.toLocaleString('en-US'))),
      taken.notes.join('\n'),
    );

    // One byte over: the platform's bean-validation answer, with the message the ledger quotes.
    const over = await send(csvOf(limit.bytes! + 1));
    assert.equal(over.status, 400);
    const message = `Field inputFile validation error: size must be between 0 and ${limit.bytes}`;
    assert.deepEqual(over.body, {status: 400, message, code: null});
    assert.ok(limit.behaviour.includes(`"${message}"`), limit.behaviour);
    assert.ok(
      over.notes.some((n) => n.includes('10,000,001 bytes') && n.includes('400')),
      over.notes.join('\n'),
    );
  });

  test("every base64 field with a maxLength counts bytes, at its operation's limit in the ledger", async () => {
    // A smaller limit in the ledger shows which number the sandbox follows, without a 133 MB body.
    const lowered = facts.map((f) => (f.id === 'model.raw-files.max-bytes' ? {...f, bytes: 6} : f));
    const {handle} = await createSandbox({spec, ledger: lowered, origin: ORIGIN});
    const create = (fields: Obj) => {
      const request = requestOf('post', '/v1/models');
      return handle({...request, body: JSON.stringify({...JSON.parse(request.body!), ...fields})});
    };
    const bytes = (n: number) => Buffer.alloc(n, 7).toString('base64');
    assert.equal((await create({rawModel: bytes(6), rawPreprocessor: bytes(6)})).status, 201);
    const over = await create({rawModel: bytes(6), rawPreprocessor: bytes(7)});
    assert.equal(over.status, 400);
    assert.deepEqual(over.body, {
      status: 400,
      message: 'Field rawPreprocessor validation error: size must be between 0 and 6',
      code: null,
    });
    // Text that is not base64 stops the platform's JSON reader before any size is counted.
    const unreadable = await create({rawModel: 'not base64!'});
    assert.equal(unreadable.status, 400);
    assert.match(String((unreadable.body as Obj).message), /^JSON parse error: the field 'rawModel' is not/);

    // An operation with a base64 field and no byte limit in the ledger: the sandbox does not guess.
    const without = facts.map((f) => (f.id === 'model.raw-files.max-bytes' ? {...f, bytes: undefined} : f));
    await assert.rejects(
      createSandbox({spec, ledger: without, origin: ORIGIN}),
      /byte limit of the base64 fields of POST \/v1\/models/,
    );
  });

  test('a prediction moves from EXECUTING to SUCCESS, one result per row', async () => {
    const {handle} = await sandbox();
    const predicted = await handle(requestOf('post', '/v1/models/{modelId}/predict'));
    assert.equal(predicted.status, 201);
    // The Location path the ledger gives (prediction.location), without /v1.
    const path = facts.find((f) => f.id === 'prediction.location')!.location!.replace('{id}', '(\\d+)');
    assert.match(predicted.headers.location!, new RegExp(`^${ORIGIN}${path}$`));
    const url = `${ORIGIN}/v1${new URL(predicted.headers.location!).pathname}`;
    const read = async () => (await handle({method: 'GET', url, headers: KEYS})).body as Obj;
    assert.equal((await read()).status, 'EXECUTING');
    const done = await read();
    assert.equal(done.status, 'SUCCESS');
    assert.equal(done.result.length, done.input.length);
  });

  test('with the validators built with the site, no schema is compiled and every answer is the same', async () => {
    const validators = await builtValidators();
    const built = await createSandbox({spec, ledger: facts, origin: ORIGIN, validators});
    const compiling = await sandbox();
    const different: string[] = [];
    for (const [method, path] of operationsOf(doc)) {
      const request = requestOf(method, path);
      // The sample request, and the same with a body the contract refuses where there is one.
      const variants = [request, ...(request.body ? [{...request, body: JSON.stringify({unexpected: [1]})}] : [])];
      for (const variant of variants) {
        const [a, b] = [stable(await built.handle(variant)), stable(await compiling.handle(variant))];
        if (a !== b) different.push(`${method.toUpperCase()} ${path}: ${a} ≠ ${b}`);
      }
    }
    assert.deepEqual(different, []);
    // A schema the build did not see is refused by name, not compiled in the page.
    const ajv = precompiledAjv(validators)(undefined, undefined, 'requestBodyValidator');
    assert.throws(() => ajv.compile({title: 'Changed', type: 'object'}), /no validator built for Changed schema/);
  });
});
