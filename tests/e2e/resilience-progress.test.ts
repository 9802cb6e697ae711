import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {ChunkGate} from './chunk-gate';
import {buildDir, gotoHydrated, newContext} from '../../scripts/lib/browser';
import {servedSite} from '../site';

/** The object literal that starts at `start` (a `{`), balanced by braces outside strings. */
function objectLiteralAt(source: string, start: number): string {
  let depth = 0;
  let quote: string | undefined;
  for (let i = start; i < source.length; i++) {
    const char = source[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'" || char === '`') {
      quote = char;
    } else if (char === '{') {
      depth++;
    } else if (char === '}' && --depth === 0) {
      return source.slice(start, i + 1);
    }
  }
  throw new Error('unbalanced object literal');
}

const evaluate = (literal: string) => new Function(`return (${literal});`)() as Record<string, unknown>;

/**
 * The progress-bar settings the shipped client runs with: nprogress's defaults as bundled,
 * overridden by the theme's `configure()` call, and the delay of the theme's client module.
 */
function shippedProgressSettings(): {settings: Record<string, unknown>; delay: number} {
  const jsDir = join(buildDir, 'assets', 'js');
  const main = readdirSync(jsDir).find((file) => /^main\.[\w]+\.js$/.test(file));
  assert.ok(main, 'no main bundle in the build');
  const source = readFileSync(join(jsDir, main), 'utf8');
  const defaults = source.indexOf('settings={minimum:');
  assert.ok(defaults > 0, 'nprogress defaults not found in the main bundle');
  const settings = evaluate(objectLiteralAt(source, source.indexOf('{', defaults)));
  // The theme's client module: configure({...}), then a route-update hook that starts the bar after a delay.
  const client = /\.configure\((\{[^}]*\})\);let \w+=\{onRouteUpdate\(.*?\.start\(\)\},(\d+)\)/.exec(source);
  assert.ok(client, "the theme's progress-bar client module was not found in the main bundle");
  return {settings: {...settings, ...evaluate(client[1]!)}, delay: Number(client[2])};
}

/** Records whether #nprogress ever entered the page, however briefly. */
async function watchProgressBar(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = {count: 0};
    (window as unknown as {progressBarSeen: typeof seen}).progressBarSeen = seen;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) seen.count++;
    }).observe(document.body, {childList: true, subtree: true});
  });
}

const progressBarSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as {progressBarSeen: {count: number}}).progressBarSeen.count);
const barTransform = (page: Page) =>
  page.locator('#nprogress .bar').evaluate((bar) => (bar as HTMLElement).style.transform);

describe('progress bar on route changes', () => {
  const site = servedSite();

  test('the shipped client uses minimum 0.08, speed 200, trickle speed 800, no spinner, 200 ms delay', () => {
    const {settings, delay} = shippedProgressSettings();
    assert.equal(settings.minimum, 0.08);
    assert.equal(settings.speed, 200);
    assert.equal(settings.trickleSpeed, 800);
    assert.equal(settings.trickle, true);
    assert.equal(settings.showSpinner, false);
    assert.equal(delay, 200);
  });

  test('a route change slower than 200 ms shows the bar at 8 %, trickling every 800 ms; a fast one shows none', async () => {
    const context = await newContext(site, {viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    const gate = await ChunkGate.install(page);
    await gotoHydrated(page, '/docs/');
    await watchProgressBar(page);
    // Virtual time: the test decides when the bar's timers fire.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    gate.mode = 'hold';
    await page
      .locator('nav.menu a', {hasText: /^Getting started$/})
      .first()
      .click();
    await page.clock.runFor(199);
    assert.equal(await progressBarSeen(page), 0, 'the bar showed before 200 ms');
    assert.ok(await gate.someHeld(), 'the next route needed no new chunk, so nothing was delayed');
    await page.clock.runFor(1);
    await page.locator('#nprogress .bar').waitFor({state: 'attached'});
    assert.equal(await page.locator('#nprogress .spinner').count(), 0, 'the spinner is shown');
    // minimum 0.08: the bar starts 92 % off-screen; speed 200: its moves take 200 ms.
    assert.equal(await barTransform(page), 'translate3d(-92%, 0px, 0px)');
    assert.match(
      await page.locator('#nprogress .bar').evaluate((bar) => (bar as HTMLElement).style.transition),
      /\b200ms\b/,
    );
    await page.clock.runFor(799);
    assert.equal(await barTransform(page), 'translate3d(-92%, 0px, 0px)', 'the bar trickled before 800 ms');
    await page.clock.runFor(1);
    assert.notEqual(await barTransform(page), 'translate3d(-92%, 0px, 0px)', 'the bar did not trickle at 800 ms');
    await gate.release();
    await page.waitForURL('**/docs/getting-started');
    await page.locator('h1', {hasText: 'Getting started'}).waitFor();
    await page.clock.runFor(2000);
    await page.locator('#nprogress').waitFor({state: 'detached'});

    // Back to a page whose chunks are loaded: the route changes before the delay ends.
    const before = await progressBarSeen(page);
    await page
      .locator('nav.menu a', {hasText: /^Introduction$/})
      .first()
      .click();
    await page.waitForURL(/\/docs\/$/);
    await page.clock.runFor(2000);
    assert.equal(await progressBarSeen(page), before, 'a fast route change showed the bar');
    await context.close();
  });
});
