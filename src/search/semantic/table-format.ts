/**
 * The piece table's file (`search/pieces.bin`): the vocabulary and, per piece, its vector in one
 * byte a number (scaled by the piece's largest number). Binary, since a megabyte of numbers as
 * JSON text would be several. The table depends only on the encoder it was distilled from, not
 * on the pages, so one file serves every build.
 *
 * Layout (little-endian): "JQPV", version u32, dims u32, pieces u32, reserved u32, the byte
 * length of the pieces' JSON u32; the pieces as a JSON array of strings (UTF-8), zero-padded to
 * a multiple of 4 bytes; log probabilities f32 × pieces; scales f32 × pieces; vectors i8 ×
 * pieces × dims.
 */
import {PieceEncoder} from './pieces';
import {quantize, rarityWeights, type PieceTable} from './vectors';

export const TABLE_VERSION = 1;
const MAGIC = 0x5650514a; // "JQPV", read little-endian
const HEADER = 24;

export interface TableData {
  pieces: string[];
  logProbs: Float32Array;
  reserved: number;
  dims: number;
  /** Piece i's vector at [i * dims, (i + 1) * dims), unquantized. */
  vectors: Float32Array;
}

/** A file that is not a piece table this code reads. */
export class TableFormatError extends Error {
  constructor(message: string) {
    super(`search piece table: ${message}`);
    this.name = 'TableFormatError';
  }
}

const pad4 = (n: number) => (n + 3) & ~3;

/** The table as the file's bytes: each vector in one byte a number, scaled by its largest. */
export function encodeTable(data: TableData): Uint8Array {
  const {pieces, logProbs, reserved, dims, vectors} = data;
  const count = pieces.length;
  if (logProbs.length !== count || vectors.length !== count * dims)
    throw new TableFormatError(`${count} pieces, ${logProbs.length} log probabilities, ${vectors.length} numbers`);
  const names = new TextEncoder().encode(JSON.stringify(pieces));
  const at = HEADER + pad4(names.length);
  const bytes = new Uint8Array(at + count * 8 + count * dims);
  const view = new DataView(bytes.buffer);
  [MAGIC, TABLE_VERSION, dims, count, reserved, names.length].forEach((n, i) => view.setUint32(i * 4, n, true));
  bytes.set(names, HEADER);
  const quantized = new Int8Array(bytes.buffer, at + count * 8, count * dims);
  for (let i = 0; i < count; i++) {
    view.setFloat32(at + i * 4, logProbs[i]!, true);
    const scale = quantize(vectors.subarray(i * dims, (i + 1) * dims), quantized, i * dims);
    view.setFloat32(at + count * 4 + i * 4, scale, true);
  }
  return bytes;
}

export interface ReadTable {
  encoder: PieceEncoder;
  table: PieceTable;
}

/** The encoder and the table of a file's bytes; TableFormatError when it is not such a file. */
export function decodeTable(buffer: ArrayBuffer): ReadTable {
  if (buffer.byteLength < HEADER) throw new TableFormatError(`${buffer.byteLength} bytes, shorter than its header`);
  const view = new DataView(buffer);
  const [magic, version, dims, count, reserved, namesLength] = Array.from({length: 6}, (_, i) =>
    view.getUint32(i * 4, true),
  ) as [number, number, number, number, number, number];
  if (magic !== MAGIC) throw new TableFormatError('not a piece table (no JQPV mark)');
  if (version !== TABLE_VERSION) throw new TableFormatError(`version ${version}; this code reads ${TABLE_VERSION}`);
  const at = HEADER + pad4(namesLength);
  if (buffer.byteLength !== at + count * 8 + count * dims)
    throw new TableFormatError(
      `${buffer.byteLength} bytes where ${count} pieces of ${dims} numbers take ${at + count * 8 + count * dims}`,
    );
  let pieces: unknown;
  try {
    pieces = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, HEADER, namesLength)));
  } catch {
    throw new TableFormatError('its pieces are not JSON');
  }
  if (!Array.isArray(pieces) || pieces.length !== count || pieces.some((p) => typeof p !== 'string'))
    throw new TableFormatError(`its pieces are not ${count} strings`);
  const logProbs = new Float32Array(count);
  const scales = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    logProbs[i] = view.getFloat32(at + i * 4, true);
    scales[i] = view.getFloat32(at + count * 4 + i * 4, true);
  }
  return {
    encoder: new PieceEncoder(pieces as string[], logProbs, reserved),
    // The bytes are read where they lie: the table keeps the file's buffer.
    table: {
      dims,
      vectors: new Int8Array(buffer, at + count * 8, count * dims),
      scales,
      weights: rarityWeights(logProbs, reserved),
    },
  };
}
