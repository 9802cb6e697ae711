import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {crashPagePath} from '../fixtures/variant-site/crash-page';
import {builtVariant} from '../fixtures/variant-site/constants';
import {COLOUR_RULES, wcagViolations} from '../pages/axe';
import {buildDir, gotoHydrated, newContext, openSite, watchPage} from '../../scripts/lib/browser';
import {servedSite} from '../site';
/** The variant build (tests/fixtures/variant-site) has the test-only crash page; the production build does not. */
const crashBuildDir = builtVariant();
const crashMessage = 'The crash test page threw on purpose.';
const causeMessage = 'A test-only fault armed by the crash button.';

function bundlesContaining(root: string, text: string): string[] {
  const jsDir = join(root, 'assets', 'js');
  return readdirSync(jsDir).filter(
    (file) => file.endsWith('.js') && readFileSync(join(jsDir, file), 'utf8').includes(text),
  );
}

describe('crash screen', () => {
  const site = servedSite({root: crashBuildDir});

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
    // What to do, a way to report it, and ways on; readable, in both colour modes.
    const report = page.getByRole('link', {name: 'report the crash'});
    assert.match(
      (await report.getAttribute('href')) ?? '',
      /^https:\/\/github\.com\/.+\/issues\/new\?title=.*crash-page/,
    );
    assert.ok(await page.getByRole('region', {name: 'Error details'}).getByText(crashMessage).isVisible());
    assert.ok(
      await page
        .getByRole('navigation', {name: 'Go on from here'})
        .getByRole('link', {name: 'Getting started'})
        .isVisible(),
    );
    assert.deepEqual(await wcagViolations(page), [], 'the crash screen in light mode');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    assert.deepEqual(await wcagViolations(page, {rules: COLOUR_RULES}), [], 'the crash screen in dark mode');
    await page.getByRole('button', {name: 'Try again'}).click();
    await page.getByRole('button', {name: 'Crash this page'}).waitFor({state: 'visible'});
    assert.equal(await title.count(), 0);
    assert.equal(await page.getByRole('heading', {level: 1}).innerText(), 'Crash test');
    assert.deepEqual(watch.outsideRequests, []);
    await context.close();
  });
});
