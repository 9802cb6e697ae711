import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import {ChunkGate} from './chunk-gate';
import {gotoHydrated, newContext, openSite, watchPage, type Site} from '../../scripts/lib/browser';

describe('route chunks that load slowly or fail', () => {
  let site: Site;
  before(async () => {
    site = await openSite();
  });
  after(async () => site?.close());

  // On a clean path the client loads every chunk of the route before it renders, so the static
  // page stays until then. On the `.html` form of a path (which hosts serve and the client
  // normalises) the page's own route renders before its chunk is loaded: that is where a reader
  // meets the loading screen, and where it must offer a way out when the chunk fails.
  test('a loading page shows the spinner, then on failure the error and Retry; Retry with the network back shows the page', async () => {
    const context = await newContext(site, {viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    const gate = await ChunkGate.install(page);
    await gotoHydrated(page, '/docs/');
    gate.mode = 'hold';
    await page.goto('/docs/getting-started.html');
    await page.locator('svg#loader').waitFor({state: 'visible'});
    assert.ok(gate.heldCount > 0);
    await gate.release('fail', 'fail');
    const retry = page.getByRole('button', {name: 'Retry'});
    await retry.waitFor({state: 'visible'});
    const message = await retry.locator('xpath=../..').innerText();
    assert.match(message, /Loading chunk \S+ failed/, 'the error message is missing');
    assert.equal(await page.locator('svg#loader').count(), 0, 'the spinner stayed with the error');
    gate.mode = 'pass';
    await retry.click();
    await page.locator('h1', {hasText: 'Getting started'}).waitFor({state: 'visible'});
    assert.equal(await retry.count(), 0);
    await context.close();
  });

  test('a client navigation whose chunk fails reloads the page instead of showing a broken one', async () => {
    const context = await newContext(site, {viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    const watch = watchPage(page, site.origin);
    const gate = await ChunkGate.install(page);
    await gotoHydrated(page, '/docs/');
    await page.evaluate(() => ((window as unknown as {beforeTheFault?: boolean}).beforeTheFault = true));
    gate.mode = 'fail-once';
    await page.locator('nav.menu a', {hasText: /^Getting started$/}).first().click();
    await page.waitForFunction(() => !(window as unknown as {beforeTheFault?: boolean}).beforeTheFault && document.readyState === 'complete');
    assert.ok(gate.failed.length > 0, 'no chunk was failed');
    const navigation = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);
    assert.equal(navigation, 'reload');
    assert.match(page.url(), /\/docs\/getting-started$/);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.locator('h1', {hasText: 'Getting started'}).waitFor({state: 'visible'});
    assert.equal(await page.getByRole('button', {name: 'Retry'}).count(), 0);
    assert.deepEqual(watch.pageErrors.filter((e) => !/Loading chunk/.test(e)), []);
    await context.close();
  });
});
