/**
 * Offline reading with the service worker allowed, as readers have it: a first visit costs only
 * the page, visited pages open without a network, the whole site is saved when the reader asks,
 * and a new build is what the reader sees, with its own search index, without a prompt. Caches
 * only ever hold one build's files: a second build (faked by rewriting a copy of the build) whose
 * worker cannot install, and a captive portal that answers 200 for everything, never get into
 * them.
 */
import assert from 'node:assert/strict';
import {cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {
  buildDir,
  gotoHydrated,
  launchChromium,
  newContext,
  settle,
  watchPage,
  workerInControl,
} from '../../scripts/lib/browser';
import {startStaticServer, type RunningServer} from '../../scripts/lib/static-server';
import {readRoutes} from '../e2e/harness';

/** A copy of the build served on a port of its own: the test deploys, fails or fakes a portal there. */
type Deployment = {
  copy: string;
  origin: string;
  /** Stops whatever answers on the port: the network is gone, as on a train. */
  down(): Promise<void>;
  /** Serves the copy again on the same origin, so the worker's scope still applies. */
  up(): Promise<void>;
  /** A captive portal on the port: 200 and its sign-in page for every request. */
  portal(): Promise<void>;
  close(): Promise<void>;
};

const PORTAL_PAGE = '<!doctype html><title>Sign in</title><h1>Sign in to the Wi-Fi</h1>';

async function deploy(): Promise<Deployment> {
  const copy = mkdtempSync(join(tmpdir(), 'jaqpot-offline-'));
  cpSync(buildDir, copy, {recursive: true});
  let server: RunningServer | undefined = await startStaticServer({root: copy, basePath: '/docs/'});
  let portal: Server | undefined;
  const origin = new URL(server.url).origin;
  const port = Number(new URL(origin).port);
  const down = async () => {
    await server?.close();
    server = undefined;
    if (portal) {
      portal.closeAllConnections();
      await new Promise((done) => portal!.close(done));
      portal = undefined;
    }
  };
  return {
    copy,
    origin,
    down,
    async up() {
      await down();
      server = await startStaticServer({root: copy, basePath: '/docs/', port});
    },
    async portal() {
      await down();
      portal = createServer((_req, res) => {
        res.writeHead(200, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'});
        res.end(PORTAL_PAGE);
      });
      await new Promise<void>((done) => portal!.listen(port, '127.0.0.1', done));
    },
    async close() {
      await down();
      rmSync(copy, {recursive: true, force: true});
    },
  };
}

/** The build a reader saved: the id in its saved site's cache name, and its search index's build. */
async function savedBuild(page: Page, copy: string): Promise<{page: string; index: string}> {
  const names = (await page.evaluate(() => caches.keys())).filter((name) => name.startsWith('jaqpot-site-'));
  assert.equal(names.length, 1, `one saved site: ${names.join(', ')}`);
  const index = (JSON.parse(readFileSync(join(copy, 'search', 'index.json'), 'utf8')) as {build: string}).build;
  return {page: names[0]!.slice('jaqpot-site-'.length), index};
}

/**
 * Turns the copy into a second build: its pages (plugins/offline marks them) and its worker carry
 * another build id, its index another build, and the getting-started page a mark React leaves alone.
 */
function fakeSecondBuild(copy: string, first: {page: string; index: string}): {page: string; index: string} {
  const next = {page: 'secondbuild', index: 'second-index-build'};
  const rewrite = (file: string, edit: (text: string) => string) =>
    writeFileSync(file, edit(readFileSync(file, 'utf8')));
  for (const file of readdirSync(copy, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.html')))
    rewrite(join(copy, file), (html) => html.replace(/(name="?jaqpot-build"? content="?)[\w-]+/, `$1${next.page}`));
  rewrite(join(copy, 'getting-started/index.html'), (html) =>
    html.replace('<head>', '<head><meta name="test-build" content="second">'),
  );
  for (const file of ['search/index.json', 'search/text.json'])
    rewrite(join(copy, file), (json) => json.replace(`"build":"${first.index}"`, `"build":"${next.index}"`));
  rewrite(join(copy, 'sw.js'), (js) => js.replaceAll(first.page, next.page).replaceAll(first.index, next.index));
  return next;
}

/** Cache names, and the paths each holds. */
async function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((request) => {
        const url = new URL(request.url);
        return url.pathname + url.search;
      });
    }
    return out;
  });
}

/** Every kept page and index file, with the build it belongs to, and whether it is the second build's marked page. */
async function keptBuilds(page: Page): Promise<Array<{cache: string; path: string; build: string; marked: boolean}>> {
  return page.evaluate(async () => {
    const out: Array<{cache: string; path: string; build: string; marked: boolean}> = [];
    for (const cache of await caches.keys()) {
      if (cache === 'jaqpot-offline-settings') continue;
      for (const request of await (await caches.open(cache)).keys()) {
        const path = new URL(request.url).pathname;
        const isIndex = path.endsWith('/search/index.json') || path.endsWith('/search/text.json');
        if (!isIndex && !path.endsWith('.html') && !path.endsWith('/') && path.includes('.')) continue;
        const text = await ((await (await caches.open(cache)).match(request)) as Response).text();
        const build = isIndex
          ? (JSON.parse(text) as {build: string}).build
          : (/<meta name="?jaqpot-build"? content="?([\w-]+)/.exec(text)?.[1] ?? '?');
        out.push({cache, path, build, marked: text.includes('name="test-build"')});
      }
    }
    return out;
  });
}

/**
 * Once `path` is kept (the body text is fetched when the page is idle after the first answer).
 * A loop in the page, checking every 100 ms: Playwright's waitForFunction takes the promise an
 * async condition returns as true.
 */
async function keptOnce(page: Page, path: string): Promise<void> {
  // No named functions inside: the test runner's transpiler would add a helper the page lacks.
  await page.evaluate(async (wanted) => {
    for (;;) {
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          if (new URL(request.url).pathname === wanted) return;
      await new Promise((next) => setTimeout(next, 100));
    }
  }, path);
}

/** Once the build `id` has saved the site and dropped every other saved copy (same loop as keptOnce). */
async function onlySavedBuild(page: Page, id: string): Promise<void> {
  await page.evaluate(async (wanted) => {
    for (;;) {
      const saved = (await caches.keys()).filter((name) => name.startsWith('jaqpot-site-'));
      if (saved.length === 1 && saved[0] === `jaqpot-site-${wanted}`) return;
      await new Promise((next) => setTimeout(next, 100));
    }
  }, id);
}

async function searchFinds(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
  assert.equal(await page.getByText('Unable to fetch results').count(), 0);
  await page.keyboard.press('Escape');
  // Closing steps back over the modal's history entry: a navigation started before that step
  // lands would be cut short by it.
  await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
  await page.waitForFunction(() => !(history.state as {searchModal?: boolean} | null)?.searchModal);
}

async function saveWholeSite(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Make available offline'}).click();
  await page.getByRole('status').filter({hasText: 'The whole site is available offline.'}).waitFor({timeout: 120_000});
}

const h1 = (page: Page) => page.locator('h1').first().textContent();

describe('Offline reading (service worker allowed)', () => {
  let browser: Browser;
  let site: Deployment;
  let context: BrowserContext | undefined;

  /** A fresh deployment and a fresh profile that lets the worker run. */
  async function start(): Promise<Page> {
    site = await deploy();
    context = await newContext({browser, origin: site.origin}, {serviceWorkers: 'allow'});
    return context.newPage();
  }
  async function finish(): Promise<void> {
    await context?.close();
    context = undefined;
    await site?.close();
  }
  /** Runs `steps` on a fresh deployment, in a fresh profile whose worker controls the first page. */
  async function onFreshSite(steps: (page: Page) => Promise<void>): Promise<void> {
    const page = await start();
    try {
      await gotoHydrated(page, '/docs/');
      await workerInControl(page);
      await steps(page);
    } finally {
      await finish();
    }
  }

  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await finish().catch(() => undefined);
    await browser.close();
  });

  it('keeps the pages a reader opened, and only those, once each, and their search index', async () => {
    const page = await start();
    try {
      const requested: string[] = [];
      context!.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const watch = watchPage(page, site.origin);

      // The pages readers open first, judged after they settle with the worker installing.
      await gotoHydrated(page, '/docs/');
      await workerInControl(page);
      await settle(page);
      await gotoHydrated(page, '/docs/getting-started');
      await settle(page);
      assert.deepEqual([...watch.consoleErrors, ...watch.pageErrors], []);

      // A first visit fetches no other page: the whole site is not downloaded behind the reader's back.
      const visited = new Set(['/docs/', '/docs/getting-started']);
      const others = readRoutes().filter((route) => !visited.has(route));
      const fetchedPages = others.filter((route) =>
        requested.some((path) => path === route || path === `${route}/index.html` || path === `${route}index.html`),
      );
      assert.deepEqual(fetchedPages, []);

      await searchFinds(page, 'docker');
      await keptOnce(page, '/docs/search/text.json');
      // 60 visits with query strings keep one copy of the page, under the build's file name.
      await gotoHydrated(page, '/docs/getting-started?from=search');
      await page.evaluate(async () => {
        for (let i = 0; i < 60; i++) await fetch(`/docs/getting-started?visit=${i}`);
      });
      const kept = Object.values(await cachedPaths(page)).flat();
      assert.deepEqual(
        kept.filter((path) => path.includes('?')),
        [],
        'no copy per query string',
      );
      assert.equal(new Set(kept).size, kept.length, 'one copy a file');
      for (const path of ['/docs/index.html', '/docs/getting-started/index.html', '/docs/search/index.json'])
        assert.ok(kept.includes(path), `${path} kept`);
      assert.ok(
        !kept.some((path) => path.startsWith('/docs/jaqpot-api/organizations')),
        'an unvisited page is not kept',
      );

      // The index answers 404 on the server: the copy of this build answers instead.
      const indexFiles = ['search/index.json', 'search/text.json'];
      for (const file of indexFiles) renameSync(join(site.copy, file), join(site.copy, `${file}.away`));
      await page.reload();
      await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
      await searchFinds(page, 'docker');
      for (const file of indexFiles) renameSync(join(site.copy, `${file}.away`), join(site.copy, file));

      await site.down();
      await gotoHydrated(page, '/docs/');
      assert.equal(await h1(page), 'Introduction');
      await page.getByRole('link', {name: 'Getting started'}).first().click();
      await page.waitForURL('**/docs/getting-started');
      assert.equal(await h1(page), 'Getting started');
      await searchFinds(page, 'docker');
      // A page never opened is not there.
      await assert.rejects(page.goto('/docs/jaqpot-api/organizations'));
    } finally {
      await finish();
    }
  });

  it("a captive portal's 200 pages never replace the kept pages or search index", () =>
    onFreshSite(async (page) => {
      await gotoHydrated(page, '/docs/getting-started');
      await searchFinds(page, 'docker');
      await keptOnce(page, '/docs/search/text.json');
      // A new page load; its search has not fetched the index yet.
      await gotoHydrated(page, '/docs/');

      await site.portal();
      // The portal answers the index with its sign-in page: the kept index of this build answers.
      await searchFinds(page, 'docker');
      // A page opened behind the portal is the portal's (the reader signs in there).
      await page.goto('/docs/getting-started');
      assert.equal(await h1(page), 'Sign in to the Wi-Fi');

      // Offline, the kept pages and index are the site's, not the portal's.
      await site.down();
      await gotoHydrated(page, '/docs/getting-started');
      assert.equal(await h1(page), 'Getting started');
      await searchFinds(page, 'docker');
      for (const kept of await keptBuilds(page)) assert.notEqual(kept.build, '?', `${kept.path} in ${kept.cache}`);

      // Back online, the site's own answers again.
      await site.up();
      await gotoHydrated(page, '/docs/getting-started');
      await searchFinds(page, 'docker');
    }));

  it('saves the whole site on request; offline, .html links and unknown pages work; a new build replaces it without a prompt', () =>
    onFreshSite(async (page) => {
      // The build's list of files to save holds the whole search index, head and text.
      const workerSource = readFileSync(join(site.copy, 'sw.js'), 'utf8');
      for (const file of ['search/index.json', 'search/text.json'])
        assert.ok(workerSource.includes(`"${file}"`), `${file} is saved with the site`);

      await saveWholeSite(page);
      const first = await savedBuild(page, site.copy);
      assert.deepEqual(
        Object.keys(await cachedPaths(page)).filter((name) => name.startsWith('jaqpot-site-')),
        [`jaqpot-site-${first.page}`],
      );

      // Offline with the site saved: the .html form of a page is the page, an unknown page the not-found page.
      await site.down();
      await gotoHydrated(page, '/docs/jaqpot-api/organizations.html');
      assert.ok((await h1(page))?.length, 'a page never opened, by its .html link');
      const unknown = await page.goto('/docs/no-such-page');
      assert.equal(unknown?.status(), 404);
      assert.equal(await h1(page), 'Page Not Found');
      await site.up();

      const second = fakeSecondBuild(site.copy, first);
      const mark = () => page.locator('meta[name="test-build"]').count();
      await gotoHydrated(page, '/docs/getting-started');
      assert.equal(await mark(), 1, 'the new build shows at once, no Refresh');

      // The new worker saves the new build before it takes over, then drops the old copy.
      await onlySavedBuild(page, second.page);
      await page.getByRole('status').filter({hasText: 'The whole site is available offline.'}).waitFor();

      await site.down();
      // A page this reader never opened, from the saved new build.
      await gotoHydrated(page, '/docs/jaqpot-api/organizations');
      assert.ok((await h1(page))?.length);
      await gotoHydrated(page, '/docs/getting-started');
      assert.equal(await mark(), 1);
      await searchFinds(page, 'organization');
    }));

  it('saving with a file that fails ends saying so, and saves once the file is back', () =>
    onFreshSite(async (page) => {
      const missing = join(site.copy, 'openapi', 'jaqpot-api.yaml');
      renameSync(missing, `${missing}.away`);
      await page.getByRole('button', {name: 'Make available offline'}).click();
      await page
        .getByRole('status')
        .filter({hasText: /Saving stopped: 1 of \d+ files could not be saved; .*jaqpot-api\.yaml answered 404/})
        .waitFor({timeout: 120_000});
      renameSync(`${missing}.away`, missing);
      await saveWholeSite(page);
    }));

  it("a new build whose worker cannot install never gets into the old build's caches", () =>
    onFreshSite(async (page) => {
      await saveWholeSite(page);
      const first = await savedBuild(page, site.copy);

      // The second build lists a file the server does not have: its worker cannot save the site, so it does not install.
      const second = fakeSecondBuild(site.copy, first);
      rmSync(join(site.copy, 'openapi', 'jaqpot-api.yaml'));
      const installed = await page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration())!;
        await registration.update().catch(() => undefined);
        const worker = registration.installing ?? registration.waiting;
        if (worker && worker.state !== 'redundant')
          await new Promise<void>((done) =>
            worker.addEventListener('statechange', () => ['redundant', 'activated'].includes(worker.state) && done()),
          );
        return worker?.state ?? 'none';
      });
      assert.notEqual(installed, 'activated', 'the second build did not take over');

      // Online, the reader meets the second build's pages and index, served by the first build's worker.
      for (const path of ['/docs/getting-started', '/docs/jaqpot-api/organizations', '/docs/'])
        await gotoHydrated(page, path);
      await gotoHydrated(page, '/docs/getting-started');
      assert.equal(await page.locator('meta[name="test-build"]').count(), 1, "the second build's page");
      await searchFinds(page, 'docker');
      await searchFinds(page, 'organization');

      // Every cache holds one build: the first build's caches its files only.
      const kept = await keptBuilds(page);
      const firstCaches = [`jaqpot-visited-${first.page}`, `jaqpot-site-${first.page}`];
      assert.deepEqual(
        kept.filter((k) => firstCaches.includes(k.cache) && (k.marked || k.build === second.index)),
        [],
        "the second build's page or index in the first build's caches",
      );
      const expected = (cache: string) =>
        cache.endsWith(second.page) ? [second.page, second.index] : [first.page, first.index];
      const mixed = kept.filter((k) => !expected(k.cache).includes(k.build));
      assert.deepEqual(mixed, [], 'a file of another build in a cache');
      assert.ok(
        kept.some((k) => k.cache === `jaqpot-visited-${first.page}` || k.cache === `jaqpot-site-${first.page}`),
      );

      // Offline, pages and search both come from the first build.
      await site.down();
      await gotoHydrated(page, '/docs/getting-started');
      assert.equal(await page.locator('meta[name="test-build"]').count(), 0, "the first build's page");
      await searchFinds(page, 'docker');
    }));
});
