/**
 * Algolia-style `_highlightResult` and `_snippetResult` values: escape, then mark.
 *
 * The text is HTML-escaped piece by piece and the tags go between the escaped pieces, so
 * record text (which may hold `<img onerror=…>` as literal text) never comes out as markup.
 * A token is marked when the tokenizer turns it into a term the engine matched for the query
 * (whole, a part, a completion, a near spelling), so marks show what was found.
 */
import {escapeHtml} from '../shared/html';
import {analyze, eachShared, textTerms} from './tokenize';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightValue {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
}

export interface SnippetValue {
  value: string;
  matchLevel: MatchLevel;
}

export interface Marker {
  preTag: string;
  postTag: string;
  /**
   * Per query word: its raw text, the index terms the engine matched for it, and whether it was
   * looked for in titles and headings only (a stop word, a short prefix): body text is then
   * marked without it, as it was searched without it.
   */
  words: ReadonlyArray<{raw: string; terms: ReadonlySet<string>; titlesOnly?: boolean}>;
  /**
   * Marks found so far for this marker, by text: the hits of one answer share their page's
   * titles and headings, and each text is both highlighted and snippeted.
   */
  marks?: Map<string, Marks>;
}

export interface Marks {
  ranges: Array<{start: number; end: number}>;
  matched: Set<number>;
}

/** Index term → the query words it is a match for, once per marker. */
const byTerm = new WeakMap<Marker['words'], Map<string, number[]>>();

function wordsByTerm(marker: Marker): Map<string, number[]> {
  let map = byTerm.get(marker.words);
  if (map) return map;
  map = new Map();
  marker.words.forEach((w, i) => {
    for (const t of w.terms) {
      const list = map!.get(t);
      if (list) list.push(i);
      else map!.set(t, [i]);
    }
  });
  byTerm.set(marker.words, map);
  return map;
}

function findMarks(text: string, marker: Marker): Marks {
  const known = marker.marks?.get(text);
  if (known) return known;
  const marks = scan(text, marker);
  marker.marks?.set(text, marks);
  return marks;
}

function scan(text: string, marker: Marker): Marks {
  const tokens = analyze(text);
  const {terms, pieces} = textTerms(text);
  const words = wordsByTerm(marker);
  const matched = new Set<number>();
  const ranges: Marks['ranges'] = [];
  // A word, or an identifier found whole (or by a dotted suffix), is marked whole.
  const whole = new Set<number>();
  eachShared(words, terms, (term, found, at) => {
    for (const place of at) {
      const {pieces: parts} = tokens[place]!;
      if (parts.length > 1 && parts.some((p) => p.term === term)) continue;
      whole.add(place);
      for (const i of found) matched.add(i);
    }
  });
  for (const place of whole) ranges.push({start: tokens[place]!.start, end: tokens[place]!.end});
  // An identifier found by its parts has only those parts marked.
  eachShared(words, pieces, (_, found, at) => {
    for (let k = 0; k < at.length; k += 2) {
      if (whole.has(at[k]!)) continue;
      const token = tokens[at[k]!]!;
      const part = token.pieces[at[k + 1]!]!;
      ranges.push({start: token.start + part.start, end: token.start + part.end});
      for (const i of found) matched.add(i);
    }
  });
  return {ranges: ranges.sort((a, b) => a.start - b.start), matched};
}

function render(text: string, marks: Marks, from: number, to: number, marker: Marker): string {
  let out = '';
  let at = from;
  for (const r of marks.ranges) {
    const start = Math.max(r.start, at);
    const end = Math.min(r.end, to);
    if (end <= start) continue;
    out += escapeHtml(text.slice(at, start)) + marker.preTag + escapeHtml(text.slice(start, end)) + marker.postTag;
    at = end;
  }
  return out + escapeHtml(text.slice(at, to));
}

function level(marks: Marks, marker: Marker): MatchLevel {
  if (marks.matched.size === 0) return 'none';
  return marks.matched.size >= marker.words.length ? 'full' : 'partial';
}

export function highlight(text: string, marker: Marker): HighlightValue {
  const marks = findMarks(text, marker);
  return {
    value: render(text, marks, 0, text.length, marker),
    matchLevel: level(marks, marker),
    matchedWords: [...marks.matched].sort((a, b) => a - b).map((i) => marker.words[i]!.raw),
  };
}

const chunkCache = new Map<string, Array<{start: number; end: number}>>();

/** The words of a text (runs of non-space) with their offsets; kept, as the same texts come back at every keystroke. */
function wordChunks(text: string): Array<{start: number; end: number}> {
  let chunks = chunkCache.get(text);
  if (chunks) return chunks;
  chunks = [...text.matchAll(/\S+/g)].map((m) => ({start: m.index!, end: m.index! + m[0].length}));
  if (chunkCache.size > 20_000) chunkCache.clear();
  chunkCache.set(text, chunks);
  return chunks;
}

/** A window of `size` words around the most marks, with `ellipsis` where text was cut. */
export function snippet(text: string, size: number, ellipsis: string, marker: Marker): SnippetValue {
  const marks = findMarks(text, marker);
  const chunks = wordChunks(text);
  if (chunks.length <= size)
    return {value: render(text, marks, 0, text.length, marker), matchLevel: level(marks, marker)};
  // Ranges are in order and apart, so one pass over both lists finds the marked words.
  const marked: boolean[] = [];
  let r = 0;
  for (const c of chunks) {
    while (r < marks.ranges.length && marks.ranges[r]!.end <= c.start) r++;
    marked.push(r < marks.ranges.length && marks.ranges[r]!.start < c.end);
  }
  // The first window with the most marked words (a running count).
  let best = 0;
  let bestCount = -1;
  let count = marked.slice(0, size).filter(Boolean).length;
  for (let i = 0; i + size <= chunks.length; i++) {
    if (i > 0) count += Number(marked[i + size - 1]) - Number(marked[i - 1]);
    if (count > bestCount) [best, bestCount] = [i, count];
  }
  // A little context before the first match, when no match at the end is lost for it.
  for (let shift = 0; shift < 2 && best > 0 && marked[best] && !marked[best + size - 1]; shift++) best--;
  const value =
    (best > 0 ? ellipsis : '') +
    render(text, marks, chunks[best]!.start, chunks[best + size - 1]!.end, marker) +
    (best + size < chunks.length ? ellipsis : '');
  return {value, matchLevel: level(marks, marker)};
}
