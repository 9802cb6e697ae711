/**
 * Search benchmark on the production build (run `npm run build` first):
 *
 *   npm run bench:search [-- --no-browser | --relevance | --scale-only] [--sets tuning,public-40 | --sets all-tuning]
 *                        [--scale 2000,5000 | --no-scale] [--cold-runs N] [--baseline DIR]
 *
 * - relevance on every query set in bench/queries/*.tsv (columns: query, targets, kind), or on
 *   the sets named by `--sets` (the others are not read: tune with `--sets all-tuning`, every
 *   set but the held-out ones, so those stay unseen); the timings run the queries of the sets read,
 *   one row per set and engine (success@1, success@5, MRR@10, by page): our engine, MiniSearch
 *   with its defaults and our tokenizer (the baseline), lunr with fuzzy matching and our
 *   tokenizer, and Pagefind on the article only (data-pagefind-body), all from the same pages;
 * - index size raw and gzip;
 * - warm per-query p50/p95 in Node (ours alone in a fresh process, as a reader's tab holds it, and
 *   also in this process beside the baselines, which are timed here), and in Chromium with the cold first result (index
 *   fetch included) four ways: click → first hit, open modal → first hit, pointer over
 *   the button then click → first hit, and the modal alone (index held back);
 * - our engine on a synthetic corpus of 5,000 generated pages;
 * - the cold first result in Chromium with the synthetic corpus of 2,000 and 5,000 pages (`--scale`)
 *   added to the site's index, beside the site's own in the same runs (`--scale-only`: that alone;
 *   `--baseline DIR`: another build folder, main's say, measured in the same runs, taking turns).
 * Prints a side-by-side table and writes bench/results/search.json.
 */
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, join, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import {INDEX_FILE, PIECES_FILE, readBuiltIndex, readBuiltRecords, TEXT_FILE} from '../plugins/search-index/build';
import {loadIndex, serializeIndex} from '../src/search/engine';
import {buildDir} from '../scripts/lib/browser';
import {DOC_PAGE_FILTERS} from '../src/search/constants';
import {buildPagefind, dirSize, lunrBaseline, miniSearchBaseline} from './lib/search-baselines';
import {browserFigures, HOVER_TO_CLICK_MS, CTRL_TO_K_MS, type ColdFigures} from './lib/search-browser';
import {
  pagePath,
  readQuerySets,
  assertTargetsArePages,
  relevanceBySet,
  printRelevance,
  withoutHeldOutQueries,
  type EngineResult,
} from './lib/search-relevance';
import {
  kb,
  ms,
  pct,
  previousSpeed,
  printSpeedBeside,
  printTable,
  progress,
  type SpeedFigures,
} from './lib/search-report';
import {coldLoads, isolatedWarm, timeWarm} from './lib/engine-timing';
import {scaledColdFigures, type LoadRange, type ScaledCold} from './lib/search-scale';
import {synthetic, SYNTHETIC_PAGES} from './lib/synthetic';

/** The request DocSearch sends from a doc page (theme searchParameters and contextual filters). */
const MODAL_REQUEST = {
  hitsPerPage: 20,
  attributesToSnippet: [
    'hierarchy.lvl1:10',
    'hierarchy.lvl2:10',
    'hierarchy.lvl3:10',
    'hierarchy.lvl4:10',
    'hierarchy.lvl5:10',
    'hierarchy.lvl6:10',
    'content:10',
  ],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  facetFilters: DOC_PAGE_FILTERS,
};
/**
 * Times each query is asked when timing the baselines, and ours beside their heaps: these figures
 * are a comparison, for which 5 runs of every query give a steady p95 at a quarter of the time 20
 * would take (the baselines are slower than ours). Ours alone, the figure the goals read, gets 20.
 */
const BASELINE_RUNS = 5;
/** `--cold-runs N`: fewer runs for a quick look (default 7). */
const COLD_RUNS =
  Number(process.argv[process.argv.indexOf('--cold-runs') + 1]) > 0 && process.argv.includes('--cold-runs')
    ? Number(process.argv[process.argv.indexOf('--cold-runs') + 1])
    : 7;
/**
 * `--baseline DIR` (with `--scale-only`): another build folder (main's, say), measured in the same
 * runs, the builds taking turns, so that the machine's load falls on both alike.
 */
const BASELINE = process.argv.includes('--baseline')
  ? resolve(process.argv[process.argv.indexOf('--baseline') + 1]!)
  : undefined;
/** `--scale 0,2000,5000`: the sizes of the cold first result at scale (0: the site as built); `--no-scale`: none. */
const SCALE_SIZES = process.argv.includes('--no-scale')
  ? []
  : (process.argv.includes('--scale') ? process.argv[process.argv.indexOf('--scale') + 1]! : '0,2000,5000')
      .split(',')
      .map(Number);

function printScaled({figures: scaled, load}: {figures: ScaledCold[]; load: LoadRange}): void {
  const builds = new Set(scaled.map((x) => x.build)).size > 1;
  console.log(
    `\nours: cold first result at scale (the site's index with the synthetic corpus added, ${COLD_RUNS} runs, ` +
      `load average ${load[0].toFixed(1)}-${load[1].toFixed(1)}):`,
  );
  printTable([
    [
      ...(builds ? ['build'] : []),
      'pages added',
      'records',
      'head',
      'head gzip',
      'whole head gzip',
      'text gzip',
      'click → first hit (median)',
      'the same, service worker in control',
      'bytes to the first hit (median)',
    ],
    ...scaled.map((x) => [
      ...(builds ? [x.build] : []),
      x.pages.toLocaleString('en'),
      x.records.toLocaleString('en'),
      x.sharded ? 'sharded' : 'whole',
      kb(x.headGzip),
      kb(x.wholeHeadGzip),
      kb(x.textGzip),
      ms(pct(x.clickToHit, 50)),
      ms(pct(x.workerClickToHit, 50)),
      kb(pct(x.bytesToFirstHit, 50)),
    ]),
  ]);
  console.log('Goals at 2,000 pages: click → first hit ≤ 150 ms, bytes ≤ 300 KB.');
}

async function main() {
  if (process.argv.includes('--scale-only')) {
    printScaled(await scaledColdFigures(SCALE_SIZES, COLD_RUNS, BASELINE ? [BASELINE, buildDir] : [buildDir]));
    return;
  }
  const noBrowser = process.argv.includes('--no-browser') || process.argv.includes('--relevance');
  const relevanceOnly = process.argv.includes('--relevance');
  const sets = readQuerySets();
  const queries = sets.flatMap((set) => set.queries);
  const queryTexts = queries.map((q) => q.query);
  const siteHead = resolve(buildDir, INDEX_FILE);
  const siteText = resolve(buildDir, TEXT_FILE);
  const headText = readFileSync(siteHead, 'utf8');
  const textText = readFileSync(siteText, 'utf8');
  const built = readBuiltIndex(buildDir, true);
  // The piece table, fetched after the text: counted in our index's bytes when the build has one.
  const pieces = existsSync(resolve(buildDir, PIECES_FILE)) ? readFileSync(resolve(buildDir, PIECES_FILE)) : undefined;
  // Each file's bytes, raw and gzip, counted once: the engines below are sums of them.
  const raw = {head: Buffer.byteLength(headText), text: Buffer.byteLength(textText), pieces: pieces?.length ?? 0};
  const gzip = {
    head: gzipSync(headText).length,
    text: gzipSync(textText).length,
    pieces: pieces ? gzipSync(pieces).length : 0,
  };
  const records = readBuiltRecords(buildDir);
  assertTargetsArePages(sets, records);
  const kinds = new Map(records.map((r) => [pagePath(r.url), r.page_kind]));

  progress(relevanceOnly ? 'relevance: ours' : 'ours: relevance, then warm time alone in a fresh process');
  let t = performance.now();
  const ours = loadIndex(built.head, built.text, undefined, built.table);
  const oursLoadMs = performance.now() - t;
  const oursSearch = (q: string) => ours.search(q, {hitsPerPage: 50}).hits.map((h) => h.url);
  const results: EngineResult[] = [];
  results.push({
    engine: 'ours (MiniSearch + re-ranker)',
    relevance: await relevanceBySet(sets, oursSearch, kinds),
    indexRaw: raw.head + raw.text + raw.pieces,
    indexGzip: gzip.head + gzip.text + gzip.pieces,
    nodeWarm: relevanceOnly ? undefined : isolatedWarm(siteHead, siteText, queryTexts, {hitsPerPage: 50}),
  });
  // Until the piece table is in (it is fetched after the text), the first pages are in the order of their words.
  if (built.table) {
    const words = loadIndex(built.head, built.text);
    results.push({
      engine: 'ours, before the piece table',
      relevance: await relevanceBySet(sets, (q) => words.search(q, {hitsPerPage: 50}).hits.map((h) => h.url), kinds),
      indexRaw: raw.head + raw.text,
      indexGzip: gzip.head + gzip.text,
    });
  }
  // The same figure in this process, beside the baselines' heaps, as the baselines are timed.
  if (!relevanceOnly) progress('ours: warm time in this process');
  const oursInProcess = relevanceOnly ? undefined : timeWarm(queryTexts, oursSearch, BASELINE_RUNS);
  // What a reader sees first: the answer from the head (titles and headings) while the body text
  // loads, or, when the head has none, the complete one (the client waits for the text then).
  const headOnly = loadIndex(built.head);
  // As the client does: the complete answer when the head has none, or may be wrong (awaitingText).
  const firstAnswer = (q: string) => {
    const head = headOnly.search(q, {hitsPerPage: 50});
    return (head.hits.length && !head.awaitingText ? head : ours.search(q, {hitsPerPage: 50})).hits.map((h) => h.url);
  };
  results.push({
    engine: 'ours, first answer (head)',
    relevance: await relevanceBySet(sets, firstAnswer, kinds),
    indexRaw: raw.head,
    indexGzip: gzip.head,
  });
  progress(relevanceOnly ? 'relevance: MiniSearch' : 'MiniSearch: relevance, warm time');
  const mini = miniSearchBaseline(records);
  results.push({
    engine: 'MiniSearch (defaults)',
    relevance: await relevanceBySet(sets, mini.search, kinds),
    indexRaw: mini.raw,
    indexGzip: mini.gzip,
    nodeWarm: relevanceOnly ? undefined : timeWarm(queryTexts, mini.search, BASELINE_RUNS),
  });
  progress(relevanceOnly ? 'relevance: lunr' : 'lunr: relevance, warm time');
  const lunrIdx = lunrBaseline(records);
  results.push({
    engine: 'lunr (fuzzy)',
    relevance: await relevanceBySet(sets, lunrIdx.search, kinds),
    indexRaw: lunrIdx.raw,
    indexGzip: lunrIdx.gzip,
    nodeWarm: relevanceOnly ? undefined : timeWarm(queryTexts, lunrIdx.search, BASELINE_RUNS),
  });
  if (relevanceOnly) {
    printRelevance(sets, results);
    return;
  }
  progress('cold loads in Node');
  const cold = coldLoads(resolve(buildDir, INDEX_FILE), resolve(buildDir, TEXT_FILE), COLD_RUNS);

  progress('Pagefind index');
  const pagefindDir = await buildPagefind();
  const pfSize = dirSize(pagefindDir);
  const pagefind: EngineResult = {
    engine: 'Pagefind 1.x (article)',
    relevance: {},
    indexRaw: pfSize.raw,
    indexGzip: pfSize.gzip,
  };
  results.push(pagefind);

  let coldDetail: ColdFigures | undefined;
  let scaled: Awaited<ReturnType<typeof scaledColdFigures>> | undefined;
  if (!noBrowser) {
    const browser = await browserFigures(COLD_RUNS, queries, pagefindDir, (search) =>
      relevanceBySet(sets, search, kinds),
    );
    results[0]!.coldFirstResultMs = pct(browser.cold.clickToHit, 50);
    coldDetail = browser.cold;
    results[0]!.browserWarm = browser.oursFrame;
    pagefind.relevance = browser.pagefind.relevance;
    pagefind.browserWarm = browser.pagefind.warm;
    scaled = await scaledColdFigures(SCALE_SIZES, COLD_RUNS);
  }

  printRelevance(sets, results);
  const speedRows = [
    [
      'engine',
      'index raw',
      'index gzip',
      'Node warm p50',
      'Node warm p95',
      'Chromium warm p50',
      'Chromium warm p95',
      'cold first result',
    ],
    ...results.map((r) => [
      r.engine,
      kb(r.indexRaw),
      kb(r.indexGzip),
      ms(r.nodeWarm?.p50),
      ms(r.nodeWarm?.p95),
      ms(r.browserWarm?.p50),
      ms(r.browserWarm?.p95),
      ms(r.coldFirstResultMs),
    ]),
  ];
  console.log('');
  printTable(speedRows);
  progress('synthetic corpus');
  // Synthetic corpus, our engine.
  const synth = synthetic(records, SYNTHETIC_PAGES);
  const synthFiles = serializeIndex(synth);
  const synthText = JSON.stringify(synthFiles.head) + JSON.stringify(synthFiles.text);
  t = performance.now();
  loadIndex(JSON.parse(JSON.stringify(synthFiles.head)), JSON.parse(JSON.stringify(synthFiles.text)));
  const synthLoadMs = performance.now() - t;
  const synthDir = mkdtempSync(join(tmpdir(), 'synthetic-'));
  const synthHead = join(synthDir, 'head.json');
  const synthTextFile = join(synthDir, 'text.json');
  writeFileSync(synthHead, JSON.stringify(synthFiles.head));
  writeFileSync(synthTextFile, JSON.stringify(synthFiles.text));
  // The site's piece table beside them (warm-time.ts reads it there), as a large site would ship it.
  if (existsSync(resolve(buildDir, PIECES_FILE)))
    copyFileSync(resolve(buildDir, PIECES_FILE), join(synthDir, basename(PIECES_FILE)));
  // One run on the big corpus: a run takes minutes on 2 cores.
  const synthWarm = isolatedWarm(synthHead, synthTextFile, queryTexts, {hitsPerPage: 50}, 1);
  // What a keystroke in the modal costs: DocSearch's request (20 hits, 10-word snippets, the doc page's filters).
  const modalWarm = isolatedWarm(siteHead, siteText, queryTexts, MODAL_REQUEST);
  const synthModalWarm = isolatedWarm(synthHead, synthTextFile, queryTexts, MODAL_REQUEST, 1);
  rmSync(synthDir, {recursive: true, force: true});
  const synthetic5000 = {
    pages: SYNTHETIC_PAGES,
    records: synth.length,
    indexRaw: Buffer.byteLength(synthText),
    indexGzip: gzipSync(synthText).length,
    loadMs: synthLoadMs,
    nodeWarm: synthWarm,
    nodeWarmModalRequest: synthModalWarm,
  };

  console.log(`\nours: index load (parse + build) in Node ${oursLoadMs.toFixed(0)} ms`);
  console.log(
    `ours: cold in a fresh Node process (median of ${COLD_RUNS}): JSON.parse ${ms(cold.parseMs)}, loadIndex ${ms(cold.loadMs)}, first query ${ms(cold.firstQueryMs)}`,
  );
  console.log(
    `synthetic ${SYNTHETIC_PAGES} pages (${synth.length} records): index ${kb(synthetic5000.indexRaw)} raw, ${kb(synthetic5000.indexGzip)} gzip; ` +
      `load ${synthLoadMs.toFixed(0)} ms; warm p50 ${ms(synthWarm.p50)}, p95 ${ms(synthWarm.p95)}`,
  );
  console.log(
    `ours, 50 hits, in this process beside the baselines' heaps: Node warm p50 ${ms(oursInProcess?.p50)}, p95 ${ms(oursInProcess?.p95)} ` +
      "(the Node columns time ours alone in a fresh process, as a reader's tab holds it, and the baselines here)",
  );
  console.log('Chromium warm for ours = one keystroke to the next frame through the modal (search + render).');
  console.log(
    `ours, the modal's own request (20 hits): Node warm p50 ${ms(modalWarm.p50)}, p95 ${ms(modalWarm.p95)}; ` +
      `synthetic ${SYNTHETIC_PAGES} pages p50 ${ms(synthModalWarm.p50)}, p95 ${ms(synthModalWarm.p95)} (the table's Node columns ask for 50 hits)`,
  );
  if (coldDetail) {
    const line = (label: string, xs: number[]) =>
      console.log(
        `  ${label.padEnd(52)} median ${ms(pct(xs, 50))}  (${[...xs]
          .sort((a, b) => a - b)
          .map((x) => x.toFixed(0))
          .join(', ')})`,
      );
    console.log(`ours: cold first result in Chromium (fresh context each run, ${COLD_RUNS} runs):`);
    line("click, or Ctrl+K pressed as one → first hit (the table's figure)", coldDetail.clickToHit);
    line('open modal (input shown) → first hit', coldDetail.openToHit);
    line("the same with the site's service worker in control, page quiet", coldDetail.workerClickToHit);
    line(`pointer over the button, click ${HOVER_TO_CLICK_MS} ms later → first hit`, coldDetail.hoverClickToHit);
    line(`Ctrl down, K ${CTRL_TO_K_MS} ms later → first hit`, coldDetail.ctrlKToHit);
    line('click → open modal, index held back (DocSearch alone)', coldDetail.modalOnly);
    line('Slow 4G (150 ms RTT, 1.6 Mbps): click → first hit', coldDetail.slow4gClickToHit);
    console.log(`  bytes from the click to the first hit: median ${kb(pct(coldDetail.bytesToFirstHit, 50))}`);
  }
  if (scaled?.figures.length) printScaled(scaled);
  console.log(
    'Goals: on every held-out set success@1 ≥ 0.85, success@5 ≥ 0.98, MRR@10 ≥ 0.90; warm p95 ≤ 5 ms (site) / ≤ 30 ms (5,000 pages), cold first result ≤ 100 ms, bytes it needs ≤ 150 KB gzip.',
  );

  const now: SpeedFigures = {
    date: new Date().toISOString(),
    indexGzip: results[0]!.indexGzip,
    nodeWarmP95: results[0]!.nodeWarm?.p95,
    modalWarmP95: modalWarm.p95,
    synthWarmP95: synthWarm.p95,
    synthModalWarmP95: synthModalWarm.p95,
    coldLoadMs: cold.loadMs,
    coldFirstQueryMs: cold.firstQueryMs,
    clickToHit: coldDetail && pct(coldDetail.clickToHit, 50),
    bytesToFirstHit: coldDetail && pct(coldDetail.bytesToFirstHit, 50),
  };
  printSpeedBeside(now, previousSpeed());

  mkdirSync(resolve('bench/results'), {recursive: true});
  writeFileSync(
    resolve('bench/results/search.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        sets: sets.map((x) => ({name: x.name, queries: x.queries.length})),
        records: records.length,
        oursLoadMs,
        cold,
        coldDetail,
        results: withoutHeldOutQueries(results),
        modalRequestWarm: modalWarm,
        synthetic5000,
        scaled,
      },
      null,
      2,
    ) + '\n',
  );
  console.log('Wrote bench/results/search.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
