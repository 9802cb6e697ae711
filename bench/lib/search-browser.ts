/** bench:search in Chromium: the cold first result four ways, warm keystrokes, and Pagefind in the page. */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gotoHydrated, newContext, openSite, settle, workerInControl, type Site} from '../../scripts/lib/browser';
import {pct, progress} from './search-report';
import type {Query, Relevance} from './search-relevance';

// ---------------------------------------------------------------------------

/**
 * In the page: click the search button, type "model" once the input shows; ms from the click
 * to the open modal (its input) and to the first hit (without `waitForHit`, to the input only).
 */
export async function clickAndType(waitForHit: boolean): Promise<{open: number; hit: number; bytes: number}> {
  // Each frame until `selector` is in the page; a page that never shows it (a build whose client
  // cannot read the index, say) fails the run after 30 s instead of holding the bench forever.
  const shown = <E extends Element>(selector: string, what: string) =>
    new Promise<E>((done, fail) => {
      const poll = () => {
        const el = document.querySelector<E>(selector);
        if (el) done(el);
        else if (performance.now() - start > 30_000) fail(new Error(`no ${what} 30 s after the click`));
        else requestAnimationFrame(poll);
      };
      poll();
    });
  const start = performance.now();
  (document.querySelector('.DocSearch-Button') as HTMLButtonElement).click();
  const input = await shown<HTMLInputElement>('.DocSearch-Input', 'search input');
  const open = performance.now() - start;
  if (!waitForHit) return {open, hit: NaN, bytes: NaN};
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, 'model');
  input.dispatchEvent(new Event('input', {bubbles: true}));
  await shown('.DocSearch-Hit', 'search hit for "model"');
  const hit = performance.now() - start;
  // Bytes on the wire for the first result: everything requested from the click on.
  const bytes = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((e) => e.startTime >= start - 1)
    .reduce((n, e) => n + e.transferSize, 0);
  return {open, hit, bytes};
}

/** A pointer reader's pause between the pointer reaching the button and the click. */
export const HOVER_TO_CLICK_MS = 150;

/** A quick reader's pause between Ctrl (or Cmd) going down and the K. */
export const CTRL_TO_K_MS = 100;

/**
 * A fresh profile (empty cache) on a doc page, hydrated. With `worker`, as most readers search: a
 * while after the page loaded, the site's service worker installed and in control (it then
 * answers every request of the search), the network and the main thread quiet. Without, the
 * first visit's first instant: no worker, the click as soon as the page hydrates.
 */
export async function coldPage(site: Pick<Site, 'browser' | 'origin'>, {worker = false, holdIndex = false} = {}) {
  const context = await newContext(site, worker ? {serviceWorkers: 'allow'} : {});
  await context.addInitScript('window.__name = (f) => f');
  const page = await context.newPage();
  // The head never answers: what the modal costs alone.
  if (holdIndex) await page.route('**/search/index.json', () => new Promise(() => {}));
  await gotoHydrated(page, '/docs/getting-started');
  if (worker) {
    await settle(page);
    await workerInControl(page);
    // The worker keeps the files the page loaded before it took control: that work done too.
    await settle(page, {quietMs: 500});
  }
  return {page, context, close: () => context.close()};
}

export interface ColdFigures {
  /** Click → first hit, with nothing loaded before the click (a keyboard shortcut is the same). */
  clickToHit: number[];
  /** Open modal (its input shown) → first hit, in the same runs. */
  openToHit: number[];
  /** Click → first hit for a reader whose tab the site's service worker controls (see coldPage). */
  workerClickToHit: number[];
  /** Pointer over the button, click 150 ms later: click → first hit. */
  hoverClickToHit: number[];
  /** Ctrl down, K 100 ms later: K → first hit. */
  ctrlKToHit: number[];
  /** Click → open modal with the index request held back: the modal's own cost. */
  modalOnly: number[];
  /** Click → first hit under Lighthouse's Slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up). */
  slow4gClickToHit: number[];
  /** Bytes transferred from the click to the first hit. */
  bytesToFirstHit: number[];
}

/** Each run in a fresh browser context (empty cache), on a doc page. */
export async function coldFigures(site: Awaited<ReturnType<typeof openSite>>, runs: number): Promise<ColdFigures> {
  const figures: ColdFigures = {
    clickToHit: [],
    openToHit: [],
    workerClickToHit: [],
    hoverClickToHit: [],
    ctrlKToHit: [],
    modalOnly: [],
    slow4gClickToHit: [],
    bytesToFirstHit: [],
  };
  const freshPage = async (holdIndex: boolean, slow4g = false) => {
    const fresh = await coldPage(site, {holdIndex});
    if (slow4g) {
      // After the page loaded: only what the first result needs is throttled.
      const cdp = await fresh.context.newCDPSession(fresh.page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
        uploadThroughput: (750 * 1024 * 0.9) / 8,
      });
    }
    return fresh;
  };
  for (let run = 0; run < runs; run++) {
    let fresh = await freshPage(false);
    const strict = await fresh.page.evaluate(clickAndType, true);
    figures.clickToHit.push(strict.hit);
    figures.openToHit.push(strict.hit - strict.open);
    figures.bytesToFirstHit.push(strict.bytes);
    await fresh.close();

    fresh = await coldPage(site, {worker: true});
    figures.workerClickToHit.push((await fresh.page.evaluate(clickAndType, true)).hit);
    await fresh.close();

    fresh = await freshPage(false, true);
    figures.slow4gClickToHit.push((await fresh.page.evaluate(clickAndType, true)).hit);
    await fresh.close();

    fresh = await freshPage(false);
    await fresh.page.hover('.DocSearch-Button');
    await fresh.page.waitForTimeout(HOVER_TO_CLICK_MS);
    figures.hoverClickToHit.push((await fresh.page.evaluate(clickAndType, true)).hit);
    await fresh.close();

    fresh = await freshPage(false);
    await fresh.page.keyboard.down('Control');
    await fresh.page.waitForTimeout(CTRL_TO_K_MS);
    // The click opens the modal as the K would (the same handler), and starts the clock there.
    figures.ctrlKToHit.push((await fresh.page.evaluate(clickAndType, true)).hit);
    await fresh.page.keyboard.up('Control');
    await fresh.close();

    fresh = await freshPage(true);
    figures.modalOnly.push((await fresh.page.evaluate(clickAndType, false)).open);
    await fresh.close();
  }
  return figures;
}

export async function browserFigures(
  coldRuns: number,
  queries: Query[],
  pagefindDir: string,
  pagefindRelevance: (search: (q: string) => Promise<string[]>) => Promise<Record<string, Relevance>>,
) {
  const site = await openSite();
  try {
    const context = await newContext(site);
    // tsx (esbuild keepNames) wraps named inner functions in __name(), which pages lack.
    await context.addInitScript('window.__name = (f) => f');
    const page = await context.newPage();
    // Pagefind's files come from the temporary folder, as if deployed under /docs/pagefind/.
    await page.route('**/docs/pagefind/**', async (route) => {
      const rel = decodeURIComponent(new URL(route.request().url()).pathname.replace(/^\/docs\/pagefind\//, ''));
      try {
        const body = readFileSync(join(pagefindDir, rel));
        const type = rel.endsWith('.js')
          ? 'text/javascript'
          : rel.endsWith('.css')
            ? 'text/css'
            : 'application/octet-stream';
        await route.fulfill({status: 200, body, contentType: type});
      } catch {
        await route.fulfill({status: 404, body: ''});
      }
    });

    progress('cold first result in Chromium');
    const cold = await coldFigures(site, coldRuns);
    progress('warm in Chromium, Pagefind');
    await gotoHydrated(page, '/docs/getting-started');
    await page.evaluate(clickAndType, true);

    // Warm per-keystroke time of our engine in the page (the index is loaded now).
    const oursWarm = await page.evaluate(
      async ({qs, runs}) => {
        // The modal's client is the one in the page; time it through DocSearch's own path.
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const times: number[] = [];
        for (let r = 0; r < runs; r++) {
          for (const q of qs) {
            const t = performance.now();
            setter.call(input, q);
            input.dispatchEvent(new Event('input', {bubbles: true}));
            await new Promise<void>((done) => requestAnimationFrame(() => done()));
            times.push(performance.now() - t);
          }
        }
        return times;
      },
      {qs: queries.map((q) => q.query), runs: 2},
    );

    // Pagefind in the same page.
    await page.evaluate(async () => {
      const pf = await import('/docs/pagefind/pagefind.js' as string);
      await pf.options({baseUrl: '/docs/'});
      await pf.init();
      (window as unknown as {pf: unknown}).pf = pf;
    });
    const pfSearch = async (q: string): Promise<string[]> =>
      page.evaluate(async (query) => {
        const pf = (
          window as unknown as {
            pf: {search: (q: string) => Promise<{results: Array<{data: () => Promise<{url: string}>}>}>};
          }
        ).pf;
        const r = await pf.search(query);
        const data = await Promise.all(r.results.slice(0, 10).map((x) => x.data()));
        return data.map((d) => d.url);
      }, q);
    const pfRelevance = await pagefindRelevance(pfSearch);
    const pfTimes = await page.evaluate(
      async ({qs, runs}) => {
        const pf = (
          window as unknown as {pf: {search: (q: string) => Promise<{results: Array<{data: () => Promise<unknown>}>}>}}
        ).pf;
        const times: number[] = [];
        for (let r = 0; r < runs; r++) {
          for (const q of qs) {
            const t = performance.now();
            const res = await pf.search(q);
            await Promise.all(res.results.slice(0, 10).map((x) => x.data()));
            times.push(performance.now() - t);
          }
        }
        return times;
      },
      {qs: queries.map((q) => q.query), runs: 3},
    );
    await context.close();
    return {
      cold,
      oursFrame: {p50: pct(oursWarm, 50), p95: pct(oursWarm, 95)},
      pagefind: {relevance: pfRelevance, warm: {p50: pct(pfTimes, 50), p95: pct(pfTimes, 95)}},
    };
  } finally {
    await site.close();
  }
}
