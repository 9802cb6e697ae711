/**
 * The security headers as the host sends them (config/security-headers.ts): the build writes
 * them for Netlify and Cloudflare Pages (`_headers`) and nginx, with every inline script of its
 * pages listed by hash, and the site breaks none of its Content-Security-Policy with the service
 * worker, search, Redoc, Swagger UI and a saved section in use, and the console's sandbox answering
 * in the page. The route sweep (sweep.test.ts) records violations on every route; this file uses
 * what a route visit does not.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {BrowserContext, Page} from 'playwright-core';
import {HEADERS_FILE, NGINX_FILE, readHeadersFile} from '../../config/security-headers';
import {parseHtml} from '../../plugins/built-pages/tree';
import {inlineScriptHashes} from '../../plugins/security-headers/writer';
import {
  buildDir,
  gotoHydrated,
  newContext,
  openSite,
  settle,
  workerInControl,
  type Site,
} from '../../scripts/lib/browser';
import {authorizeKeyPair} from '../api-pages/console';
import {policyViolations, recordPolicyViolations} from './csp';

const REFERENCE = '/docs/jaqpot-api/documentation/full-api-reference';
const CONSOLE = '/docs/jaqpot-api/documentation/swagger';
const OPERATION = '#operations-Models-predictWithModel';

describe('security headers of the build', () => {
  const headers = readHeadersFile(readFileSync(join(buildDir, HEADERS_FILE), 'utf8'));
  const policy = headers['Content-Security-Policy'] ?? '';

  test('the policy lists every inline script of the built pages by its hash, and no source but the site', () => {
    const pages = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter(
      (file) => file.endsWith('.html') && !file.startsWith('assets'),
    );
    const hashes = new Set(
      pages.flatMap((file) => inlineScriptHashes(parseHtml(readFileSync(join(buildDir, file), 'utf8')))),
    );
    assert.ok(hashes.size >= 2, 'the colour-mode and announcement scripts');
    const scriptSrc = /(?:^|; )script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
    assert.deepEqual(scriptSrc.sort(), ["'self'", ...[...hashes].map((hash) => `'${hash}'`)].sort());
    assert.doesNotMatch(policy, /'unsafe-eval'|script-src[^;]*'unsafe-inline'|\*(?!\.)/);
    assert.match(policy, /frame-ancestors 'none'/);
    assert.match(policy, /object-src 'none'/);
  });

  test('nginx gets the same headers', () => {
    const nginx = readFileSync(join(buildDir, NGINX_FILE), 'utf8');
    for (const [name, value] of Object.entries(headers))
      assert.ok(nginx.includes(`add_header ${name} "${value}" always;`), name);
    assert.ok(Object.keys(headers).length >= 5);
  });
});

describe('the site under its Content-Security-Policy', () => {
  let site: Site;
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    site = await openSite();
    context = await newContext(site, {serviceWorkers: 'allow'});
    await recordPolicyViolations(context);
    page = await context.newPage();
  });
  after(async () => site?.close());

  test('the service worker and the search modal and page', async () => {
    const response = await gotoHydrated(page, '/docs/');
    assert.match(response?.headers()['content-security-policy'] ?? '', /script-src 'self' 'sha256-/);
    await workerInControl(page);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('docker');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Escape');
    // Closing steps back over the modal's history entry: a navigation started before that step
    // lands is cut short by it (net::ERR_ABORTED).
    await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
    await page.waitForFunction(() => !(history.state as {searchModal?: boolean} | null)?.searchModal);
    await gotoHydrated(page, '/docs/search?q=deploy');
    await page.locator('main ol > li').first().waitFor();
    await settle(page);
    assert.deepEqual(policyViolations(page), []);
  });

  test('Redoc, once used', async () => {
    await gotoHydrated(page, REFERENCE);
    await settle(page);
    const response = page.locator('[data-section-id] button', {hasText: /^404/}).first();
    await response.scrollIntoViewIfNeeded();
    await response.click();
    await page.waitForSelector('.redocusaurus[data-redoc="live"]', {timeout: 60_000});
    // A second operation, drawn by Redoc now, and the dark mode's colours.
    await page.locator('[data-section-id] button', {hasText: /^200/}).first().click();
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await settle(page, {quietMs: 300});
    assert.deepEqual(policyViolations(page), []);
  });

  test('Swagger UI, executing a request against the production server', async () => {
    await page.route('https://api.jaqpot.org/**', (route) =>
      route.fulfill({status: 200, contentType: 'application/json', body: '{"id": 1}'}),
    );
    await gotoHydrated(page, CONSOLE);
    await page.locator('.jaqpot-api-console').scrollIntoViewIfNeeded();
    await page.waitForSelector('.swagger-ui .opblock-tag', {timeout: 30_000});
    // The console starts on its sandbox, which answers in the page.
    await page.locator('.servers select').selectOption('https://api.jaqpot.org');
    await page.locator('#operations-tag-Models').click();
    await page.locator(`${OPERATION} .opblock-summary-control`).first().click();
    await page.locator(`${OPERATION} button.try-out__btn`).click();
    await page.locator(`${OPERATION} input[placeholder="modelId"]`).fill('1843');
    await page.locator(`${OPERATION} button.execute`).click();
    await page.locator(`${OPERATION} .live-responses-table .response-col_status`).first().waitFor();
    await settle(page, {quietMs: 300});
    assert.deepEqual(policyViolations(page), []);
  });

  test("the console's sandbox, validating a request and answering it in the page", async () => {
    await gotoHydrated(page, CONSOLE);
    await page.locator('.jaqpot-api-console').scrollIntoViewIfNeeded();
    await page.waitForSelector('.swagger-ui .opblock-tag', {timeout: 30_000});
    await authorizeKeyPair(page, 'a-key', 'a-secret');
    await page.locator('#operations-tag-Models').click();
    await page.locator(`${OPERATION} .opblock-summary-control`).first().click();
    await page.locator(`${OPERATION} button.try-out__btn`).click();
    await page.locator(`${OPERATION} input[placeholder="modelId"]`).fill('1843');
    await page.locator(`${OPERATION} button.execute`).click();
    const status = page.locator(`${OPERATION} .live-responses-table .response .response-col_status`).first();
    await status.waitFor();
    await settle(page, {quietMs: 300});
    assert.deepEqual(policyViolations(page), []);
    // The sandbox validated the body against the contract, then answered 201.
    assert.equal((await status.innerText()).trim().split('\n')[0], '201');
    assert.equal(await page.locator(`${OPERATION} .jaqpot-sandbox-note`).count(), 1);
  });

  test('a section saved for offline reading, and a page read from it offline', async () => {
    await gotoHydrated(page, '/docs/');
    await workerInControl(page);
    await page.getByRole('button', {name: 'Make available offline'}).click();
    const dialog = page.getByRole('dialog', {name: 'Make available offline'});
    await dialog.getByRole('checkbox', {name: 'Docker models'}).check();
    await dialog.getByRole('button', {name: /^Save selected/}).click();
    await page.getByRole('status').filter({hasText: 'Docker models'}).waitFor({timeout: 60_000});
    await context.setOffline(true);
    try {
      // Never opened: the page and its scripts come from the saved copy, unpacked by the worker.
      const response = await gotoHydrated(page, '/docs/docker-models/testing-your-model');
      assert.equal(response?.fromServiceWorker(), true);
      assert.match(response?.headers()['content-security-policy'] ?? '', /script-src 'self' 'sha256-/);
      await settle(page, {network: false});
    } finally {
      await context.setOffline(false);
    }
    assert.deepEqual(policyViolations(page), []);
  });
});
