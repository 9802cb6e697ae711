/**
 * The swagger page's console sends real requests: against the Prism mock of the contract, a valid
 * prediction request shows a 2xx response and an invalid body shows a 4xx. The test starts the
 * mock itself (port 4010, as in the console's server list).
 */
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {
  gotoHydrated,
  newContext,
  openSite,
  settle,
  watchPage,
  type PageWatch,
  type Site,
} from '../../scripts/lib/browser';
import {startMock, type RunningMock} from './mock';

const ROUTE = '/docs/jaqpot-api/documentation/swagger';
/**
 * Script text (the test runner's transpiler would add helpers the page lacks): the elements of the
 * console larger than a button whose own background is light (relative luminance above 0.5).
 */
const LIGHT_PANELS = `(() => {
  const luminance = (colour) => {
    const [r, g, b, a = 1] = (colour.match(/[\\d.]+/g) || []).map(Number);
    // A mostly see-through tint (a table's stripes) is not a panel.
    if (a < 0.5 || r === undefined) return 0;
    const lin = (c) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  return [...document.querySelectorAll('.jaqpot-api-console, .jaqpot-api-console *')]
    .filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width * box.height > 200 * 100 && luminance(getComputedStyle(el).backgroundColor) > 0.5;
    })
    .map((el) => el.tagName + '.' + el.className);
})()`;
const OPERATION = '#operations-Models-predictWithModel';

describe('API console (Swagger UI) against the mock', () => {
  let site: Site;
  let mock: RunningMock;
  let page: Page;
  let watch: PageWatch;
  let swaggerBeforeReaching = -1;
  let stylesBeforeReaching = true;
  let consoleTop = 0;

  before(async () => {
    mock = await startMock();
    site = await openSite();
    // A phone's screen, where the console starts below the first screenful.
    const context = await newContext(site, {viewport: {width: 412, height: 823}});
    page = await context.newPage();
    watch = watchPage(page, site.origin);
    await gotoHydrated(page, ROUTE);
    await settle(page);
    swaggerBeforeReaching = await page.locator('.swagger-ui').count();
    stylesBeforeReaching = await page.evaluate(() =>
      Array.from(document.styleSheets).some((sheet) =>
        Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('.swagger-ui .opblock')),
      ),
    );
    consoleTop = (await page.locator('.jaqpot-api-console').boundingBox())?.y ?? 0;
    await page.locator('.jaqpot-api-console').scrollIntoViewIfNeeded();
    await page.waitForSelector('.swagger-ui .opblock-tag', {timeout: 30000});
    // Operations start collapsed under their tags.
    await page.locator('#operations-tag-Models').click();
    await page.waitForSelector(OPERATION);
  });
  after(async () => {
    await site?.close();
    await mock?.stop();
  });

  test('Swagger UI and its styles load only when the reader reaches the console', () => {
    assert.ok(consoleTop > 823 + 100, `the console starts at ${consoleTop} px, within reach of the first screen`);
    assert.equal(swaggerBeforeReaching, 0, 'Swagger UI rendered before the reader reached it');
    assert.equal(stylesBeforeReaching, false, "Swagger UI's styles were on the page before the console");
  });

  async function execute(body?: string): Promise<string> {
    const op = page.locator(OPERATION);
    if (body !== undefined) {
      const editor = op.locator('textarea.body-param__text');
      await editor.fill(body);
    }
    // The previous answer stays on screen until the next one arrives: clear it first, so the
    // status read below is this request's.
    const clear = op.locator('button.btn-clear');
    if (await clear.count()) {
      await clear.click();
      await op.locator('.live-responses-table').waitFor({state: 'detached'});
    }
    await op.locator('button.execute').click();
    const status = op.locator('.live-responses-table .response .response-col_status').first();
    await status.waitFor({timeout: 20000});
    return (await status.innerText()).trim();
  }

  test('the console lists the operations and offers the sandbox, production and the local mock', async () => {
    const options = await page.locator('.servers select option').allInnerTexts();
    assert.deepEqual(
      options.map((o) => o.split(' ')[0]),
      ['https://sandbox.jaqpot.invalid', 'https://api.jaqpot.org', 'http://127.0.0.1:4010'],
    );
    assert.equal(await page.locator('.swagger-ui .opblock-tag').count(), 10);
    assert.ok((await page.locator('.swagger-ui .opblock').count()) >= 15, 'the operations of the Models tag');
  });

  test('Try it out → Execute against the mock shows a 2xx response', async () => {
    await page.locator('.servers select').selectOption(mock.origin);
    // Prism checks that credentials are present: enter any bearer token.
    await page.locator('.swagger-ui .btn.authorize').first().click();
    const dialog = page.locator('.dialog-ux .modal-ux');
    await dialog.locator('input').first().fill('test-token');
    await dialog.locator('button.authorize').first().click();
    await dialog.locator('button.btn-done, button.close-modal').first().click();

    await page.locator(`${OPERATION} .opblock-summary-control, ${OPERATION} .opblock-summary`).first().click();
    await page.locator(`${OPERATION} button.try-out__btn`).click();
    await page.locator(`${OPERATION} input[placeholder="modelId"]`).fill('1843');
    const status = await execute();
    assert.match(status, /^2\d\d$/, `status ${status}`);
  });

  test('an invalid body (no type, input, entryType) shows a 4xx response', async () => {
    const status = await execute('{"name": "no rows"}');
    assert.match(status, /^4\d\d$/, `status ${status}`);
  });

  test('in dark mode the console is dark too: no light panel in the dark page', async () => {
    // As a reader on a phone switches: in the navigation drawer.
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page
      .locator('.navbar-sidebar')
      .getByRole('button', {name: /Switch between dark and light mode/})
      .click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await page.locator(`${OPERATION} .opblock-body`).waitFor();
    const light = await page.evaluate<string[]>(LIGHT_PANELS);
    assert.deepEqual(light, []);
  });

  test('no console errors, and requests leave the site only for the chosen server', () => {
    // Chromium logs the 4xx answer to the invalid request; nothing else may be logged.
    const expected = /^Failed to load resource: the server responded with a status of 400/;
    assert.equal(watch.consoleErrors.filter((e) => expected.test(e)).length, 1, watch.consoleErrors.join('\n'));
    assert.deepEqual(
      watch.consoleErrors.filter((e) => !expected.test(e)),
      [],
    );
    assert.deepEqual(watch.pageErrors, []);
    assert.deepEqual(
      watch.outsideRequests.filter((u) => !u.startsWith(mock.origin)),
      [],
    );
  });
});
