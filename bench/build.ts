/**
 * Build time and peak memory: our production build, the same build with 2,000 generated pages
 * added, and the bare `create-docusaurus` template, all in this run. Peak memory is the whole
 * process tree's (a memory cgroup) where this process may create one (root on Linux), else the
 * largest single process's (GNU time).
 * Usage: npm run bench:build [-- --pages 2000]
 */
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, rmdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {templateDir} from './lib/template';

type Figures = {seconds: number; peakMb: number; pages: number; how: string};

const CGROUP_ROOT = '/sys/fs/cgroup/memory';

/** Runs `command` and returns its wall time and peak memory. */
function measured(command: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Omit<Figures, 'pages'> {
  const group = join(CGROUP_ROOT, `jaqpot-bench-${process.pid}`);
  let useGroup = false;
  try {
    mkdirSync(group);
    useGroup = true;
  } catch {
    // Not root or no cgroup v1 memory controller: GNU time's figure instead.
  }
  const script = useGroup
    ? `echo $$ > ${group}/cgroup.procs && exec "$@"`
    : 'exec /usr/bin/time -f "%M" -o "$TIME_OUT" "$@"';
  const timeOut = join(tmpdir(), `jaqpot-bench-time-${process.pid}`);
  const started = performance.now();
  const result = spawnSync('bash', ['-c', script, 'bench', ...command], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, ...env, TIME_OUT: timeOut},
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed in ${cwd}`);
  let peakMb: number;
  if (useGroup) {
    peakMb = Number(readFileSync(join(group, 'memory.max_usage_in_bytes'), 'utf8')) / 2 ** 20;
    rmdirSync(group);
  } else {
    peakMb = Number(readFileSync(timeOut, 'utf8').trim()) / 1024;
  }
  return {seconds, peakMb, how: useGroup ? 'process tree' : 'largest process'};
}

/** A copy of docs/ with `count` generated pages: front matter, four sections, prose and a code block. */
function docsWithGeneratedPages(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'jaqpot-bench-docs-'));
  cpSync('docs', dir, {recursive: true});
  // Plain words only: a line that starts with `import` or `export` is ESM to MDX.
  const words = (readFileSync('docs/getting-started.mdx', 'utf8').match(/\b[a-z]{3,12}\b/g) ?? ['model']).filter(
    (w) => w !== 'import' && w !== 'export',
  );
  let seed = 7;
  const pick = () => words[(seed = (seed * 1103515245 + 12345) & 0x7fffffff) % words.length];
  const sentence = (n: number) => Array.from({length: n}, pick).join(' ');
  const generated = join(dir, 'generated');
  mkdirSync(generated);
  writeFileSync(join(generated, '_category_.json'), JSON.stringify({label: 'Generated', collapsed: true}));
  for (let p = 0; p < count; p++) {
    const sections = Array.from(
      {length: 4},
      (_, s) =>
        `## ${sentence(3)} ${s}\n\n${sentence(60)}.\n\n${sentence(40)}.\n\n\`\`\`python\nmodel = ${pick()}(${p}, ${s})\n\`\`\`\n`,
    );
    writeFileSync(
      join(generated, `page-${p}.mdx`),
      `---\ntitle: Page ${p} ${sentence(2)}\ndescription: ${sentence(8)}.\nsidebar_position: ${p}\n---\n\n${sentence(30)}.\n\n${sections.join('\n')}`,
    );
  }
  return dir;
}

function main(): void {
  const i = process.argv.indexOf('--pages');
  const extra = i > 0 ? Number(process.argv[i + 1]) : 2000;
  const out = mkdtempSync(join(tmpdir(), 'jaqpot-bench-build-'));
  const rows: [string, Figures][] = [];
  const routes = (dir: string) =>
    existsSync(join(dir, 'sitemap.xml'))
      ? (readFileSync(join(dir, 'sitemap.xml'), 'utf8').match(/<loc>/g) ?? []).length
      : 0;

  const ours = join(out, 'ours');
  rows.push([
    'ours',
    {...measured(['npx', 'docusaurus', 'build', '--out-dir', ours], resolve('.')), pages: routes(ours)},
  ]);

  const docs = docsWithGeneratedPages(extra);
  const grown = join(out, 'grown');
  rows.push([
    `ours + ${extra} generated pages`,
    {
      ...measured(
        ['npx', 'docusaurus', 'build', '--config', 'bench/build-site/docusaurus.config.ts', '--out-dir', grown],
        resolve('.'),
        {
          JAQPOT_BENCH_DOCS: docs,
        },
      ),
      pages: routes(grown),
    },
  ]);

  const template = templateDir();
  rows.push([
    'bare template',
    {...measured([resolve('node_modules/.bin/docusaurus'), 'build'], template), pages: routes(join(template, 'build'))},
  ]);

  console.log('Production build (docusaurus build only), this run');
  console.log(`${'site'.padEnd(30)} ${'pages'.padStart(6)} ${'time'.padStart(8)} ${'peak memory'.padStart(12)}`);
  for (const [name, f] of rows)
    console.log(
      `${name.padEnd(30)} ${String(f.pages).padStart(6)} ${`${f.seconds.toFixed(1)} s`.padStart(8)} ${`${Math.round(f.peakMb)} MB`.padStart(12)}  (${f.how})`,
    );
  for (const dir of [out, docs, template]) rmSync(dir, {recursive: true, force: true});
}

main();
