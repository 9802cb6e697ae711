/**
 * One visit of every route, judged as a reader meets it: the page answers 200 and shows its
 * own h1 and one main landmark; at 1280 px every table fits the column; nothing goes wrong until the page has settled (hydrated, network quiet, main thread
 * idle: late hydration errors surface only then); no request leaves the site; Swagger UI loads
 * only on its page once opened, and Redoc on no page until used; WCAG 2 A and AA hold in light mode, and colour rules
 * in dark mode (all rules where the markup itself changes with the mode); the
 * page breaks nothing of the Content-Security-Policy the host sends.
 * Text contrast is judged once per set of colour inputs across the sweep (see ColourMemory).
 */
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {servedFileText, newContext, openSite, settle, watchPage, type Site} from '../../scripts/lib/browser';
import {readRoutes} from '../e2e/harness';
import {COLOUR_RULES, wcagViolations, type ColourMemory} from './axe';
import {policyViolations, recordPolicyViolations} from './csp';

const REFERENCE = '/docs/jaqpot-api/documentation/full-api-reference';
const CONSOLE = '/docs/jaqpot-api/documentation/swagger';
/** Strings found only in each library's code. */
const MARKERS = {Redoc: 'API docs by Redocly', 'Swagger UI': 'swaggerHTTPClientConfig'} as const;
/** Swagger UI once the console is opened; Redoc only once the reader uses the reference (tests/api-pages/reference.test.ts). */
const EXPECTED_LIBRARIES: Record<string, string[]> = {[CONSOLE]: ['Swagger UI']};

/** The interactive parts a reader opens before reading, so they are checked too. */
const OPEN_INTERACTIVE_PARTS: Record<string, (page: Page) => Promise<void>> = {
  [REFERENCE]: async (page) => {
    await page.waitForSelector('.redocusaurus [data-section-id]');
  },
  [CONSOLE]: async (page) => {
    await page.locator('.jaqpot-api-console').scrollIntoViewIfNeeded();
    await page.waitForSelector('.swagger-ui .opblock-tag', {timeout: 30_000});
    await page.locator('#operations-tag-Models').click();
    await page.locator('#operations-Models-predictWithModel .opblock-summary-control').first().click();
    await page.waitForSelector('#operations-Models-predictWithModel .opblock-body');
  },
};

/**
 * The page's markup without its looks: every element with its attributes but class and style
 * (sorted), and the text of leaf elements. Where it is the same in both modes only colours
 * changed, and the colour rules are all that can newly fail.
 */
const MARKUP = `[...document.body.querySelectorAll('*')].map((e) => e.tagName + ' ' + [...e.attributes].filter((a) => a.name !== 'class' && a.name !== 'style' && !(e.matches('[aria-label*="dark and light"]') && (a.name === 'title' || a.name === 'aria-label'))).map((a) => a.name + '=' + a.value).sort().join(' ') + (e.childElementCount ? '' : '|' + e.textContent)).join('\\n')`;

const code = new Map<string, string>();
function librariesIn(scripts: string[]): string[] {
  const text = (path: string) => {
    if (!code.has(path)) code.set(path, servedFileText(path));
    return code.get(path)!;
  };
  return Object.entries(MARKERS)
    .filter(([, marker]) => scripts.some((s) => text(s).includes(marker)))
    .map(([name]) => name);
}

/** Browser tabs that take turns: each route gets a free one, as a reader moves from page to page. */
class TabPool {
  private readonly free: Page[] = [];
  private readonly waiting: ((page: Page) => void)[] = [];
  add(page: Page): void {
    const next = this.waiting.shift();
    if (next) next(page);
    else this.free.push(page);
  }
  take(): Promise<Page> {
    const page = this.free.pop();
    return page ? Promise.resolve(page) : new Promise((resolve) => this.waiting.push(resolve));
  }
}

const TABS = 2;

describe('every route, visited once', {concurrency: TABS}, () => {
  let site: Site;
  const tabs = new TabPool();
  // Text whose colour inputs an earlier route (or mode) had is judged there, once for the sweep.
  const colours: ColourMemory = new Set();
  before(async () => {
    site = await openSite();
    for (let i = 0; i < TABS; i++) {
      const context = await newContext(site, {viewport: {width: 1280, height: 900}});
      await recordPolicyViolations(context);
      tabs.add(await context.newPage());
    }
  });
  after(async () => site?.close());

  for (const route of readRoutes()) {
    test(route, async () => {
      const page = await tabs.take();
      const watch = watchPage(page, site.origin);
      const violationsBefore = policyViolations(page).length;
      try {
        const response = await page.goto(route, {timeout: 120_000});
        assert.equal(response?.status(), 200, `${route} answered ${response?.status()}`);
        await settle(page, {timeout: 120_000});
        await OPEN_INTERACTIVE_PARTS[route]?.(page);

        const h1 = page.locator('h1').first();
        assert.ok(await h1.isVisible(), `${route} shows no h1`);
        assert.notEqual((await h1.innerText()).trim(), 'Page Not Found', `${route} turned into the not-found page`);
        assert.deepEqual(librariesIn(watch.scripts), EXPECTED_LIBRARIES[route] ?? [], `libraries loaded by ${route}`);
        // At desktop width every table fits the page's column: a reader scrolls no table sideways.
        const wideTables = await page.$$eval('article table', (tables) =>
          tables
            .filter((table) => table.scrollWidth > table.clientWidth + 1)
            .map(
              (table) => `${table.querySelector('th')?.textContent}: ${table.scrollWidth} px in ${table.clientWidth}`,
            ),
        );
        assert.deepEqual(wideTables, [], `tables wider than the column on ${route}`);
        // A screen reader's "skip to main" has one place to go (axe's own rule for it is not a WCAG rule).
        assert.equal(await page.locator('main, [role="main"]').count(), 1, `main landmarks on ${route}`);

        assert.equal(await page.locator('html').getAttribute('data-theme'), 'light');
        assert.deepEqual(await wcagViolations(page, {colourMemory: colours}), [], `${route} in light mode`);
        const lightMarkup = await page.evaluate(MARKUP);

        await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
        await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
        await settle(page, {quietMs: 300, network: false});
        // Where a mode changes the markup, every rule runs again. Redoc, the diagrams (both renders
        // are in the page, CSS shows one) and the rest only change colours.
        const markupChanges = (await page.evaluate(MARKUP)) !== lightMarkup;
        assert.deepEqual(
          await wcagViolations(page, {rules: markupChanges ? undefined : COLOUR_RULES, colourMemory: colours}),
          [],
          `${route} in dark mode`,
        );

        assert.deepEqual(watch.consoleErrors, [], `console errors on ${route}`);
        assert.deepEqual(watch.pageErrors, [], `uncaught errors on ${route}`);
        assert.deepEqual(watch.failedRequests, [], `failed requests on ${route}`);
        assert.deepEqual(watch.outsideRequests, [], `requests to outside hosts on ${route}`);
        // The host's Content-Security-Policy (config/security-headers.ts), as the static server sends it.
        assert.deepEqual(policyViolations(page).slice(violationsBefore), [], `CSP violations on ${route}`);
      } finally {
        watch.stop();
        // The next route starts as a first visit would: light mode, nothing stored.
        await page.evaluate(() => localStorage.clear()).catch(() => undefined);
        tabs.add(page);
      }
    });
  }
});
