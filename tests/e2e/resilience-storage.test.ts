import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {gotoHydrated, newContext, watchPage} from '../../scripts/lib/browser';
import {servedSite} from '../site';

/** Any access to browser storage throws, as under strict privacy settings or in some iframes. */
function blockStorage() {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(`${name} is blocked by the test`, 'SecurityError');
      },
    });
  }
}

describe('browser storage unavailable', () => {
  const site = servedSite();

  test('the site renders with a console warning; colour mode and announcement dismissal work for the session', async () => {
    const context = await newContext(site, {viewport: {width: 1280, height: 800}});
    await context.addInitScript(blockStorage);
    const page = await context.newPage();
    const watch = watchPage(page, site.origin);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await gotoHydrated(page, '/docs/');
    assert.equal(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch {
          return 'blocked';
        }
      }),
      'blocked',
      'the init script did not block storage',
    );
    await page.locator('article h1').waitFor({state: 'visible'});
    assert.ok(
      warnings.some((w) => /browser storage is not available/i.test(w)),
      `no storage warning in the console: ${JSON.stringify(warnings)}`,
    );

    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    const bar = page.locator('.theme-announcement-bar');
    await bar.getByRole('button', {name: 'Close'}).click();
    await bar.waitFor({state: 'detached'});

    // The choices hold across client-side navigation within the session…
    await page
      .locator('nav.menu a', {hasText: /^Getting started$/})
      .first()
      .click();
    await page.waitForURL('**/docs/getting-started');
    await page.locator('h1', {hasText: 'Getting started'}).waitFor();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    assert.equal(await bar.count(), 0, 'the dismissed announcement came back');

    // …and nothing is remembered: storage reads as empty after a reload.
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'light');
    await bar.waitFor({state: 'visible'});

    assert.deepEqual(watch.pageErrors, []);
    assert.deepEqual(watch.consoleErrors, []);
    await context.close();
  });
});
