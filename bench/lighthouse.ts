/**
 * Lighthouse (mobile preset) on key pages of our production build, side by side with a
 * bare `create-docusaurus` classic build. Both are served gzipped by scripts/lib/static-server.
 * Usage: npm run bench:lighthouse [-- --skip-build]
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

type Row = {
  site: string;
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  firstLoadJsKb: number;
};

const ourPages = [
  ['intro', '/docs/'],
  ['tutorial', '/docs/jaqpotpy/scikit-learn-models/create-a-model'],
  ['module page', '/docs/jaqpotpy/full-api-reference/jaqpotpy.models'],
  ['API reference', '/docs/jaqpot-api/documentation/full-api-reference'],
  ['API console', '/docs/jaqpot-api/documentation/swagger'],
] as const;
const templatePages = [
  ['intro doc', '/docs/intro'],
  ['home', '/'],
] as const;

/** In a child process (see the .mjs file); asynchronous, so this process keeps serving the pages. */
async function audit(url: string, port: number): Promise<Omit<Row, 'site' | 'page'>> {
  const {stdout} = await execFileAsync(process.execPath, [resolve('bench/lib/lighthouse-audit.mjs'), url, String(port)], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Omit<Row, 'site' | 'page'>;
}

async function main(): Promise<void> {
  const skipBuild = process.argv.includes('--skip-build');
  if (!skipBuild || !existsSync('build/index.html')) {
    execFileSync('npm', ['run', 'build'], {stdio: 'inherit'});
  }
  const templateBuild = await buildBareTemplate();
  const ours = await startStaticServer({root: resolve('build'), basePath: '/docs/'});
  const bare = await startStaticServer({root: templateBuild, basePath: '/'});
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const rows: Row[] = [];
  try {
    for (const [page, path] of ourPages) {
      rows.push({site: 'jaqpot', page, ...(await audit(new URL(path, ours.url).href, chrome.port))});
    }
    for (const [page, path] of templatePages) {
      rows.push({site: 'bare template', page, ...(await audit(new URL(path, bare.url).href, chrome.port))});
    }
  } finally {
    chrome.kill();
    await ours.close();
    await bare.close();
  }
  console.log('\nLighthouse 12.8.2, mobile preset, gzip on loopback');
  console.table(rows);
  const goal = rows.filter((r) => r.site === 'jaqpot');
  const bareJs = Math.max(...rows.filter((r) => r.site !== 'jaqpot').map((r) => r.firstLoadJsKb));
  console.log(
    `Goal: performance 1.00 and accessibility 1.00 on our pages, first-load JS ≤ the bare template's (${bareJs} KB).`,
  );
  for (const r of goal) {
    const misses = [
      r.performance < 1 && `performance ${r.performance}`,
      r.accessibility < 1 && `accessibility ${r.accessibility}`,
      r.firstLoadJsKb > bareJs && `first-load JS ${r.firstLoadJsKb} KB`,
    ].filter(Boolean);
    console.log(`  ${r.page}: ${misses.length ? `misses ${misses.join(', ')}` : 'meets the goal'}`);
  }
  mkdirSync('bench/results', {recursive: true});
  writeFileSync('bench/results/lighthouse.json', `${JSON.stringify(rows, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
