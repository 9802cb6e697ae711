/**
 * The console's sandbox, as a reader without an account uses it: the sandbox is the server the
 * console starts with, and it answers in the page. A request without a key pair gets 401; with one,
 * the prediction workflow runs end to end (predict, read the dataset while it is EXECUTING, read it
 * again when it is SUCCESS), with JSON rows and with a CSV file; an invalid body gets the
 * platform's 400 with the field named; where the ledger says the platform differs, the sandbox
 * answers as the platform does and says so. Every answer carries the sandbox header and its note,
 * no request leaves the page, it works offline, and its code loads only once the reader tries a
 * request. The real API is one click away.
 */
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import type {BrowserContext, Locator, Page} from 'playwright-core';
import {readLedger} from '../../plugins/platform-behaviour/ledger';
import {servedFileText, newContext, settle, watchPage, type PageWatch} from '../../scripts/lib/browser';
import {authorizeKeyPair} from './console';
import {servedSite} from '../site';

const ROUTE = '/docs/jaqpot-api/documentation/swagger';
const SANDBOX = 'https://sandbox.jaqpot.invalid';
const PREDICT = '#operations-Models-predictWithModel';
const PREDICT_CSV = '#operations-Models-predictWithModelCSV';
const DATASET = '#operations-Datasets-getDatasetById';
const API_KEY = '#operations-API_keys-createApiKey';
const VALIDATE = '#operations-Auth-validateJWT';

type Answer = {status: string; body: string; headers: string; note: string};

/** A ledger entry's fact as the note shows it (its code marks are drawn as code). */
const ledgerSays = (id: string) =>
  readLedger()
    .entries.find((e) => e.id === id)!
    .behaviour.replace(/`/g, '');

/** Whether a built script holds the sandbox's router (openapi-backend). */
const isSandboxCode = (path: string) => servedFileText(path).includes('mockResponseForOperation');

describe('API console sandbox', () => {
  const site = servedSite();
  let context: BrowserContext;
  let page: Page;
  let watch: PageWatch;
  let sandboxScriptsBeforeTrying: string[] = [];

  const op = (id: string) => page.locator(id);

  async function open(id: string, tag: string): Promise<Locator> {
    const operation = op(id);
    if (!(await operation.count())) await page.locator(`#operations-tag-${tag}`).click();
    await operation.waitFor();
    if (!(await operation.locator('.opblock-body').count()))
      await operation.locator('.opblock-summary').first().click();
    // The body renders after the click: wait for its toggle ("Try it out" or "Cancel") before reading it.
    const toggle = operation.locator('button.try-out__btn').first();
    await toggle.waitFor();
    if ((await toggle.innerText()).includes('Try it out')) await toggle.click();
    await operation.locator('button.execute').waitFor();
    return operation;
  }

  /** Sends the operation's request as it stands and reads the answer Swagger UI shows. */
  async function execute(operation: Locator, fill: Record<string, string> = {}, body?: string): Promise<Answer> {
    for (const [name, value] of Object.entries(fill))
      await operation.locator(`input[placeholder="${name}"]`).fill(value);
    if (body !== undefined) await operation.locator('textarea.body-param__text').fill(body);
    const clear = operation.locator('button.btn-clear');
    if (await clear.count()) {
      await clear.click();
      await operation.locator('.live-responses-table').waitFor({state: 'detached'});
    }
    await operation.locator('button.execute').click();
    const live = operation.locator('.live-responses-table .response').first();
    await live.locator('.response-col_status').waitFor({timeout: 20_000});
    return {
      // Swagger UI adds "Undocumented" under a status the contract does not list.
      status: (await live.locator('.response-col_status').innerText()).trim().split('\n')[0]!,
      body:
        (await live
          .locator('.response-col_description pre')
          .first()
          .textContent()
          .catch(() => '')) ?? '',
      headers: (await live.locator('.response-col_description').innerText()).toLowerCase(),
      note: await operation.locator('.jaqpot-sandbox-note').innerText(),
    };
  }

  const datasetId = (answer: Answer) => /location: \S*\/datasets\/(\d+)/.exec(answer.headers)?.[1];

  before(async () => {
    context = await newContext(site, {viewport: {width: 1280, height: 900}});
    page = await context.newPage();
    watch = watchPage(page, site.origin);
    await page.goto(ROUTE);
    await settle(page);
    await page.locator('.jaqpot-api-console').scrollIntoViewIfNeeded();
    await page.waitForSelector('.swagger-ui .opblock-tag', {timeout: 30_000});
    sandboxScriptsBeforeTrying = watch.scripts.filter(isSandboxCode);
  });

  test('the sandbox is the server the console starts with, and its code loads only when a request is tried', async () => {
    const select = page.locator('.servers select');
    assert.equal(await select.inputValue(), SANDBOX);
    const options = await select.locator('option').allInnerTexts();
    assert.deepEqual(
      options.map((o) => o.split(' ')[0]),
      [SANDBOX, 'https://api.jaqpot.org', 'http://127.0.0.1:4010'],
    );
    assert.match(options[0]!, /Sandbox \(in your browser\)/);
    assert.deepEqual(sandboxScriptsBeforeTrying, [], 'the sandbox loaded before the reader tried a request');
  });

  test('without a key pair: 401 with no body, marked as the sandbox’s answer', async () => {
    const operation = await open(PREDICT, 'Models');
    const answer = await execute(operation, {modelId: '1843'});
    assert.equal(answer.status, '401');
    assert.match(answer.headers, /www-authenticate: bearer/);
    assert.match(answer.headers, /x-jaqpot-sandbox: sandbox: answered in your browser/);
    assert.match(answer.note, /^Sandbox: this answer was made in your browser/);
    assert.match(answer.note, /No API key pair was sent/);
    assert.ok(watch.scripts.some(isSandboxCode), 'the sandbox did not load when the reader tried a request');
  });

  test('with a key pair: predict with JSON rows, read the dataset EXECUTING, then SUCCESS with its result', async () => {
    await authorizeKeyPair(page, 'a-key', 'a-secret');

    const predicted = await execute(op(PREDICT));
    assert.equal(predicted.status, '201', predicted.headers);
    // As on the platform: the Location path has no /v1 (ledger entry prediction.location), and the note says so.
    assert.match(predicted.headers, new RegExp(`location: ${SANDBOX}/datasets/\\d+`));
    assert.match(predicted.note, /is EXECUTING: read it with GET \/v1\/datasets\/\d+/);
    assert.ok(predicted.note.includes(`On the platform today: ${ledgerSays('prediction.location')}`), predicted.note);
    // The note speaks of the platform, not of the files this site is made from.
    assert.doesNotMatch(predicted.note, /ledger/i);
    const id = datasetId(predicted)!;

    const dataset = await open(DATASET, 'Datasets');
    const first = await execute(dataset, {id});
    assert.equal(first.status, '200');
    assert.equal(JSON.parse(first.body).status, 'EXECUTING');
    const second = await execute(dataset);
    const done = JSON.parse(second.body) as {status: string; id: number; result: unknown[]; input: unknown[]};
    assert.equal(done.status, 'SUCCESS');
    assert.equal(done.id, Number(id));
    assert.equal(done.result.length, done.input.length);
    assert.match(second.note, /The prediction is done/);
  });

  test('the same with a CSV file', async () => {
    const operation = await open(PREDICT_CSV, 'Models');
    const csv = Buffer.from('smiles,temperature\nCCO,25\nCCC,30\nc1ccccc1O,25\n').toString('base64');
    const predicted = await execute(operation, {modelId: '1843'}, JSON.stringify({type: 'PREDICTION', inputFile: csv}));
    assert.equal(predicted.status, '201');
    const id = datasetId(predicted)!;
    const dataset = op(DATASET);
    assert.equal(JSON.parse((await execute(dataset, {id})).body).status, 'EXECUTING');
    const done = JSON.parse((await execute(dataset)).body) as {status: string; input: {smiles: string}[]};
    assert.equal(done.status, 'SUCCESS');
    assert.deepEqual(
      done.input.map((row) => row.smiles),
      ['CCO', 'CCC', 'c1ccccc1O'],
    );
  });

  test('an invalid body gets the platform’s 400 with the failing field named', async () => {
    const rows = JSON.stringify({type: 'PREDICTION', entryType: 'ARRAY', input: Array.from({length: 101}, () => ({}))});
    const tooMany = await execute(op(PREDICT), {}, rows);
    assert.equal(tooMany.status, '400');
    assert.deepEqual(JSON.parse(tooMany.body), {
      status: 400,
      message: 'Field input validation error: size must be between 0 and 100',
      code: null,
    });
    const missing = await execute(op(PREDICT), {}, JSON.stringify({entryType: 'ARRAY', input: []}));
    assert.equal(missing.status, '400');
    const error = JSON.parse(missing.body) as Record<string, unknown>;
    assert.deepEqual(Object.keys(error).sort(), ['error', 'message', 'path', 'status', 'timestamp']);
    assert.match(String(error.message), /'type'/);
    assert.match(missing.note, /does not fit the contract at type/);
  });

  test('the key pair checks out on Check your credentials, as on the platform, though the contract lists only a bearer token', async () => {
    const answer = await execute(await open(VALIDATE, 'Auth'));
    assert.equal(answer.status, '200', answer.note);
  });

  test('where the ledger says the platform differs, the sandbox answers as the platform does and says so', async () => {
    const operation = await open(API_KEY, 'API_keys');
    const created = await execute(operation);
    // 200, where the contract lists 201 (ledger api-key.create-status).
    assert.equal(created.status, '200');
    assert.match(created.note, /The sandbox answers 200 as the platform does, where the reference says 201/);
    assert.ok(JSON.parse(created.body).clientKey);
  });

  test('it answers offline, and no request leaves the page', async () => {
    await context.setOffline(true);
    try {
      const answer = await execute(op(DATASET), {id: '4821'});
      assert.equal(answer.status, '200');
    } finally {
      await context.setOffline(false);
    }
    assert.deepEqual(watch.outsideRequests, []);
    assert.deepEqual(watch.pageErrors, []);
    assert.deepEqual(watch.consoleErrors, []);
  });

  test('the real API is one click away', async () => {
    await page.getByRole('button', {name: 'Send requests to the Jaqpot API instead'}).click();
    assert.equal(await page.locator('.servers select').inputValue(), 'https://api.jaqpot.org');
    assert.match(await page.locator('.jaqpot-console-bar').innerText(), /Requests go to https:\/\/api\.jaqpot\.org/);
  });
});
