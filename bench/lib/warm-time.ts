/**
 * Warm query time of our engine alone in a fresh Node process, for `npm run bench:search`: a
 * reader's tab holds our engine and nothing else, while the bench's own process also holds the
 * baselines' indexes, whose heaps make the garbage collector's pauses longer and more frequent.
 *
 *   tsx bench/lib/warm-time.ts HEAD.json TEXT.json QUERIES.json REQUEST.json RUNS
 *
 * QUERIES.json is an array of query strings, REQUEST.json the search parameters. Every query is
 * asked once to warm up, then RUNS times. Prints `{p50, p95}` in milliseconds. A piece table
 * beside TEXT.json (`pieces.bin`) is loaded too, as the browser loads it after the text.
 */
import {readFileSync} from 'node:fs';
import {basename, dirname, join} from 'node:path';
import {PIECES_FILE, readPieceTable} from '../../plugins/search-index/build';
import {loadIndex} from '../../src/search/engine';
import {timeWarm} from './engine-timing';

const [headFile, textFile, queriesFile, requestFile, runsArg] = process.argv.slice(2);
const read = (file: string | undefined) => JSON.parse(readFileSync(file!, 'utf8'));
const table = readPieceTable(join(dirname(textFile!), basename(PIECES_FILE)));
const index = loadIndex(read(headFile), read(textFile), undefined, table);
const queries = read(queriesFile) as string[];
const request = read(requestFile);
const runs = Number(runsArg);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`runs: a whole number above 0, not ${runsArg}`);

console.log(JSON.stringify(timeWarm(queries, (q) => index.search(q, request), runs)));
