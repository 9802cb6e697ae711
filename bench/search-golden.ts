/**
 * Golden results of the search engine: records, for every query of
 * bench/search-queries.tsv, its prefixes, typo variants and a few tricky inputs,
 * the ordered top hits and nbHits, on the built site's records and on the
 * synthetic 5,000-page corpus. Changes to the engine's speed must not change them.
 *
 *   npx tsx bench/search-golden.ts --write [FILE]   # before a change
 *   npx tsx bench/search-golden.ts [FILE]           # after: compares, exits 1 on a difference
 *
 * FILE defaults to bench/results/search-golden.json. The index is serialized from
 * build/search/records.json, so the comparison holds across index format changes.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, resolve} from 'node:path';
import {RECORDS_FILE} from '../plugins/search-index/build';
import {loadIndex, serializeIndex, type SearchParams, type SearchRecord} from '../src/search/engine';
import {buildDir} from '../scripts/lib/browser';
import {DOC_PAGE_FILTERS} from '../src/search/constants';
import {synthetic, SYNTHETIC_PAGES} from './lib/synthetic';

const TOP = 20;

interface Case {
  corpus: 'site' | 'synthetic';
  query: string;
  params: SearchParams;
}

interface Result {
  key: string;
  nbHits: number;
  urls: string[];
  /** words/exactSymbols/exactWords and the score (9 significant digits) of each hit. */
  ranking: string[];
  /** Hash of the hits as returned (ids, hierarchy, highlight, snippet), scores left out. */
  hitsHash: string;
  facets?: string;
}

const EXTRA = [
  '',
  '   ',
  'a',
  'the',
  'café',
  'Prédiction',
  '/v1/models/{modelId}/predict',
  'jaqpotpy.models.SklearnModel',
  'models.sklearn',
  'model ',
  'docker   run ',
  'one hot',
  'qsar',
  'GNN layers',
  '409',
  'x_cols',
  '🚀 deploy',
  'ModelType.TORCH_ONNX',
  'sklearn_model_helpers_extra_long_identifier_that_goes_on',
];

function typos(q: string): string[] {
  if (q.length < 4) return [];
  const at = (i: number) => Math.min(q.length - 1, Math.max(0, i));
  const m = at(Math.floor(q.length / 2));
  const d = at(Math.floor(q.length / 3));
  const s = at(Math.floor((2 * q.length) / 3));
  return [
    q.slice(0, m) + q[m + 1] + q[m] + q.slice(m + 2),
    q.slice(0, d) + q.slice(d + 1),
    q.slice(0, s) + (q[s] === 'x' ? 'e' : 'x') + q.slice(s + 1),
    q.slice(0, m) + 'a' + q.slice(m),
  ].filter((t) => t !== q);
}

function cases(queries: string[]): Case[] {
  const out: Case[] = [];
  const texts = new Set<string>();
  for (const q of [...queries, ...EXTRA]) {
    texts.add(q);
    for (let n = 2; n < q.length; n++) texts.add(q.slice(0, n));
    for (const t of typos(q)) texts.add(t);
    texts.add(`${q} `);
    texts.add(q.toUpperCase());
  }
  for (const query of texts) out.push({corpus: 'site', query, params: {hitsPerPage: TOP}});
  for (const query of [...queries, ...EXTRA]) {
    out.push({corpus: 'site', query, params: {hitsPerPage: TOP, facetFilters: DOC_PAGE_FILTERS, attributesToSnippet: ['content:10']}});
    out.push({corpus: 'site', query, params: {hitsPerPage: 5, page: 1, facets: '*'}});
    out.push({corpus: 'site', query, params: {hitsPerPage: TOP, distinct: false, facetFilters: ['type:content']}});
  }
  for (const q of queries) {
    for (let n = 2; n <= q.length; n++) out.push({corpus: 'synthetic', query: q.slice(0, n), params: {hitsPerPage: TOP}});
    for (const t of typos(q)) out.push({corpus: 'synthetic', query: t, params: {hitsPerPage: TOP}});
  }
  return out;
}

const sig = (n: number) => Number(n.toPrecision(9)).toString();

function main() {
  const write = process.argv.includes('--write');
  const file = resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'bench/results/search-golden.json');
  const queries = readFileSync(resolve('bench/search-queries.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => l.split('\t')[0]!);
  const records = JSON.parse(readFileSync(resolve(buildDir, RECORDS_FILE), 'utf8')) as SearchRecord[];
  const indexes = {
    site: loadIndex(JSON.parse(JSON.stringify(serializeIndex(records)))),
    synthetic: loadIndex(JSON.parse(JSON.stringify(serializeIndex(synthetic(records, SYNTHETIC_PAGES))))),
  };
  const results: Result[] = cases(queries).map(({corpus, query, params}) => {
    const response = indexes[corpus].search(query, params);
    const hits = response.hits.map(({_rankingInfo, ...hit}) => hit);
    const result: Result = {
      key: `${corpus}\t${JSON.stringify(query)}\t${JSON.stringify(params)}`,
      nbHits: response.nbHits,
      urls: response.hits.map((h) => h.url),
      ranking: response.hits.map((h) => {
        const r = h._rankingInfo!;
        return `${r.words}/${r.exactSymbols}/${r.exactWords}/${sig(r.score)}`;
      }),
      hitsHash: createHash('sha1').update(JSON.stringify(hits)).digest('hex'),
    };
    if (response.facets) result.facets = JSON.stringify(response.facets);
    return result;
  });

  if (write) {
    mkdirSync(dirname(file), {recursive: true});
    writeFileSync(file, JSON.stringify(results, null, 1) + '\n');
    console.log(`Wrote ${results.length} golden results to ${file}`);
    return;
  }
  if (!existsSync(file)) throw new Error(`No golden file at ${file}: run with --write first (before the change).`);
  const golden = new Map((JSON.parse(readFileSync(file, 'utf8')) as Result[]).map((r) => [r.key, r]));
  const counts = {same: 0, urls: 0, nbHits: 0, ranking: 0, hits: 0, facets: 0, missing: 0};
  for (const r of results) {
    const g = golden.get(r.key);
    if (!g) {
      counts.missing++;
      continue;
    }
    const diffs: string[] = [];
    if (g.nbHits !== r.nbHits) diffs.push(`nbHits ${g.nbHits} → ${r.nbHits}`), counts.nbHits++;
    if (JSON.stringify(g.urls) !== JSON.stringify(r.urls)) diffs.push('order of URLs'), counts.urls++;
    else if (JSON.stringify(g.ranking) !== JSON.stringify(r.ranking)) diffs.push('ranking info'), counts.ranking++;
    else if (g.hitsHash !== r.hitsHash) diffs.push('hit contents (highlight, snippet, fields)'), counts.hits++;
    if (g.facets !== r.facets) diffs.push('facets'), counts.facets++;
    if (diffs.length === 0) counts.same++;
    else console.log(`DIFF ${r.key}: ${diffs.join(', ')}`);
  }
  console.log(`${results.length} cases: ${JSON.stringify(counts)}`);
  if (counts.same !== results.length) process.exit(1);
}

main();
