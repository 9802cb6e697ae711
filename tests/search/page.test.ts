/** The search page /docs/search?q= in Chromium, on the production build. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {servedFileText, gotoHydrated, newContext, settle, watchPage} from '../../scripts/lib/browser';
import {wcagViolations} from '../pages/axe';
import {expectedCounts, indexWithHostileText, serveIndex, textOnlyWord, XSS_IMG} from './helpers';
import {servedSite} from '../site';

/** The search page filters on the language and the current docs version, as the modal does on a doc page. */
/** The count line: results are sections of pages, so it says both. */
const countText = ({results, pages}: {results: number; pages: number}) =>
  `${results === 1 ? 'One result' : `${results} results`} on ${pages === 1 ? 'one page' : `${pages} pages`}`;
const results = (page: Page) => page.locator('main ol > li');

describe('search page', {concurrency: 3}, () => {
  const site = servedSite();

  test('direct load of ?q= shows the count, highlighted titles, breadcrumbs and snippets', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    const watch = watchPage(page, site.origin);
    await page.addInitScript(() => {
      const w = window as unknown as {layoutShift: number};
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[])
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }).observe({type: 'layout-shift', buffered: true});
    });
    await gotoHydrated(page, '/docs/search?q=SklearnModel');
    const expected = expectedCounts('SklearnModel');
    await page.getByText(countText(expected)).waitFor();
    // Results arrive after the page shows; they must not shove what the reader sees (0.1: "good" CLS).
    const shift = await page.evaluate(() => (window as unknown as {layoutShift: number}).layoutShift);
    assert.ok(shift < 0.1, `the results moved the page: layout shift ${shift.toFixed(3)}`);
    assert.equal(await page.locator('h1').innerText(), 'Search results for "SklearnModel"');
    // The offline build's page is ours alone: the theme's Algolia page (its client and helper) stays out.
    const algolia = watch.scripts.filter((path) => servedFileText(path).includes('algoliasearch-helper'));
    assert.deepEqual(algolia, [], "the search page loaded Algolia's search page");
    assert.equal(await page.getByRole('searchbox', {name: 'Search'}).inputValue(), 'SklearnModel');
    // The page that defines it, then the definition: a section is listed after its page.
    const first = results(page).nth(1);
    assert.match(await first.locator('h2 a mark').first().innerText(), /SklearnModel/i);
    assert.ok((await first.locator('.breadcrumbs__item').count()) >= 1, 'breadcrumbs');
    const href = await first.locator('h2 a').getAttribute('href');
    assert.match(href ?? '', /^\/docs\/.*SklearnModel/i);
    assert.equal(await page.getByText(/Powered by|Algolia/).count(), 0);
    assert.deepEqual(watch.outsideRequests, []);
    assert.deepEqual(watch.pageErrors, []);
    assert.deepEqual(watch.consoleErrors, []);
    await first.locator('h2 a').click();
    await page.waitForURL((u) => `${u.pathname}${u.hash}` === href);
    // A longer q is cut where the search cuts it, visibly (64 characters, as in the modal).
    const long = `deploy ${'x'.repeat(80)}`;
    await gotoHydrated(page, `/docs/search?q=${long}`);
    await page.locator('p[role="status"]').filter({hasText: /\S/}).waitFor();
    assert.equal(await page.getByRole('searchbox', {name: 'Search'}).inputValue(), long.slice(0, 64));
    assert.equal(await page.locator('h1').innerText(), `Search results for "${long.slice(0, 64)}"`);
    // Cut between characters: an emoji across the 64th UTF-16 unit is kept whole.
    const emoji = `${'a'.repeat(63)}\u{1F600}tail`;
    await gotoHydrated(page, `/docs/search?q=${encodeURIComponent(emoji)}`);
    await page.locator('p[role="status"]').filter({hasText: /\S/}).waitFor();
    assert.equal(await page.getByRole('searchbox', {name: 'Search'}).inputValue(), `${'a'.repeat(63)}\u{1F600}`);
    assert.deepEqual(watch.pageErrors, []);
    await context.close();
  });

  test('pages with the same title differ by their breadcrumb trail', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/search?q=upload%20a%20model');
    await results(page).first().waitFor();
    const trails: string[] = [];
    for (const item of await results(page).all()) {
      if ((await item.locator('h2').innerText()).trim() !== 'Upload a model') continue;
      trails.push((await item.locator('.breadcrumbs__item').allInnerTexts()).map((t) => t.trim()).join(' / '));
    }
    assert.ok(trails.length >= 2, `several "Upload a model" pages: ${trails.join('; ')}`);
    assert.equal(new Set(trails).size, trails.length, `each has its own trail: ${trails.join('; ')}`);
    assert.ok(trails.includes('jaqpotpy / scikit-learn models'), trails.join('; '));
    await context.close();
  });

  test('typing keeps the query in the URL; reload shows the same results; load more adds a page', async () => {
    const context = await newContext(site);
    // The piece table waits until more results are shown: the search asked again then keeps them.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/search/pieces.bin', async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/search');
    assert.equal(await page.locator('h1').innerText(), 'Search the documentation');
    await page.getByRole('searchbox', {name: 'Search'}).pressSequentially('model', {delay: 20});
    await page.waitForURL(/\/docs\/search\?q=model$/);
    const expected = expectedCounts('model');
    await page.getByText(countText(expected)).waitFor();
    assert.equal(await results(page).count(), 20);
    await page.getByRole('button', {name: 'Load more results'}).click();
    await page.waitForFunction(() => document.querySelectorAll('main ol > li').length === 40);
    const table = page.waitForResponse('**/search/pieces.bin');
    release();
    await (await table).finished();
    await settle(page, {network: false, quietMs: 300});
    assert.equal(await results(page).count(), 40, 'the table arriving asks again without adding the page twice');
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByText(countText(expected)).waitFor();
    assert.equal(await results(page).count(), 20, 'a reload starts at the first page');
    await page.getByRole('searchbox', {name: 'Search'}).fill('qqzzxx');
    await page.getByText('No results for "qqzzxx"').waitFor();
    assert.equal(await results(page).count(), 0);
    await context.close();
  });

  test('XSS: markup from the index and the URL query stays text', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    await serveIndex(page, indexWithHostileText());
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await gotoHydrated(page, `/docs/search?q=${encodeURIComponent('Zebracorn <img src=x onerror="window.__xss=7">')}`);
    await results(page).first().waitFor();
    const html = await page.locator('main').innerHTML();
    assert.ok(!/<img[^>]+src="x"/.test(html) && !/<script>window/.test(html));
    assert.ok(html.includes('&lt;img src=x onerror='));
    const trail = await results(page)
      .filter({hasText: 'Zebracorn heading'})
      .first()
      .locator('.breadcrumbs__item')
      .first()
      .innerText();
    assert.equal(trail.trim(), `Zebracorn ${XSS_IMG}`, 'the breadcrumb trail shows its markup as text');
    assert.equal(
      await page.locator('h1').innerText(),
      'Search results for "Zebracorn <img src=x onerror="window.__xss=7">"',
    );
    const hrefs = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    assert.ok(!hrefs.some((h) => h.toLowerCase().startsWith('javascript:')));
    assert.equal(await page.evaluate(() => (window as {__xss?: number}).__xss), undefined);
    assert.equal(dialogs, 0);
    await context.close();
  });

  test('an unreachable index: the error screen, and retries spaced out, not a loop', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    let requests = 0;
    let refused = 0;
    let openGate = () => {};
    const gate = new Promise<void>((open) => (openGate = open));
    await page.route('**/search/index.json', async (route) => {
      requests++;
      await gate;
      await route.abort('connectionrefused');
      refused++;
    });
    // Timers run on a clock the test moves: the retries' spacing is counted, not timed. The clock
    // is paused before the first request fails, however long the page takes to load.
    await page.clock.install();
    await gotoHydrated(page, '/docs/search?q=model');
    await page.clock.pauseAt(Date.now() + 1_000);
    openGate();
    const screen = page.getByRole('alert').filter({hasText: 'Unable to fetch results'});
    await screen.waitFor();
    assert.match(await screen.innerText(), /You might want to check your network connection\./);
    // Whether the screen ever leaves while the client retries (a flicker to "loading" at each attempt).
    // A string: the test runner's transform would name the inner function with a helper the page lacks.
    await page.evaluate(`new MutationObserver(() => {
      const shown = [...document.querySelectorAll('[role="alert"]')].some((el) => /Unable to fetch/.test(el.textContent));
      if (!shown) window.errorScreenLeft = true;
    }).observe(document.body, {childList: true, subtree: true})`);
    const first = requests;
    // Backoff from 1 s, doubling: within 5 s, retries at 1 s and 3 s (a loop asked ~500 times).
    await page.clock.runFor(5_000);
    assert.ok(first <= 2 && requests - first <= 2, `${requests} index requests`);
    assert.ok(await screen.isVisible(), 'the error screen stays');
    assert.equal(
      await page.evaluate(() => (window as {errorScreenLeft?: boolean}).errorScreenLeft),
      undefined,
      'the error screen left while the client retried',
    );
    // The index is back: the next retry (at most 2 minutes away) shows the results. Every refused
    // request has reached the page first, so the wait for the next one began on the paused clock.
    for (const until = Date.now() + 10_000; refused < requests; await new Promise((r) => setTimeout(r, 10)))
      assert.ok(Date.now() < until, 'a refused index request was never answered');
    await page.unroute('**/search/index.json');
    await page.clock.runFor(120_000);
    await results(page).first().waitFor();
    assert.equal(await screen.count(), 0);
    await context.close();
  });

  test('an index back online is fetched at once', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    await page.route('**/search/index.json', (route) => route.fulfill({status: 500, body: 'no'}));
    await gotoHydrated(page, '/docs/search?q=model');
    await page.getByRole('alert').filter({hasText: 'Unable to fetch results'}).waitFor();
    await page.unroute('**/search/index.json');
    await context.setOffline(true);
    await context.setOffline(false);
    await results(page).first().waitFor();
    await context.close();
  });

  test('without its body text the page says so, and still answers from titles and headings', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    await page.route('**/search/text.json', (route) => route.fulfill({status: 200, body: '{"format": "jaqpot-do'}));
    await gotoHydrated(page, `/docs/search?q=${textOnlyWord()}`);
    await page.getByRole('status').filter({hasText: 'Part of the search index could not be loaded'}).waitFor();
    await page.getByRole('searchbox', {name: 'Search'}).fill('docker');
    await results(page).first().waitFor();
    await context.close();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe: results page has no WCAG 2 A/AA violations in ${mode} mode`, async () => {
      const context = await newContext(site);
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      const page = await context.newPage();
      await gotoHydrated(page, '/docs/search?q=deploy');
      await results(page).first().waitFor();
      assert.deepEqual(await wcagViolations(page), []);
      await context.close();
    });
  }
});
