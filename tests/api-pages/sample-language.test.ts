/**
 * One language choice across the reference's code samples and the docs' tabs: a reader who picks
 * Python in one operation sees Python in the next one, and on another page's tabs; a choice made
 * on a guide's tabs shows in the reference when they come back. The pressed tab stays where it is
 * on screen while the samples of every other operation change.
 */
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import type {Locator, Page} from 'playwright-core';
import {newContext, scrollSettled, settle, watchPage, type PageWatch} from '../../scripts/lib/browser';
import {servedSite} from '../site';

const REFERENCE = '/docs/jaqpot-api/documentation/full-api-reference';
const WORKFLOW = '/docs/jaqpot-api/documentation/prediction-workflow';
const section = (id: string) => `.api-content > [data-section-id="tag/Datasets/operation/${id}"]`;
const FIRST = section('getDatasetsByModelId');
const NEXT = section('getDatasetById');

/** The operation's code-sample tabs: the tab list that holds a curl tab. */
const sampleTabs = (page: Page, operation: string): Locator =>
  page.locator(`${operation} [role="tablist"]`, {has: page.locator('[role="tab"]', {hasText: /^curl$/})});
const selectedSample = async (page: Page, operation: string) =>
  // Text, whether or not the section is drawn (sections out of sight are skipped until scrolled to).
  ((await sampleTabs(page, operation).locator('[role="tab"][aria-selected="true"]').textContent()) ?? '').trim();

/** Waits until Redoc runs and the operation's samples show `label`. */
async function shownOnceRedocRuns(page: Page, operation: string, label: string): Promise<void> {
  await page.waitForSelector('.redocusaurus[data-redoc="live"]', {timeout: 60_000});
  await page.waitForFunction(
    ([where, name]) =>
      Array.from(document.querySelectorAll(`${where} [role="tab"][aria-selected="true"]`)).some(
        (tab) => tab.textContent === name,
      ),
    [operation, label],
  );
}

describe('the language of the code samples', () => {
  const site = servedSite();
  let page: Page;
  let watch: PageWatch;

  before(async () => {
    const context = await newContext(site, {viewport: {width: 1280, height: 900}});
    page = await context.newPage();
    watch = watchPage(page, site.origin);
  });

  test('Python picked in one operation shows in the next one', async () => {
    await page.goto(REFERENCE);
    await settle(page);
    assert.equal(await selectedSample(page, FIRST), 'curl');
    const python = sampleTabs(page, FIRST).getByRole('tab', {name: 'Python', exact: true});
    await python.scrollIntoViewIfNeeded();
    // The press starts Redoc; it is done again once Redoc runs.
    await python.click();
    await shownOnceRedocRuns(page, FIRST, 'Python');
    assert.equal(await selectedSample(page, NEXT), 'Python');
    assert.match(
      (await page.locator(`${NEXT} .react-tabs__tab-panel--selected`).first().textContent()) ?? '',
      /import requests/,
    );

    // Once Redoc runs, a choice moves every operation and keeps the pressed tab in place, also in a
    // browser that does not anchor scrolling itself (Safari).
    await page.addStyleTag({content: '* {overflow-anchor: none !important}'});
    const java = sampleTabs(page, NEXT).getByRole('tab', {name: 'Java', exact: true});
    await java.scrollIntoViewIfNeeded();
    await scrollSettled(page);
    const top = (await java.boundingBox())!.y;
    await java.click();
    assert.equal(await selectedSample(page, FIRST), 'Java');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const moved = (await java.boundingBox())!.y - top;
    assert.ok(Math.abs(moved) <= 1, `the pressed tab moved by ${moved} px`);
    await sampleTabs(page, NEXT).getByRole('tab', {name: 'Python', exact: true}).click();
    assert.equal(await selectedSample(page, FIRST), 'Python');
  });

  test("another page's tabs show the same language", async () => {
    await page.goto(WORKFLOW);
    await settle(page);
    const selected = await page.locator('.tabs [role="tab"][aria-selected="true"]').allInnerTexts();
    assert.ok(selected.length > 0 && selected.every((label) => label === 'Python'), selected.join(', '));
  });

  test("a choice made on a guide's tabs shows in the reference", async () => {
    await page
      .locator('.tabs [role="tab"]', {hasText: /^curl$/})
      .first()
      .click();
    await page.goto(REFERENCE);
    await settle(page);
    assert.equal(await selectedSample(page, NEXT), 'curl');
    // Back to a client the server's HTML does not show: Redoc starts by itself to show it.
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.tab.language', 'java');
    });
    await page.reload();
    await shownOnceRedocRuns(page, NEXT, 'Java');
    assert.equal(await selectedSample(page, FIRST), 'Java');
  });

  test('no errors on the way (a hydration mismatch would show as React error #418)', () => {
    assert.deepEqual(watch.pageErrors, []);
    assert.deepEqual(watch.consoleErrors, []);
  });
});
