import assert from 'node:assert/strict';
import {appendFileSync, cpSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import type {Page} from 'playwright-core';
import {buildDir, gotoHydrated, newContext, openSite, type Site} from '../../scripts/lib/browser';

/** Waits until the service worker has installed (precache filled) and is active. */
async function waitForOfflineCache(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
}

describe('Offline reading', () => {
  let copy: string;
  let site: Site;
  before(async () => {
    // A copy of the build, so the test can deploy a "new build" by changing it.
    copy = mkdtempSync(join(tmpdir(), 'jaqpot-offline-'));
    cpSync(buildDir, copy, {recursive: true});
    site = await openSite({root: copy});
  });
  after(async () => {
    await site.close().catch(() => undefined);
    rmSync(copy, {recursive: true, force: true});
  });

  it('shows an update prompt when a new build is deployed', async () => {
    const context = await newContext(site, {serviceWorkers: 'allow'});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/getting-started');
    await waitForOfflineCache(page);
    assert.equal(await page.getByText('New version available').count(), 0);

    appendFileSync(join(copy, 'sw.js'), '\n// next build\n');
    await page.reload();
    // The popup is announced through a status region around it.
    const prompt = page.getByRole('status').filter({hasText: 'New version available'});
    await prompt.getByText('New version available').waitFor({timeout: 60_000});
    await prompt.getByRole('button', {name: 'Refresh'}).click();
    await page.waitForEvent('load');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await page.getByText('New version available').count(), 0);
    await context.close();
  });

  it('opens visited pages with the network gone', async () => {
    const context = await newContext(site, {serviceWorkers: 'allow'});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/');
    await waitForOfflineCache(page);
    await gotoHydrated(page, '/docs/jaqpotpy/offline-models');
    await gotoHydrated(page, '/docs/getting-started');

    // Not an emulated offline flag: the server is gone, as on a train.
    await site.server.close();
    await gotoHydrated(page, '/docs/jaqpotpy/offline-models');
    assert.equal(await page.locator('h1').first().textContent(), 'Download a model and predict offline');

    await page.getByRole('link', {name: 'Getting started'}).first().click();
    await page.waitForURL('**/docs/getting-started');
    assert.equal(await page.locator('h1').first().textContent(), 'Getting started');

    // The search index was cached when the worker installed, though search was never opened.
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('offline');
    await page.locator('.DocSearch-Hit').first().waitFor();
    assert.equal(await page.getByText('Unable to fetch results').count(), 0);
    await context.close();
  });
});
