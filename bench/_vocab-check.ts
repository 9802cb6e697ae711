import {readFileSync} from 'node:fs';
import SearchableMap from 'minisearch/SearchableMap';
import {Vocabulary} from '../src/search/vocabulary';
import {indexTerms, rawTokens} from '../src/search/tokenize';
import {maxTypos} from '../src/search/highlight';

function check(termList: string[], queries: string[]) {
  const terms = new Map<string, number>();
  for (const t of termList) if (!terms.has(t)) terms.set(t, terms.size);
  const sm = SearchableMap.from(terms);
  const v = new Vocabulary(terms);
  let bad = 0;
  for (const q of queries) {
    const a = JSON.stringify([...sm.atPrefix(q)]);
    const b = JSON.stringify(v.atPrefix(q));
    if (a !== b) { bad++; if (bad < 5) console.log('prefix', q, a.slice(0, 200), b.slice(0, 200)); }
    for (const d of [1, 2]) {
      const fa = JSON.stringify([...sm.fuzzyGet(q, d)]);
      const fb = JSON.stringify([...v.fuzzyGet(q, d)]);
      if (fa !== fb) { bad++; if (bad < 5) console.log('fuzzy', q, d, fa.slice(0, 300), fb.slice(0, 300)); }
    }
  }
  return bad;
}
const recs = JSON.parse(readFileSync('/work/wt-speed/build/search/records.json', 'utf8'));
const list: string[] = [];
for (const r of recs) {
  const texts = r.type === 'lvl1' ? [r.hierarchy.lvl0 ?? '', r.hierarchy.lvl1 ?? ''] : r.type === 'content' ? [r.content ?? ''] : [r.hierarchy[r.type] ?? '', r.anchor ?? '', r.content ?? ''];
  for (const t of texts) for (const tok of rawTokens(t)) list.push(...indexTerms(tok));
}
const uniq = [...new Set(list)];
console.log('terms', uniq.length);
const qs: string[] = [];
for (let i = 0; i < uniq.length; i += 7) { const t = uniq[i]!; qs.push(t, t.slice(0, 2), t.slice(0, 3), t.slice(0, Math.ceil(t.length / 2)), t.slice(1), t + 'x', t.replace(/.$/, 'q')); }
qs.push('', 'a', 'zzz', 'mo', 'model', 'modle', 'jaqpot', 'jaqpto');
console.log('site bad', check(uniq, qs));
// random small vocabularies
let seed = 7; const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
let total = 0;
for (let k = 0; k < 300; k++) {
  const words: string[] = [];
  for (let i = 0; i < 60; i++) { let w = ''; const L = 1 + Math.floor(rnd() * 6); for (let j = 0; j < L; j++) w += 'abc'[Math.floor(rnd() * 3)]; words.push(w); }
  const q: string[] = []; for (let i = 0; i < 30; i++) { let w = ''; const L = Math.floor(rnd() * 6); for (let j = 0; j < L; j++) w += 'abcd'[Math.floor(rnd() * 4)]; q.push(w); }
  total += check(words, q);
}
console.log('random bad', total);
