/// <reference lib="webworker" />
/**
 * The site's service worker (bundled by plugins/offline after the build). Reading offline costs
 * what the reader chose:
 * - every page the reader opens is kept, with the files it loaded, and opens without a network;
 * - the whole site is saved only when the reader asks (the "Make available offline" control) or
 *   installs the site as an app.
 *
 * Online, pages and the search index always come from the network, so a new build shows at once.
 * A cache only ever holds this worker's build (its BUILD_ID): a file is kept only when it is one
 * of the build's files (its list, `__WB_MANIFEST`) with the build's content: a page carries the
 * build's id (plugins/offline), the search index its build, any other file the SHA-256 the list
 * gives. So a newer build's files met while this worker still serves (its install failed), a
 * captive portal's 200 page or a truncated upload never replace a kept copy. A fetch that fails
 * falls back to the kept copy, the saved site first; the search index also when the network
 * answers with something that is no index.
 */
import type {WorkboxPlugin} from 'workbox-core/types';
import {registerRoute} from 'workbox-routing';
import {CacheFirst, NetworkFirst} from 'workbox-strategies';
import {INDEX_PATH, TEXT_PATH} from '../search/constants';
import {OFFLINE_MESSAGES as M, type OfflineState, type WorkerMessage} from './messages';

declare const self: ServiceWorkerGlobalScope & {__WB_MANIFEST: {url: string; revision: string | null}[]};
/** Set by the bundler: one id per build, also in each page's `<meta name="jaqpot-build">`. */
declare const BUILD_ID: string;
/** Set by the bundler: the `build` of this build's search index files ('' without them). */
declare const INDEX_BUILD: string;

const scope = self.registration.scope;
const CACHES = {
  /** Pages, the search index and other unhashed files of this build, as the reader met them. */
  visited: `jaqpot-visited-${BUILD_ID}`,
  /** The whole build, saved on request. */
  site: `jaqpot-site-${BUILD_ID}`,
  /** Files whose names carry their content hash, of this build (older ones go when a build takes over). */
  assets: 'jaqpot-assets',
  settings: 'jaqpot-offline-settings',
};
const SITE_MODE = new URL('__jaqpot-offline-site-mode', scope).href;
/** The search index: its head, then the text indexed after it. Both of one build, or neither. */
const INDEX_FILES = new Set([INDEX_PATH, TEXT_PATH].map((path) => new URL(path, scope).href));
const NOT_FOUND_PAGE = new URL('404.html', scope).href;
/** A saved file is fetched this many times before saving reports it. */
const SAVE_ATTEMPTS = 2;

/** Every file of this build, listed by workbox-build at build time, with its SHA-256 (plugins/offline). */
const manifest = new Map(self.__WB_MANIFEST.map((entry) => [new URL(entry.url, scope).href, entry.revision]));
const siteFiles = [...manifest.keys()];

const isHashedAsset = (url: URL) => url.pathname.startsWith(new URL('assets/', scope).pathname);
const inScope = (url: URL) => url.href.startsWith(scope) && url.href !== new URL('sw.js', scope).href;

/**
 * The build file a URL names, as the server maps it: `a`, `a/` and `a/index.html` are one page,
 * and so are `a.html` and `a`; the query and the hash are no part of it. Undefined for a URL that
 * names no file of this build.
 */
function buildFile(url: string): string | undefined {
  const plain = new URL(url);
  plain.search = '';
  plain.hash = '';
  const href = plain.href;
  const candidates = href.endsWith('/') ? [`${href}index.html`] : [href, `${href}/index.html`, `${href}.html`];
  if (href.endsWith('.html')) {
    const clean = href.replace(/(\/index)?\.html$/, '');
    candidates.push(`${clean}/index.html`, `${clean}.html`);
  }
  return candidates.find((candidate) => manifest.has(candidate));
}

/** The build id a page was written by (plugins/offline adds it to every page's head). */
function pageBuild(html: string): string | undefined {
  return /<meta name="?jaqpot-build"? content="?([\w-]+)/.exec(html)?.[1];
}

/** The `build` of a search index file, or undefined when the body is no index (a portal page, a truncated file). */
function indexBuild(body: string): string | undefined {
  try {
    const data = JSON.parse(body) as {format?: unknown; build?: unknown};
    return data?.format === 'jaqpot-docs-search' && typeof data.build === 'string' ? data.build : undefined;
  } catch {
    return undefined;
  }
}

async function sha256(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether `body`, fetched for `file`, is this build's file: the test a response passes before it is kept. */
async function isThisBuilds(file: string, body: ArrayBuffer): Promise<boolean> {
  if (file.endsWith('.html')) {
    const id = pageBuild(new TextDecoder().decode(body));
    if (id !== undefined) return id === BUILD_ID;
  }
  if (INDEX_FILES.has(file)) return indexBuild(new TextDecoder().decode(body)) === INDEX_BUILD;
  return (await sha256(body)) === manifest.get(file);
}

/**
 * The response to keep for `file`, rebuilt from its bytes (read once to check them), or null when
 * it is not this build's file. The body is already decoded: its encoding headers go.
 */
async function keepable(file: string | undefined, response: Response): Promise<Response | null> {
  if (!file || response.status !== 200 || response.type === 'opaque') return null;
  const body = await response.arrayBuffer();
  if (!(await isThisBuilds(file, body))) return null;
  const headers = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length']) headers.delete(name);
  return new Response(body, {status: 200, statusText: response.statusText, headers});
}

/** The kept copy of a file of this build: the saved site first, then what the reader met. */
async function keptCopy(file: string | undefined): Promise<Response | undefined> {
  if (!file) return undefined;
  for (const name of [CACHES.site, CACHES.visited, CACHES.assets]) {
    const hit = await (await caches.open(name)).match(file);
    if (hit) return hit;
  }
  return undefined;
}

/** Cache entries under the build file's URL: one entry a file, whatever query a request carries. */
const oneEntryPerFile: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({request}) => buildFile(request.url) ?? request.url.replace(/[?#].*$/, ''),
};

/** Only this build's files are kept (see isThisBuilds). */
const thisBuildOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({request, response}) => keepable(buildFile(request.url), response),
};

/** A kept copy is read from the saved site first: what the reader saved is what they read offline. */
const savedSiteFirst: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({request, cachedResponse}) =>
    (await keptCopy(buildFile(request.url))) ?? cachedResponse ?? null,
};

/** Offline, a page the build does not have (or that was never kept) is the not-found page, when it is kept. */
const notFoundOffline: WorkboxPlugin = {
  handlerDidError: async () => {
    const page = await keptCopy(NOT_FOUND_PAGE);
    return page ? new Response(page.body, {status: 404, headers: page.headers}) : undefined;
  },
};

/**
 * The network's search index only when it is one: a 404, a 500, a portal's 200 page or a
 * truncated file fails the fetch, and the kept copy answers instead.
 */
const onlyAnIndex: WorkboxPlugin = {
  fetchDidSucceed: async ({response}) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = await response.text();
    if (indexBuild(body) === undefined) throw new Error('the answer is no search index');
    return new Response(body, {status: response.status, statusText: response.statusText, headers: response.headers});
  },
};

registerRoute(
  ({url, request}) => inScope(url) && request.mode === 'navigate',
  new NetworkFirst({
    cacheName: CACHES.visited,
    plugins: [oneEntryPerFile, thisBuildOnly, savedSiteFirst, notFoundOffline],
  }),
);
registerRoute(
  ({url}) => inScope(url) && INDEX_FILES.has(url.href.replace(/[?#].*$/, '')),
  new NetworkFirst({cacheName: CACHES.visited, plugins: [onlyAnIndex, oneEntryPerFile, thisBuildOnly, savedSiteFirst]}),
);
registerRoute(
  ({url}) => inScope(url) && isHashedAsset(url),
  new CacheFirst({cacheName: CACHES.assets, plugins: [oneEntryPerFile, thisBuildOnly, savedSiteFirst]}),
);
registerRoute(
  ({url, request}) => inScope(url) && request.method === 'GET' && !request.headers.has('range'),
  new NetworkFirst({cacheName: CACHES.visited, plugins: [oneEntryPerFile, thisBuildOnly, savedSiteFirst]}),
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

/** Fetches one file of the build and keeps it in the saved site, or says why it could not. */
async function saveFile(cache: Cache, file: string): Promise<string | undefined> {
  const assets = await caches.open(CACHES.assets);
  const known = isHashedAsset(new URL(file)) ? await assets.match(file) : undefined;
  let response: Response;
  try {
    response = known ?? (await fetch(file, {cache: 'no-cache'}));
  } catch (error) {
    return `${file} could not be fetched (${(error as Error).message})`;
  }
  if (!response.ok) return `${file} answered ${response.status}`;
  const kept = await keepable(file, response);
  if (!kept) return `${file} is not this version's file (a newer version is on the server)`;
  await cache.put(file, kept);
  return undefined;
}

/**
 * Saves every file of the build, four at a time, reporting progress to the open pages. Every
 * file is tried (twice) before it ends: it resolves when all are saved and rejects saying how
 * many could not be, after the last progress message.
 */
async function saveSite(): Promise<void> {
  const cache = await caches.open(CACHES.site);
  const queue = [...siteFiles];
  const failures = new Map<string, string>();
  let done = 0;
  const next = async (): Promise<void> => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      if (!(await cache.match(file))) {
        let reason: string | undefined;
        for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
          reason = await saveFile(cache, file);
          if (!reason) break;
        }
        if (reason) failures.set(file, reason);
      }
      done += 1;
      if (done % 10 === 0 || done === siteFiles.length)
        await broadcast({type: M.progress, done, total: siteFiles.length});
    }
  };
  await Promise.all([next(), next(), next(), next()]);
  if (failures.size) {
    const [first] = failures.values();
    throw new Error(`${failures.size} of ${siteFiles.length} files could not be saved; ${first}`);
  }
}

/**
 * Keeps the files of a page loaded before this worker controlled it (the reader's first page),
 * as the routes above would have. They mostly come from the HTTP cache.
 */
async function keepFiles(urls: unknown): Promise<void> {
  if (!Array.isArray(urls)) return;
  for (const url of urls) {
    if (typeof url !== 'string' || !inScope(new URL(url))) continue;
    const file = buildFile(url);
    if (!file || (await keptCopy(file))) continue;
    const response = await fetch(file).catch(() => undefined);
    const kept = response && (await keepable(file, response));
    if (kept) await (await caches.open(isHashedAsset(new URL(file)) ? CACHES.assets : CACHES.visited)).put(file, kept);
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
  // If it cannot be, this worker does not install and the old one keeps serving its own copy.
  event.waitUntil(
    (async () => {
      if (await siteModeOn()) {
        try {
          await saveSite();
        } catch (error) {
          await broadcast({type: M.failed, message: `the new version was not saved: ${(error as Error).message}`});
          throw error;
        }
      }
      await self.skipWaiting();
    })(),
  );
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
      // Hashed files of older builds.
      const assets = await caches.open(CACHES.assets);
      for (const request of await assets.keys()) if (!manifest.has(request.url)) await assets.delete(request);
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
