/**
 * Words close together and in order (rank.ts, step 4): from the query words each token of a
 * record's heading and text is a match for. The engine reads the tokens from the record's text;
 * a sharded index from the positions its postings carry (sharded.ts). Both hand the same lists here.
 */
import {analyze} from './tokenize';
import type {Near, SearchRecord} from './types';
import {RANKING} from './weights';

const {window: WINDOW} = RANKING.top;

/** Of one text, per token, the query words (by number) it is a match for. */
export type TokenWords = ReadonlyArray<readonly number[]>;

export const NONE: readonly number[] = [];

/**
 * In the record's own heading or text: the most query words (at least 1) in any
 * RANKING.top.window consecutive tokens, and the longest run of query words side by side in the
 * query's order.
 */
export function nearness(texts: readonly TokenWords[]): Near {
  let most = 1;
  let phrase = 1;
  for (const found of texts) {
    for (let i = 0; i < found.length; i++) {
      if (!found[i]!.length) continue;
      const words = new Set<number>();
      for (let j = i; j < Math.min(found.length, i + WINDOW); j++) for (const w of found[j]!) words.add(w);
      most = Math.max(most, words.size);
      // The run of query words w, w+1, … starting here.
      for (const w of found[i]!) {
        let run = 1;
        while (i + run < found.length && found[i + run]!.includes(w + run)) run++;
        phrase = Math.max(phrase, run);
      }
    }
  }
  return {window: most, phrase};
}

/** The texts proximity reads of a record: its own heading (not for body text), then its content. */
export function proximityTexts(record: SearchRecord): Array<string | null> {
  return [record.type === 'content' ? null : record.hierarchy[record.type], record.content];
}

/** `nearness` of a record, from its text: per token, the query words its terms are (`wanted`: term → words). */
export function proximity(record: SearchRecord, wanted: ReadonlyMap<string, number[]>): Near {
  return nearness(
    proximityTexts(record)
      .filter((text): text is string => Boolean(text))
      .map((text) =>
        analyze(text).map((token) => {
          let words: readonly number[] = NONE;
          for (const t of token.terms) {
            const w = wanted.get(t);
            if (w) words = words === NONE ? w : [...words, ...w];
          }
          return words;
        }),
      ),
  );
}
