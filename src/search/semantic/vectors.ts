/**
 * Sentence vectors from a table of piece vectors (a static distillation of a sentence encoder:
 * each piece's vector is the encoder's output for that piece alone). A text's vector is the sum
 * of its pieces' vectors, each weighted by how rare the piece is (smooth inverse frequency,
 * a / (a + p) for a piece of probability p), scaled to length 1.
 */

/** The smooth inverse frequency's `a`: pieces more common than about 1 in 1,000 count less. */
export const RARITY = 1e-3;

export interface PieceTable {
  /** Numbers per vector. */
  dims: number;
  /**
   * Piece `i`'s vector at `[i * dims, (i + 1) * dims)`, one byte a number as the file holds it
   * (table-format.ts): a quarter of the memory of 32-bit numbers, and nothing to convert.
   */
  vectors: Int8Array;
  /** What one unit of piece `i`'s bytes stands for: its number is its byte times this. */
  scales: Float32Array;
  /** Piece `i`'s weight in a sum (0 for pieces that carry nothing, such as the unknown piece). */
  weights: Float32Array;
}

/** The weight of each piece from its log probability. */
export function rarityWeights(logProbs: ArrayLike<number>, reserved: number): Float32Array {
  const out = new Float32Array(logProbs.length);
  for (let i = reserved; i < logProbs.length; i++) out[i] = RARITY / (RARITY + Math.exp(logProbs[i]!));
  return out;
}

/** The vector of a text given as piece ids, scaled to length 1 (all zeros when nothing counts). */
export function textVector(pieceIds: readonly number[], table: PieceTable): Float32Array {
  const {dims, vectors, scales, weights} = table;
  const out = new Float32Array(dims);
  for (const id of pieceIds) {
    const weight = (weights[id] ?? 0) * (scales[id] ?? 0);
    if (!weight) continue;
    const at = id * dims;
    for (let d = 0; d < dims; d++) out[d]! += weight * vectors[at + d]!;
  }
  let norm = 0;
  for (let d = 0; d < dims; d++) norm += out[d]! * out[d]!;
  if (norm > 0) {
    const scale = 1 / Math.sqrt(norm);
    for (let d = 0; d < dims; d++) out[d]! *= scale;
  }
  return out;
}

/**
 * `values` in one byte a number, scaled so the largest in size is ±127, written into `out` from
 * `at`; returns the scale that turns a byte back into its number (0 when all are 0).
 */
export function quantize(values: ArrayLike<number>, out: Int8Array, at: number): number {
  let largest = 0;
  for (let d = 0; d < values.length; d++) largest = Math.max(largest, Math.abs(values[d]!));
  for (let d = 0; d < values.length; d++) out[at + d] = largest ? Math.round((values[d]! / largest) * 127) : 0;
  return largest / 127;
}

/** Cosine of two vectors of length 1. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let d = 0; d < a.length; d++) sum += a[d]! * b[d]!;
  return sum;
}
