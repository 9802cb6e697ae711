import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {gotoHydrated, newContext, type Site} from '../../scripts/lib/browser';
import {servedSite} from '../site';

type Connection = {effectiveType: string; saveData: boolean};

/** A script that runs in the page before its own and reports the given network conditions. */
function emulateConnection(connection: Connection): string {
  const value = JSON.stringify(connection);
  return `Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => (${value})});`;
}

/**
 * Opens the intro page, lets the links in view be prefetched and hovers a sidebar link (which
 * preloads its route), then reports the route chunks the page asked for beyond its own.
 */
async function routeChunksRequested(site: Site, connection: Connection) {
  const context = await newContext(site, {viewport: {width: 1280, height: 800}});
  await context.addInitScript(emulateConnection(connection));
  const page = await context.newPage();
  const prefetched: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (!/\/assets\/js\/[^/]+\.js$/.test(request.url())) return;
    (request.resourceType() === 'script' ? scripts : prefetched).push(request.url());
  });
  await gotoHydrated(page, '/docs/');
  await page.waitForLoadState('networkidle');
  const scriptsBeforeHover = scripts.length;
  await page
    .locator('nav.menu a', {hasText: /^Getting started$/})
    .first()
    .hover();
  await page.waitForLoadState('networkidle');
  // Give hover handlers and idle-time observers a settled page before counting.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
  const prefetchHrefs = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const result = {
    prefetchLinks: prefetchHrefs.length,
    prefetchHrefs,
    scripts,
    prefetched: prefetched.length,
    preloadedOnHover: scripts.length - scriptsBeforeHover,
    scriptsBeforeHover,
    reported: await page.evaluate(() => {
      const {effectiveType, saveData} = (
        navigator as Navigator & {connection: {effectiveType: string; saveData: boolean}}
      ).connection;
      return {effectiveType, saveData};
    }),
  };
  await context.close();
  return result;
}

describe('route prefetching and the reader’s connection', () => {
  const site = servedSite();

  test('on a normal connection, links in view are prefetched and a hovered link is preloaded', async () => {
    const result = await routeChunksRequested(site, {effectiveType: '4g', saveData: false});
    assert.deepEqual(result.reported, {effectiveType: '4g', saveData: false});
    assert.ok(result.prefetchLinks > 0, 'no prefetch links');
    assert.ok(result.prefetched > 0, 'no chunk was prefetched');
    assert.ok(result.preloadedOnHover > 0, 'hovering a link loaded no chunk');
    // Doc routes share their parents' chunks: the theme asked for them again with every link in view.
    assert.equal(new Set(result.prefetchHrefs).size, result.prefetchHrefs.length, 'a chunk was prefetched twice');
    const loadedBefore = new Set(result.scripts.slice(0, result.scriptsBeforeHover));
    assert.deepEqual(
      result.prefetchHrefs.filter((href) => loadedBefore.has(href)),
      [],
      'chunks the page had loaded were prefetched',
    );
  });

  for (const connection of [
    {effectiveType: '4g', saveData: true},
    {effectiveType: '2g', saveData: false},
    {effectiveType: 'slow-2g', saveData: false},
  ]) {
    test(`with ${connection.saveData ? 'data saver on' : `a ${connection.effectiveType} connection`}, nothing is prefetched or preloaded`, async () => {
      const result = await routeChunksRequested(site, connection);
      assert.deepEqual(result.reported, connection);
      assert.deepEqual(
        {prefetchLinks: result.prefetchLinks, prefetched: result.prefetched, preloadedOnHover: result.preloadedOnHover},
        {prefetchLinks: 0, prefetched: 0, preloadedOnHover: 0},
      );
    });
  }
});
