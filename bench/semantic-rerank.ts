/**
 * `npm run bench:semantic-rerank [-- --sets all-tuning] [--build-of set=DIR,...] [--weights 8,16,32]
 * [--gates 0.25,0.5] [--pages 3]`: would sentence vectors put the right page first more often? For
 * each query, the engine's pages in order; those among the first `--pages` whose score is within
 * `--gate` (natural log) of the first's are re-ordered by ln(score ratio) + weight × the best
 * cosine between the query's vector and one of the page's records (its heading trail and the
 * first 300 characters of its text). Vectors are sums of piece vectors distilled from the
 * Universal Sentence Encoder (bench/lib/piece-table.ts). Prints, per weight and gate, the first
 * places over all sets, the queries moved to first and from first, and the sets that lost.
 * Never reads a held-out set, except with `--held-out --weight W --gate G`: one setting, the
 * held-out sets on the site as built, aggregates only (docs-dev/search.md).
 */
import {readBuiltIndex, readBuiltRecords} from '../plugins/search-index/build';
import {loadIndex} from '../src/search/engine';
import type {SearchRecord} from '../src/search/types';
import {cosine, textVector} from '../src/search/semantic/vectors';
import {distilPieceTable, type Distilled} from './lib/piece-table';
import {
  ALL_TUNING,
  isHeldOut,
  pagePath,
  readQuerySets,
  assertTargetsArePages,
  type QuerySet,
} from './lib/search-relevance';
import {buildsOfSets, option} from './lib/set-builds';

/** How many of the engine's pages a query keeps (the bench's success@5 and MRR@10 read them). */
const PAGES_KEPT = 10;
/** Characters of a record's text that its vector reads: a section's opening says what it is about. */
const TEXT_READ = 300;

interface ScoredPage {
  page: string;
  /** The page's first record's score (the engine orders pages by it, with its kind rules). */
  score: number;
  /** The best cosine of the query with one of the page's records. */
  similarity: number;
}
interface Row {
  set: string;
  targets: string[];
  pages: ScoredPage[];
}

const numbers = (text: string | undefined, fallback: string) =>
  (text ?? fallback).split(',').map((item) => {
    const value = Number(item);
    if (!Number.isFinite(value) || value < 0) throw new Error(`not a number ≥ 0: "${item}"`);
    return value;
  });

/** The text a record's vector reads: where it sits, then how it opens. */
function recordText(record: SearchRecord): string {
  const {lvl1, lvl2, lvl3, lvl4} = record.hierarchy;
  const trail = [lvl1, lvl2, lvl3, lvl4].filter(Boolean).join(' › ');
  return `${trail}. ${(record.content ?? '').slice(0, TEXT_READ)}`;
}

/** Each set's queries with their engine pages and similarities, on the set's build. */
function score(sets: QuerySet[], buildOf: Map<string, string>, model: Distilled): Row[] {
  const vectorOf = (text: string) => textVector(model.encoder.encode(text), model.table);
  const rows: Row[] = [];
  for (const dir of new Set(buildOf.values())) {
    const built = readBuiltIndex(dir);
    const engine = loadIndex(built.head, built.text);
    const records = readBuiltRecords(dir);
    const ofSets = sets.filter((set) => buildOf.get(set.name) === dir);
    assertTargetsArePages(ofSets, records);
    const byPage = new Map<string, SearchRecord[]>();
    for (const record of records) {
      const page = pagePath(record.url_without_anchor);
      byPage.set(page, [...(byPage.get(page) ?? []), record]);
    }
    const pageVectors = new Map<string, Float32Array[]>();
    const vectorsOf = (page: string) => {
      let vectors = pageVectors.get(page);
      if (!vectors) pageVectors.set(page, (vectors = (byPage.get(page) ?? []).map((r) => vectorOf(recordText(r)))));
      return vectors;
    };
    for (const set of ofSets)
      for (const query of set.queries) {
        const asked = vectorOf(query.query);
        const pages: ScoredPage[] = [];
        for (const hit of engine.search(query.query, {hitsPerPage: 50, getRankingInfo: true}).hits) {
          const page = pagePath(hit.url);
          if (pages.some((p) => p.page === page)) continue;
          const similarity = Math.max(...vectorsOf(page).map((v) => cosine(asked, v)));
          pages.push({page, score: hit._rankingInfo!.score, similarity});
          if (pages.length === PAGES_KEPT) break;
        }
        rows.push({set: set.name, targets: query.targets, pages});
      }
  }
  return rows;
}

/** The rank (1-based, Infinity if absent) of the first target after re-ordering. */
function rankAfter(row: Row, weight: number, gate: number, pages: number): number {
  const top = row.pages[0]?.score ?? 1;
  let prior = 0;
  const ordered = row.pages.map((p, i) => {
    // Scores fall with rank; the prior never rises, so ties keep the engine's order.
    prior = Math.min(prior, Math.log(p.score / top)) - 1e-9 * i;
    const moves = i < pages && prior >= -gate;
    return {page: p.page, value: moves ? prior + weight * p.similarity : -Infinity, i};
  });
  ordered.sort((a, b) => b.value - a.value || a.i - b.i);
  const at = ordered.findIndex((p) => row.targets.includes(p.page));
  return at < 0 ? Infinity : at + 1;
}

/** The rank of the first target in the engine's own order. */
function engineRank(row: Row): number {
  const at = row.pages.findIndex((p) => row.targets.includes(p.page));
  return at < 0 ? Infinity : at + 1;
}

function summary(rows: Row[], weight: number, gate: number, pages: number) {
  let first = 0,
    top5 = 0,
    mrr = 0,
    up = 0,
    down = 0;
  const lostBySet = new Map<string, number>();
  for (const row of rows) {
    const before = engineRank(row);
    const after = rankAfter(row, weight, gate, pages);
    if (after === 1) first++;
    if (after <= 5) top5++;
    if (after <= 10) mrr += 1 / after;
    if (after === 1 && before !== 1) up++;
    if (after !== 1 && before === 1) {
      down++;
      lostBySet.set(row.set, (lostBySet.get(row.set) ?? 0) + 1);
    }
  }
  return {first, top5, mrr, up, down, lostBySet};
}

async function main(): Promise<void> {
  const heldOutRun = process.argv.includes('--held-out');
  if (!heldOutRun && !process.argv.includes('--sets')) process.argv.push('--sets', ALL_TUNING);
  const all = readQuerySets();
  const sets = heldOutRun ? all.filter((set) => isHeldOut(set.name)) : all;
  const heldOut = sets.filter((set) => isHeldOut(set.name));
  if (!heldOutRun && heldOut.length)
    throw new Error(`held-out sets are read only with --held-out: ${heldOut.map((s) => s.name).join(', ')}`);
  const pages = numbers(option('--pages'), '3')[0]!;
  const weight = Number(option('--weight')),
    gate = Number(option('--gate'));
  if (heldOutRun && !(weight >= 0 && gate >= 0)) throw new Error('--held-out takes one setting: --weight W --gate G');
  const model = await distilPieceTable();
  if (heldOutRun) {
    const rows = score(sets, buildsOfSets(sets), model);
    for (const set of sets) {
      const mine = rows.filter((r) => r.set === set.name);
      const fmt = (s: ReturnType<typeof summary>) =>
        [s.first, s.top5, s.mrr].map((x) => (x / mine.length).toFixed(3)).join(' / ');
      console.log(`${set.name}: ${fmt(summary(mine, 0, gate, pages))} → ${fmt(summary(mine, weight, gate, pages))}`);
    }
    return;
  }
  const rows = score(sets, buildsOfSets(sets), model);
  const base = rows.filter((row) => engineRank(row) === 1).length;
  console.log(`${rows.length} queries in ${sets.length} sets; as the engine orders them: first ${base}`);
  for (const gate of numbers(option('--gates'), '0.25,0.5'))
    for (const weight of numbers(option('--weights'), '8,16,32')) {
      const s = summary(rows, weight, gate, pages);
      const lost = [...s.lostBySet].map(([set, n]) => `${set} -${n}`).join(', ');
      console.log(
        `gate ${gate}, weight ${weight}: first ${s.first} (+${s.up} / -${s.down})${lost ? `; lost: ${lost}` : ''}`,
      );
    }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
