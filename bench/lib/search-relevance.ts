/**
 * The query sets of bench:search (bench/queries/*.tsv) and relevance on them. A held-out set is
 * measured, never studied: only its figures are printed and saved.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {relative, resolve} from 'node:path';
import {buildDir} from '../../scripts/lib/browser';
import type {SearchRecord} from '../../src/search/types';
import {printTable} from './search-report';

const K = 10;

export interface Query {
  query: string;
  targets: string[];
  kind?: string;
}

export interface QuerySet {
  name: string;
  queries: Query[];
}

export interface Relevance {
  success1: number;
  success5: number;
  mrr10: number;
  misses: string[];
  /** Queries whose first right page is not the first result, with its rank. */
  notFirst: string[];
  /** Queries that open a category listing or a legacy page that is not one of their targets. */
  demotedFirst: string[];
}

/** One engine's figures: relevance per query set, index size and timings. */
export interface EngineResult {
  engine: string;
  /** Per query set. */
  relevance: Record<string, Relevance>;
  indexRaw: number;
  indexGzip: number;
  nodeWarm?: {p50: number; p95: number};
  browserWarm?: {p50: number; p95: number};
  coldFirstResultMs?: number;
}

/** Page path without origin, hash or trailing slash, for comparing with the targets. */
export const pagePath = (url: string) => new URL(url, 'https://x.invalid').pathname.replace(/\/+$/, '') || '/';

export const QUERY_DIR = 'bench/queries';

/** The `--sets` name that stands for every query set that is not held out (isHeldOut). */
export const ALL_TUNING = 'all-tuning';

/**
 * `--sets a,b`: only these query sets are read (default: every file in bench/queries);
 * `--sets all-tuning` reads every set but the held-out ones, a set added later included.
 */
export function chosenSets(): Set<string> | null {
  const at = process.argv.indexOf('--sets');
  if (at < 0) return null;
  const names = (process.argv[at + 1] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!names.length) throw new Error('--sets needs a comma-separated list of query set names');
  return new Set(names);
}

/** Every query set in bench/queries (a file added later is picked up), or those `--sets` names. */
export function readQuerySets(): QuerySet[] {
  const names = readdirSync(resolve(QUERY_DIR))
    .filter((f) => f.endsWith('.tsv'))
    .sort()
    .map((f) => f.replace(/\.tsv$/, ''));
  const chosen = chosenSets();
  if (chosen?.delete(ALL_TUNING)) for (const name of names) if (!isHeldOut(name)) chosen.add(name);
  const unknown = chosen ? [...chosen].filter((name) => !names.includes(name)) : [];
  if (unknown.length) throw new Error(`--sets: no query set ${unknown.join(', ')} in ${QUERY_DIR}`);
  return names
    .filter((name) => !chosen || chosen.has(name))
    .map((name) => {
      const lines = readFileSync(resolve(QUERY_DIR, `${name}.tsv`), 'utf8')
        .split('\n')
        .slice(1);
      const queries = lines
        .filter((l) => l.trim())
        .map((l) => {
          const [query, targets, kind] = l.split('\t');
          return {query: query!, targets: targets!.split(/\s+/).filter(Boolean).map(pagePath), kind: kind?.trim()};
        });
      return {name, queries};
    });
}

/**
 * Stops when a set names a target that is no page of the build (`records`: its index's records):
 * such a target is never found, so its query counts as a miss whatever the ranking does. A held-out set
 * says how many of its targets, never which, so that none of its queries is read here.
 */
export function assertTargetsArePages(sets: QuerySet[], records: readonly SearchRecord[]): void {
  const pages = new Set(records.map((r) => pagePath(r.url_without_anchor)));
  const problems: string[] = [];
  for (const set of sets) {
    const missing = [...new Set(set.queries.flatMap((q) => q.targets))].filter((t) => !pages.has(t)).sort();
    if (!missing.length) continue;
    problems.push(
      isHeldOut(set.name)
        ? `${set.name}: ${missing.length} target${missing.length > 1 ? 's' : ''}`
        : `${set.name}: ${missing.join(', ')}`,
    );
  }
  if (problems.length)
    throw new Error(
      `query sets name pages the build does not have (a moved page keeps its new URL):\n  ${problems.join('\n  ')}`,
    );
}

/** Page path → the kind of page (guide, listing, reference, legacy), from the built records. */
export type PageKinds = ReadonlyMap<string, string>;

export async function relevanceBySet(
  sets: QuerySet[],
  search: (q: string) => Promise<string[]> | string[],
  kinds: PageKinds,
): Promise<Record<string, Relevance>> {
  const out: Record<string, Relevance> = {};
  for (const set of sets) out[set.name] = await relevance(set.queries, search, kinds);
  return out;
}

/** Kinds of page that should never open a query another page answers (the issue's goals). */
const DEMOTED = new Set(['listing', 'legacy']);

/** Rank (1-based) of the first result page among the targets, by distinct page. */
export function rankOf(urls: string[], targets: string[]): number {
  const pages: string[] = [];
  for (const u of urls) {
    const p = pagePath(u);
    if (!pages.includes(p)) pages.push(p);
  }
  const i = pages.findIndex((p) => targets.includes(p));
  return i < 0 ? Infinity : i + 1;
}

export async function relevance(
  queries: Query[],
  search: (q: string) => Promise<string[]> | string[],
  kinds: PageKinds,
): Promise<Relevance> {
  let s1 = 0;
  let s5 = 0;
  let mrr = 0;
  const misses: string[] = [];
  const notFirst: string[] = [];
  const demotedFirst: string[] = [];
  for (const q of queries) {
    const urls = await search(q.query);
    const rank = rankOf(urls, q.targets);
    const first = urls[0] === undefined ? undefined : pagePath(urls[0]);
    const kind = first === undefined ? undefined : kinds.get(first);
    if (first !== undefined && kind && DEMOTED.has(kind) && !q.targets.includes(first))
      demotedFirst.push(`${q.query} (${kind})`);
    if (rank === 1) s1++;
    else notFirst.push(`${q.query} (${rank})`);
    if (rank <= 5) s5++;
    else misses.push(`${q.query} (rank ${rank})`);
    if (rank <= K) mrr += 1 / rank;
  }
  const n = queries.length;
  return {success1: s1 / n, success5: s5 / n, mrr10: mrr / n, misses, notFirst, demotedFirst};
}

/** One row per query set and engine, then our misses per set. */
export function printRelevance(sets: QuerySet[], results: EngineResult[]): void {
  const f2 = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '—' : n.toFixed(3));
  const rows = [['query set', 'queries', 'engine', 'success@1', 'success@5', 'MRR@10']];
  for (const set of sets) {
    for (const r of results) {
      const rel = r.relevance[set.name];
      rows.push([set.name, String(set.queries.length), r.engine, f2(rel?.success1), f2(rel?.success5), f2(rel?.mrr10)]);
    }
  }
  console.log(`\nSearch relevance (build: ${relative(process.cwd(), buildDir) || '.'})\n`);
  printTable(rows);
  for (const set of sets) {
    const rel = results[0]!.relevance[set.name]!;
    if (isHeldOut(set.name)) {
      console.log(
        `\n${set.name}: ours misses @5: ${rel.misses.length}; right page not first: ${rel.notFirst.length}; a listing or legacy page first: ${rel.demotedFirst.length} (queries not shown: a held-out set is not read for tuning)`,
      );
      continue;
    }
    console.log(`\n${set.name}: ours misses @5: ${rel.misses.join('; ') || 'none'}`);
    console.log(`${set.name}: ours, right page not first (rank): ${rel.notFirst.join('; ') || 'none'}`);
    console.log(`${set.name}: ours, a listing or legacy page first: ${rel.demotedFirst.join('; ') || 'none'}`);
  }
}

/**
 * A held-out set (`held-out*.tsv`) is measured, never studied: its figures are printed and saved,
 * the queries it misses are not, so nobody tunes the ranking on them by reading a run.
 */
export function isHeldOut(setName: string): boolean {
  return setName.startsWith('held-out');
}

/** The results as saved: the per-query lists of held-out sets left out. */
export function withoutHeldOutQueries(results: EngineResult[]): EngineResult[] {
  return results.map((r) => ({
    ...r,
    relevance: Object.fromEntries(
      Object.entries(r.relevance).map(([name, rel]) => [
        name,
        isHeldOut(name) ? {...rel, misses: [], notFirst: [], demotedFirst: []} : rel,
      ]),
    ),
  }));
}
