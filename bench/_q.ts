import {readFileSync} from 'node:fs';
import {loadIndex, serializeIndex} from '../src/search/engine';
import {synthetic} from './lib/synthetic';
const records = JSON.parse(readFileSync('build/search/records.json', 'utf8'));
const idx: any = loadIndex(JSON.parse(JSON.stringify(serializeIndex(synthetic(records, 5000)))));
const q = process.argv[2] ?? 'upload large model';
for (const name of ['matchWord', 'match', 'topRanked', 'allRanked']) {
  const orig = idx[name]; let total = 0; let calls = 0;
  idx[name] = function (...a: any[]) { const t = performance.now(); const r = orig.apply(this, a); total += performance.now() - t; calls++; return r; };
  (idx as any)['_' + name] = () => [total, calls];
}
for (let i = 0; i < 30; i++) idx.search(q);
for (const name of ['matchWord', 'match', 'topRanked', 'allRanked']) { const [t, c] = idx['_' + name](); }
const t = performance.now(); let r; for (let i = 0; i < 20; i++) r = idx.search(q); const per = (performance.now() - t) / 20;
console.log(q, 'per query', per.toFixed(1), 'nbHits', r.nbHits, ['matchWord', 'match', 'topRanked'].map((n) => n + ' ' + (idx['_' + n]()[0] / 50).toFixed(2)).join(' '));
