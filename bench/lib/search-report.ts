/** Formatting and the speed figures of bench:search, beside the previous run's (bench/results/search.json). */
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';

/** A line on stderr saying which stage of bench:search starts: some take minutes. */
export const progress = (stage: string) => console.error(`[bench:search] ${stage}`);
export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
export const ms = (n: number | undefined) => (n === undefined ? '—' : `${n.toFixed(2)} ms`);
export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

export interface SpeedFigures {
  date?: string;
  indexGzip?: number;
  nodeWarmP95?: number;
  modalWarmP95?: number;
  synthWarmP95?: number;
  synthModalWarmP95?: number;
  coldLoadMs?: number;
  coldFirstQueryMs?: number;
  clickToHit?: number;
  bytesToFirstHit?: number;
}

/** The speed figures of the last run (bench/results/search.json, read before this run writes it); relevance is not read. */
export function previousSpeed(): SpeedFigures | null {
  try {
    const last = JSON.parse(readFileSync(resolve('bench/results/search.json'), 'utf8'));
    const ours = last.results?.[0];
    return {
      date: last.date,
      indexGzip: ours?.indexGzip,
      nodeWarmP95: ours?.nodeWarm?.p95,
      modalWarmP95: last.modalRequestWarm?.p95,
      synthWarmP95: last.synthetic5000?.nodeWarm?.p95,
      synthModalWarmP95: last.synthetic5000?.nodeWarmModalRequest?.p95,
      coldLoadMs: last.cold?.loadMs,
      coldFirstQueryMs: last.cold?.firstQueryMs,
      clickToHit: last.coldDetail && pct(last.coldDetail.clickToHit, 50),
      bytesToFirstHit: last.coldDetail && pct(last.coldDetail.bytesToFirstHit, 50),
    };
  } catch {
    return null;
  }
}

/** Our speed figures beside the last run's and the goals. */
export function printSpeedBeside(now: SpeedFigures, before: SpeedFigures | null): void {
  const rows: Array<[string, keyof SpeedFigures, (n: number | undefined) => string, string]> = [
    ['index gzip (head + text)', 'indexGzip', (n) => (n === undefined ? '—' : kb(n)), '—'],
    ['Node warm p95, 50 hits, site', 'nodeWarmP95', ms, '≤ 5 ms'],
    ['Node warm p95, modal request, site', 'modalWarmP95', ms, '≤ 5 ms'],
    ['Node warm p95, 50 hits, 5,000 pages', 'synthWarmP95', ms, '≤ 30 ms'],
    ['Node warm p95, modal request, 5,000 pages', 'synthModalWarmP95', ms, '≤ 30 ms'],
    ['cold loadIndex (head) in Node', 'coldLoadMs', ms, '—'],
    ['cold first query in Node', 'coldFirstQueryMs', ms, '—'],
    ['click → first hit (Chromium, median)', 'clickToHit', ms, '≤ 100 ms'],
    ['bytes from the click to the first hit', 'bytesToFirstHit', (n) => (n === undefined ? '—' : kb(n)), '≤ 150 KB'],
  ];
  console.log(`\nSpeed, this run beside the previous one (${before?.date ?? 'none'}):\n`);
  printTable([
    ['figure', 'previous', 'now', 'goal'],
    ...rows.map(([label, key, show, goal]) => [
      label,
      show(before?.[key] as number | undefined),
      show(now[key] as number | undefined),
      goal,
    ]),
  ]);
}

export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows) console.log(row.map((c, i) => c.padEnd(widths[i]!)).join('  '));
}
