/**
 * Lighthouse (mobile preset) on key pages of our production build, side by side with a
 * bare `create-docusaurus` classic build. Both are served gzipped by scripts/lib/static-server.
 * Usage: npm run bench:lighthouse [-- --skip-build] [--runs N] [--pages intro,search,404]
 *   --runs N    audits every page N times, rounds interleaved across both sites so load on a
 *               shared machine hits both alike, and prints the median of each figure (default 1)
 *   --pages     page names (comma-separated, case-insensitive) to audit; the bare template's
 *               doc page is always audited, as the baseline
 *   --before <dir>  also audits our pages in another build of the site (an earlier commit's
 *               `build/`, gzip twins written by scripts/precompress.ts) in the same rounds, as 'before'
 *   LIGHTHOUSE_REPORT_DIR=<dir> also keeps each whole Lighthouse report there, for diagnostics
 */
import {execFile, execFileSync} from 'node:child_process';
import {promisify} from 'node:util';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {launch} from 'chrome-launcher';
import {startStaticServer} from '../scripts/lib/static-server';
import {chromiumArgs} from '../scripts/lib/browser';
import {buildBareTemplate} from './lib/template';

const execFileAsync = promisify(execFile);

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  firstLoadJsKb: number;
};
type Row = {site: string; page: string} & Figures;
type Site = 'jaqpot' | 'before' | 'bare template';
/** A page to audit; `notFound` pages answer 404, which Lighthouse otherwise refuses to audit. */
type Target = {site: Site; page: string; path: string; notFound?: boolean};

/** Doc page types: their goal is the bare template's doc page, from the same run. */
const docPages: Target[] = [
  {site: 'jaqpot', page: 'intro', path: '/docs/'},
  {site: 'jaqpot', page: 'tutorial', path: '/docs/jaqpotpy/scikit-learn-models/create-a-model'},
  {site: 'jaqpot', page: 'how-to', path: '/docs/jaqpot-api/authentication/create-an-api-key'},
  {site: 'jaqpot', page: 'diagrams', path: '/docs/jaqpot-api/documentation/prediction-workflow'},
  {site: 'jaqpot', page: 'module page', path: '/docs/jaqpotpy/full-api-reference/jaqpotpy.models'},
  {site: 'jaqpot', page: 'search', path: '/docs/search?q=model'},
  {site: 'jaqpot', page: '404', path: '/docs/no-such-page', notFound: true},
];
const apiPages: Target[] = [
  {site: 'jaqpot', page: 'API reference', path: '/docs/jaqpot-api/documentation/full-api-reference'},
  {site: 'jaqpot', page: 'API console', path: '/docs/jaqpot-api/documentation/swagger'},
];
const BASELINE = 'intro doc';
const templatePages: Target[] = [
  {site: 'bare template', page: BASELINE, path: '/docs/intro'},
  {site: 'bare template', page: 'home', path: '/'},
  {site: 'bare template', page: 'template 404', path: '/no-such-page', notFound: true},
];

/** The value after `--name`, or undefined. */
function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

function selectedTargets(): Target[] {
  const all = [...docPages, ...apiPages, ...templatePages];
  const names = option('pages')
    ?.split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const before = option('before') ? docPages.concat(apiPages).map((t): Target => ({...t, site: 'before'})) : [];
  if (!names) return [...all, ...before];
  const unknown = names.filter((name) => !all.some((t) => t.page.toLowerCase() === name));
  if (unknown.length)
    throw new Error(`Unknown page names: ${unknown.join(', ')}. Known: ${all.map((t) => t.page).join(', ')}`);
  return [...all, ...before].filter(
    (t) => (t.site === 'bare template' && t.page === BASELINE) || names.includes(t.page.toLowerCase()),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Number(((sorted[mid - 1]! + sorted[mid]!) / 2).toFixed(3));
}

/** Audits of one page and round before the run gives up on a trace Lighthouse could not record. */
const AUDIT_ATTEMPTS = 3;

/** In a child process (see the .mjs file); asynchronous, so this process keeps serving the pages. */
async function audit(url: string, port: number, notFound = false): Promise<Figures> {
  const args = [
    resolve('bench/lib/lighthouse-audit.mjs'),
    url,
    String(port),
    ...(notFound ? ['--ignore-status-code'] : []),
  ];
  // Lighthouse sometimes fails to record the trace of a load (NO_NAVSTART, NO_FCP): that audit is
  // run again rather than losing the other audits of the run.
  for (let attempt = 1; ; attempt++) {
    try {
      const {stdout} = await execFileAsync(process.execPath, args, {maxBuffer: 16 * 1024 * 1024});
      return JSON.parse(stdout) as Figures;
    } catch (error) {
      const stderr = String((error as {stderr?: string}).stderr ?? '');
      const runtime = /Lighthouse could not audit \S+: (NO_[A-Z_]+)/.exec(stderr);
      if (!runtime || attempt === AUDIT_ATTEMPTS) throw error;
      console.error(`[lighthouse] ${url}: ${runtime[1]}, attempt ${attempt} of ${AUDIT_ATTEMPTS}; auditing again`);
    }
  }
}

function printGoals(rows: Row[]): void {
  const base = rows.find((r) => r.site === 'bare template' && r.page === BASELINE)!;
  console.log(
    `Goal for doc page types: performance ≥ ${base.performance}, TBT ≤ ${base.tbtMs} ms, first-load JS ≤ ${base.firstLoadJsKb} KB (the bare template's doc page, this run).`,
  );
  for (const r of rows.filter((row) => row.site === 'jaqpot' && docPages.some((t) => t.page === row.page))) {
    const misses = [
      r.performance < base.performance && `performance ${r.performance}`,
      r.tbtMs > base.tbtMs && `TBT ${r.tbtMs} ms`,
      r.firstLoadJsKb > base.firstLoadJsKb && `first-load JS ${r.firstLoadJsKb} KB`,
    ].filter(Boolean);
    console.log(`  ${r.page}: ${misses.length ? `misses ${misses.join(', ')}` : 'meets the goal'}`);
  }
}

async function main(): Promise<void> {
  const runs = Number(option('runs') ?? 1);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  const targets = selectedTargets();
  if (!process.argv.includes('--skip-build') || !existsSync('build/index.html')) {
    execFileSync('npm', ['run', 'build'], {stdio: 'inherit'});
  }
  const templateBuild = await buildBareTemplate();
  const ours = await startStaticServer({root: resolve('build'), basePath: '/docs/'});
  const bare = await startStaticServer({root: templateBuild, basePath: '/'});
  const beforeDir = option('before');
  const earlier = beforeDir ? await startStaticServer({root: resolve(beforeDir), basePath: '/docs/'}) : undefined;
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const samples = new Map<Target, Figures[]>(targets.map((t) => [t, []]));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const t of targets) {
        const origin = {jaqpot: ours.url, before: earlier?.url ?? '', 'bare template': bare.url}[t.site];
        samples.get(t)!.push(await audit(new URL(t.path, origin).href, chrome.port, t.notFound));
      }
      if (runs > 1) console.log(`run ${run}/${runs} done`);
    }
  } finally {
    chrome.kill();
    await ours.close();
    await bare.close();
    await earlier?.close();
  }
  const rows: Row[] = targets.map((t) => {
    const all = samples.get(t)!;
    const figures = Object.fromEntries(
      Object.keys(all[0]!).map((key) => [key, median(all.map((f) => f[key as keyof Figures]))]),
    );
    return {site: t.site, page: t.page, ...(figures as Figures)};
  });
  console.log(
    `\nLighthouse 12.8.2, mobile preset, gzip on loopback; ${runs > 1 ? `median of ${runs} runs` : 'one run'}`,
  );
  console.table(rows);
  printGoals(rows);
  mkdirSync('bench/results', {recursive: true});
  writeFileSync(
    'bench/results/lighthouse.json',
    `${JSON.stringify({runs, rows, samples: targets.map((t) => ({...t, samples: samples.get(t)}))}, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
