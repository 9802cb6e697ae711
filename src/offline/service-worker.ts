/// <reference lib="webworker" />
/**
 * The site's service worker (bundled by plugins/offline after the build). Reading offline costs
 * what the reader chose:
 * - every page the reader opens is kept, with the files it loaded, and opens without a network;
 * - the whole site is saved only when the reader asks (the "Make available offline" control) or
 *   installs the site as an app.
 *
 * Online, pages and the search index always come from the network, so a reader never reads an old
 * build nor searches an index of another one. Everything cached belongs to the build this worker
 * came with (its BUILD_ID): when a new build's worker takes over it drops the older copies, and in
 * site mode saves the new build before it takes over. A fetch that fails, also with 404 or 500 for
 * the search index, falls back to the copy of the same build.
 */
import type {WorkboxPlugin} from 'workbox-core/types';
import {ExpirationPlugin} from 'workbox-expiration';
import {registerRoute} from 'workbox-routing';
import {CacheFirst, NetworkFirst} from 'workbox-strategies';
import {INDEX_PATH, TEXT_PATH} from '../search/constants';
import {OFFLINE_MESSAGES as M, type OfflineState, type WorkerMessage} from './messages';

declare const self: ServiceWorkerGlobalScope & {__WB_MANIFEST: {url: string; revision: string | null}[]};
/** Set by the bundler: one id per build. */
declare const BUILD_ID: string;

const scope = self.registration.scope;
const CACHES = {
  /** Pages, the search index and other unhashed files of this build, as the reader met them. */
  visited: `jaqpot-visited-${BUILD_ID}`,
  /** The whole build, saved on request. */
  site: `jaqpot-site-${BUILD_ID}`,
  /** Files whose names carry their content hash: the same in every build that has them. */
  assets: 'jaqpot-assets',
  settings: 'jaqpot-offline-settings',
};
const SITE_MODE = new URL('__jaqpot-offline-site-mode', scope).href;
/** The search index: its head, then the text indexed after it. Both of one build, or neither. */
const INDEX_FILES = new Set([INDEX_PATH, TEXT_PATH].map((path) => new URL(path, scope).pathname));

/** Every file of this build, listed by workbox-build at build time. */
const siteFiles = self.__WB_MANIFEST.map((entry) => new URL(entry.url, scope).href);

const isHashedAsset = (url: URL) => url.pathname.startsWith(new URL('assets/', scope).pathname);

/** The saved copy of a URL in site mode: `a`, `a/` and `a/index.html` are one page. */
async function savedCopy(url: string): Promise<Response | undefined> {
  const cache = await caches.open(CACHES.site);
  const plain = new URL(url);
  plain.search = '';
  plain.hash = '';
  const base = plain.href;
  const variants = base.endsWith('/') ? [base, `${base}index.html`] : [base, `${base}/index.html`];
  for (const variant of variants) {
    const hit = await cache.match(variant);
    if (hit) return hit;
  }
  return undefined;
}

/** When the network and the runtime cache both fail, the saved site answers. */
const fromSavedSite: WorkboxPlugin = {
  handlerDidError: async ({request}) => savedCopy(request.url),
};

/** A 404 or 500 for the index files is a failed fetch too: the good copy answers instead. */
const errorsAreFailures: WorkboxPlugin = {
  fetchDidSucceed: async ({response}) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response;
  },
};

/** One cache entry per file, whatever query string a request carries. */
const withoutQuery: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({request}) => {
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
};

const inScope = (url: URL) => url.href.startsWith(scope) && url.href !== new URL('sw.js', scope).href;

registerRoute(
  ({url, request}) => inScope(url) && request.mode === 'navigate',
  new NetworkFirst({cacheName: CACHES.visited, plugins: [fromSavedSite]}),
);
registerRoute(
  ({url}) => inScope(url) && INDEX_FILES.has(url.pathname),
  new NetworkFirst({cacheName: CACHES.visited, plugins: [errorsAreFailures, withoutQuery, fromSavedSite]}),
);
registerRoute(
  ({url}) => inScope(url) && isHashedAsset(url),
  new CacheFirst({cacheName: CACHES.assets, plugins: [new ExpirationPlugin({maxEntries: 400}), fromSavedSite]}),
);
registerRoute(
  ({url, request}) => inScope(url) && request.method === 'GET',
  new NetworkFirst({cacheName: CACHES.visited, plugins: [fromSavedSite]}),
);

async function broadcast(message: WorkerMessage): Promise<void> {
  for (const client of await self.clients.matchAll({type: 'window', includeUncontrolled: true}))
    client.postMessage(message);
}

async function siteModeOn(): Promise<boolean> {
  return Boolean(await (await caches.open(CACHES.settings)).match(SITE_MODE));
}

async function siteSaved(): Promise<boolean> {
  const cache = await caches.open(CACHES.site);
  return (await cache.keys()).length >= siteFiles.length;
}

async function state(): Promise<OfflineState> {
  return {siteMode: await siteModeOn(), siteSaved: await siteSaved(), files: siteFiles.length};
}

/** Saves every file of the build, four at a time, reporting progress to the open pages. */
async function saveSite(): Promise<void> {
  const cache = await caches.open(CACHES.site);
  const assets = await caches.open(CACHES.assets);
  const queue = [...siteFiles];
  let done = 0;
  const next = async (): Promise<void> => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      if (!(await cache.match(url))) {
        const known = isHashedAsset(new URL(url)) ? await assets.match(url) : undefined;
        const response = known ?? (await fetch(url, {cache: 'no-cache'}));
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        await cache.put(url, response);
      }
      done += 1;
      if (done % 10 === 0 || done === siteFiles.length)
        await broadcast({type: M.progress, done, total: siteFiles.length});
    }
  };
  await Promise.all([next(), next(), next(), next()]);
}

/**
 * Keeps the files of a page loaded before this worker controlled it (the reader's first page),
 * as the routes above would have. They mostly come from the HTTP cache.
 */
async function keepFiles(urls: unknown): Promise<void> {
  if (!Array.isArray(urls)) return;
  for (const url of urls) {
    if (typeof url !== 'string' || !inScope(new URL(url))) continue;
    const cache = await caches.open(isHashedAsset(new URL(url)) ? CACHES.assets : CACHES.visited);
    if (await cache.match(url)) continue;
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok) await cache.put(url, response);
  }
}

async function enableSiteMode(): Promise<void> {
  await (await caches.open(CACHES.settings)).put(SITE_MODE, new Response('on'));
  try {
    await saveSite();
    await broadcast({type: M.state, state: await state()});
  } catch (error) {
    await broadcast({type: M.failed, message: (error as Error).message});
  }
}

self.addEventListener('install', (event) => {
  // A reader who saved the site keeps a whole copy: the new build is saved before it takes over.
  event.waitUntil((async () => ((await siteModeOn()) ? saveSite() : undefined))().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set(Object.values(CACHES));
      for (const name of await caches.keys()) {
        // Copies of other builds, and the caches of the worker this one replaces (Docusaurus PWA).
        if ((name.startsWith('jaqpot-') && !current.has(name)) || name.startsWith('workbox-precache'))
          await caches.delete(name);
      }
      await self.clients.claim();
      // Pages that watched this worker save the new build learn that it is done.
      await broadcast({type: M.state, state: await state()});
    })(),
  );
});

self.addEventListener('message', (event) => {
  const {type, urls} = (event.data ?? {}) as {type?: string; urls?: unknown};
  if (type === M.keep) event.waitUntil(keepFiles(urls));
  if (type === M.saveSite) event.waitUntil(enableSiteMode());
  if (type === M.ask)
    event.waitUntil(state().then((s) => (event.source as Client | null)?.postMessage({type: M.state, state: s})));
});
