import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {crashPagePath} from '../fixtures/variant-site/crash-page';
import {VARIANT_BUILD_DIR} from '../fixtures/variant-site/constants';
import {buildDir, gotoHydrated, newContext, openSite, watchPage, type Site} from '../../scripts/lib/browser';
/** The variant build (tests/fixtures/variant-site) has the test-only crash page; the production build does not. */
const crashBuildDir = VARIANT_BUILD_DIR;
const crashMessage = 'The crash test page threw on purpose.';
const causeMessage = 'A test-only fault armed by the crash button.';

function bundlesContaining(root: string, text: string): string[] {
  const jsDir = join(root, 'assets', 'js');
  return readdirSync(jsDir).filter(
    (file) => file.endsWith('.js') && readFileSync(join(jsDir, file), 'utf8').includes(text),
  );
}

describe('crash screen', () => {
  let site: Site;
  before(async () => {
    site = await openSite({root: crashBuildDir});
  });
  after(async () => site?.close());

  test('the production build has no crash page; the test build has one', async () => {
    assert.ok(existsSync(join(crashBuildDir, crashPagePath, 'index.html')), 'the test build lacks the crash page');
    assert.notDeepEqual(bundlesContaining(crashBuildDir, crashMessage), []);
    assert.equal(existsSync(join(buildDir, crashPagePath)), false, 'the production build contains the crash page');
    assert.deepEqual(bundlesContaining(buildDir, crashMessage), [], 'the production bundles contain the crash page');
    const production = await openSite();
    try {
      const response = await fetch(new URL(`/docs/${crashPagePath}`, production.origin));
      assert.equal(response.status, 404);
    } finally {
      await production.close();
    }
  });

  test('"This page crashed." with the error and its cause; "Try again" renders the page again', async () => {
    const context = await newContext(site, {viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    const watch = watchPage(page, site.origin);
    await gotoHydrated(page, `/docs/${crashPagePath}`);
    await page.getByRole('button', {name: 'Crash this page'}).click();
    const title = page.getByRole('heading', {level: 1, name: 'This page crashed.'});
    await title.waitFor({state: 'visible'});
    const screen = await page.locator('main').innerText();
    assert.match(
      screen,
      new RegExp(`${crashMessage.replace('.', '\\.')}\\s+Cause:\\s+${causeMessage.replace('.', '\\.')}`),
    );
    // The crash stays inside the page: the navbar still works around it.
    assert.ok(await page.locator('nav.navbar').isVisible());
    await page.getByRole('button', {name: 'Try again'}).click();
    await page.getByRole('button', {name: 'Crash this page'}).waitFor({state: 'visible'});
    assert.equal(await title.count(), 0);
    assert.equal(await page.getByRole('heading', {level: 1}).innerText(), 'Crash test');
    assert.deepEqual(watch.outsideRequests, []);
    await context.close();
  });
});
