/**
 * Each record's sentence vector, made in the browser from the piece table (so the download is the
 * table alone, the same for every build) when a question first needs its page, and a page's
 * similarity to a query: its best record's cosine. Made on demand, a page at a time: a reader's
 * questions reach a few pages, and making all of a site's vectors up front kept the main thread
 * busy for a third of a second.
 */
import type {SearchRecord} from '../types';
import type {ReadTable} from './table-format';
import {quantize, textVector} from './vectors';

/** Characters of a record's text its vector reads: a section's opening says what it is about. */
export const TEXT_READ = 300;

/** The text a record's vector reads: where it sits (its page and headings), then how it opens. */
export function recordText(record: SearchRecord): string {
  const {lvl1, lvl2, lvl3, lvl4} = record.hierarchy;
  const trail = [lvl1, lvl2, lvl3, lvl4].filter(Boolean).join(' › ');
  return `${trail}. ${(record.content ?? '').slice(0, TEXT_READ)}`;
}

export class RecordVectors {
  private readonly dims: number;
  /** Record `place`'s vector in one byte a number, scaled by `scales[place]`. */
  private readonly vectors: Int8Array;
  private readonly scales: Float32Array;
  /** 1 where the record's vector is made. */
  private readonly made: Uint8Array;

  constructor(
    private readonly read: ReadTable,
    private readonly records: ReadonlyArray<SearchRecord | undefined>,
  ) {
    this.dims = read.table.dims;
    this.vectors = new Int8Array(records.length * this.dims);
    this.scales = new Float32Array(records.length);
    this.made = new Uint8Array(records.length);
  }

  /** A text's vector (a query's). */
  vectorOf(text: string): Float32Array {
    return textVector(this.read.encoder.encode(text), this.read.table);
  }

  /** Makes the vector of the record at `place`. */
  private make(place: number): void {
    this.made[place] = 1;
    const record = this.records[place];
    if (!record) return;
    this.scales[place] = quantize(this.vectorOf(recordText(record)), this.vectors, place * this.dims);
  }

  /** The best cosine of `query` (a vector of length 1) with one of the records at `places`. */
  best(query: Float32Array, places: Iterable<number>): number {
    let best = -1;
    for (const place of places) {
      if (!this.made[place]) this.make(place);
      const at = place * this.dims;
      let sum = 0;
      for (let d = 0; d < this.dims; d++) sum += query[d]! * this.vectors[at + d]!;
      const cosine = sum * this.scales[place]!;
      if (cosine > best) best = cosine;
    }
    return best;
  }
}
