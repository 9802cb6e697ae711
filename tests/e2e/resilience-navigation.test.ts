import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {parseHtml} from '../../plugins/built-pages/tree';
import {selectAll} from 'hast-util-select';
import type {Page} from 'playwright-core';
import {buildDir, gotoHydrated, newContext, scrollSettled} from '../../scripts/lib/browser';
import {readRoutes} from './harness';
import {servedSite} from '../site';

const navbarBottom = (page: Page) => page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

function builtPage(route: string): string {
  const rel = route.replace(/^\/docs\//, '');
  return readFileSync(join(buildDir, rel, 'index.html'), 'utf8');
}

/** A link in some page's article to a heading of another page, taken from the build. */
function crossPageHashLink(): {from: string; href: string; path: string; id: string} {
  for (const from of readRoutes()) {
    for (const link of selectAll('article a[href*="#"]', parseHtml(builtPage(from)))) {
      const href = String(link.properties.href);
      const [path, id] = href.split('#') as [string, string];
      if (path.startsWith('/docs/') && path !== from && id && readRoutes().includes(path)) {
        return {from, href, path, id: decodeURIComponent(id)};
      }
    }
  }
  throw new Error('no article links to a heading on another page');
}

describe('scrolling and the navbar on route changes', () => {
  const site = servedSite();

  test('a route change without a hash scrolls to the top', async () => {
    const context = await newContext(site, {viewport: {width: 1280, height: 700}});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/getting-started');
    await page.evaluate(() => window.scrollTo(0, 1500));
    assert.equal(await scrollY(page), 1500);
    await page
      .locator('nav.menu a', {hasText: /^Offline models$/})
      .first()
      .click();
    await page.waitForURL('**/docs/jaqpotpy/offline-models');
    await page.locator('h1', {hasText: /offline/i}).waitFor();
    // The new page is tall enough to keep the old position: only a deliberate scroll reaches 0.
    // Two theme mechanisms do it on a link click (the route-change scroll and the focus reset to
    // the top of the page); the test fails only when neither does, which is the reader's view.
    const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    assert.ok(room >= 1500, `the new page is too short to tell (${room} px of scroll room)`);
    assert.equal(await scrollY(page), 0);
    await context.close();
  });

  test('a route change to a hash scrolls to its target and hides the navbar', async () => {
    const link = crossPageHashLink();
    const context = await newContext(site, {viewport: {width: 1280, height: 700}});
    const page = await context.newPage();
    await gotoHydrated(page, link.from);
    // Start below the target's position with the navbar shown: the jump to the target is then a
    // scroll up, which on its own would keep the navbar; only the hash rule hides it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom > 0);
    const startY = await scrollY(page);
    await page
      .locator(`article a[href="${link.href}"]`)
      .first()
      .evaluate((a) => (a as HTMLElement).click());
    await page.waitForURL((url) => url.pathname === link.path && url.hash.length > 1);
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 120;
    }, link.id);
    const targetY = await scrollY(page);
    assert.ok(targetY > 100, `${link.href} is at the top of its page; pick a deeper target`);
    assert.ok(targetY < startY, `the target (${targetY}) is not above the start (${startY}): the test cannot tell`);
    assert.ok(await page.locator(`[id="${link.id}"]`).isVisible());
    await scrollSettled(page); // the jump's scroll events have all run before the navbar is read
    // The navbar slides out over --ifm-transition-fast: wait for it to end, as a reader sees it;
    // a navbar the hash rule keeps shown never gets there, and the test times out.
    await page
      .waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom <= 0, undefined, {
        timeout: 5000,
      })
      .catch(() => undefined);
    assert.ok((await navbarBottom(page)) <= 0, 'the navbar is shown after navigating to a hash');
    await context.close();
  });

  test('following a table-of-contents link on the same page hides the navbar', async () => {
    const context = await newContext(site, {viewport: {width: 1280, height: 700}});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/getting-started');
    assert.ok((await navbarBottom(page)) > 0);
    const entry = page.locator('.table-of-contents a').nth(2);
    const id = decodeURIComponent((await entry.getAttribute('href'))!.slice(1));
    await entry.click();
    await page.waitForFunction((hash) => location.hash === `#${hash}`, encodeURIComponent(id));
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom <= 0);
    const top = await page.locator(`[id="${id}"]`).evaluate((el) => el.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 120, `the heading is at ${top} px`);
    await context.close();
  });
});

describe('mobile menu', () => {
  const site = servedSite();

  // Closing at desktop width (996 px breakpoint) is proven in shell.test.ts ("mobile drawer").
  test('back navigation closes the open menu and stays on the page; the next back navigates', async () => {
    const context = await newContext(site, {viewport: {width: 996, height: 800}});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    const drawerOpen = () =>
      page.evaluate(() => document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'));
    await toggle.click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Getting started'}).first().click();
    await page.waitForURL('**/docs/getting-started');
    await page.waitForFunction(() => !document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'));
    await toggle.click();
    assert.equal(await drawerOpen(), true);
    await page.evaluate(() => history.back());
    await page.waitForFunction(() => !document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'));
    // The back press went to the menu, not to the previous page (a blocked pop restores the URL).
    await page.waitForFunction(() => location.pathname.endsWith('/docs/getting-started'));
    assert.equal(await page.locator('article h1').innerText(), 'Getting started');
    await page.evaluate(() => history.back());
    await page.waitForURL(/\/docs\/$/);
    await context.close();
  });
});
