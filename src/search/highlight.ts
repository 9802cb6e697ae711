/**
 * Algolia-style `_highlightResult` and `_snippetResult` values: escape, then mark.
 *
 * The text is HTML-escaped piece by piece and the tags go between the escaped pieces, so
 * record text (which may hold `<img onerror=…>` as literal text) never comes out as markup.
 * A token is marked when the tokenizer turns it into a term the engine matched for the query
 * (whole, a part, a completion, a near spelling), so marks show what was found.
 */
import {analyze} from './tokenize';

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
  /** Per query word: its raw text and the index terms the engine matched for it. */
  words: ReadonlyArray<{raw: string; terms: ReadonlySet<string>}>;
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

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#039);/g, (m) => Object.keys(ESCAPES).find((c) => ESCAPES[c] === m) ?? m);
}

/** Which query words a term is a match for. */
function wordsOf(term: string, marker: Marker): number[] {
  const out: number[] = [];
  marker.words.forEach((w, i) => w.terms.has(term) && out.push(i));
  return out;
}

function findMarks(text: string, marker: Marker): Marks {
  const known = marker.marks?.get(text);
  if (known) return known;
  const marks = scan(text, marker);
  marker.marks?.set(text, marks);
  return marks;
}

function scan(text: string, marker: Marker): Marks {
  const ranges: Marks['ranges'] = [];
  const matched = new Set<number>();
  for (const span of analyze(text)) {
    const {pieces, terms} = span;
    // A word, or an identifier found whole (or by a dotted suffix), is marked whole; an
    // identifier found by its parts has only those parts marked.
    const whole =
      pieces.length < 2
        ? terms.flatMap((t) => wordsOf(t, marker))
        : terms.filter((t) => !pieces.some((p) => p.term === t)).flatMap((t) => wordsOf(t, marker));
    if (whole.length) {
      whole.forEach((i) => matched.add(i));
      ranges.push({start: span.start, end: span.end});
      continue;
    }
    for (const part of pieces) {
      const found = wordsOf(part.term, marker);
      found.forEach((i) => matched.add(i));
      if (found.length) ranges.push({start: span.start + part.start, end: span.start + part.end});
    }
  }
  return {ranges, matched};
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

/** A window of `size` words around the most marks, with `ellipsis` where text was cut. */
export function snippet(text: string, size: number, ellipsis: string, marker: Marker): SnippetValue {
  const marks = findMarks(text, marker);
  const chunks = [...text.matchAll(/\S+/g)].map((m) => ({start: m.index!, end: m.index! + m[0].length}));
  if (chunks.length <= size)
    return {value: render(text, marks, 0, text.length, marker), matchLevel: level(marks, marker)};
  const marked = chunks.map((c) => marks.ranges.some((r) => r.start < c.end && r.end > c.start));
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
