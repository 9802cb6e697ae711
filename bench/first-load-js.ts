/**
 * First-load JavaScript per page, read from a production build: the gzipped size of every script
 * the page's HTML loads or preloads (the runtime, main and the route's chunks). Chunks fetched
 * later (Redoc's and Swagger UI's lazy parts, the search modal) are not counted.
 * Usage: tsx bench/first-load-js.ts [--baseline <other build dir>]
 * Prints each page side by side with the baseline build when one is given.
 */
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';

const pages = [
  ['intro', '/docs/'],
  ['tutorial', '/docs/jaqpotpy/scikit-learn-models/create-a-model'],
  ['API overview', '/docs/jaqpot-api/'],
  ['API reference', '/docs/jaqpot-api/documentation/full-api-reference'],
  ['API console', '/docs/jaqpot-api/documentation/swagger'],
  ['prediction workflow', '/docs/jaqpot-api/documentation/prediction-workflow'],
] as const;

/** The scripts a page's HTML loads or preloads, as paths under the build directory. */
export function firstLoadScripts(html: string): string[] {
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc=["']?([^"' >]+\.js)/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel=["']?preload["']?[^>]*>/g)) {
    if (!/as=["']?script/.test(m[0])) continue;
    const href = /href=["']?([^"' >]+)/.exec(m[0])?.[1];
    if (href?.endsWith('.js')) srcs.add(href);
  }
  return [...srcs].map((s) => s.replace(/^\/docs\//, ''));
}

export function firstLoadKb(buildDir: string, route: string): number {
  const file = join(buildDir, route.replace(/^\/docs\/?/, ''), 'index.html');
  const html = readFileSync(file, 'utf8');
  const bytes = firstLoadScripts(html).reduce((sum, s) => sum + gzipSync(readFileSync(join(buildDir, s)), {level: 9}).length, 0);
  return Number((bytes / 1024).toFixed(1));
}

if (require.main === module) {
  const i = process.argv.indexOf('--baseline');
  const baseline = i > 0 ? resolve(process.argv[i + 1]!) : undefined;
  const build = resolve('build');
  console.log(`First-load JS, KB gzip (level 9), from ${build}${baseline ? ` vs baseline ${baseline}` : ''}`);
  for (const [name, route] of pages) {
    const now = firstLoadKb(build, route);
    let before = '';
    if (baseline) {
      try {
        before = `  baseline ${firstLoadKb(baseline, route)}`;
      } catch {
        before = '  baseline (page absent)';
      }
    }
    console.log(`${name.padEnd(22)} ${route.padEnd(56)} ${String(now).padStart(7)}${before}`);
  }
}
