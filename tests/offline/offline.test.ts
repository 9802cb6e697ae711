/**
 * Offline reading with the service worker allowed, as readers have it: a first visit costs only
 * the page, visited pages open without a network, a section or the whole site is saved when the
 * reader asks (after seeing its size, which is what the save downloads) and can be removed, and a
 * new build is what the reader sees, with its own search index, without a prompt. Caches only
 * ever hold one build's files: a second build (faked by rewriting a copy of the build) whose
 * worker cannot install, and a captive portal that answers 200 for everything, never get into
 * them.
 */
import assert from 'node:assert/strict';
import {cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import {extname, join} from 'node:path';
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
import {savedBytes} from '../../scripts/lib/offline-list';
import {gzipPath, precompressDir} from '../../scripts/lib/precompress';
import {
  createStaticServer,
  recordAnswers,
  startStaticServer,
  type Answer,
  type RunningServer,
} from '../../scripts/lib/static-server';
import {bytesToSave, formatBytes, OFFLINE_MESSAGES, type OfflineState} from '../../src/offline/messages';
import {GZIP_TWIN, TEXT_TYPES} from '../../src/offline/site-list';
import {readRoutes} from '../e2e/harness';
import {wcagViolations} from '../pages/axe';

/** A copy of the build served on a port of its own: the test deploys, fails or fakes a portal there. */
type Deployment = {
  copy: string;
  origin: string;
  /** Every answer the site's server sent: path, status and body bytes. */
  served: Answer[];
  /** Stops whatever answers on the port: the network is gone, as on a train. */
  down(): Promise<void>;
  /** Serves the copy again on the same origin, so the worker's scope still applies. */
  up(): Promise<void>;
  /** A captive portal on the port: 200 and its sign-in page for every request. */
  portal(): Promise<void>;
  /**
   * The copy from an odd host: it sends each gzip twin gzip-encoded with its file's type (as a
   * host that takes `.gz` for an encoding does), so the browser unpacks it before the worker reads
   * it, and answers a twin it lacks with its home page, as a single-page app's fallback does.
   */
  oddHost(): Promise<void>;
  close(): Promise<void>;
};

const PORTAL_PAGE = '<!doctype html><title>Sign in</title><h1>Sign in to the Wi-Fi</h1>';

async function deploy(): Promise<Deployment> {
  const copy = mkdtempSync(join(tmpdir(), 'jaqpot-offline-'));
  cpSync(buildDir, copy, {recursive: true});
  const served: Answer[] = [];
  let server: RunningServer | undefined = recordAnswers(
    await startStaticServer({root: copy, basePath: '/docs/'}),
    served,
  );
  /** A server of the test's own in the site's place (a portal, an odd host). */
  let other: Server | undefined;
  const origin = new URL(server.url).origin;
  const port = Number(new URL(origin).port);
  const down = async () => {
    await server?.close();
    server = undefined;
    if (other) {
      other.closeAllConnections();
      await new Promise((done) => other!.close(done));
      other = undefined;
    }
  };
  const listen = (replacement: Server) =>
    new Promise<void>((done) => (other = replacement).listen(port, '127.0.0.1', done));
  return {
    copy,
    origin,
    served,
    down,
    async up() {
      await down();
      server = recordAnswers(await startStaticServer({root: copy, basePath: '/docs/', port}), served);
    },
    async portal() {
      await down();
      await listen(
        createServer((_req, res) => {
          res.writeHead(200, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'});
          res.end(PORTAL_PAGE);
        }),
      );
    },
    async oddHost() {
      await down();
      const host = createStaticServer({root: copy, basePath: '/docs/'});
      await listen(
        createServer((req, res) => {
          const path = decodeURIComponent(new URL(req.url ?? '/', origin).pathname);
          if (!path.endsWith(GZIP_TWIN)) {
            host.emit('request', req, res);
            return;
          }
          const file = join(copy, path.replace(/^\/docs\//, ''));
          const found = existsSync(file);
          const body = readFileSync(found ? file : gzipPath(join(copy, 'index.html')));
          res.writeHead(200, {
            'Content-Type': found
              ? (TEXT_TYPES[extname(path.slice(0, -GZIP_TWIN.length))] ?? '?')
              : TEXT_TYPES['.html'],
            'Content-Encoding': 'gzip',
            'Content-Length': body.length,
          });
          res.end(body);
        }),
      );
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

/** A deploy of the second build: its files, then their gzip twins, as `npm run build` writes them. */
async function deploySecondBuild(
  copy: string,
  first: {page: string; index: string},
): Promise<{page: string; index: string}> {
  const next = fakeSecondBuild(copy, first);
  await precompressDir(copy);
  return next;
}

/** Takes a file of the build off the server, with its gzip twin: a file the upload lost. */
function lose(copy: string, file: string): () => void {
  const path = join(copy, file);
  const paths = [path, gzipPath(path)].filter((p) => existsSync(p));
  for (const p of paths) renameSync(p, `${p}.away`);
  return () => paths.forEach((p) => renameSync(`${p}.away`, p));
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

/** Every kept page and index file (saved ones unpacked), with the build it belongs to, and whether it is the second build's marked page. */
async function keptBuilds(page: Page): Promise<Array<{cache: string; path: string; build: string; marked: boolean}>> {
  return page.evaluate(async () => {
    const out: Array<{cache: string; path: string; build: string; marked: boolean}> = [];
    for (const cache of await caches.keys()) {
      if (cache === 'jaqpot-offline-settings') continue;
      for (const request of await (await caches.open(cache)).keys()) {
        const path = new URL(request.url).pathname;
        const isIndex = path.endsWith('/search/index.json') || path.endsWith('/search/text.json');
        if (!isIndex && !path.endsWith('.html') && !path.endsWith('/') && path.includes('.')) continue;
        const kept = (await (await caches.open(cache)).match(request)) as Response;
        // A saved text file is kept as its gzip twin (src/offline/service-worker.ts).
        const text = kept.headers.has('x-jaqpot-packed')
          ? await new Response(kept.body!.pipeThrough(new DecompressionStream('gzip'))).text()
          : await kept.text();
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

/** Asks the browser for the build's worker: the state the new one ends in (`redundant` when its install failed). */
async function newWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!;
    await registration.update().catch(() => undefined);
    const worker = registration.installing ?? registration.waiting;
    if (worker && worker.state !== 'redundant')
      await new Promise<void>((done) =>
        worker.addEventListener('statechange', () => ['redundant', 'activated'].includes(worker.state) && done()),
      );
    return worker?.state ?? 'none';
  });
}

/** Opens the save dialog from the footer. */
async function openSaveDialog(page: Page) {
  await page.getByRole('button', {name: 'Make available offline'}).click();
  const dialog = page.getByRole('dialog', {name: 'Make available offline'});
  await dialog.waitFor();
  return dialog;
}

async function saveWholeSite(page: Page): Promise<void> {
  await (await openSaveDialog(page)).getByRole('button', {name: /^Save the whole site/}).click();
  await page.getByRole('status').filter({hasText: 'The whole site is available offline.'}).waitFor({timeout: 120_000});
}

/** Saves the sections labelled `labels` through the dialog, and waits until the footer says they are saved. */
async function saveSections(page: Page, labels: string[], savedAfter: string[]): Promise<void> {
  const dialog = await openSaveDialog(page);
  for (const label of labels) await dialog.getByRole('checkbox', {name: label}).check();
  await dialog.getByRole('button', {name: /^Save selected/}).click();
  await savedSections(page, savedAfter);
}

/** Once the footer says exactly these sections are available offline. */
async function savedSections(page: Page, labels: string[]): Promise<void> {
  await page
    .getByRole('status')
    .filter({hasText: `Available offline: ${labels.join(', ')}.`})
    .waitFor({timeout: 120_000});
}

/** What the worker reports: each section's bytes to save, what is saved. A string: see keptOnce. */
async function workerState(page: Page): Promise<OfflineState> {
  return page.evaluate(`new Promise((done) => {
    const worker = navigator.serviceWorker;
    const answer = (event) => {
      if (event.data?.type !== ${JSON.stringify(OFFLINE_MESSAGES.state)}) return;
      worker.removeEventListener('message', answer);
      done(event.data.state);
    };
    worker.addEventListener('message', answer);
    worker.controller.postMessage({type: ${JSON.stringify(OFFLINE_MESSAGES.ask)}});
  })`);
}

/** The paths of the saved copy of the build: pages as `/docs/a/b/index.html`. */
async function savedPaths(page: Page): Promise<string[]> {
  const all = await cachedPaths(page);
  return Object.entries(all)
    .filter(([name]) => name.startsWith('jaqpot-site-'))
    .flatMap(([, paths]) => paths);
}

/** The saved copies of text files (those the build lists a gzip twin of) whose kept bytes are not gzip data. */
async function unpackedTextCopies(page: Page): Promise<{packed: number; unpacked: string[]}> {
  const text = Object.keys(TEXT_TYPES);
  return page.evaluate(async (extensions) => {
    let packed = 0;
    const unpacked: string[] = [];
    for (const name of (await caches.keys()).filter((n) => n.startsWith('jaqpot-site-'))) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname;
        if (!extensions.some((extension) => path.endsWith(extension))) continue;
        const start = new Uint8Array(await ((await cache.match(request)) as Response).arrayBuffer(), 0, 2);
        if (start[0] === 0x1f && start[1] === 0x8b) packed += 1;
        else unpacked.push(path);
      }
    }
    return {packed, unpacked};
  }, text);
}

/** What the page gets for each path: status, type, encoding, and whether the body is still gzip data. */
async function readAsPage(page: Page, paths: string[]) {
  return page.evaluate(
    async (list) =>
      Promise.all(
        list.map(async (path) => {
          const response = await fetch(path);
          const start = new Uint8Array(await response.arrayBuffer(), 0, 2);
          return {
            path,
            status: response.status,
            type: response.headers.get('content-type'),
            encoding: response.headers.get('content-encoding'),
            gzipBody: start[0] === 0x1f && start[1] === 0x8b,
          };
        }),
      ),
    paths,
  );
}

/** As readAsPage answers for a file of `type` the page can use: the file itself, with its own type. */
const asFile = (path: string, type: string | undefined) => ({
  path,
  status: 200,
  type: type ?? '?',
  encoding: null,
  gzipBody: false,
});

/** A stylesheet every page loads: a shared file of the build. */
function sharedStylesheet(copy: string): string {
  const html = readFileSync(join(copy, 'index.html'), 'utf8');
  const href = /<link rel="?stylesheet"? href="?(\/docs\/assets\/css\/[^" >]+\.css)/.exec(html)?.[1];
  assert.ok(href, 'the home page links a stylesheet');
  return href;
}

const h1 = (page: Page) => page.locator('h1').first().textContent();
/**
 * Waits until the page's title reads `title`: a link moves the URL before the new page renders,
 * and offline its files come from the worker's copies, later still.
 */
const h1Shows = (page: Page, title: string) => page.locator('h1', {hasText: title}).first().waitFor();

/** A built page's title, before the site's name: `<title>Testing your model | Jaqpot…` → `Testing your model`. */
const htmlTitle = (html: string) => /<title[^>]*>([^<|]*)/.exec(html)?.[1]?.trim();

/** Offline, `path` opens as the saved page titled `title`: its own HTML, unpacked, with its own type. */
async function opensSavedPage(page: Page, path: string, title: string): Promise<void> {
  const response = await gotoHydrated(page, path);
  // The HTML itself: once hydrated, the router would render the address's page over another page's HTML.
  assert.equal(htmlTitle((await response?.text()) ?? ''), title, `${path}: the page itself`);
  assert.equal(await h1(page), title);
  assert.equal(response?.headers()['content-type'], TEXT_TYPES['.html']);
  assert.equal(response?.headers()['content-encoding'], undefined);
}

/** Offline, a search index file and a stylesheet every page loads reach the page unpacked, with their types. */
async function sharedFilesRead(page: Page, copy: string, index: string): Promise<void> {
  const css = sharedStylesheet(copy);
  assert.deepEqual(await readAsPage(page, [index, css]), [
    asFile(index, TEXT_TYPES['.json']),
    asFile(css, TEXT_TYPES['.css']),
  ]);
}

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
      await h1Shows(page, 'Getting started');
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

      const second = await deploySecondBuild(site.copy, first);
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
      const back = lose(site.copy, 'openapi/jaqpot-api.yaml');
      await (await openSaveDialog(page)).getByRole('button', {name: /^Save the whole site/}).click();
      await page
        .getByRole('status')
        .filter({hasText: /Saving stopped: 1 of \d+ files could not be saved; .*jaqpot-api\.yaml answered 404/})
        .waitFor({timeout: 120_000});
      back();
      await saveWholeSite(page);
    }));

  it("a new build whose worker cannot install never gets into the old build's caches", () =>
    onFreshSite(async (page) => {
      await saveWholeSite(page);
      const first = await savedBuild(page, site.copy);

      // The second build lists a file the server does not have: its worker cannot save the site, so it does not install.
      const second = await deploySecondBuild(site.copy, first);
      lose(site.copy, 'openapi/jaqpot-api.yaml');
      assert.notEqual(await newWorker(page), 'activated', 'the second build did not take over');

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

  it('shows what saving a section downloads, saves it, and offline only its pages open', () =>
    onFreshSite(async (page) => {
      const before = await workerState(page);
      const docker = before.sections.find((section) => section.label === 'Docker models')!;
      const bytes = bytesToSave(before, ['docker-models']);
      assert.equal(bytes, docker.bytes + before.shared.bytes, 'nothing is saved yet: its files and the shared ones');

      const dialog = await openSaveDialog(page);
      assert.match(
        (await dialog.getByRole('listitem').filter({hasText: 'Docker models'}).textContent()) ?? '',
        new RegExp(`4 pages, ${formatBytes(bytes)}`),
      );
      await dialog.getByRole('checkbox', {name: 'Docker models'}).check();
      const from = site.served.length;
      await dialog.getByRole('button', {name: `Save selected (${formatBytes(bytes)})`}).click();
      await savedSections(page, ['Docker models']);

      // Only this section's pages, with the shared files, are saved.
      const saved = await savedPaths(page);
      assert.ok(saved.includes('/docs/docker-models/testing-your-model/index.html'));
      assert.ok(saved.includes('/docs/404.html') && saved.includes('/docs/search/text.json'));
      assert.ok(saved.includes('/docs/search/pieces.bin'), "the search's piece table is shared by every section");
      assert.deepEqual(
        saved.filter((path) => /^\/docs\/(jaqpot-api|jaqpotpy|getting-started)\//.test(path)),
        [],
        'no page of another section',
      );
      assert.equal(savedBytes(site.served.slice(from)), bytes, 'the bytes shown are the bytes downloaded');
      const copies = await unpackedTextCopies(page);
      assert.deepEqual(copies.unpacked, [], 'text files are kept compressed');
      assert.ok(copies.packed > 0);

      await site.down();
      // A page of the section never opened, and a client-side move within it. Kept compressed, it
      // reaches the page unpacked, with its own type.
      await opensSavedPage(page, '/docs/docker-models/testing-your-model', 'Testing your model');
      await sharedFilesRead(page, site.copy, '/docs/search/text.json');
      await page.getByRole('link', {name: 'Deploy your model'}).first().click();
      await page.waitForURL('**/docs/docker-models/deploy-your-model');
      await h1Shows(page, 'Deploy your model');
      await searchFinds(page, 'docker');
      // A page of another section never opened: the not-found page, as for any page not kept.
      const other = await page.goto('/docs/jaqpot-api/organizations');
      assert.equal(other?.status(), 404);
      assert.equal(await h1(page), 'Page Not Found');
    }));

  it('saving a second section downloads only what it adds; a saved section can be removed, and all', () =>
    onFreshSite(async (page) => {
      await saveSections(page, ['Docker models'], ['Docker models']);
      const state = await workerState(page);
      const start = state.sections.find((section) => section.id === 'start-here')!;
      assert.equal(state.shared.missing, 0);
      assert.equal(bytesToSave(state, ['start-here']), start.bytes, 'the shared files are not fetched again');

      const dialog = await openSaveDialog(page);
      await dialog.getByRole('checkbox', {name: 'Start here'}).check();
      const from = site.served.length;
      await dialog.getByRole('button', {name: `Save selected (${formatBytes(start.bytes)})`}).click();
      await savedSections(page, ['Start here', 'Docker models']);
      assert.equal(savedBytes(site.served.slice(from)), start.bytes);

      // Remove one: its pages go, the other section's and the shared files stay.
      const again = await openSaveDialog(page);
      await again.getByRole('button', {name: 'Remove Docker models'}).click();
      await savedSections(page, ['Start here']);
      // Focus moves to the section's checkbox, which replaced the Remove button.
      assert.equal(
        await again.getByRole('checkbox', {name: 'Docker models'}).evaluate((box) => box === document.activeElement),
        true,
      );
      await page.keyboard.press('Escape');
      const saved = await savedPaths(page);
      assert.deepEqual(
        saved.filter((path) => path.startsWith('/docs/docker-models/')),
        [],
      );
      assert.ok(saved.includes('/docs/use-the-docs-from-your-editor/index.html') && saved.includes('/docs/404.html'));

      await site.down();
      await gotoHydrated(page, '/docs/use-the-docs-from-your-editor');
      assert.notEqual(await h1(page), 'Page Not Found');
      const removed = await page.goto('/docs/docker-models/testing-your-model');
      assert.equal(removed?.status(), 404);
      await site.up();

      // Remove everything: no saved copy is left.
      await gotoHydrated(page, '/docs/');
      await (await openSaveDialog(page)).getByRole('button', {name: 'Remove all saved sections'}).click();
      await page.waitForFunction(async () => !(await caches.keys()).some((name) => name.startsWith('jaqpot-site-')));
      const after = await workerState(page);
      assert.deepEqual(
        after.sections.filter((section) => section.saved || section.chosen),
        [],
      );
    }));

  it('a section save never mixes builds: the old worker refuses the new build, the new one saves the same sections', () =>
    onFreshSite(async (page) => {
      await saveSections(page, ['Start here'], ['Start here']);
      const first = await savedBuild(page, site.copy);

      // The second build lists a file the server does not have: its worker cannot install.
      const second = await deploySecondBuild(site.copy, first);
      const back = lose(site.copy, 'openapi/jaqpot-api.yaml');
      assert.equal(await newWorker(page), 'redundant', 'the second build did not take over');

      // The old worker, asked for another section while the server has the new build, keeps none of its pages.
      const dialog = await openSaveDialog(page);
      await dialog.getByRole('checkbox', {name: 'Docker models'}).check();
      await dialog.getByRole('button', {name: /^Save selected/}).click();
      const status = page.getByRole('status');
      await status
        .filter({hasText: /Saving stopped|Available offline: Start here, Docker models/})
        .waitFor({timeout: 120_000});
      assert.match(
        (await status.textContent()) ?? '',
        /Saving stopped: \d+ of \d+ files could not be saved; .*is not this version's file/,
      );
      const firstCaches = [`jaqpot-visited-${first.page}`, `jaqpot-site-${first.page}`];
      const kept = await keptBuilds(page);
      assert.deepEqual(
        kept.filter(
          (k) => firstCaches.includes(k.cache) && (k.marked || (k.build !== first.page && k.build !== first.index)),
        ),
        [],
        "the second build's page or index in the first build's caches",
      );
      assert.ok(kept.some((k) => k.cache === `jaqpot-site-${first.page}`));

      // With the file back, the second build's worker saves the chosen sections of its own build, then takes over.
      back();
      assert.equal(await newWorker(page), 'activated');
      await onlySavedBuild(page, second.page);
      const saved = await savedPaths(page);
      assert.ok(saved.includes('/docs/getting-started/index.html') && saved.includes('/docs/docker-models/index.html'));
      assert.deepEqual(
        saved.filter((path) => /^\/docs\/(jaqpot-api|jaqpotpy)\//.test(path)),
        [],
      );
      for (const k of await keptBuilds(page))
        if (k.cache === `jaqpot-site-${second.page}`)
          assert.ok([second.page, second.index].includes(k.build), `${k.path}: ${k.build}`);

      await site.down();
      await gotoHydrated(page, '/docs/getting-started');
      assert.equal(await page.locator('meta[name="test-build"]').count(), 1, "the second build's saved page");
    }));

  it('the save dialog works from the keyboard and passes axe in both colour modes', () =>
    onFreshSite(async (page) => {
      const button = page.getByRole('button', {name: 'Make available offline'});
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', {name: 'Make available offline'});
      await dialog.waitFor();
      for (const mode of ['light', 'dark']) {
        await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
        assert.deepEqual(await wcagViolations(page, {include: 'dialog'}), [], mode);
      }
      // Focus is in the dialog; Tab reaches a checkbox, Space ticks it and the total follows.
      assert.equal(await dialog.evaluate((d) => d.contains(document.activeElement)), true);
      const box = dialog.getByRole('checkbox', {name: 'Docker models'});
      for (let i = 0; i < 8 && !(await box.evaluate((b) => b === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      assert.equal(await box.isChecked(), true);
      await dialog.getByRole('button', {name: /^Save selected \(\d/}).waitFor();
      // Escape or its Close button closes it and gives the focus back to the footer button.
      await page.keyboard.press('Escape');
      await dialog.waitFor({state: 'detached'});
      assert.equal(await button.evaluate((b) => b === document.activeElement), true, 'after Escape');
      await page.keyboard.press('Enter');
      await dialog.getByRole('button', {name: 'Close'}).click();
      await dialog.waitFor({state: 'detached'});
      assert.equal(await button.evaluate((b) => b === document.activeElement), true, 'after Close');
    }));
  it('pages saved compressed open offline as themselves, whatever the host sends for the compressed copies', () =>
    onFreshSite(async (page) => {
      // One page's twin is missing: the host answers it with its home page, and the page itself plain.
      rmSync(gzipPath(join(site.copy, 'docker-models/testing-your-model/index.html')));
      await site.oddHost();
      await saveSections(page, ['Docker models'], ['Docker models']);
      const copies = await unpackedTextCopies(page);
      assert.deepEqual(copies.unpacked, [], 'text files are kept compressed');

      await site.down();
      for (const [path, title] of [
        ['/docs/docker-models/testing-your-model', 'Testing your model'],
        ['/docs/docker-models/deploy-your-model', 'Deploy your model'],
      ] as const) {
        await opensSavedPage(page, path, title);
      }
      await sharedFilesRead(page, site.copy, '/docs/search/index.json');
      await searchFinds(page, 'docker');
    }));

  it('announces the start and the end of a save, not each step of it', () =>
    onFreshSite(async (page) => {
      // What the footer's live region says, each change once.
      await page
        .getByRole('contentinfo')
        .getByRole('status')
        .evaluate((status) => {
          const said: string[] = [];
          (window as unknown as {said: string[]}).said = said;
          new MutationObserver(() => {
            if (said.at(-1) !== status.textContent) said.push(status.textContent ?? '');
          }).observe(status, {subtree: true, childList: true, characterData: true});
        });
      await saveWholeSite(page);
      assert.deepEqual(await page.evaluate(() => (window as unknown as {said: string[]}).said), [
        'Saving for offline reading.',
        'The whole site is available offline.',
      ]);
    }));

  it('an installed app that starts with the site saved downloads nothing and never says it is saving', () =>
    onFreshSite(async (page) => {
      await saveWholeSite(page);
      // What the worker tells the page, and what the footer says, from here on.
      await page.evaluate(
        ([state]) => {
          const heard: string[] = [];
          const said: string[] = [];
          Object.assign(window, {heard, said});
          navigator.serviceWorker.addEventListener('message', (event) => {
            heard.push((event.data as {type: string}).type);
            if ((event.data as {type: string}).type === state) Object.assign(window, {answered: true});
          });
          const status = document.querySelector('footer [role="status"]')!;
          new MutationObserver(() => said.push(status.textContent ?? '')).observe(status, {
            subtree: true,
            childList: true,
            characterData: true,
          });
        },
        [OFFLINE_MESSAGES.state],
      );
      // What an installed app sends each time it starts (src/offline/register.ts).
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.evaluate(
        async ([save]) =>
          (await navigator.serviceWorker.ready).active!.postMessage({type: save, selection: {all: true}}),
        [OFFLINE_MESSAGES.save],
      );
      await page.waitForFunction(() => (window as unknown as {answered?: boolean}).answered === true);
      const {heard, said} = await page.evaluate(() => {
        const {heard, said} = window as unknown as {heard: string[]; said: string[]};
        return {heard, said};
      });
      assert.deepEqual(heard, [OFFLINE_MESSAGES.state], 'no progress for a site already saved');
      assert.deepEqual(said, [], 'the footer keeps saying the site is available offline');
      assert.deepEqual(requested, [], 'nothing is downloaded again');
    }));

  it('says so when the save dialog cannot load, keeps the page, and opens the dialog on the next click', () =>
    onFreshSite(async (page) => {
      const scripts = join(site.copy, 'assets', 'js');
      const chunk = readdirSync(scripts).find(
        (file) => file.endsWith('.js') && readFileSync(join(scripts, file), 'utf8').includes('Save the whole site'),
      );
      assert.ok(chunk, "the dialog's script");
      const back = lose(site.copy, `assets/js/${chunk}`);
      await page.getByRole('button', {name: 'Make available offline'}).click();
      await page.getByRole('status').filter({hasText: 'could not be loaded'}).waitFor();
      assert.equal(await h1(page), 'Introduction', 'the page is still there');
      assert.equal(await page.getByRole('dialog').count(), 0);

      back();
      const dialog = await openSaveDialog(page);
      await dialog.getByRole('checkbox', {name: 'Docker models'}).waitFor();
      assert.equal(await page.getByRole('status').filter({hasText: 'could not be loaded'}).count(), 0);
    }));
});
