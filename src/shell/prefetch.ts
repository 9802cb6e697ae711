/**
 * Client module: the theme's viewport prefetch, each chunk once and when the page is idle.
 *
 * Docusaurus prefetches the route of every internal link that scrolls into view, with one
 * `<link rel=prefetch>` per chunk of the route and of its parent routes. Every doc route shares
 * its parents' chunks (the docs plugin's root, the version, the sidebar), which the page has
 * already loaded, so a doc page added ~20 links per link in view: 143 on a phone-sized tutorial
 * page for 12 distinct files, 465 for 27 at 1280 px. And it ran inside the intersection
 * callbacks right after hydration, in the page's busiest seconds.
 *
 * Here a route's chunks are requested only if no script or prefetch has fetched them, from an
 * idle callback. The rest is Docusaurus's own prefetch (core/lib/client/docusaurus.js): the same
 * route matching and chunk names, and none of it on a 2g or data-saver connection.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';

/** Docusaurus's bundler runtime: chunk name to its URL (core's ChunkAssetPlugin). */
declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined};

type Docusaurus = {prefetch: (routePath: string) => boolean; preload: (routePath: string) => boolean | Promise<void>};

/** As Docusaurus: no prefetching on a slow or metered connection. */
function slowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/** Every chunk name in a route's (nested) chunk map. */
function chunkNames(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  return tree && typeof tree === 'object' ? Object.values(tree).flatMap(chunkNames) : [];
}

/** The chunk URLs a route needs, its parent routes' included, as Docusaurus's prefetch finds them. */
function routeChunkUrls(routePath: string): string[] {
  const paths = new Set(matchRoutes(routes, routePath).map((match) => match.route.path));
  return Object.entries(routesChunkNames)
    .filter(([nameWithHash]) => paths.has(nameWithHash.replace(/-[^-]+$/, '')))
    .flatMap(([, chunks]) => chunkNames(chunks))
    .map((name) => __webpack_require__.gca?.(name))
    .filter((url): url is string => Boolean(url) && !url!.includes('undefined'));
}

const requested = new Set<string>();
const queue: string[] = [];

/** Whether the page has fetched the file already, as a script, a preload or a prefetch. */
function fetched(url: string): boolean {
  const href = new URL(url, window.location.href).href;
  return requested.has(href) || performance.getEntriesByName(href).length > 0;
}

function prefetchNow(routePath: string): void {
  for (const url of routeChunkUrls(routePath)) {
    if (fetched(url)) continue;
    requested.add(new URL(url, window.location.href).href);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  }
}

const whenIdle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, {timeout: 5000})
    : (callback) => setTimeout(callback, 200);

let draining = false;
/** Holds under way (holdPrefetch): the queue waits until none is left. */
let holds = 0;

function drain(): void {
  if (holds > 0) {
    draining = false;
    return;
  }
  const routePath = queue.shift();
  draining = routePath !== undefined;
  if (routePath === undefined) return;
  prefetchNow(routePath);
  // One route per idle period: each is a few milliseconds, never a long task.
  whenIdle(drain);
}

const queued = new Set<string>();

function prefetch(routePath: string): boolean {
  if (slowConnection() || queued.has(routePath)) return false;
  queued.add(routePath);
  queue.push(routePath);
  resume();
  return true;
}

function resume(): void {
  if (draining || holds > 0 || queue.length === 0) return;
  draining = true;
  whenIdle(drain);
}

/**
 * Holds the prefetch of links in view back until the returned function is called: while the
 * search loads what the reader asked for, chunks of pages they may never open would share the
 * connection and the main thread with it. Links that come into view meanwhile wait their turn.
 */
export function holdPrefetch(): () => void {
  holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds--;
    resume();
  };
}

/**
 * Docusaurus's client entry sets `window.docusaurus` after the client modules have run, and its
 * links call `window.docusaurus.prefetch`: the setter swaps in this prefetch as it is set.
 */
if (ExecutionEnvironment.canUseDOM) {
  let current: Docusaurus | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => current,
    set: (docusaurus: Docusaurus) => {
      current = Object.freeze({...docusaurus, prefetch});
    },
  });
}
