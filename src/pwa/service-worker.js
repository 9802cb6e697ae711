/* eslint-disable no-restricted-globals */
// Runs inside the service worker of @docusaurus/plugin-pwa (swCustom). The search index
// is left out of the precache (see config/pwa.ts), so it is cached here instead: fetched
// once when the worker installs, then network first with the cached copy as fallback, so
// search keeps answering offline and picks up a new index as soon as one is online.
const cacheName = 'jaqpot-search-index';
// INDEX_PATH and TEXT_PATH of src/search/constants.ts (this file is not TypeScript; the
// offline test fails if they drift apart).
const indexPaths = ['search/index.json', 'search/text.json'];

function indexUrls() {
  return indexPaths.map((path) => new URL(path, self.registration.scope).href);
}

function isSearchIndex(url) {
  return url.origin === self.location.origin && indexUrls().includes(`${url.origin}${url.pathname}`);
}

async function networkFirst(request) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request, {ignoreSearch: true});
    if (cached) {
      return cached;
    }
    throw error;
  }
}

export default function swCustom() {
  // Cached at install, so search answers offline even if the reader never opened it online.
  self.addEventListener('install', (event) => {
    event.waitUntil(caches.open(cacheName).then((cache) => cache.addAll(indexUrls())));
  });
  self.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (event.request.method === 'GET' && isSearchIndex(url)) {
      event.respondWith(networkFirst(event.request));
    }
  });
}
