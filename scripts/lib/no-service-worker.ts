import type {BrowserContext} from 'playwright-core';

/**
 * Makes the context behave as a browser without service workers, which the site skips cleanly.
 * Measurements and most tests want this: the offline cache would otherwise download the whole
 * site behind every page (Playwright's own `serviceWorkers: 'block'` makes registration resolve
 * to nothing, which the PWA client reports as an error).
 */
export async function withoutServiceWorkers(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => {
    delete (Navigator.prototype as {serviceWorker?: unknown}).serviceWorker;
  });
  return context;
}
