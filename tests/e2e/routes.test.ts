import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import {newContext, openSite, readRoutes, watchPage, type Site} from './harness';

const routes = readRoutes();

describe('every route of the route list', {concurrency: 4}, () => {
  let site: Site;
  before(async () => {
    site = await openSite();
  });
  after(async () => site?.close());

  test('the sitemap and the route list name the same pages', async () => {
    const response = await fetch(new URL('/docs/sitemap.xml', site.origin));
    const xml = await response.text();
    const inSitemap = [...xml.matchAll(/<loc>https:\/\/jaqpot\.org([^<]+)<\/loc>/g)].map((m) => m[1]!);
    assert.ok(inSitemap.length > 0, 'the sitemap lists no page');
    assert.deepEqual(inSitemap.filter((r) => !routes.includes(r)), [], 'pages missing from the route list');
    assert.deepEqual(routes.filter((r) => !inSitemap.includes(r)), [], 'routes missing from the sitemap');
  });

  const titles = new Map<string, string>();
  for (const route of routes) {
    test(route, async () => {
      const context = await newContext(site);
      const page = await context.newPage();
      const watch = watchPage(page, site.origin);
      const response = await page.goto(route, {waitUntil: 'networkidle'});
      assert.equal(response?.status(), 200, `${route} answered ${response?.status()}`);
      const h1 = page.locator('h1').first();
      assert.ok(await h1.isVisible(), `${route} has no visible h1`);
      const heading = (await h1.innerText()).trim();
      assert.notEqual(heading, 'Page Not Found', `${route} shows the not-found page`);
      assert.ok(heading.length > 0, `${route} has an empty h1`);
      const main = await page.locator('#__docusaurus_skipToContent_fallback').innerText();
      assert.ok(!/TODO content/.test(main), `${route} still shows stub content`);
      assert.deepEqual(watch.consoleErrors, [], `console errors on ${route}`);
      assert.deepEqual(watch.pageErrors, [], `uncaught errors on ${route}`);
      assert.deepEqual(watch.failedRequests, [], `failed requests on ${route}`);
      assert.deepEqual(watch.outsideRequests, [], `requests to outside hosts on ${route}`);
      const identity = main;
      const twin = [...titles].find(([, seen]) => seen === identity)?.[0];
      assert.equal(twin, undefined, `${route} shows the same page as ${twin}`);
      titles.set(route, identity);
      await context.close();
    });
  }
});
