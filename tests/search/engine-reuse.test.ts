import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, it} from 'node:test';
import {loadIndex, recordId, SearchEngine, serializeIndex, type SearchRecord} from '../../src/search/engine';
import {readBuiltRecords} from '../../plugins/search-index/build';
import {buildDir} from '../../scripts/lib/browser';
import {builtIndex} from './helpers';

const load = (list: SearchRecord[]) => {
  const {head, text} = JSON.parse(JSON.stringify(serializeIndex(list))) as ReturnType<typeof serializeIndex>;
  return () => loadIndex(head, text);
};

/** The fixture page's records, through the indexer's own output format. */
const recordsFile = resolve('tests/search/fixtures/page.html');

/** FNV-1a over the code points of the string, as the first version of recordId computed it. */
function referenceId(url: string, type: string, position: number): string {
  let h = 0x811c9dc5;
  for (const ch of `${url}|${type}|${position}`) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36).padStart(7, '0');
}

function records(): SearchRecord[] {
  const words = readFileSync(recordsFile, 'utf8')
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out: SearchRecord[] = [];
  for (let p = 0; p < 30; p++) {
    const url = `https://jaqpot.org/docs/p${p}`;
    const hierarchy = {
      lvl0: 'Docs',
      lvl1: `Page ${words[p % words.length]} ${p}`,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    const base = {
      url_without_anchor: url,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      page_kind: 'guide' as const,
    };
    out.push({
      ...base,
      objectID: '',
      url,
      anchor: null,
      type: 'lvl1',
      hierarchy,
      content: null,
      weight: {level: 100, position: 0, pageRank: 0},
    });
    for (let c = 1; c < 6; c++) {
      const content = Array.from({length: 12}, (_, i) => words[(p * 7 + c * 13 + i * 5) % words.length]).join(' ');
      out.push({
        ...base,
        objectID: '',
        url,
        anchor: null,
        type: 'content',
        hierarchy,
        content,
        weight: {level: 0, position: c, pageRank: 0},
      });
    }
  }
  return out;
}

describe('engine: speed-ups keep answers', () => {
  it('answers a query the same after other queries (per-query arrays are reused zeroed)', () => {
    const fresh = load(records());
    const used = fresh();
    const queries = ['model', 'jaqpot models', 'predict', 'api', 'the model', 'upload', 'docs page'];
    for (const q of queries) used.search(q, {hitsPerPage: 50});
    for (const q of queries) {
      const first = fresh().search(q, {hitsPerPage: 50, getRankingInfo: true});
      const again = used.search(q, {hitsPerPage: 50, getRankingInfo: true});
      assert.deepEqual(
        again.hits.map((h) => [h.url, h._rankingInfo]),
        first.hits.map((h) => [h.url, h._rankingInfo]),
        q,
      );
      assert.equal(again.nbHits, first.nbHits, q);
    }
  });

  it('computes objectIDs as FNV-1a over code points, emoji and accents included', () => {
    for (const url of [
      'https://jaqpot.org/docs/a#b',
      'https://jaqpot.org/docs/café#prédiction',
      'https://x.org/😀/𝒳#\uD800',
    ]) {
      for (const position of [0, 7, 1234])
        assert.equal(recordId(url, 'lvl2', position), referenceId(url, 'lvl2', position));
    }
  });

  it("gives back every record of the build's records.json from the head and the text, at its place", () => {
    const {head, text} = builtIndex();
    const written = readBuiltRecords(buildDir);
    const read = loadIndex(head, text).records;
    assert.equal(read.length, written.length);
    written.forEach((record, place) => assert.deepEqual(read[place], record, `record ${place}`));
  });

  it('gives loaded records their objectIDs and own hierarchy values', () => {
    const index = load(records())();
    const r = index.records[3]!;
    assert.equal(r.objectID, referenceId(r.url, r.type, r.weight.position));
    assert.deepEqual({...r}.hierarchy, r.hierarchy);
    assert.equal(JSON.parse(JSON.stringify(r)).objectID, r.objectID);
  });
});

describe('engine built in slices', () => {
  it('answers queries of the tuning set as the engine built at once (the browser builds it in slices)', async () => {
    const {head, text} = builtIndex();
    const atOnce = loadIndex(head, text);
    // A pause that always hands back the thread, as the browser's does once its budget is used.
    const pause = () => new Promise<void>((resume) => setImmediate(resume));
    const sliced = await SearchEngine.build(head, pause);
    assert.equal(sliced.complete, false, 'complete before the body text');
    await sliced.addText(text, pause);
    assert.equal(sliced.complete, true);
    // Every fifth query of the tuning set: identifiers, questions and words alike.
    const queries = readFileSync(resolve('bench/queries/tuning.tsv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t')[0]!)
      .filter((_, i) => i % 5 === 0);
    assert.ok(queries.length >= 20, `${queries.length} queries`);
    for (const query of queries) {
      const answer = (engine: SearchEngine) => {
        const {hits, nbHits} = engine.search(query, {hitsPerPage: 20, getRankingInfo: true});
        return {nbHits, hits: hits.map((h) => [h.objectID, h._rankingInfo])};
      };
      assert.deepEqual(answer(sliced), answer(atOnce), query);
    }
  });
});

describe('index files: what the first answer waits for', () => {
  it('keeps the headings under a legacy page title and the strings only text uses out of the head, and answers them once the text is in', () => {
    const legacy = records()
      .slice(0, 6)
      .map((r) => ({...r, page_kind: 'legacy' as const}));
    const url = `${legacy[0]!.url}#zebracornclient`;
    const heading: SearchRecord = {
      ...legacy[0]!,
      objectID: recordId(url, 'lvl2', 1),
      type: 'lvl2',
      anchor: 'zebracornclient',
      url,
    };
    heading.weight = {level: 90, position: 1, pageRank: 0};
    heading.hierarchy = {...heading.hierarchy, lvl2: 'ZebracornClient'};
    const list = [legacy[0]!, heading, ...legacy.slice(1), ...records().slice(6)];
    const {head, text} = JSON.parse(JSON.stringify(serializeIndex(list))) as ReturnType<typeof serializeIndex>;
    assert.ok(
      !head.strings.includes('zebracornclient') && text.strings.includes('zebracornclient'),
      'strings only the text uses travel with it',
    );
    const first = loadIndex(head);
    assert.equal(first.records[0]?.type, 'lvl1', 'the legacy page title is in the head');
    assert.equal(first.records[1], undefined, 'its headings are not');
    assert.equal(first.search('ZebracornClient').nbHits, 0);
    const complete = loadIndex(head, text);
    assert.deepEqual(complete.records[1], heading);
    assert.equal(complete.search('ZebracornClient').hits[0]?.url, heading.url);
  });
});
