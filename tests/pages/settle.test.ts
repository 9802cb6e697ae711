/**
 * The sweep judges a page only once it has settled (scripts/lib/browser.ts `settle`): an error
 * that a large page reports after hydrating, well after the load event and a quiet network (as
 * React's #418 on the API reference once did, ~0.7 s after load), must be in what it reads.
 */
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {launchChromium, settle, watchPage} from '../../scripts/lib/browser';

const ORIGIN = 'http://settle.test';

/** A page running `script`; `busy(ms)` is a long task of that length. */
const pageWith = (script: string) => `<!doctype html><html><head><title>late</title></head><body><p>page</p><script>
const busy = (ms) => { const end = performance.now() + ms; while (performance.now() < end); };
${script}
</script></body></html>`;

/** As a large page hydrating: after the load event, a long task (the hydration), the error it reports, then the hydrated mark. */
const HYDRATION_ERROR = pageWith(`addEventListener('load', () => setTimeout(() => {
  busy(250);
  setTimeout(() => {
    console.error('Minified React error #418');
    document.documentElement.dataset.hasHydrated = 'true';
  }, 400);
}, 200));`);

/** Hydrated at once; ~0.8 s after load a long task (a lazy part's first render) that ends in an error. */
const LATE_RENDER_ERROR = pageWith(`document.documentElement.dataset.hasHydrated = 'true';
addEventListener('load', () => setTimeout(() => {
  busy(120);
  console.error('late render failed');
}, 800));`);

let browser: Browser;
before(async () => {
  browser = await launchChromium();
});
after(() => browser.close());

async function open(html: string): Promise<Page> {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => route.fulfill({contentType: 'text/html', body: html}));
  return page;
}

async function errorsAfterSettling(html: string): Promise<string[]> {
  const page = await open(html);
  const watch = watchPage(page, ORIGIN);
  await page.goto(`${ORIGIN}/docs/api`, {waitUntil: 'load'});
  await settle(page);
  await page.close();
  return watch.consoleErrors;
}

test('an error a page reports when it has hydrated, ~0.9 s after load, is read by the sweep', async () => {
  assert.deepEqual(await errorsAfterSettling(HYDRATION_ERROR), ['Minified React error #418']);
});

test('an error in a long task ~0.8 s after a page hydrated is read too', async () => {
  assert.deepEqual(await errorsAfterSettling(LATE_RENDER_ERROR), ['late render failed']);
});
