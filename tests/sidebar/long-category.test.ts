/**
 * A sidebar category longer than a list renders whole, on the variant build (its "Generated"
 * category holds LONG_CATEGORY_PAGES pages): the HTML holds a window of it, the rest comes in the
 * browser, every page stays linked, and keyboard and screen reader use the theme's own controls.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {selectAll} from 'hast-util-select';
import {parseHtml} from '../../plugins/built-pages/tree';
import {gotoHydrated, newContext, settle, watchPage} from '../../scripts/lib/browser';
import {WINDOW_RADIUS} from '../../src/sidebar/item-window';
import {builtVariant, LONG_CATEGORY_PAGES} from '../fixtures/variant-site/constants';
import {COLOUR_RULES, wcagViolations} from '../pages/axe';
import {servedSite} from '../site';

const SIDEBAR = 'nav[aria-label="Docs sidebar"]';
/** The page the tests open: in the middle of the category, so the window has items hidden on both sides. */
const MIDDLE = 75;
const pagePath = (n: number) => `/docs/generated/page-${n}`;
const range = (from: number, to: number) => Array.from({length: to - from}, (_, i) => from + i);

/** The generated pages the sidebar links to, in order. */
function sidebarPages(page: Page): Promise<number[]> {
  return page
    .locator(`${SIDEBAR} a[href^="/docs/generated/page-"]`)
    .evaluateAll((links) => links.map((a) => Number(a.getAttribute('href')!.split('page-')[1])));
}

/** What has focus: a link's path or a button's name. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('href') ?? el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });
}

describe('a long sidebar category', () => {
  const variantDir = builtVariant();
  const site = servedSite({root: variantDir});

  test('its pages carry a window of it in their HTML, and each page stays linked from the listing page and the sitemap', () => {
    const html = parseHtml(readFileSync(join(variantDir, 'generated', `page-${MIDDLE}`, 'index.html'), 'utf8'));
    const hrefs = (selector: string) => selectAll(selector, html).map((a) => String(a.properties.href));
    const window = range(MIDDLE - WINDOW_RADIUS, MIDDLE + WINDOW_RADIUS + 1).map(pagePath);
    assert.deepEqual(hrefs(`${SIDEBAR} a[href^="/docs/generated/page-"]`), window);
    assert.deepEqual(hrefs(`${SIDEBAR} a[aria-current="page"]`), [pagePath(MIDDLE)]);
    assert.deepEqual(hrefs(`${SIDEBAR} a[href="/docs/category/generated"]`), ['/docs/category/generated']);

    const every = range(0, LONG_CATEGORY_PAGES).map(pagePath).sort();
    const listing = parseHtml(readFileSync(join(variantDir, 'category', 'generated', 'index.html'), 'utf8'));
    const listed = selectAll('main a[href^="/docs/generated/page-"]', listing).map((a) => String(a.properties.href));
    assert.deepEqual([...new Set(listed)].sort(), every);
    const sitemap = readFileSync(join(variantDir, 'sitemap.xml'), 'utf8');
    const mapped = [...sitemap.matchAll(/<loc>[^<]*?(\/docs\/generated\/page-\d+)<\/loc>/g)].map((m) => m[1]!);
    assert.deepEqual(mapped.sort(), every);
  });

  test('Tab goes through the window in order; Enter on a "Show" button adds its pages and focuses the first added', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    const watch = watchPage(page, site.origin);
    await gotoHydrated(page, pagePath(MIDDLE));
    await settle(page);
    assert.deepEqual(await sidebarPages(page), range(MIDDLE - WINDOW_RADIUS, MIDDLE + WINDOW_RADIUS + 1));

    await page.locator(`${SIDEBAR} a[href="/docs/category/generated"]`).focus();
    const order: string[] = [];
    for (let i = 0; i < 2 * WINDOW_RADIUS + 5; i++) {
      await page.keyboard.press('Tab');
      order.push(await focused(page));
    }
    assert.deepEqual(order, [
      "Collapse sidebar category 'Generated'",
      `Show the ${MIDDLE - WINDOW_RADIUS} earlier pages`,
      ...range(MIDDLE - WINDOW_RADIUS, MIDDLE + WINDOW_RADIUS + 1).map(pagePath),
      `Show the ${LONG_CATEGORY_PAGES - MIDDLE - WINDOW_RADIUS - 1} later pages`,
      // Out of the sidebar: the next stop is in the page.
      order.at(-1)!,
    ]);
    assert.ok(!order.at(-1)!.startsWith('/docs/generated/page-'), `after the window Tab went to ${order.at(-1)}`);

    // After keys, the later pages wait for a press, however late the sidebar's scroll is seen:
    // here the "later pages" button leaves the view and comes back once focus is out of the list.
    await page.locator(SIDEBAR).evaluate(async (nav) => {
      const button = Array.from(nav.querySelectorAll('button')).find((b) => /later pages/.test(b.textContent ?? ''));
      if (!button) throw new Error('no "later pages" button');
      // Each scroll, then the observer's report of the button's new state (no named helper: the
      // test runner's transform would name it with a function the page does not have).
      for (const [top, visible] of [
        [0, false],
        [nav.scrollHeight, true],
      ] as const) {
        nav.scrollTo(0, top);
        await new Promise<void>((resolve) => {
          const observer = new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting === visible)) resolve(observer.disconnect());
          });
          observer.observe(button);
        });
      }
      // The site's observer was called before this one; React draws its change by the second frame.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    assert.deepEqual(await sidebarPages(page), range(MIDDLE - WINDOW_RADIUS, MIDDLE + WINDOW_RADIUS + 1));

    await page.getByRole('button', {name: /later pages/}).focus();
    await page.keyboard.press('Enter');
    const firstAdded = pagePath(MIDDLE + WINDOW_RADIUS + 1);
    await page.waitForFunction((href) => document.activeElement?.getAttribute('href') === href, firstAdded);
    assert.deepEqual(await sidebarPages(page), range(MIDDLE - WINDOW_RADIUS, LONG_CATEGORY_PAGES));

    await page.getByRole('button', {name: /earlier pages/}).focus();
    await page.keyboard.press('Enter');
    const lastAdded = pagePath(MIDDLE - WINDOW_RADIUS - 1);
    await page.waitForFunction((href) => document.activeElement?.getAttribute('href') === href, lastAdded);
    assert.deepEqual(await sidebarPages(page), range(0, LONG_CATEGORY_PAGES));
    assert.equal(await page.locator(`${SIDEBAR} button`, {hasText: /^Show/}).count(), 0);
    watch.stop();
    assert.deepEqual([...watch.consoleErrors, ...watch.pageErrors], []);
    await context.close();
  });

  test('Enter on the category caret collapses it as the theme does: its pages and buttons leave the Tab order', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    await gotoHydrated(page, pagePath(MIDDLE));
    const caret = page.getByRole('button', {name: "Collapse sidebar category 'Generated'"});
    await caret.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', {name: "Expand sidebar category 'Generated'", expanded: false}).waitFor();
    await page.keyboard.press('Tab');
    const next = await focused(page);
    assert.ok(!/^\/docs\/generated\/page-|^Show /.test(next), `Tab went into the collapsed category: ${next}`);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('button', {name: "Collapse sidebar category 'Generated'", expanded: true}).waitFor();
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), `Show the ${MIDDLE - WINDOW_RADIUS} earlier pages`);
    await context.close();
  });

  test('scrolling the sidebar to the later pages adds them', async () => {
    const context = await newContext(site, {viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    await gotoHydrated(page, pagePath(3));
    await settle(page);
    const shown = (await sidebarPages(page)).length;
    assert.equal(shown, 2 * WINDOW_RADIUS + 1);
    await page.locator(SIDEBAR).evaluate((nav) => nav.scrollTo(0, nav.scrollHeight));
    await page.waitForFunction(([selector, before]) => document.querySelectorAll(selector).length > before, [
      `${SIDEBAR} a[href^="/docs/generated/page-"]`,
      shown,
    ] as const);
    await context.close();
  });

  test('going on to a page past the window moves the window to it, marked as the current page', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    await gotoHydrated(page, pagePath(MIDDLE + WINDOW_RADIUS));
    // The pager's Next: a client-side navigation to the page after the window's last.
    await page.locator('a.pagination-nav__link--next').click();
    await page.waitForURL(`**${pagePath(MIDDLE + WINDOW_RADIUS + 1)}`);
    // The address changes before React renders the new page: wait for the sidebar to mark it.
    const current = page.locator(`${SIDEBAR} a[aria-current="page"]`);
    await page.locator(`${SIDEBAR} a[aria-current="page"][href="${pagePath(MIDDLE + WINDOW_RADIUS + 1)}"]`).waitFor();
    assert.deepEqual(await current.evaluateAll((links) => links.map((link) => link.getAttribute('href'))), [
      pagePath(MIDDLE + WINDOW_RADIUS + 1),
    ]);
    assert.ok(await current.isVisible());
    await context.close();
  });

  test('no WCAG 2 A/AA violation on a page of the category, light and dark, before and after showing more', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    await gotoHydrated(page, pagePath(MIDDLE));
    await settle(page);
    assert.deepEqual(await wcagViolations(page, {include: SIDEBAR}), []);
    // Pressed where it is: scrolling it into view first would add the pages itself, and the click
    // would then miss the button it removed.
    await page.getByRole('button', {name: /later pages/}).dispatchEvent('click');
    await page.getByRole('button', {name: /later pages/}).waitFor({state: 'detached'});
    assert.deepEqual(await wcagViolations(page), []);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    assert.deepEqual(await wcagViolations(page, {include: SIDEBAR, rules: COLOUR_RULES}), []);
    await context.close();
  });
});
