/**
 * Words close together and in order (rank.ts, step 4): from the query words each token of a
 * record's heading and text is a match for. The engine reads the tokens from the record's text;
 * a sharded index from the positions its postings carry (sharded.ts). Both hand the same lists here.
 */
import {eachShared, textTerms} from './tokenize';
import type {Near, SearchRecord} from './types';
import {RANKING} from './weights';

const {window: WINDOW} = RANKING.top;

/**
 * Of one text, the tokens that are a match for query words, in order: `at[k]` is the token's
 * place in the text and `words[k]` the query words (by number) it is a match for. Tokens that
 * match nothing are left out, so the work follows the matches, not the text's length.
 */
export interface TokenWords {
  at: number[];
  words: Array<readonly number[]>;
}

/**
 * In the record's own heading or text: the most query words (at least 1) in any `window`
 * consecutive tokens (RANKING.top.window unless said), and the longest run of query words side by
 * side in the query's order.
 */
export function nearness(texts: readonly TokenWords[], window = WINDOW): Near {
  let most = 1;
  let phrase = 1;
  const seen = new Set<number>();
  for (const {at, words} of texts) {
    for (let k = 0; k < at.length; k++) {
      const start = at[k]!;
      seen.clear();
      for (let j = k; j < at.length && at[j]! < start + window; j++) for (const w of words[j]!) seen.add(w);
      most = Math.max(most, seen.size);
      // The run of query words w, w+1, … starting here: matched tokens side by side are neighbours in `at`.
      for (const w of words[k]!) {
        let run = 1;
        while (k + run < at.length && at[k + run] === start + run && words[k + run]!.includes(w + run)) run++;
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

/**
 * The tokens of one text that match query words, from where each term is in it (`places`: term
 * → the places of the tokens that hold it, as a map of the text's terms or a look-up). A map is
 * joined from its smaller side: a query's last word may stand for hundreds of completions.
 */
export function tokenWords(
  wanted: ReadonlyMap<string, readonly number[]>,
  places: ReadonlyMap<string, readonly number[]> | ((term: string) => readonly number[] | undefined),
): TokenWords {
  const byPlace = new Map<number, readonly number[]>();
  const add = (words: readonly number[], at: readonly number[]) => {
    for (const place of at) {
      const known = byPlace.get(place);
      byPlace.set(place, known ? [...known, ...words] : words);
    }
  };
  if (typeof places === 'function') for (const [term, words] of wanted) add(words, places(term) ?? []);
  else eachShared(wanted, places, (_, words, at) => add(words, at));
  const at = [...byPlace.keys()].sort((a, b) => a - b);
  return {at, words: at.map((place) => byPlace.get(place)!)};
}

/** `nearness` of a record, from its text: per token, the query words its terms are (`wanted`: term → words). */
export function proximity(record: SearchRecord, wanted: ReadonlyMap<string, readonly number[]>, window = WINDOW): Near {
  const texts: TokenWords[] = [];
  for (const text of proximityTexts(record)) {
    if (!text) continue;
    texts.push(tokenWords(wanted, textTerms(text).terms));
  }
  return nearness(texts, window);
}
