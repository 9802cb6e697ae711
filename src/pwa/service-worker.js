/* eslint-disable no-restricted-globals */
// Runs inside the service worker of @docusaurus/plugin-pwa (swCustom). The search index
// is left out of the precache (see config/pwa.ts), so it is cached here instead: fetched
// once when the worker installs, then network first with the cached copy as fallback, so
// search keeps answering offline and picks up a new index as soon as one is online.
const cacheName = 'jaqpot-search-index';
const indexPattern = /\/search-index\/[^/]+$/;

function isSearchIndex(url) {
  return url.origin === self.location.origin && indexPattern.test(url.pathname);
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
  self.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (event.request.method === 'GET' && isSearchIndex(url)) {
      event.respondWith(networkFirst(event.request));
    }
  });
}
