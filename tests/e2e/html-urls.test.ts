/**
 * `.html` and `index.html` forms of a route (old links, static hosts), and its address in another
 * letter case, end on the clean URL:
 * address bar, canonical link and og:url, with the query string and hash kept, and never a
 * "Page Not Found" on the way. The search page answers `q` on every form.
 */
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import type {BrowserContext, Page} from 'playwright-core';
import {siteUrl} from '../../config/site';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir, gotoHydrated, newContext, openSite, watchPage, type Site} from '../../scripts/lib/browser';

/** [form a reader opens, clean URL it must end on (path, query and hash)]. */
const CASES: Array<[string, string]> = [
  ['/docs/getting-started.html', '/docs/getting-started'],
  ['/docs/getting-started/index.html?from=old#prerequisites', '/docs/getting-started?from=old#prerequisites'],
  ['/docs/jaqpotpy/index.html', '/docs/jaqpotpy/'],
  ['/docs/index', '/docs/'],
  ['/docs/index.html#next-steps', '/docs/#next-steps'],
  ['/docs/search.html?q=docker', '/docs/search?q=docker'],
  ['/docs/search/index.html?q=docker#x', '/docs/search?q=docker#x'],
  // Another letter case: the server redirects to the page's own address.
  ['/docs/GETTING-STARTED', '/docs/getting-started'],
  [
    '/docs/JAQPOTPY/pytorch-models/Create-A-Model?from=old#prerequisites',
    '/docs/jaqpotpy/PyTorch-models/create-a-model?from=old#prerequisites',
  ],
];

/**
 * Records, from the first byte on, whether the page ever showed the not-found heading.
 * Script text, so the test runner's transpiler adds no helpers (`__name`) the page lacks.
 */
const RECORD_NOT_FOUND = `
  window.sawNotFound = false;
  new MutationObserver(() => {
    for (const h1 of document.querySelectorAll('h1')) {
      if (h1.textContent.trim() === 'Page Not Found') window.sawNotFound = true;
    }
  }).observe(document, {childList: true, subtree: true, characterData: true});
`;

async function head(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
    sawNotFound: (window as unknown as {sawNotFound?: boolean}).sawNotFound,
  }));
}

describe('.html URLs end on the clean URL', () => {
  let site: Site;
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    site = await openSite();
    context = await newContext(site);
    await context.addInitScript(RECORD_NOT_FOUND);
    page = await context.newPage();
  });
  after(async () => {
    await context?.close();
    await site?.close();
  });

  for (const [dirty, clean] of CASES) {
    test(`${dirty} → ${clean}`, async () => {
      const watch = watchPage(page, site.origin);
      const response = await gotoHydrated(page, dirty);
      assert.equal(response?.status(), 200);
      const url = new URL(page.url());
      assert.equal(`${url.pathname}${url.search}${url.hash}`, clean, 'address bar');
      const cleanPath = new URL(clean, site.origin).pathname;
      if (cleanPath === '/docs/search') {
        await page.locator('main ol > li').first().waitFor();
        assert.equal(await page.locator('main').getByRole('searchbox', {name: 'Search'}).inputValue(), 'docker');
      }
      const meta = await head(page);
      assert.equal(meta.canonical, `${siteUrl}${cleanPath}`, 'canonical link');
      assert.equal(meta.ogUrl, `${siteUrl}${cleanPath}`, 'og:url');
      assert.equal(meta.sawNotFound, false, '"Page Not Found" showed on the way');
      assert.notEqual((await page.locator('h1').first().innerText()).trim(), 'Page Not Found');
      assert.deepEqual(watch.pageErrors, []);
      watch.stop();
    });
  }

  test('where a host answers another letter case with its not-found file, the page shows at its own address', async () => {
    const notFound = readFileSync(join(buildDir, '404.html'), 'utf8');
    const variant = (url: URL) => url.pathname === '/docs/Getting-Started';
    await page.route(variant, (route) => route.fulfill({status: 404, contentType: 'text/html', body: notFound}));
    await gotoHydrated(page, '/docs/Getting-Started?a=1#prerequisites');
    const url = new URL(page.url());
    assert.equal(`${url.pathname}${url.search}${url.hash}`, '/docs/getting-started?a=1#prerequisites');
    assert.equal((await head(page)).canonical, `${siteUrl}/docs/getting-started`);
    assert.equal((await page.locator('h1').first().innerText()).trim(), 'Getting started');
    await page.unroute(variant);
  });

  test('an unknown .html path keeps its URL and shows the not-found page', async () => {
    const response = await gotoHydrated(page, '/docs/no-such-page.html?q=1#top');
    assert.equal(response?.status(), 404);
    const url = new URL(page.url());
    assert.equal(`${url.pathname}${url.search}${url.hash}`, '/docs/no-such-page.html?q=1#top');
    assert.equal((await page.locator('h1').innerText()).trim(), 'Page Not Found');
  });
});
