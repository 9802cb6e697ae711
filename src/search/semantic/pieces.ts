/**
 * Splits text into the pieces of a SentencePiece unigram vocabulary (the tokenizer of the
 * Universal Sentence Encoder, whose pieces the sentence vectors are made of): the split whose
 * pieces' log probabilities sum highest. A piece that starts a word begins with ▁, and no piece
 * holds ▁ elsewhere, so each word splits on its own: a word's pieces are kept, and the docs' text
 * repeats its words. A character no piece holds becomes the unknown piece, once per run of such
 * characters.
 */

/** SentencePiece's word-boundary mark. */
export const WORD_START = '\u2581';

/** The vocabulary's unknown piece. */
export const UNKNOWN = 0;

/** What an unknown character costs, in log probability: far below any piece, so pieces win. */
const UNKNOWN_COST = 20;

export class PieceEncoder {
  private readonly ids = new Map<string, number>();
  private readonly longest: number;
  /** Each word's pieces, as split before. */
  private readonly words = new Map<string, readonly number[]>();

  /**
   * `pieces[i]` and `logProbs[i]` describe piece `i`; the first `reserved` pieces (unknown,
   * sentence marks, control pieces) never match text.
   */
  constructor(
    private readonly pieces: readonly string[],
    private readonly logProbs: ArrayLike<number>,
    reserved: number,
  ) {
    if (pieces.length !== logProbs.length)
      throw new Error(`pieces: ${pieces.length} pieces but ${logProbs.length} log probabilities`);
    let longest = 1;
    for (let i = reserved; i < pieces.length; i++) {
      const piece = pieces[i]!;
      this.ids.set(piece, i);
      longest = Math.max(longest, Array.from(piece).length);
    }
    this.longest = longest;
  }

  /** The piece ids of `text`, in order. */
  encode(text: string): number[] {
    const out: number[] = [];
    for (const word of text.normalize('NFKC').split(/\s+/)) {
      if (!word) continue;
      let pieces = this.words.get(word);
      if (!pieces) this.words.set(word, (pieces = this.split(WORD_START + word)));
      out.push(...pieces);
    }
    return out;
  }

  /** The pieces of one word (▁ and the word): the likeliest split. */
  private split(word: string): number[] {
    const chars = Array.from(word);
    const n = chars.length;
    const best = new Float64Array(n + 1).fill(-Infinity);
    const from = new Int32Array(n + 1);
    const id = new Int32Array(n + 1);
    best[0] = 0;
    for (let start = 0; start < n; start++) {
      const here = best[start]!;
      if (here === -Infinity) continue;
      let piece = '';
      let matched = false;
      for (let end = start + 1; end <= Math.min(n, start + this.longest); end++) {
        piece += chars[end - 1];
        const found = this.ids.get(piece);
        if (found === undefined) continue;
        matched = true;
        const score = here + this.logProbs[found]!;
        if (score > best[end]!) {
          best[end] = score;
          from[end] = start;
          id[end] = found;
        }
      }
      if (!matched && here - UNKNOWN_COST > best[start + 1]!) {
        best[start + 1] = here - UNKNOWN_COST;
        from[start + 1] = start;
        id[start + 1] = UNKNOWN;
      }
    }
    const out: number[] = [];
    for (let end = n; end > 0; end = from[end]!) out.push(id[end]!);
    out.reverse();
    return out.filter((piece, i) => piece !== UNKNOWN || out[i - 1] !== UNKNOWN);
  }

  /** Piece `id` as text (▁ marks a word's start). */
  piece(id: number): string {
    return this.pieces[id] ?? '';
  }
}
