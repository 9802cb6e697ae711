/**
 * What a reader's first visit transfers, service worker allowed (as readers have it): every
 * response of the page and of the worker it installs, until the page has settled and the worker
 * has taken what it keeps. Bytes as sent (gzip where the server compresses), headers included.
 * Beside it, the bare template's first visit, built in the same run (bench/lib/template.ts).
 * Usage: npm run bench:first-visit
 */
import {resolve} from 'node:path';
import {buildBareTemplate} from './lib/template';
import {gotoHydrated, newContext, openSite, settle, workerInControl} from '../scripts/lib/browser';

const pages = [
  ['intro', '/docs/'],
  ['tutorial', '/docs/jaqpotpy/scikit-learn-models/create-a-model'],
  ['module reference', '/docs/jaqpotpy/full-api-reference/jaqpotpy.doa'],
  ['API reference', '/docs/jaqpot-api/documentation/full-api-reference'],
] as const;

/** KB transferred per route; the baseline (a site of other routes) is measured on its first page. */
async function measure(root: string, routes: readonly string[], basePath = '/docs/'): Promise<number[]> {
  const site = await openSite({root, basePath});
  const sizes: number[] = [];
  try {
    for (const route of routes) {
      const context = await newContext(site, {serviceWorkers: 'allow'});
      let bytes = 0;
      context.on('requestfinished', (request) => {
        void request
          .sizes()
          .then((s) => (bytes += s.responseBodySize + s.responseHeadersSize))
          .catch(() => undefined);
      });
      const page = await context.newPage();
      await gotoHydrated(page, route);
      const hasWorker = await page.evaluate(
        () => 'serviceWorker' in navigator && navigator.serviceWorker.getRegistration().then(Boolean),
      );
      if (hasWorker) await workerInControl(page).catch(() => undefined);
      await settle(page, {quietMs: 2000});
      sizes.push(Math.round(bytes / 1024));
      await context.close();
    }
  } finally {
    await site.close();
  }
  return sizes;
}

async function main(): Promise<void> {
  const now = await measure(
    resolve('build'),
    pages.map(([, route]) => route),
  );
  const [baseline] = await measure(await buildBareTemplate(), ['/docs/intro'], '/');
  console.log('First visit, KB transferred (service worker allowed; goal ≤ 512)');
  for (const [n, [name, route]] of pages.entries())
    console.log(`${name.padEnd(18)} ${route.padEnd(52)} ${String(now[n]).padStart(6)}`);
  console.log(`${'bare template'.padEnd(18)} ${'/docs/intro'.padEnd(52)} ${String(baseline).padStart(6)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
