/**
 * The API reference as a reader uses it. The page arrives as the server's HTML, which reads right
 * in both colour modes (the sweep judges it with axe); Redoc runs from the reader's first
 * interaction with the reference. Checked on one page: an address naming a section opens the page
 * at it; what the reader does before Redoc runs (a click, a changed example, a key on a tab) is
 * done once it runs, on the same elements, without a jump; the colours are then the ones the
 * server's HTML had, in both modes; a link from another page lands on its operation.
 */
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import type {Locator, Page} from 'playwright-core';
import {newContext, openSite, settle, watchPage, type PageWatch, type Site} from '../../scripts/lib/browser';
import {ChunkGate} from '../e2e/chunk-gate';

const REFERENCE = '/docs/jaqpot-api/documentation/full-api-reference';
/** One operation for the click and the example select, the one before it for the tab keys. */
const DATASET = '.api-content > [data-section-id="tag/Datasets/operation/getDatasetById"]';
const BY_MODEL = '.api-content > [data-section-id="tag/Datasets/operation/getDatasetsByModelId"]';

/**
 * Script text: records (under `name`) or compares (with what `name` holds) the colour inputs of
 * every element with text of its own: its colour, size and weight, and the paint of it and its
 * ancestors. Compared, it lists the elements whose inputs changed, outside the `skip` selectors.
 */
const colourInputs = (mode: 'record' | 'compare', name: string, skip: string[] = []) => `(() => {
  const inputs = (el) => {
    const chain = [];
    for (let e = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      chain.push([s.backgroundColor, s.backgroundImage, s.opacity].join(' '));
    }
    const s = getComputedStyle(el);
    return [s.color, s.fontSize, s.fontWeight, s.textShadow, ...chain].join('|');
  };
  const texts = [...document.querySelectorAll('.redocusaurus *')].filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()));
  if (${JSON.stringify(mode)} === 'record') {
    window[${JSON.stringify(name)}] = new Map(texts.map((el) => [el, inputs(el)]));
    return window[${JSON.stringify(name)}].size;
  }
  const changed = [];
  for (const [el, before] of window[${JSON.stringify(name)}]) {
    if (!el.isConnected || ${JSON.stringify(skip)}.some((s) => el.closest(s))) continue;
    const now = inputs(el);
    if (now !== before) changed.push(el.tagName + ' "' + el.textContent.trim().slice(0, 30) + '": ' + before.split('|', 2).join(' on ') + ' -> ' + now.split('|', 2).join(' on '));
  }
  return changed;
})()`;

const isDark = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme === 'dark');
/** Switches colour mode as a reader on a phone does: in the navigation drawer. */
async function switchMode(page: Page): Promise<void> {
  const dark = await isDark(page);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).evaluate((button: HTMLElement) => button.click());
  await page
    .locator('.navbar-sidebar')
    .getByRole('button', {name: /Switch between dark and light mode/})
    .click();
  await page.waitForFunction((wasDark) => (document.documentElement.dataset.theme === 'dark') !== wasDark, dark);
  await page.getByRole('button', {name: 'Close navigation bar'}).click();
}

/** How far below the top of the window a section starts, and whether its heading is what shows where it is. */
const sectionPlace = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const section = document.querySelector(s)!;
    const heading = section.querySelector('h2')!;
    const box = heading.getBoundingClientRect();
    const shown = document.elementFromPoint(box.left + 5, box.top + 5);
    const navbar = document.querySelector('nav.navbar') as HTMLElement;
    return {
      top: Math.round(section.getBoundingClientRect().top),
      headingShows: !!shown && heading.contains(shown),
      navbar: navbar.clientHeight,
    };
  }, selector);

/** Resolves once the browser has drawn the page twice (sections that came into sight are laid out). */
const drawn = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Where an element is in the window: what the reader sees move when the page jumps. */
const topOf = async (element: Locator) => (await element.boundingBox())!.y;

describe('API reference', () => {
  let site: Site;
  let page: Page;
  let watch: PageWatch;
  // Filled by the `before` hook, judged by the tests.
  let landing: Awaited<ReturnType<typeof sectionPlace>>;
  const beforeRedoc = {requestedBeforeInteraction: -1, requestedAtInteraction: false, state: '', busy: ''};
  const afterRedoc = {
    state: '',
    sameButton: false,
    responseOpened: '',
    example: '',
    tabSelected: '',
    movedBy: NaN,
    darkChanged: [] as string[],
    lightChanged: [] as string[],
  };

  before(async () => {
    site = await openSite();
    // A phone's screen: sections there are longest, and their guessed heights furthest off.
    const context = await newContext(site, {viewport: {width: 412, height: 823}});
    page = await context.newPage();
    watch = watchPage(page, site.origin);
    await page.goto(`${REFERENCE}#tag/Datasets`);
    await settle(page);
    // Colours are compared as they end up, not half-way through easing into a new mode.
    await page.addStyleTag({content: '* {transition: none !important}'});
    landing = await sectionPlace(page, '.api-content > [data-section-id="tag/Datasets"]');

    // Scripts are held from here on: none is asked for until the reader uses the reference, and
    // Redoc's waits while the reader acts.
    const gate = await ChunkGate.install(page);
    gate.mode = 'hold';
    // The server's HTML in both modes.
    assert.ok((await page.evaluate<number>(colourInputs('record', 'lightInputs'))) > 1000);
    await switchMode(page);
    await page.evaluate(colourInputs('record', 'darkInputs'));
    beforeRedoc.requestedBeforeInteraction = gate.heldCount;

    const dataset = page.locator(DATASET);
    const response = dataset.locator('button', {hasText: /^404/});
    await response.scrollIntoViewIfNeeded();
    await response.evaluate((button) => ((button as HTMLElement & {clickedBefore?: boolean}).clickedBefore = true));
    await response.click();
    await page.waitForSelector('.redocusaurus[data-redoc="starting"]');
    await dataset.locator('select').selectOption('A failed prediction');
    const tab = page.locator(BY_MODEL).getByRole('tab', {name: '200'});
    await tab.focus();
    // The focus jumped thousands of pixels: the sections that came into sight were sized by
    // estimate until drawn. The reader finds the tab where it is drawn.
    await drawn(page);
    await tab.scrollIntoViewIfNeeded();
    await page.keyboard.press('ArrowRight');
    // Last, a press on the text above the tabs, as to select it. Nothing in the reference has focus
    // now, which the browser would keep in place itself; and this far down the page, it would
    // lose its place when the sections above get their real heights.
    const pressed = page.locator(BY_MODEL).locator('h3', {hasText: 'Response samples'});
    await pressed.click();
    beforeRedoc.state = (await page.locator('.redocusaurus').getAttribute('data-redoc')) ?? '';
    beforeRedoc.busy = (await page.locator('.redocusaurus').getAttribute('aria-busy')) ?? '';
    const pressedTop = await topOf(pressed);
    beforeRedoc.requestedAtInteraction = await gate.someHeld();
    await gate.release();
    await page.unroute('**/assets/js/*.js');

    await page.waitForSelector('.redocusaurus[data-redoc="live"]', {timeout: 60_000});
    await settle(page, {quietMs: 300, network: false});
    afterRedoc.state = 'live';
    afterRedoc.sameButton = await response.evaluate(
      (button) => (button as HTMLElement & {clickedBefore?: boolean}).clickedBefore === true,
    );
    // Text, whether or not its part of the page is on screen.
    afterRedoc.responseOpened = (await response.locator('xpath=..').textContent()) ?? '';
    // The response samples' tabs, which come after the request samples' (the code samples).
    afterRedoc.example = (await dataset.locator('.react-tabs__tab-panel--selected').last().textContent()) ?? '';
    afterRedoc.tabSelected = (
      await page.locator(BY_MODEL).locator('[role="tab"][aria-selected="true"]').last().innerText()
    ).trim();
    afterRedoc.movedBy = (await topOf(pressed)) - pressedTop;
    // Besides the two operations used, the menu marks the operation in view once Redoc runs.
    const changed = [DATASET, BY_MODEL, '.menu-content .active'];
    afterRedoc.darkChanged = await page.evaluate<string[]>(colourInputs('compare', 'darkInputs', changed));
    await switchMode(page);
    await settle(page, {quietMs: 300, network: false});
    afterRedoc.lightChanged = await page.evaluate<string[]>(colourInputs('compare', 'lightInputs', changed));
  });
  after(async () => site?.close());

  test('an address naming a section opens the page at that section, below the navbar', () => {
    assert.ok(
      Math.abs(landing.top - landing.navbar) <= 2,
      `the section starts ${landing.top} px from the top (navbar: ${landing.navbar} px)`,
    );
    assert.ok(landing.headingShows, "the section's heading is covered");
  });

  test("Redoc's code loads at the reader's first interaction with the reference", () => {
    assert.equal(
      beforeRedoc.requestedBeforeInteraction,
      0,
      'scripts were requested before the reader used the reference',
    );
    assert.ok(beforeRedoc.requestedAtInteraction, 'no script was requested when the reader used the reference');
    assert.equal(beforeRedoc.state, 'starting');
    assert.equal(beforeRedoc.busy, 'true', 'the reference does not say it is busy');
  });

  test('what the reader did before Redoc ran is done once it runs, on the same elements', () => {
    assert.equal(afterRedoc.state, 'live');
    assert.ok(afterRedoc.sameButton, 'Redoc replaced the server’s elements instead of hydrating them');
    assert.match(afterRedoc.responseOpened, /Response Schema/i, 'the click on the 404 response was lost');
    assert.match(afterRedoc.example, /FAILURE/, 'the example chosen before Redoc ran is not shown');
    assert.equal(afterRedoc.tabSelected, '400', 'the arrow key on the response tabs was lost');
    assert.ok(Math.abs(afterRedoc.movedBy) <= 1, `the page moved by ${afterRedoc.movedBy} px when Redoc started`);
  });

  test('colours stay as the server rendered them once Redoc runs, in dark and in light mode', () => {
    assert.deepEqual(afterRedoc.darkChanged, []);
    assert.deepEqual(afterRedoc.lightChanged, []);
  });

  test('a link from another page lands on its operation', async () => {
    await page.goto('/docs/jaqpot-api/documentation/prediction-workflow');
    await settle(page);
    await page.getByRole('link', {name: 'Predict with a model'}).click();
    await page.waitForSelector('.redocusaurus[data-redoc="live"]', {timeout: 60_000});
    const place = await sectionPlace(page, '.api-content > [data-section-id="tag/Models/operation/predictWithModel"]');
    assert.ok(
      Math.abs(place.top - place.navbar) <= 2,
      `the operation starts ${place.top} px from the top (navbar: ${place.navbar} px)`,
    );
    assert.ok(place.headingShows, "the operation's heading is covered");
  });

  test('no errors on the way (a hydration mismatch would show as React error #418)', () => {
    assert.deepEqual(watch.consoleErrors, []);
    assert.deepEqual(watch.pageErrors, []);
  });
});
