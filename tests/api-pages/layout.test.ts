/**
 * The API reference's layout at a laptop's width, a wide screen's and a phone's: the operations
 * get the room they need, Redoc's menu is a column only where that room is left, and folds
 * behind the page's "API menu" button elsewhere; the button opens, closes and gives way to the
 * section chosen, and stays clear of the back-to-top button. The code samples sit on their panel's
 * own colour in both modes, with no box of another colour flush against the code, and wrap rather
 * than scroll sideways.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Locator, Page} from 'playwright-core';
import {gotoHydrated, newContext} from '../../scripts/lib/browser';
import {wcagViolations} from '../pages/axe';
import {servedSite} from '../site';

const REFERENCE = '/docs/jaqpot-api/documentation/full-api-reference';
/** The width below which the operations' text and samples get cramped. */
const CONTENT_MIN = 760;

const width = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().width);

/** Whether two boxes share any pixel. */
function overlap(a: {x: number; y: number; width: number; height: number}, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('API reference layout', () => {
  const site = servedSite();

  async function open(viewport: {width: number; height: number}, theme?: 'light' | 'dark'): Promise<Page> {
    const context = await newContext(site, {viewport});
    if (theme) await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    const page = await context.newPage();
    await gotoHydrated(page, REFERENCE);
    return page;
  }

  test(`at 1280 px the operations get at least ${CONTENT_MIN} px and the menu opens from its button`, async () => {
    const page = await open({width: 1280, height: 900});
    const menu = page.locator('.redocusaurus .menu-content');
    const toggle = page.getByRole('button', {name: 'API menu'});
    const content = await width(page.locator('.redocusaurus .api-content'));
    assert.ok(content >= CONTENT_MIN, `the operations get ${content} px`);
    assert.equal(await menu.isVisible(), false, 'the menu takes a column at 1280 px');

    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await menu.waitFor({state: 'visible'});
    const panel = (await menu.boundingBox())!;
    assert.ok(
      panel.x + panel.width <= 1280 && panel.x >= 0,
      `the panel is outside the window: ${JSON.stringify(panel)}`,
    );
    const entry = menu.getByRole('menuitem', {name: 'Pagination'});
    assert.ok(await entry.isVisible(), 'the panel shows no entries');
    // The sweep sees the reference with the panel closed: the open panel and its button are checked here.
    assert.deepEqual(await wcagViolations(page, {include: '.redocusaurus .menu-content'}), []);
    assert.deepEqual(await wcagViolations(page, {include: 'button[aria-expanded]'}), []);
    await page.keyboard.press('Escape');
    await menu.waitFor({state: 'hidden'});
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'API menu');

    // An entry chosen: the panel gives way, and the reference goes to the section.
    await toggle.click();
    await entry.click();
    await menu.waitFor({state: 'hidden'});
    await page.waitForSelector('.redocusaurus[data-redoc="live"]', {timeout: 60_000});
    await page.waitForFunction(() => {
      const top = document.querySelector('[data-section-id="section/Pagination"]')?.getBoundingClientRect().top;
      return top !== undefined && Math.abs(top - document.querySelector('nav.navbar')!.clientHeight) <= 2;
    });
    await page.context().close();
  });

  test('at 1600 px the menu is a column beside the operations and the button is gone', async () => {
    const page = await open({width: 1600, height: 900});
    const menu = page.locator('.redocusaurus .menu-content');
    const content = page.locator('.redocusaurus .api-content');
    assert.ok(await menu.isVisible(), 'no menu column');
    assert.ok((await width(content)) >= CONTENT_MIN, `the operations get ${await width(content)} px`);
    assert.ok(
      (await menu.boundingBox())!.x < (await content.boundingBox())!.x,
      'the menu is not beside the operations',
    );
    assert.equal(await page.getByRole('button', {name: 'API menu'}).isVisible(), false);
    await page.context().close();
  });

  test('on a phone the menu has a button, and no floating button overlaps the back-to-top button', async () => {
    const page = await open({width: 400, height: 800});
    // The back-to-top button shows while the reader scrolls back up, far enough down.
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 2000);
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(() => {
      const button = document.querySelector('.theme-back-to-top-button');
      // Shown and grown to its full size (it scales in).
      return button instanceof HTMLElement && Math.round(button.getBoundingClientRect().width) === button.offsetWidth;
    });
    const backToTop = (await page.locator('.theme-back-to-top-button').boundingBox())!;
    // Every control floating over the reference: the page's menu button, and any Redoc draws.
    const floating = await page.evaluate(() =>
      Array.from(document.querySelectorAll('article *'))
        .filter((el) => getComputedStyle(el).position === 'fixed' && el.getBoundingClientRect().width > 0)
        .map((el) => {
          const {x, y, width, height} = el.getBoundingClientRect();
          return {what: el.textContent?.trim() || el.className, x, y, width, height};
        }),
    );
    assert.ok(floating.length > 0, 'nothing floats over the reference');
    const covering = floating.filter((box) => overlap(box, backToTop));
    assert.deepEqual(covering, [], `over the back-to-top button at ${JSON.stringify(backToTop)}`);
    assert.ok(await page.getByRole('button', {name: 'API menu'}).isVisible(), 'no menu button on a phone');
    await page.context().close();
  });

  test("the code samples' text sits on their panel's colour in both modes, before and once Redoc runs", async () => {
    /** The code samples' `pre` elements that paint a background of their own (the panel gives theirs). */
    const painted = (page: Page) =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('.redocusaurus [role="tabpanel"] pre'))
          .map((pre) => getComputedStyle(pre).backgroundColor)
          .filter((colour) => colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent'),
      );
    for (const theme of ['light', 'dark'] as const) {
      const page = await open({width: 1280, height: 900}, theme);
      const samples = await page.locator('.redocusaurus [role="tabpanel"] pre').count();
      assert.ok(samples > 0, `${samples} code samples in the server's HTML`);
      assert.deepEqual(await painted(page), [], `${theme}, the server's HTML`);
      const tab = page.locator('[role="tab"]', {hasText: /^Kotlin$/}).first();
      await tab.scrollIntoViewIfNeeded();
      await tab.click();
      await page.waitForSelector('.redocusaurus[data-redoc="live"]', {timeout: 60_000});
      assert.deepEqual(await painted(page), [], `${theme}, once Redoc runs`);
      await page.context().close();
    }
  });

  test('on a phone no code sample scrolls sideways, a region the keyboard could not scroll', async () => {
    const page = await open({width: 400, height: 800});
    const wide = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.redocusaurus [role="tabpanel"] pre'))
        .filter((pre) => pre.scrollWidth > pre.clientWidth + 1)
        .map((pre) => pre.closest('[data-section-id]')?.getAttribute('data-section-id')),
    );
    assert.deepEqual(wide, []);
    await page.context().close();
  });
});
