/**
 * One cold load of the engine, for `npm run bench:search` to run in fresh Node processes:
 * JSON.parse of the head, the engine on the head and the first query, as the browser does them
 * on the first search (the text is indexed after). Prints `{parseMs, loadMs, firstQueryMs}`.
 */
import {readFileSync} from 'node:fs';
import {loadIndex} from '../../src/search/engine';

const head = readFileSync(process.argv[2]!, 'utf8');
const t0 = performance.now();
const data = JSON.parse(head);
const t1 = performance.now();
const index = loadIndex(data);
const t2 = performance.now();
index.search('model', {hitsPerPage: 20});
const t3 = performance.now();
console.log(JSON.stringify({parseMs: t1 - t0, loadMs: t2 - t1, firstQueryMs: t3 - t2}));
