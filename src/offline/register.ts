/**
 * Client module: registers the service worker (src/offline/service-worker.ts) once a page has
 * loaded, in production builds of browsers that have service workers. A reader who installs the
 * site as an app gets the whole site saved for offline reading.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {OFFLINE_MESSAGES} from './messages';

/** Where plugins/offline writes the worker, under the base URL. */
export const WORKER_FILE = 'sw.js';

async function saveSiteForApp(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({type: OFFLINE_MESSAGES.save, selection: {all: true}});
}

/** The page and the files it loaded, for a worker that did not see them load. */
function keepThisPage(): void {
  const urls = [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)];
  navigator.serviceWorker.controller?.postMessage({
    type: OFFLINE_MESSAGES.keep,
    urls: urls.filter((url) => url.startsWith(location.origin)),
  });
}

function register(): void {
  const {baseUrl} = siteConfig;
  // On the first visit the worker installs after the page loaded: it is told what it missed.
  if (!navigator.serviceWorker.controller)
    navigator.serviceWorker.addEventListener('controllerchange', keepThisPage, {once: true});
  navigator.serviceWorker.register(`${baseUrl}${WORKER_FILE}`, {scope: baseUrl}).catch((error: Error) => {
    console.warn(`Offline reading is not available: ${error.message}`);
  });
  if (window.matchMedia('(display-mode: standalone)').matches) void saveSiteForApp();
}

if (ExecutionEnvironment.canUseDOM && process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  // After the load, when the page is idle: registering plays no part in the first paint.
  const whenIdle = () =>
    window.requestIdleCallback
      ? window.requestIdleCallback(register, {timeout: 5000})
      : window.setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, {once: true});
  window.addEventListener('appinstalled', () => void saveSiteForApp());
}
