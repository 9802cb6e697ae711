import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {buildDir, newContext, openSite, type Site} from '../../scripts/lib/browser';

const banner = '#__docusaurus-base-url-issue-banner';
/** The id the banner script gives its container; it survives HTML minification. */
const bannerScriptMarker = '__docusaurus-base-url-issue-banner-container';
const otherPages = ['getting-started', 'jaqpotpy/offline-models', 'this/page/does-not-exist'];

async function bannerShown(site: Site, page: Page, path: string): Promise<boolean> {
  await page.goto(new URL(path, site.origin).href, {waitUntil: 'load'});
  return (await page.locator(banner).count()) > 0;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

describe('wrong base URL banner', () => {
  let correct: Site;
  let wrong: Site;
  before(async () => {
    correct = await openSite();
    // The same build on a host that serves it under another path: its /docs/ assets do not load.
    wrong = await openSite({basePath: '/handbook/'});
  });
  after(async () => {
    await correct?.close();
    await wrong?.close();
  });

  test('only the home page carries the banner script', () => {
    const carriers = htmlFiles(buildDir)
      .filter((file) => readFileSync(file, 'utf8').includes(bannerScriptMarker))
      .map((file) => relative(buildDir, file));
    assert.deepEqual(carriers, ['index.html']);
  });

  test('served at another path: the home page shows the banner with the path to use, other pages do not', async () => {
    const context = await newContext(wrong);
    const page = await context.newPage();
    assert.ok(await bannerShown(wrong, page, '/handbook/'), 'no banner on the home path');
    assert.ok(await page.locator(banner).isVisible());
    const text = await page.locator(banner).innerText();
    assert.match(text, /did not load properly/);
    assert.match(text, /Current configured baseUrl = \/docs\//);
    assert.equal(
      await page.locator('#__docusaurus-base-url-issue-banner-suggestion-container').innerText(),
      '/handbook/',
    );
    for (const path of otherPages) {
      assert.equal(await bannerShown(wrong, page, `/handbook/${path}`), false, `banner on /handbook/${path}`);
    }
    await context.close();
  });

  test('served correctly: no banner, home page included', async () => {
    const context = await newContext(correct);
    const page = await context.newPage();
    assert.equal(await bannerShown(correct, page, '/docs/'), false, 'banner on /docs/');
    // The home page carries the script: it ran and found the site's code loaded.
    const home = await (await fetch(new URL('/docs/', correct.origin))).text();
    assert.ok(home.includes(bannerScriptMarker), 'the home page was served without the banner script');
    assert.equal(await page.evaluate(() => typeof (window as unknown as {docusaurus?: object}).docusaurus), 'object');
    for (const path of otherPages) {
      assert.equal(await bannerShown(correct, page, `/docs/${path}`), false, `banner on /docs/${path}`);
    }
    await context.close();
  });
});
