/// <reference lib="webworker" />
/**
 * The site's service worker (bundled by plugins/offline after the build). Reading offline costs
 * what the reader chose:
 * - every page the reader opens is kept, with the files it loaded, and opens without a network;
 * - a section of the site (a top-level sidebar item), several or the whole site are saved only
 *   when the reader asks (the "Make available offline" control) or installs the site as an app.
 *   A save downloads each text file's gzip twin and keeps it compressed: it is unpacked
 *   (DecompressionStream) when it is read. Files every section needs are saved once.
 *
 * Online, pages and the search index always come from the network, so a new build shows at once.
 * A cache only ever holds this worker's build (its BUILD_ID): a file is kept only when it is one
 * of the build's files (its list, `__WB_MANIFEST`) with the build's content: a page carries the
 * build's id (plugins/offline), the search index its build, any other file the SHA-256 the list
 * gives. So a newer build's files met while this worker still serves (its install failed), a
 * captive portal's 200 page or a truncated upload never replace a kept copy. A fetch that fails
 * falls back to the kept copy, the saved site first; the search index also when the network
 * answers with something that is no index.
 *
 * Here: the routes and the worker's events. worker/context.ts holds what the worker knows of its
 * build, worker/kept.ts the checks and packing of kept copies, worker/saving.ts saving by section.
 */
import type {WorkboxPlugin} from 'workbox-core/types';
import {registerRoute} from 'workbox-routing';
import {CacheFirst, NetworkFirst} from 'workbox-strategies';
import {OFFLINE_MESSAGES as M} from './messages';
import {
  buildFile,
  CACHES,
  inScope,
  INDEX_FILES,
  isHashedAsset,
  manifest,
  NOT_FOUND_PAGE,
  worker,
} from './worker/context';
import {indexBuild, keepable, keptCopy} from './worker/kept';
import {QuietGate} from './worker/quiet';
import {
  broadcast,
  filesOf,
  isNothing,
  keepFiles,
  oneAtATime,
  readChoice,
  remove,
  save,
  saveFiles,
  selectionOf,
  state,
} from './worker/saving';

/** Cache entries under the build file's URL: one entry a file, whatever query a request carries. */
const oneEntryPerFile: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({request}) => buildFile(request.url) ?? request.url.replace(/[?#].*$/, ''),
};

/** Copies are kept once pages stop asking for files (worker/quiet.ts). */
const gate = new QuietGate();
worker.addEventListener('fetch', () => gate.busy());

/** Only this build's files are kept (see isThisBuilds), once the pages' requests quiet down. */
const thisBuildOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({request, response}) => {
    await gate.quiet();
    return keepable(buildFile(request.url), response);
  },
};

/** A kept copy is read from the saved site first: what the reader saved is what they read offline. */
const savedSiteFirst: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({request, cachedResponse}) =>
    (await keptCopy(buildFile(request.url))) ?? cachedResponse ?? null,
};

/**
 * A hashed file's name names its content, so any kept copy serves: the strategy's own (the files
 * the reader met), else the saved site's. Two lookups at most stand before the network, for every
 * hashed file a page loads.
 */
const savedCopyIfNotMet: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({request, cachedResponse}) =>
    cachedResponse ?? (await keptCopy(buildFile(request.url), [CACHES.site])) ?? null,
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
  new CacheFirst({cacheName: CACHES.assets, plugins: [oneEntryPerFile, thisBuildOnly, savedCopyIfNotMet]}),
);
registerRoute(
  ({url, request}) => inScope(url) && request.method === 'GET' && !request.headers.has('range'),
  new NetworkFirst({cacheName: CACHES.visited, plugins: [oneEntryPerFile, thisBuildOnly, savedSiteFirst]}),
);

worker.addEventListener('install', (event) => {
  // A reader who saved sections keeps them: the new build's are saved before it takes over. If
  // they cannot be, this worker does not install and the old one keeps serving its own copy.
  event.waitUntil(
    (async () => {
      const choice = await readChoice();
      if (!isNothing(choice)) {
        try {
          await saveFiles(filesOf(choice));
        } catch (error) {
          await broadcast({type: M.failed, message: `the new version was not saved: ${(error as Error).message}`});
          throw error;
        }
      }
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
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
      await worker.clients.claim();
      // Pages that watched this worker save the new build learn that it is done.
      await broadcast({type: M.state, state: await state()});
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const {type, urls} = (event.data ?? {}) as {type?: string; urls?: unknown};
  const selection = selectionOf(event.data);
  if (type === M.keep) event.waitUntil(keepFiles(urls));
  if (type === M.save && selection) event.waitUntil(oneAtATime(() => save(selection)));
  if (type === M.remove && selection) event.waitUntil(oneAtATime(() => remove(selection)));
  if (type === M.ask)
    event.waitUntil(state().then((s) => (event.source as Client | null)?.postMessage({type: M.state, state: s})));
});
