/**
 * The console keeps the reader's authorization only when asked: an authorization entered without
 * ticking "Remember my authorization on this device" is gone after a reload and leaves nothing in
 * storage; ticked, it comes back after a reload and requests carry it; "Forget" removes it from
 * the device and signs the console out. With the box ticked first, what the reader then enters is
 * kept, and a logout in Swagger UI's dialog removes it. The key never appears in an address the
 * page goes to or requests.
 */
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {newContext, settle} from '../../scripts/lib/browser';
import {authorizeKeyPair} from './console';
import {servedSite} from '../site';

const ROUTE = '/docs/jaqpot-api/documentation/swagger';
const STORAGE_KEY = 'jaqpot.api-console.authorization';
const KEY = 'key-3f9a';
const SECRET = 'secret-7c1d';

describe('API console authorization', () => {
  const site = servedSite();
  let page: Page;
  /** Every address the page went to or requested. */
  const addresses: string[] = [];

  async function load(): Promise<void> {
    await page.goto(ROUTE);
    await settle(page);
    await page.locator('.jaqpot-api-console').scrollIntoViewIfNeeded();
    await page.waitForSelector('.swagger-ui .opblock-tag', {timeout: 30_000});
  }

  const authorize = () => authorizeKeyPair(page, KEY, SECRET);

  /** Swagger UI's Authorize button is `locked` while some scheme is authorized. */
  const authorized = async () =>
    (await page.locator('.swagger-ui .btn.authorize').first().getAttribute('class'))!.includes(' locked');
  const stored = () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  const box = () => page.getByRole('checkbox', {name: 'Remember my authorization on this device'});

  /** Sends getDatasetById to the sandbox with the authorization the console holds; its status. */
  async function sendToSandbox(): Promise<string> {
    const operation = page.locator('#operations-Datasets-getDatasetById');
    if (!(await operation.count())) await page.locator('#operations-tag-Datasets').click();
    await operation.locator('.opblock-summary').first().click();
    await operation.locator('button.try-out__btn', {hasText: 'Try it out'}).click();
    await operation.locator('input[placeholder="id"]').fill('4821');
    await operation.locator('button.execute').click();
    const status = operation.locator('.live-responses-table .response .response-col_status').first();
    return (await status.innerText()).trim().split('\n')[0]!;
  }

  before(async () => {
    const context = await newContext(site, {viewport: {width: 1280, height: 900}});
    page = await context.newPage();
    page.on('request', (request) => addresses.push(request.url()));
    page.on('framenavigated', (frame) => addresses.push(frame.url()));
    await load();
  });

  test('by default nothing is remembered: a reload forgets the authorization', async () => {
    assert.equal(await box().isChecked(), false);
    await authorize();
    assert.ok(await authorized());
    assert.equal(await stored(), null);
    await load();
    assert.equal(await authorized(), false);
    assert.equal(await stored(), null);
  });

  test('ticked, the authorization is kept on the device and comes back after a reload', async () => {
    await authorize();
    await box().check();
    const kept = JSON.parse((await stored())!) as Record<string, {value?: string}>;
    assert.equal(kept.apiKeyAuth?.value, KEY);
    assert.equal(kept.apiSecretAuth?.value, SECRET);
    await load();
    assert.ok(await authorized(), 'the remembered authorization was not restored');
    assert.equal(await box().isChecked(), true);
    assert.ok(await page.getByRole('button', {name: 'Forget'}).isVisible());
    // The sandbox answers 401 to a request without the key pair: this one carries it.
    assert.equal(await sendToSandbox(), '200');
  });

  test('Forget removes it from the device and signs the console out', async () => {
    await page.getByRole('button', {name: 'Forget'}).click();
    assert.equal(await stored(), null);
    assert.equal(await box().isChecked(), false);
    assert.equal(await authorized(), false);
    await load();
    assert.equal(await authorized(), false);
  });

  test('ticked before authorizing, what is entered next is kept; a logout in the dialog removes it', async () => {
    await box().check();
    assert.equal(await stored(), null);
    await authorize();
    const kept = JSON.parse((await stored())!) as Record<string, {value?: string}>;
    assert.equal(kept.apiKeyAuth?.value, KEY);
    assert.equal(kept.apiSecretAuth?.value, SECRET);

    await page.locator('.swagger-ui .btn.authorize').first().click();
    const dialog = page.locator('.dialog-ux .modal-ux');
    await dialog.locator('.auth-container', {hasText: 'apiKeyAuth'}).locator('button', {hasText: 'Logout'}).click();
    await dialog.locator('button.close-modal').click();
    const left = JSON.parse((await stored())!) as Record<string, unknown>;
    assert.deepEqual(Object.keys(left), ['apiSecretAuth']);
    await page.getByRole('button', {name: 'Forget'}).click();
    assert.equal(await stored(), null);
  });

  test('the key never appears in an address the page went to or requested', () => {
    assert.ok(addresses.length > 0);
    const leaked = addresses.filter((url) => url.includes(KEY) || url.includes(SECRET));
    assert.deepEqual(leaked, []);
  });
});
