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
 */
import type {WorkboxPlugin} from 'workbox-core/types';
import {registerRoute} from 'workbox-routing';
import {CacheFirst, NetworkFirst} from 'workbox-strategies';
import {INDEX_PATH, TEXT_PATH} from '../search/constants';
import {OFFLINE_MESSAGES as M, type OfflineState, type Selection, type WorkerMessage} from './messages';
import {extensionOf, GZIP_TWIN, TEXT_TYPES, type ListedFile, type ListedSection} from './site-list';

declare const self: ServiceWorkerGlobalScope & {__WB_MANIFEST: ListedFile[]};
/** Set by the bundler: one id per build, also in each page's `<meta name="jaqpot-build">`. */
declare const BUILD_ID: string;
/** Set by the bundler: the `build` of this build's search index files ('' without them). */
declare const INDEX_BUILD: string;
/** Set by the bundler: the site's sections, which the list's `section` indexes. */
declare const SECTIONS: ListedSection[];

const scope = self.registration.scope;
const CACHES = {
  /** Pages, the search index and other unhashed files of this build, as the reader met them. */
  visited: `jaqpot-visited-${BUILD_ID}`,
  /** The sections of this build the reader saved (text files compressed). */
  site: `jaqpot-site-${BUILD_ID}`,
  /** Files whose names carry their content hash, of this build (older ones go when a build takes over). */
  assets: 'jaqpot-assets',
  settings: 'jaqpot-offline-settings',
};
/** What the reader chose to save (a Selection as JSON), kept from build to build. */
const CHOICE = new URL('__jaqpot-offline-choice', scope).href;
/** The choice of workers before sections: the whole site. */
const LEGACY_SITE_MODE = new URL('__jaqpot-offline-site-mode', scope).href;
/** The search index: its head, then the text indexed after it. Both of one build, or neither. */
const INDEX_FILES = new Set([INDEX_PATH, TEXT_PATH].map((path) => new URL(path, scope).href));
const NOT_FOUND_PAGE = new URL('404.html', scope).href;
/** A saved file is fetched this many times before saving reports it. */
const SAVE_ATTEMPTS = 2;

/** A kept response whose body is the gzip twin: unpacked when read. */
const PACKED = 'x-jaqpot-packed';

/** Every file of this build, listed at build time with its SHA-256, download size and section (plugins/offline). */
const manifest = new Map(self.__WB_MANIFEST.map((entry) => [new URL(entry.url, scope).href, entry]));
const siteFiles = [...manifest.keys()];
/** A file's section id, undefined for a file every section needs. */
const sectionOf = (file: string) => {
  const index = manifest.get(file)?.section;
  return index === undefined ? undefined : SECTIONS[index]?.id;
};

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
  return (await sha256(body)) === manifest.get(file)?.revision;
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

/** Whether a body starts as gzip data does. */
function isGzip(body: ArrayBuffer): boolean {
  const start = new Uint8Array(body, 0, Math.min(2, body.byteLength));
  return start[0] === 0x1f && start[1] === 0x8b;
}

const through = (body: ArrayBuffer, stream: CompressionStream | DecompressionStream) =>
  new Response(new Blob([body]).stream().pipeThrough(stream)).arrayBuffer();
const gzip = (body: ArrayBuffer) => through(body, new CompressionStream('gzip'));
const gunzip = (body: ArrayBuffer) => through(body, new DecompressionStream('gzip'));

/** A saved file's response whose body is gzip data, served with the file's own type. */
function packedResponse(file: string, packed: ArrayBuffer, from: Headers): Response {
  const headers = new Headers(from);
  for (const name of ['content-encoding', 'content-length']) headers.delete(name);
  headers.set('content-type', TEXT_TYPES[extensionOf(new URL(file).pathname)] ?? 'application/octet-stream');
  headers.set(PACKED, 'gzip');
  return new Response(packed, {status: 200, headers});
}

/** A kept response as the page gets it: a packed one unpacked on the way. */
function unpacked(response: Response): Response {
  if (!response.headers.has(PACKED) || !response.body) return response;
  const headers = new Headers(response.headers);
  headers.delete(PACKED);
  return new Response(response.body.pipeThrough(new DecompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** The kept copy of a file of this build: the saved sections first, then what the reader met. */
async function keptCopy(file: string | undefined): Promise<Response | undefined> {
  if (!file) return undefined;
  for (const name of [CACHES.site, CACHES.visited, CACHES.assets]) {
    const hit = await (await caches.open(name)).match(file);
    if (hit) return unpacked(hit);
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

/** What the reader chose to save. */
type Choice = {all: boolean; sections: string[]};

const NOTHING: Choice = {all: false, sections: []};
const isNothing = (choice: Choice) => !choice.all && choice.sections.length === 0;

async function readChoice(): Promise<Choice> {
  const settings = await caches.open(CACHES.settings);
  const stored = await settings.match(CHOICE);
  if (stored) {
    const data = (await stored.json().catch(() => undefined)) as {all?: unknown; sections?: unknown} | undefined;
    const sections = Array.isArray(data?.sections) ? data.sections.filter((id) => typeof id === 'string') : [];
    return {all: data?.all === true, sections};
  }
  return (await settings.match(LEGACY_SITE_MODE)) ? {all: true, sections: []} : NOTHING;
}

async function writeChoice(choice: Choice): Promise<void> {
  const settings = await caches.open(CACHES.settings);
  await settings.put(CHOICE, new Response(JSON.stringify(choice), {headers: {'content-type': 'application/json'}}));
  await settings.delete(LEGACY_SITE_MODE);
}

/** The files of this build a choice saves: its sections' own files and the shared ones. */
function filesOf(choice: Choice): string[] {
  if (isNothing(choice)) return [];
  return siteFiles.filter((file) => {
    const section = sectionOf(file);
    return section === undefined || choice.all || choice.sections.includes(section);
  });
}

/** A save or removal is under way (they run one at a time). */
let busy = false;
let last: Promise<void> = Promise.resolve();

/** Runs `task` after the ones before it, then tells the pages the new state. */
function oneAtATime(task: () => Promise<void>): Promise<void> {
  const run = last.then(async () => {
    busy = true;
    try {
      await task();
    } finally {
      busy = false;
    }
    await broadcast({type: M.state, state: await state()});
  });
  last = run.catch(() => undefined);
  return run;
}

async function state(): Promise<OfflineState> {
  const choice = await readChoice();
  const saved = new Set((await (await caches.open(CACHES.site)).keys()).map((request) => request.url));
  const tally = () => ({bytes: 0, missing: 0, missingFiles: 0});
  const shared = tally();
  const own = new Map(SECTIONS.map((section) => [section.id, tally()]));
  for (const [file, entry] of manifest) {
    const section = sectionOf(file);
    const sum = (section === undefined ? shared : own.get(section)) ?? shared;
    sum.bytes += entry.bytes;
    if (!saved.has(file)) {
      sum.missing += entry.bytes;
      sum.missingFiles += 1;
    }
  }
  const sections = SECTIONS.map(({id, label, pages}) => {
    const sum = own.get(id)!;
    return {
      id,
      label,
      pages,
      bytes: sum.bytes,
      missing: sum.missing,
      chosen: choice.all || choice.sections.includes(id),
      saved: sum.missingFiles === 0 && shared.missingFiles === 0,
    };
  });
  return {
    sections,
    shared: {bytes: shared.bytes, missing: shared.missing},
    all: choice.all,
    siteSaved: sections.every((section) => section.saved),
    busy,
    files: siteFiles.length,
  };
}

/**
 * The copy of `file` a save keeps: for a text file its gzip twin when it unpacks to the very
 * bytes the build listed (its SHA-256); else the file itself, checked as any kept copy is, and
 * packed here. A twin is a file no host rewrites, so it is held to the file's hash: a host that
 * answers a missing twin with another page of the build (a single-page-app fallback) or a twin
 * left from another build is never kept under this file's name. Or why there is no copy.
 */
async function fetchToSave(file: string): Promise<Response | string> {
  const listed = manifest.get(file);
  // `no-store`: what a save downloads is what it keeps, never an HTTP cache's revalidated copy.
  if (listed?.gzip) {
    const twin = await fetch(`${file}${GZIP_TWIN}`, {cache: 'no-store'}).catch(() => undefined);
    if (twin?.ok) {
      const body = await twin.arrayBuffer();
      // A host that sends the twin with `Content-Encoding: gzip` hands over the file itself, decoded.
      const plain = isGzip(body) ? await gunzip(body).catch(() => undefined) : body;
      if (plain && (await sha256(plain)) === listed.revision)
        return packedResponse(file, isGzip(body) ? body : await gzip(body), twin.headers);
    }
  }
  let response: Response;
  try {
    response = await fetch(file, {cache: 'no-store'});
  } catch (error) {
    return `${file} could not be fetched (${(error as Error).message})`;
  }
  if (!response.ok) return `${file} answered ${response.status}`;
  const kept = await keepable(file, response);
  if (!kept) return `${file} is not this version's file (a newer version is on the server)`;
  if (!manifest.get(file)?.gzip) return kept;
  return packedResponse(file, await gzip(await kept.arrayBuffer()), kept.headers);
}

/**
 * Saves those of `files` not saved yet, four at a time, reporting progress to the open pages (none
 * when all are saved: an installed app asks at every start). Every file is tried (twice) before
 * it ends: it resolves when all are saved and rejects saying how many could not be, after the
 * last progress message.
 */
async function saveFiles(files: readonly string[]): Promise<void> {
  const cache = await caches.open(CACHES.site);
  const saved = new Set((await cache.keys()).map((request) => request.url));
  const queue = files.filter((file) => !saved.has(file));
  const total = queue.length;
  if (total === 0) return;
  const failures = new Map<string, string>();
  let done = 0;
  await broadcast({type: M.progress, done, total});
  const next = async (): Promise<void> => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      let reason: string | undefined;
      for (let attempt = 0; attempt < SAVE_ATTEMPTS && reason !== ''; attempt++) {
        const result = await fetchToSave(file);
        if (typeof result === 'string') {
          reason = result;
        } else {
          await cache.put(file, result);
          reason = '';
        }
      }
      if (reason) failures.set(file, reason);
      done += 1;
      if (done % 10 === 0 || done === total) await broadcast({type: M.progress, done, total});
    }
  };
  await Promise.all([next(), next(), next(), next()]);
  if (failures.size) {
    const [first] = failures.values();
    throw new Error(`${failures.size} of ${total} files could not be saved; ${first}`);
  }
}

/** Adds what the reader asked for to the choice, and saves it. */
async function save(selection: Selection): Promise<void> {
  const before = await readChoice();
  const known = new Set(SECTIONS.map((section) => section.id));
  const choice: Choice = selection.all
    ? {all: true, sections: []}
    : {
        all: before.all,
        sections: [...new Set([...before.sections, ...selection.sections.filter((id) => known.has(id))])],
      };
  await writeChoice(choice);
  try {
    await saveFiles(filesOf(choice));
  } catch (error) {
    await broadcast({type: M.failed, message: (error as Error).message});
  }
}

/** Takes what the reader asked for out of the choice, and deletes the files no section left needs. */
async function remove(selection: Selection): Promise<void> {
  const before = await readChoice();
  const gone = new Set(selection.all ? SECTIONS.map((section) => section.id) : selection.sections);
  const kept = before.all ? SECTIONS.map((section) => section.id) : before.sections;
  const choice: Choice = selection.all ? NOTHING : {all: false, sections: kept.filter((id) => !gone.has(id))};
  await writeChoice(choice);
  if (isNothing(choice)) {
    await caches.delete(CACHES.site);
  } else {
    const needed = new Set(filesOf(choice));
    const cache = await caches.open(CACHES.site);
    for (const request of await cache.keys()) if (!needed.has(request.url)) await cache.delete(request);
  }
}

/** The selection a page's message names, or undefined when it names none. */
function selectionOf(data: unknown): Selection | undefined {
  const selection = (data as {selection?: {all?: unknown; sections?: unknown}} | undefined)?.selection;
  if (selection?.all === true) return {all: true};
  if (Array.isArray(selection?.sections))
    return {sections: selection.sections.filter((id): id is string => typeof id === 'string')};
  return undefined;
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

self.addEventListener('install', (event) => {
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
  const selection = selectionOf(event.data);
  if (type === M.keep) event.waitUntil(keepFiles(urls));
  if (type === M.save && selection) event.waitUntil(oneAtATime(() => save(selection)));
  if (type === M.remove && selection) event.waitUntil(oneAtATime(() => remove(selection)));
  if (type === M.ask)
    event.waitUntil(state().then((s) => (event.source as Client | null)?.postMessage({type: M.state, state: s})));
});
