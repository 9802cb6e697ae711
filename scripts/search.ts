/**
 * Searches the built site from the command line, with the engine the browser uses.
 *
 *   npm run search -- "query" [--json] [--explain] [--limit N] [--build DIR]
 *
 * One result per line: url, hierarchy (lvl0 › lvl1 › …) and snippet; with --json one
 * JSON object per line ({url, hierarchy, snippet, type}); with --explain, under each result
 * the parts of its score (src/search/weights.ts names each one).
 */
import {existsSync} from 'node:fs';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {MAX_QUERY_LENGTH, queryLength} from '../src/search/constants';
import {LEVELS, plainText as plain, type RankingInfo, type ScoreParts} from '../src/search/engine';
import {RANKING} from '../src/search/weights';
import {INDEX_FILE, loadBuiltIndex} from '../plugins/search-index/build';
import {endQuietlyWhenReaderCloses} from './lib/stdout';

const USAGE = 'Usage: npm run search -- "query" [--json] [--explain] [--limit N] [--build DIR]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const n = (value: number) => Number(value.toFixed(3)).toString();

/** The parts of a score, as rank.ts multiplies them, and each factor that differs from 1. */
function explanation(info: RankingInfo, p: ScoreParts): string {
  const {score, pageScore, defines} = info;
  const factors = [
    `words held ${n(p.wordShare)}`,
    `page kind ${p.kindName} ${n(p.kind)}`,
    `title share ${n(p.titleShare)} (×${n(1 + RANKING.page.titleCoverage * p.titleShare)})`,
    ...(p.proximity !== 1 ? [`proximity ${n(p.proximity)}`] : []),
    ...(p.phrase !== 1 ? [`phrase ${n(p.phrase)}`] : []),
    ...(p.code !== 1 ? [`code sample ${n(p.code)}`] : []),
  ];
  const notes = [
    ...(defines
      ? [`its heading defines ${defines} queried identifier(s): it comes first on its page and its page first`]
      : []),
    ...(p.signpost ? ['signpost: its match counts as a listing'] : []),
    ...(p.shared !== 1 ? [`shared text off its home: its match ×${n(p.shared)}`] : []),
    ...(p.similarity !== undefined
      ? [
          `closeness in meaning ${n(p.similarity)}: its page re-ordered among the first by it (×${RANKING.semantic.weight})`,
        ]
      : []),
  ];
  return [
    `    score ${n(score)} = (field match ${n(p.match)} × own ${n(p.own)} + page evidence ${n(p.page)})`,
    `      × ${factors.join(' × ')}`,
    `    page's best ${n(pageScore)}${notes.length ? `; ${notes.join('; ')}` : ''}`,
  ].join('\n');
}

function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        json: {type: 'boolean'},
        explain: {type: 'boolean'},
        limit: {type: 'string'},
        build: {type: 'string'},
        help: {type: 'boolean', short: 'h'},
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
  const {values, positionals} = parsed;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const query = positionals.join(' ').trim();
  if (!query) fail('No query given.');
  if (queryLength(query) > MAX_QUERY_LENGTH)
    fail(`The query has ${queryLength(query)} characters; the search takes at most ${MAX_QUERY_LENGTH}.`);
  const limit = values.limit === undefined ? 10 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) fail(`--limit must be a positive whole number, not "${values.limit}".`);
  const dir = resolve(values.build ?? 'build');
  if (!existsSync(resolve(dir, INDEX_FILE)))
    fail(`No search index at ${resolve(dir, INDEX_FILE)}: run "npm run build" first.`);

  let index;
  try {
    index = loadBuiltIndex(dir);
  } catch (error) {
    // A damaged file (src/search/read-index.ts says what is wrong) or one that is not JSON.
    const message = (error as Error).message.replace(/^The search index is damaged: /, '');
    fail(`The search index in ${dir} is damaged: ${message}. Run "npm run build" again.`);
  }
  const response = index.search(query, {hitsPerPage: limit, getRankingInfo: values.explain === true});
  for (const hit of response.hits) {
    const hierarchy = LEVELS.map((l) => hit.hierarchy[l])
      .filter((v): v is string => Boolean(v))
      .map(plain);
    const snippet = plain(hit._snippetResult.content?.value ?? '');
    const info = hit._rankingInfo;
    if (values.json) {
      console.log(JSON.stringify({url: hit.url, type: hit.type, hierarchy, snippet, ...(info && {ranking: info})}));
    } else {
      console.log([hit.url, hierarchy.join(' › '), snippet].filter(Boolean).join('\t'));
      if (info?.parts) console.log(explanation(info, info.parts));
    }
  }
  if (!values.json) console.error(`${response.nbHits} results for "${query}" (${response.hits.length} shown)`);
}

endQuietlyWhenReaderCloses();
main();
