/**
 * Chromium on a served build, for tests, benches and scripts alike: serve a build under its
 * base path, open fresh browser profiles, wait for a page the way a reader does (hydrated,
 * network quiet, main thread idle), and record what a reader would call broken.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type LaunchOptions,
  type Page,
  type Request,
} from 'playwright-core';
import {startStaticServer, type RunningServer} from './static-server';

export const buildDir = resolve(process.env.JAQPOT_BUILD_DIR ?? 'build');

/** The text of the build's file that the server serves at this path under /docs/ (a script the page requested). */
export function servedFileText(servedPath: string): string {
  return readFileSync(join(buildDir, servedPath.replace(/^\/docs\//, '')), 'utf8');
}

/**
 * Flags that keep Debian's Chromium quiet on a machine without outside network. Playwright
 * adds its own headless flag; other launchers (Lighthouse) add `--headless=new` to these.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's `chromium-headless-shell` when installed (the same Blink, built for headless use, as
 * Playwright's own default): each fresh profile with a page load costs it 2 CPU-seconds against
 * 4.8 for the full browser in headless mode, which adds up over hundreds of test visits.
 * Full `chromium` otherwise. `CHROMIUM_PATH` overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({executablePath: chromiumPath, args: chromiumArgs, ...options});
}

export type Site = {server: RunningServer; browser: Browser; origin: string; close: () => Promise<void>};

/** Serves a build (the production one unless `root` names another) under /docs/ and launches Chromium. */
export async function openSite(options: {basePath?: string; root?: string} = {}): Promise<Site> {
  const root = options.root ?? buildDir;
  if (!existsSync(resolve(root, 'index.html'))) {
    throw new Error(`No production build in ${root}: run "npm run build" first.`);
  }
  const server = await startStaticServer({root, basePath: options.basePath ?? '/docs/'});
  const browser = await launchChromium();
  return {
    server,
    browser,
    origin: new URL(server.url).origin,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Makes the context behave as a browser without service workers, which the site skips cleanly.
 * Most tests want this: a worker's cache would otherwise change what each visit downloads
 * (Playwright's own `serviceWorkers: 'block'` makes registration fail, which the site reports).
 */
export async function withoutServiceWorkers(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => {
    delete (Navigator.prototype as {serviceWorker?: unknown}).serviceWorker;
  });
  return context;
}

/** Requests still under way, per page of a context made by `newContext`. */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Counts a page's requests under way. Playwright's own `networkidle` never comes on a page
 * whose Web Worker is loaded from a `blob:` URL (Redoc's): that request never reports an end.
 */
function trackRequests(context: BrowserContext): void {
  const pending = (request: Request) => {
    const page = request.frame().page();
    if (!inFlight.has(page)) inFlight.set(page, new Set());
    return inFlight.get(page)!;
  };
  const done = (request: Request) => {
    try {
      pending(request).delete(request);
    } catch {
      // A worker's request has no frame.
    }
  };
  context.on('request', (request) => {
    if (/^(blob|data):/.test(request.url())) return;
    try {
      pending(request).add(request);
    } catch {
      // A worker's request has no frame.
    }
  });
  context.on('requestfinished', done);
  context.on('requestfailed', done);
}

/** A fresh browser profile on the site, without service workers unless the caller allows them. */
export async function newContext(
  site: Pick<Site, 'browser' | 'origin'>,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await site.browser.newContext({baseURL: site.origin, serviceWorkers: 'block', ...options});
  trackRequests(context);
  return options.serviceWorkers === 'allow' ? context : withoutServiceWorkers(context);
}

/** Resolves once `page` has had no request under way for `quietMs`. */
async function networkQuiet(page: Page, quietMs: number, timeout: number): Promise<void> {
  const requests = inFlight.get(page);
  if (!requests) {
    await page.waitForLoadState('networkidle', {timeout});
    return;
  }
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() - started > timeout)
      throw new Error(`requests still under way after ${timeout} ms: ${[...requests].map((r) => r.url()).join(', ')}`);
    await new Promise((r) => setTimeout(r, 50));
    if (requests.size > 0) quietSince = Date.now();
  }
}

/** Resolves once the site's service worker controls the page (it claims pages when it activates). */
export async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, {once: true}));
  });
}

/** Opens a path and waits until React has hydrated it, so clicks reach the app, not bare HTML. */
export async function gotoHydrated(page: Page, path: string, timeout = 60_000) {
  const response = await page.goto(path, {timeout});
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout});
  return response;
}

/**
 * Resolves once the main thread has had no long task for `quiet` ms and an idle callback ran.
 * Script text, so the test runner's transpiler adds no helpers (`__name`) the page lacks.
 */
const quietMainThread = (quiet: number, limit: number) => `new Promise((done, fail) => {
  const quiet = ${quiet}, limit = ${limit};
  const started = performance.now();
  let lastBusy = started;
  new PerformanceObserver(() => { lastBusy = performance.now(); }).observe({type: 'longtask'});
  const check = () => {
    const now = performance.now();
    if (now - lastBusy >= quiet) done();
    else if (now - started > limit) fail(new Error('the main thread was still busy after ' + limit + ' ms'));
    // An idle callback runs only once pending tasks (hydration work among them) are done.
    else setTimeout(() => requestIdleCallback(check, {timeout: limit}), 100);
  };
  requestIdleCallback(check, {timeout: limit});
})`;

/**
 * Waits as a reader does before judging a page: hydrated, network quiet, and then the main
 * thread idle with no long task for `quietMs`. `networkidle` alone is not enough: React keeps
 * hydrating large pages for seconds after the network is quiet, and a hydration error
 * surfaces only when it is done.
 */
export async function settle(page: Page, {quietMs = 1000, timeout = 60_000, network = true} = {}): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout});
  if (network) await networkQuiet(page, 500, timeout);
  await page.evaluate(quietMainThread(quietMs, timeout));
}

/**
 * Waits until the page has stopped scrolling: `frames` animation frames in a row without a scroll
 * event or a change of scroll position, so that every scroll handler has run.
 */
export async function scrollSettled(page: Page, frames = 5): Promise<void> {
  // A string, as quietMainThread: the test runner's transform names inner functions with a helper the page lacks.
  await page.evaluate(`new Promise((done) => {
    let last = window.scrollY, still = 0;
    const moved = () => { still = 0; };
    addEventListener('scroll', moved, {passive: true});
    const tick = () => {
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
      if (still < ${frames}) return requestAnimationFrame(tick);
      removeEventListener('scroll', moved);
      done();
    };
    requestAnimationFrame(tick);
  })`);
}

export type PageWatch = {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  outsideRequests: string[];
  /** Paths (below the origin) of the scripts the page requested. */
  scripts: string[];
  /** Stops recording (the page can go on to another route with a new watch). */
  stop: () => void;
};

/** Records everything a reader would call broken: console errors, exceptions, failed or outside requests. */
export function watchPage(page: Page, origin: string): PageWatch {
  const watch: PageWatch = {
    consoleErrors: [],
    pageErrors: [],
    failedRequests: [],
    outsideRequests: [],
    scripts: [],
    stop: () => {},
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') watch.consoleErrors.push(message.text());
  };
  const onPageError = (error: Error) => watch.pageErrors.push(error.message);
  const onFailed = (request: Request) => {
    watch.failedRequests.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
  };
  const onRequest = (request: Request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      watch.outsideRequests.push(url);
    } else if (request.resourceType() === 'script' && url.startsWith(origin)) {
      watch.scripts.push(new URL(url).pathname);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onFailed);
  page.on('request', onRequest);
  watch.stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onFailed);
    page.off('request', onRequest);
  };
  return watch;
}
