import {readFileSync} from 'node:fs';
import * as NEW from '../src/search/engine';
import * as OLDE from '../.old/src/search/engine';
const {loadIndex, serializeIndex} = (process.env.OLD ? OLDE : NEW) as typeof NEW;
import {synthetic} from './lib/synthetic';
const records = JSON.parse(readFileSync('build/search/records.json', 'utf8'));
const qs = readFileSync('bench/search-queries.tsv', 'utf8').split('\n').slice(1).filter(Boolean).map((l) => l.split('\t')[0]!);
let t = performance.now();
const idx = loadIndex(JSON.parse(JSON.stringify(serializeIndex(synthetic(records, 5000)))));
console.log('load', (performance.now() - t).toFixed(0));
const times: Array<[number, string]> = [];
for (let r = 0; r < 5; r++) for (const q of qs) { t = performance.now(); idx.search(q); times.push([performance.now() - t, q]); }
times.sort((a, b) => a[0] - b[0]);
console.log('p50', times[Math.floor(times.length / 2)]![0].toFixed(1), 'p95', times[Math.floor(times.length * 0.95)]![0].toFixed(1));
console.log(times.slice(-12).map(([x, q]) => `${x.toFixed(1)} ${q}`).join('\n'));
