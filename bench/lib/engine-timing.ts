/**
 * Our engine's timings in Node for `npm run bench:search`: warm per query, in the bench's own
 * process (where the baselines are timed too) or alone in a fresh process (warm-time.ts), and
 * cold loads, each in a fresh process (cold-load.ts).
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pct} from './search-report';

/** Times each query is asked, after one warm-up round. */
const WARM_RUNS = 20;

/** Warm p50/p95 of `search` over the queries, in this process. */
export function timeWarm(
  queries: readonly string[],
  search: (q: string) => unknown,
  runs = WARM_RUNS,
): {p50: number; p95: number} {
  for (const q of queries) search(q);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    for (const q of queries) {
      const t = performance.now();
      search(q);
      times.push(performance.now() - t);
    }
  }
  return {p50: pct(times, 50), p95: pct(times, 95)};
}

/**
 * Warm p50/p95 of our engine for `request`, in a fresh Node process that holds nothing else
 * (bench/lib/warm-time.ts), as a reader's tab does.
 */
export function isolatedWarm(
  headFile: string,
  textFile: string,
  queries: readonly string[],
  request: object,
  runs = WARM_RUNS,
): {p50: number; p95: number} {
  const dir = mkdtempSync(join(tmpdir(), 'warm-'));
  try {
    const queriesFile = join(dir, 'queries.json');
    const requestFile = join(dir, 'request.json');
    writeFileSync(queriesFile, JSON.stringify(queries));
    writeFileSync(requestFile, JSON.stringify(request));
    const args = [
      '--import',
      'tsx',
      'bench/lib/warm-time.ts',
      headFile,
      textFile,
      queriesFile,
      requestFile,
      String(runs),
    ];
    return JSON.parse(execFileSync(process.execPath, args, {encoding: 'utf8'})) as {p50: number; p95: number};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** Median of `runs` cold loads (parse, loadIndex, first query), each in a fresh Node process. */
export function coldLoads(
  headFile: string,
  textFile: string,
  runs: number,
): {parseMs: number; loadMs: number; firstQueryMs: number} {
  const samples = Array.from({length: runs}, () =>
    JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', 'bench/lib/cold-load.ts', headFile, textFile], {
        encoding: 'utf8',
      }),
    ),
  ) as Array<{parseMs: number; loadMs: number; firstQueryMs: number}>;
  const median = (key: keyof (typeof samples)[number]) =>
    pct(
      samples.map((s) => s[key]),
      50,
    );
  return {parseMs: median('parseMs'), loadMs: median('loadMs'), firstQueryMs: median('firstQueryMs')};
}
