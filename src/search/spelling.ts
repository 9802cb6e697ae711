/**
 * The near spellings a query word has: how many typos it may hold, its swapped letter pairs, and
 * the letters a near spelling keeps as typed in a sharded head. The matcher (match.ts) looks them
 * up; the sharded engine (sharded.ts) downloads the shards that hold them.
 */

/** Letters a near spelling shares with the word as typed in a sharded head (MatchRules in match.ts). */
export const NEAR_START = 2;

/** Typos allowed in a word: none below 4 letters, one up to 7, two from 8. */
export function typos(term: string): number {
  return term.length < 4 ? 0 : term.length < 8 ? 1 : 2;
}

/** A swapped pair of neighbouring letters ("pytroch") is one typo, though it is two edits for MiniSearch. */
export function transpositions(term: string): string[] {
  if (term.length < 4 || !/^[a-z]+$/.test(term)) return [];
  const out: string[] = [];
  for (let i = 0; i + 1 < term.length; i++)
    if (term[i] !== term[i + 1]) out.push(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  return out;
}
