import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import SearchableMap from 'minisearch/SearchableMap';
import {Vocabulary} from '../../src/search/vocabulary';

/**
 * The engine keeps the first 64 prefix completions in the order MiniSearch's
 * radix tree lists them and breaks score ties by it: the vocabulary must list
 * them (and typo matches) exactly as `SearchableMap.from(terms)` does.
 */
function compare(words: string[], queries: string[]): void {
  const terms = new Map<string, number>();
  for (const w of words) if (!terms.has(w)) terms.set(w, terms.size);
  const tree = SearchableMap.from(terms);
  const vocabulary = new Vocabulary(terms);
  for (const q of queries) {
    assert.deepEqual(vocabulary.atPrefix(q), [...tree.atPrefix(q)], `atPrefix(${JSON.stringify(q)}) of ${words.length} terms`);
    for (const distance of [1, 2]) {
      assert.deepEqual([...vocabulary.fuzzyGet(q, distance)], [...tree.fuzzyGet(q, distance)], `fuzzyGet(${JSON.stringify(q)}, ${distance})`);
      // Asked again (answered from the recent lookups): the same.
      assert.deepEqual([...vocabulary.fuzzyGet(q, distance)], [...tree.fuzzyGet(q, distance)], `fuzzyGet(${JSON.stringify(q)}, ${distance}) again`);
    }
    assert.deepEqual(vocabulary.atPrefix(q), [...tree.atPrefix(q)], `atPrefix(${JSON.stringify(q)}) again`);
    assert.equal(vocabulary.get(q), terms.get(q));
  }
}

function randomWords(rand: () => number, count: number, letters: string, maxLength: number): string[] {
  return Array.from({length: count}, () => {
    let w = '';
    const length = 1 + Math.floor(rand() * maxLength);
    for (let j = 0; j < length; j++) w += letters[Math.floor(rand() * letters.length)];
    return w;
  });
}

describe('vocabulary: lookups in the order of MiniSearch’s SearchableMap', () => {
  it('matches on vocabularies full of shared prefixes (insertion orders that split edges)', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    for (let k = 0; k < 200; k++) {
      compare(randomWords(rand, 60, 'abc', 6), ['', ...randomWords(rand, 25, 'abcd', 5)]);
    }
  });

  it('matches on words of docs text, with identifiers and non-ASCII terms', () => {
    const words = (
      'model models modeling modelid model.fit modeltype jaqpot jaqpotpy jaqpotpy.models jaqpot.login login ' +
      'predict prediction predictions predictor docker dockerfile doc docs document documentation ' +
      'torch_onnx torch_geometric_onnx torch onnx café cafe caf prédiction 日本 日本語 😀rocket sklearn sklearnmodel'
    ).split(' ');
    const queries = ['m', 'mo', 'mod', 'model', 'modle', 'jaqpto', 'doc', 'docker', 'dokcer', 'torch_', 'caf', 'cafè', '日', 'predictoin', 'zzz', ''];
    compare(words, queries);
    compare([...words].reverse(), queries);
  });

  it('lists a prefix the way MiniSearch does, and nothing for an unknown one', () => {
    const vocabulary = new Vocabulary(new Map([['model', 0], ['mode', 1], ['x', 2]]));
    assert.deepEqual(vocabulary.atPrefix('x'), [['x', 2]]);
    assert.deepEqual(vocabulary.atPrefix('modex'), []);
    // "mode" split the edge to "model": its node holds the old branch, then its own term; listed last first.
    assert.deepEqual(vocabulary.atPrefix('mo'), [['mode', 1], ['model', 0]]);
  });
});
