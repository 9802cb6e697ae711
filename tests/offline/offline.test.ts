/**
 * Offline reading with the service worker allowed, as readers have it: a first visit costs only
 * the page, visited pages open without a network, the whole site is saved when the reader asks,
 * and a new build is what the reader sees, with its own search index, without a prompt.
 */
import assert from 'node:assert/strict';
import {cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import type {BrowserContext, Page} from 'playwright-core';
import {
  buildDir,
  gotoHydrated,
  newContext,
  openSite,
  settle,
  watchPage,
  workerInControl,
  type Site,
} from '../../scripts/lib/browser';
import {startStaticServer, type RunningServer} from '../../scripts/lib/static-server';
import {readRoutes} from '../e2e/harness';

/** Cache names, and the paths each holds. */
async function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    }
    return out;
  });
}

/** Every cached path, once `path` is among them or 15 s have passed (then the caller's check reports it). */
async function cachedPathsOnceHolding(page: Page, path: string): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const kept = Object.values(await cachedPaths(page)).flat();
    if (kept.includes(path) || Date.now() > deadline) return kept;
    await page.waitForTimeout(100);
  }
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

const h1 = (page: Page) => page.locator('h1').first().textContent();

describe('Offline reading (service worker allowed)', () => {
  let copy: string;
  let site: Site;
  let port: number;
  let restarted: RunningServer | undefined;

  /** The server comes back on the same origin, so the worker's scope still applies. */
  async function serverBack(): Promise<void> {
    restarted = await startStaticServer({root: copy, basePath: '/docs/', port});
  }
  async function serverGone(): Promise<void> {
    await (restarted ?? site.server).close();
    restarted = undefined;
  }

  before(async () => {
    // A copy of the build, so the test can deploy a "new build" by changing it.
    copy = mkdtempSync(join(tmpdir(), 'jaqpot-offline-'));
    cpSync(buildDir, copy, {recursive: true});
    site = await openSite({root: copy});
    port = Number(new URL(site.origin).port);
  });
  after(async () => {
    await restarted?.close().catch(() => undefined);
    await site.browser.close().catch(() => undefined);
    await site.server.close().catch(() => undefined);
    rmSync(copy, {recursive: true, force: true});
  });

  it('keeps the pages a reader opened, and only those, and their search index', async () => {
    const context: BrowserContext = await newContext(site, {serviceWorkers: 'allow'});
    const requested: string[] = [];
    context.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const page = await context.newPage();
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
    // The body text is fetched once the page is idle after the first answer, so it may land later.
    const kept = await cachedPathsOnceHolding(page, '/docs/search/text.json');
    for (const path of ['/docs/', '/docs/getting-started', '/docs/search/index.json', '/docs/search/text.json'])
      assert.ok(kept.includes(path), `${path} kept`);
    assert.ok(!kept.some((path) => path.startsWith('/docs/jaqpot-api/organizations')), 'an unvisited page is not kept');

    // The index answers 404 on the server: the copy of this build answers instead.
    const indexFiles = ['search/index.json', 'search/text.json'];
    for (const file of indexFiles) renameSync(join(copy, file), join(copy, `${file}.away`));
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
    await searchFinds(page, 'docker');
    for (const file of indexFiles) renameSync(join(copy, `${file}.away`), join(copy, file));

    // Not an emulated offline flag: the server is gone, as on a train.
    await serverGone();
    try {
      await gotoHydrated(page, '/docs/');
      assert.equal(await h1(page), 'Introduction');
      await page.getByRole('link', {name: 'Getting started'}).first().click();
      await page.waitForURL('**/docs/getting-started');
      assert.equal(await h1(page), 'Getting started');
      await searchFinds(page, 'docker');
      // A page never opened is not there.
      await assert.rejects(page.goto('/docs/jaqpot-api/organizations'));
    } finally {
      // The next test needs the server, whatever this one found.
      await serverBack();
      await context.close();
    }
  });

  it('saves the whole site on request, and a new build replaces it without a prompt', async () => {
    const context = await newContext(site, {serviceWorkers: 'allow'});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/');
    await workerInControl(page);

    // The build's list of files to save holds the whole search index, head and text.
    const workerSource = readFileSync(join(copy, 'sw.js'), 'utf8');
    for (const file of ['search/index.json', 'search/text.json'])
      assert.ok(workerSource.includes(`"${file}"`), `${file} is saved with the site`);

    await page.getByRole('button', {name: 'Make available offline'}).click();
    await page
      .getByRole('status')
      .filter({hasText: 'The whole site is available offline.'})
      .waitFor({timeout: 120_000});
    const before = Object.keys(await cachedPaths(page)).filter((name) => name.startsWith('jaqpot-site-'));
    assert.equal(before.length, 1);

    // A new build: new content (a mark React leaves alone), and a worker of its own (sw.js carries the build id).
    const changed = join(copy, 'getting-started/index.html');
    writeFileSync(
      changed,
      readFileSync(changed, 'utf8').replace('<head>', '<head><meta name="test-build" content="new">'),
    );
    const worker = join(copy, 'sw.js');
    const oldId = before[0].slice('jaqpot-site-'.length);
    writeFileSync(worker, readFileSync(worker, 'utf8').replaceAll(oldId, 'newbuild'));
    const build = () => page.locator('meta[name="test-build"]').count();
    await gotoHydrated(page, '/docs/getting-started');
    assert.equal(await build(), 1, 'the new build shows at once, no Refresh');

    // The new worker saves the new build before it takes over, then drops the old copy.
    await page.waitForFunction(
      async () =>
        (await caches.keys()).includes('jaqpot-site-newbuild') &&
        !(await caches.keys()).some((name) => name.startsWith('jaqpot-site-') && name !== 'jaqpot-site-newbuild'),
      undefined,
      {timeout: 120_000, polling: 500},
    );
    await page.getByRole('status').filter({hasText: 'The whole site is available offline.'}).waitFor();

    await serverGone();
    try {
      // A page this reader never opened, from the saved new build.
      await gotoHydrated(page, '/docs/jaqpot-api/organizations');
      assert.ok((await h1(page))?.length);
      await gotoHydrated(page, '/docs/getting-started');
      assert.equal(await build(), 1);
      await searchFinds(page, 'organization');
    } finally {
      await serverBack();
      await context.close();
    }
  });
});
