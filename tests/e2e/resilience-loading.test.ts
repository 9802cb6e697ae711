import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {ChunkGate} from './chunk-gate';
import {servedFileText, gotoHydrated, newContext, settle, watchPage} from '../../scripts/lib/browser';
import {servedSite} from '../site';

/** Whether a built script holds Prism, the highlighter a code block drawn in the browser loads. */
function holdsPrism(url: string): boolean {
  return servedFileText(new URL(url).pathname).includes('before-tokenize');
}

describe('route chunks that load slowly or fail', () => {
  const site = servedSite();

  // The `.html` form of a path (which hosts serve) becomes the clean path before the first
  // render, so the client treats it as the clean path: it loads the route's chunks before it
  // renders, and the static page stays readable meanwhile instead of a loading screen.
  test('a slow first load of an .html form keeps the page readable at its clean URL, then hydrates it', async () => {
    const context = await newContext(site, {viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    const gate = await ChunkGate.install(page);
    await gotoHydrated(page, '/docs/');
    gate.mode = 'hold';
    await page.goto('/docs/getting-started.html', {waitUntil: 'domcontentloaded'});
    assert.ok(await gate.someHeld(), 'no chunk of the route was held');
    assert.equal(new URL(page.url()).pathname, '/docs/getting-started');
    assert.ok(
      await page.locator('h1', {hasText: 'Getting started'}).isVisible(),
      'the static page is not shown while chunks load',
    );
    assert.equal(await page.locator('svg#loader').count(), 0, 'a loading screen replaced the page');
    await gate.release('pass');
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
    assert.equal(await page.locator('h1').first().innerText(), 'Getting started');
    await context.close();
  });

  test('a client navigation whose chunk fails reloads the page instead of showing a broken one', async () => {
    const context = await newContext(site, {viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    const watch = watchPage(page, site.origin);
    const gate = await ChunkGate.install(page);
    await gotoHydrated(page, '/docs/');
    // The links in view are prefetched when the page is idle (src/shell/prefetch.ts): once that is
    // done, the fault meets the navigation's own chunk requests, not a late prefetch of them.
    await settle(page);
    await page.evaluate(() => ((window as unknown as {beforeTheFault?: boolean}).beforeTheFault = true));
    gate.mode = 'fail-once';
    await page
      .locator('nav.menu a', {hasText: /^Getting started$/})
      .first()
      .click();
    await page.waitForFunction(
      () => !(window as unknown as {beforeTheFault?: boolean}).beforeTheFault && document.readyState === 'complete',
    );
    assert.ok(gate.failed.length > 0, 'no chunk was failed');
    const navigation = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
    );
    assert.equal(navigation, 'reload');
    assert.match(page.url(), /\/docs\/getting-started$/);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.locator('h1', {hasText: 'Getting started'}).waitFor({state: 'visible'});
    assert.equal(await page.getByRole('button', {name: 'Retry'}).count(), 0);
    assert.deepEqual(
      watch.pageErrors.filter((e) => !/Loading chunk/.test(e)),
      [],
    );
    await context.close();
  });

  // Offline, a reader who opened two pages goes from one to the other: the route's chunks are
  // kept, the highlighter (loaded only to draw a block in the browser) may never have been.
  test('a code block drawn after a client-side navigation keeps its plain lines when the highlighter cannot load, and is highlighted once it can', async () => {
    const context = await newContext(site, {viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    const watch = watchPage(page, site.origin);
    let highlighterReachable = false;
    const failed: string[] = [];
    let firstFailure = () => {};
    const highlighterAsked = new Promise<void>((resolve) => (firstFailure = resolve));
    await page.route('**/assets/js/*.js', async (route) => {
      if (highlighterReachable || !holdsPrism(route.request().url())) return route.continue();
      failed.push(route.request().url());
      firstFailure();
      return route.abort('failed');
    });
    await gotoHydrated(page, '/docs/');
    await page
      .locator('nav.menu a', {hasText: /^Getting started$/})
      .first()
      .click();
    await page.waitForURL('**/docs/getting-started');
    await page.locator('.theme-code-block .token-line').first().waitFor();
    // Until the failed request has played out: a crash would come after it.
    await highlighterAsked;
    await settle(page);
    assert.equal(await page.locator('h1').first().innerText(), 'Getting started');
    const firstLine = page.locator('.theme-code-block .token-line').first();
    assert.ok((await firstLine.innerText()).trim().length > 0, 'the code block shows no code');
    assert.equal(
      await page.locator('.theme-code-block .token.keyword').count(),
      0,
      'highlighted without the highlighter',
    );

    // The network is back: the next block drawn is highlighted.
    highlighterReachable = true;
    await page.locator('article a[href="/docs/jaqpotpy/offline-models"]').first().click();
    await page.locator('h1', {hasText: 'Download a model and predict offline'}).waitFor();
    await page.locator('.theme-code-block .token.keyword').first().waitFor();
    assert.deepEqual(watch.pageErrors, []);
    await context.close();
  });
});
