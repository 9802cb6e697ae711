/**
 * The JavaScript a page loads before the reader does anything: the scripts Chromium fetches while
 * the page loads and hydrates (not prefetches, not chunks a click or hover would fetch).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser} from 'playwright-core';
import {withoutServiceWorkers} from './browser';

/** Paths (relative to the build root) of the scripts `route` loads, served from `origin` under `basePath`. */
export async function firstLoadScripts(
  browser: Browser,
  origin: string,
  route: string,
  basePath = '/docs/',
): Promise<string[]> {
  const context = await withoutServiceWorkers(await browser.newContext({baseURL: origin, serviceWorkers: 'block'}));
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === origin && url.pathname.startsWith(basePath)) {
      scripts.add(url.pathname.slice(basePath.length));
    }
  });
  await page.goto(route, {waitUntil: 'networkidle', timeout: 120_000});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await context.close();
  return [...scripts].sort();
}

/** Gzipped size (level 9) of build files, in KB. */
export function gzipKb(buildDir: string, files: string[]): number {
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(buildDir, f)), {level: 9}).length, 0);
  return Number((bytes / 1024).toFixed(1));
}
