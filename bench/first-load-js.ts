/**
 * First-load JavaScript per page (KB gzip): every script Chromium fetches while the page loads
 * and hydrates, from a production build served by scripts/lib/static-server. Chunks fetched later
 * (prefetches, the search modal) are not counted.
 * Usage: tsx bench/first-load-js.ts [--baseline <other build dir>]   (side by side with a baseline)
 */
import {resolve} from 'node:path';
import {chromium} from 'playwright-core';
import {firstLoadScripts, gzipKb} from '../scripts/lib/first-load';
import {startStaticServer} from '../scripts/lib/static-server';
import {chromiumArgs} from '../scripts/lib/browser';

const pages = [
  ['intro', '/docs/'],
  ['tutorial', '/docs/jaqpotpy/scikit-learn-models/create-a-model'],
  ['API overview', '/docs/jaqpot-api/'],
  ['prediction workflow', '/docs/jaqpot-api/documentation/prediction-workflow'],
  ['API reference', '/docs/jaqpot-api/documentation/full-api-reference'],
  ['API console', '/docs/jaqpot-api/documentation/swagger'],
] as const;

async function measure(buildDir: string): Promise<Map<string, number>> {
  const server = await startStaticServer({root: buildDir, basePath: '/docs/'});
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  const origin = new URL(server.url).origin;
  const sizes = new Map<string, number>();
  try {
    for (const [, route] of pages) sizes.set(route, gzipKb(buildDir, await firstLoadScripts(browser, origin, route)));
  } finally {
    await browser.close();
    await server.close();
  }
  return sizes;
}

async function main(): Promise<void> {
  const i = process.argv.indexOf('--baseline');
  const baselineDir = i > 0 ? resolve(process.argv[i + 1]!) : undefined;
  const now = await measure(resolve('build'));
  const before = baselineDir ? await measure(baselineDir) : undefined;
  console.log(`First-load JS, KB gzip (level 9)${baselineDir ? `; baseline: ${baselineDir}` : ''}`);
  for (const [name, route] of pages) {
    console.log(
      `${name.padEnd(20)} ${route.padEnd(52)} ${String(now.get(route)).padStart(7)}${before ? `   baseline ${before.get(route)}` : ''}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
