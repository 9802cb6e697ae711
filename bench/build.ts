/**
 * How the production build grows with the site, like for like: the bare `create-docusaurus`
 * template and our site, each built with the same generated pages in this run, for each sidebar
 * shape (scripts/lib/generated-docs.ts) and size; and each without them, the base every per-page
 * figure is counted from.
 *
 *   npm run bench:build [-- --sizes 500,1000,2000] [--shapes flat,sections] [--sites template,ours]
 *
 * For each build: wall and CPU time and where the time goes (Docusaurus's own phase timings:
 * bundling, static rendering, postBuild), peak memory of the whole process tree
 * (bench/lib/measure.ts), the output's size and the median HTML of a generated page; for ours,
 * what "Make available offline" saves and the search index's gzip size. Then, per added page,
 * what it costs over the base: (figure − base) / pages. Each build runs without the bundler's
 * persistent cache (`docusaurus build` only: no gzip twins). The template and ours are built one
 * after the other at each size, so a busy stretch of the machine falls on both.
 * On a shared machine run it under `flock /tmp/bench.lock`. Writes bench/results/build.json.
 */
import {cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {GENERATED_DIR, SECTION_PAGES, SHAPES, writeGeneratedPages, type Shape} from '../scripts/lib/generated-docs';
import {measured, type Measured} from './lib/measure';
import {templateDir} from './lib/template';

const SITES = ['template', 'ours'] as const;
type Site = (typeof SITES)[number];

/** What the build's own log says: its phases' seconds, and our plugins' sizes. */
interface Logged {
  bundleSeconds: number | null;
  ssgSeconds: number | null;
  postBuildSeconds: number | null;
  /** What "Make available offline" downloads (the offline plugin's list). */
  offlineMb: number | null;
  /** The search index's head and text, gzip. */
  indexGzipKb: number | null;
  /** The phase the sampled RSS peaked in. */
  peakIn: string;
}

interface Row extends Measured, Logged {
  site: Site;
  shape: Shape | 'base';
  pages: number;
  outputMb: number;
  medianPageKb: number | null;
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

function listOption<T extends string>(name: string, allowed: readonly T[]): T[] {
  const value = option(name);
  if (value === undefined) return [...allowed];
  const items = value.split(',') as T[];
  const wrong = items.filter((x) => !allowed.includes(x));
  if (wrong.length) throw new Error(`--${name}: unknown ${wrong.join(', ')} (one of ${allowed.join(', ')})`);
  return items;
}

function sizesOption(): number[] {
  const value = option('sizes') ?? option('pages') ?? '500,1000,2000';
  const sizes = value.split(',').map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n <= 0))
    throw new Error(`--sizes: whole numbers above 0, not ${value}`);
  return sizes;
}

/** Every file under `dir`: [path, bytes]. */
function files(dir: string): [string, number][] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [path, statSync(path).size];
    });
}

function outputFigures(outDir: string): Pick<Row, 'outputMb' | 'medianPageKb'> {
  const all = files(outDir);
  // The generated pages themselves, not their categories' listing pages.
  const page = new RegExp(`/${GENERATED_DIR}/(.+/)?page-\\d+(/index)?\\.html$`);
  const pages = all
    .filter(([path]) => page.test(path))
    .map(([, bytes]) => bytes)
    .sort((a, b) => a - b);
  return {
    outputMb: all.reduce((n, [, bytes]) => n + bytes, 0) / 2 ** 20,
    medianPageKb: pages.length ? pages[Math.floor(pages.length / 2)]! / 1024 : null,
  };
}

/**
 * Reads the figures of Logged from the build's lines (DOCUSAURUS_PERF_LOGGER and our plugins'
 * summaries), and when each phase ended, in seconds from `started` (performance.now()).
 */
function logReader(started: number): {line: (text: string) => void; logged: Logged; ends: Array<[string, number]>} {
  const logged: Logged = {
    bundleSeconds: null,
    ssgSeconds: null,
    postBuildSeconds: null,
    offlineMb: null,
    indexGzipKb: null,
    peakIn: '–',
  };
  const ends: Array<[string, number]> = [];
  const seconds = (value: string, unit: string) => Number(value) / (unit === 'ms' ? 1000 : 1);
  const phases: [RegExp, keyof Logged][] = [
    [/^\[PERF\] Build > \w+ > Bundling with \w+ - ([\d.]+) (ms|seconds)/, 'bundleSeconds'],
    [/^\[PERF\] Build > \w+ > SSG - ([\d.]+) (ms|seconds)/, 'ssgSeconds'],
    [/^\[PERF\] Build > \w+ > postBuild\(\) - ([\d.]+) (ms|seconds)/, 'postBuildSeconds'],
  ];
  const names: Partial<Record<keyof Logged, string>> = {
    bundleSeconds: 'bundling',
    ssgSeconds: 'SSG',
    postBuildSeconds: 'postBuild',
  };
  return {
    logged,
    ends,
    line(text) {
      for (const [pattern, key] of phases) {
        const m = pattern.exec(text);
        if (!m) continue;
        (logged[key] as number) = seconds(m[1]!, m[2]!);
        ends.push([names[key]!, (performance.now() - started) / 1000]);
      }
      const offline = /^\[offline\] .*: \d+ files \(([\d.]+) MB\)/.exec(text);
      if (offline) logged.offlineMb = Number(offline[1]);
      const index = /^\[search-index\] .*\(([\d.]+) KB gzip\).*\(([\d.]+) KB gzip\)/.exec(text);
      if (index) logged.indexGzipKb = Number(index[1]) + Number(index[2]);
      if (!text.startsWith('[PERF]')) console.error(`  ${text}`);
    },
  };
}

/** Builds one site with `pages` generated pages of `shape` (none for the base) and measures it. */
async function buildOne(site: Site, shape: Shape | 'base', pages: number): Promise<Row> {
  const env = {DOCUSAURUS_NO_PERSISTENT_CACHE: '1', DOCUSAURUS_PERF_LOGGER: 'true'};
  const work = mkdtempSync(join(tmpdir(), `jaqpot-bench-${site}-`));
  const outDir = join(work, 'build');
  const docusaurus = resolve('node_modules/.bin/docusaurus');
  // Its clock starts when the build does (see `measured` below): the pages are written first.
  let reader = logReader(performance.now());
  const line = (text: string) => reader.line(text);
  const start = () => (reader = logReader(performance.now()));
  try {
    let figures: Measured;
    console.error(`[bench:build] ${site}, ${shape}, ${pages} generated pages`);
    if (site === 'template') {
      const dir = templateDir();
      try {
        if (shape !== 'base') writeGeneratedPages(join(dir, 'docs'), pages, shape);
        start();
        figures = await measured([docusaurus, 'build', '--out-dir', outDir], dir, env, line);
      } finally {
        rmSync(dir, {recursive: true, force: true});
      }
    } else {
      const docs = join(work, 'docs');
      cpSync('docs', docs, {recursive: true});
      if (shape !== 'base') writeGeneratedPages(docs, pages, shape);
      start();
      figures = await measured(
        [docusaurus, 'build', '--config', 'bench/build-site/docusaurus.config.ts', '--out-dir', outDir],
        resolve('.'),
        {...env, JAQPOT_BENCH_DOCS: docs},
        line,
      );
    }
    const {logged, ends} = reader;
    // The phase the peak fell in: the first to end after it (loading the site comes before bundling).
    logged.peakIn = ends.find(([, end]) => end >= figures.rssPeakAtSeconds)?.[0] ?? 'the end';
    return {site, shape, pages, ...figures, ...logged, ...outputFigures(outDir)};
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows)
    console.log(row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
}

const num = (n: number, digits = 0) =>
  n.toLocaleString('en', {maximumFractionDigits: digits, minimumFractionDigits: digits});
const or = (n: number | null, show: (n: number) => string) => (n === null ? '–' : show(n));
const s = (n: number | null) => or(n, (x) => `${num(x, 1)} s`);
const mb = (n: number | null) => or(n, (x) => `${num(x)} MB`);
const kb = (n: number | null) => or(n, (x) => `${num(x, 1)} KB`);

function printShape(shape: Shape, rows: Row[], bases: Map<Site, Row>): void {
  const title =
    shape === 'flat'
      ? 'one category holding every generated page'
      : `categories of ${SECTION_PAGES} generated pages under one`;
  console.log(`\n${shape}: ${title}`);
  const label = (r: Row) => (r.shape === 'base' ? `${r.site} (base)` : r.site);
  const all = [...bases.values(), ...rows];
  printTable([
    [
      'site',
      'pages',
      'time',
      'CPU',
      'bundle',
      'SSG',
      'postBuild',
      'peak (cgroup)',
      'peak RSS',
      'RSS peak in',
      'output',
      'median page',
    ],
    ...all.map((r) => [
      label(r),
      `+${num(r.pages)}`,
      s(r.seconds),
      s(r.cpuSeconds),
      s(r.bundleSeconds),
      s(r.ssgSeconds),
      s(r.postBuildSeconds),
      mb(r.cgroupPeakMb),
      mb(r.rssPeakMb),
      r.peakIn,
      mb(r.outputMb),
      kb(r.medianPageKb),
    ]),
  ]);
  console.log('per added page, over the base:');
  const per = (r: Row, value: (x: Row) => number | null) => {
    const [own, base] = [value(r), value(bases.get(r.site)!)];
    return own === null || base === null ? null : (own - base) / r.pages;
  };
  const memory = (r: Row) => r.cgroupPeakMb ?? r.rssPeakMb;
  printTable([
    ['site', 'pages', 'time', 'CPU', 'SSG', 'postBuild', 'memory', 'output', 'offline save', 'index gzip'],
    ...rows.map((r) => [
      label(r),
      `+${num(r.pages)}`,
      or(
        per(r, (x) => x.seconds),
        (x) => `${num(x * 1000)} ms`,
      ),
      or(
        per(r, (x) => x.cpuSeconds),
        (x) => `${num(x * 1000)} ms`,
      ),
      or(
        per(r, (x) => x.ssgSeconds),
        (x) => `${num(x * 1000)} ms`,
      ),
      or(
        per(r, (x) => x.postBuildSeconds),
        (x) => `${num(x * 1000)} ms`,
      ),
      or(per(r, memory), (x) => `${num(x * 1024)} KB`),
      or(
        per(r, (x) => x.outputMb),
        (x) => `${num(x * 1024)} KB`,
      ),
      or(
        per(r, (x) => x.offlineMb),
        (x) => `${num(x * 1024)} KB`,
      ),
      or(
        per(r, (x) => x.indexGzipKb),
        (x) => `${num(x, 2)} KB`,
      ),
    ]),
  ]);
}

async function main(): Promise<void> {
  const sizes = sizesOption();
  const shapes = listOption('shapes', SHAPES);
  const sites = listOption('sites', SITES);
  const bases = new Map<Site, Row>();
  for (const site of sites) bases.set(site, await buildOne(site, 'base', 0));
  const rows: Row[] = [];
  for (const shape of shapes)
    for (const pages of sizes) for (const site of sites) rows.push(await buildOne(site, shape, pages));

  console.log('Production build (docusaurus build, no persistent cache), this run');
  for (const shape of shapes)
    printShape(
      shape,
      rows.filter((r) => r.shape === shape),
      bases,
    );
  console.log(
    '\nCPU: user + system of the whole tree. memory: the cgroup peak where there is one, else the sampled RSS.',
  );
  mkdirSync(resolve('bench/results'), {recursive: true});
  writeFileSync(
    resolve('bench/results/build.json'),
    JSON.stringify({date: new Date().toISOString(), rows: [...bases.values(), ...rows]}, null, 2) + '\n',
  );
  console.log('Wrote bench/results/build.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
