/**
 * Algolia-style `_highlightResult` / `_snippetResult` values.
 *
 * The text is HTML-escaped piece by piece and the tags are added between the
 * escaped pieces, so record text (which may contain `<img onerror=…>` as
 * literal text) can never come out as markup.
 */
import {partSpans, spans, type QueryWord} from './tokenize';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightValue {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetValue {
  value: string;
  matchLevel: MatchLevel;
}

export interface MarkOptions {
  preTag: string;
  postTag: string;
  /** Whether the last query word is matched as a prefix (search as you type). */
  prefixLast: boolean;
  /**
   * Marks already found, by text, for this query: hits share their section and
   * page titles, and a text is both highlighted and snippeted.
   */
  cache?: Map<string, Marks>;
  /**
   * Per query word, the index terms the engine matched for it (whole, parts, prefix
   * completions, near spellings). With it a text term is marked by a set lookup
   * instead of an edit distance per term and word.
   */
  matchedTerms?: ReadonlyArray<ReadonlySet<string>>;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#039);/g, (m) => {
    const found = Object.entries(ESCAPES).find(([, v]) => v === m);
    return found ? found[0] : m;
  });
}

/** Typo budget of a query term: none under 4 characters, then 20 % of its length, at most 2. */
export function maxTypos(term: string): number {
  return term.length < 4 ? 0 : Math.min(2, Math.round(term.length * 0.2));
}

/** Levenshtein distance, giving up (returning max + 1) once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

function matchesTerm(docTerm: string, queryTerm: string, prefix: boolean): boolean {
  if (docTerm === queryTerm) return true;
  if (prefix && docTerm.startsWith(queryTerm)) return true;
  const typos = maxTypos(queryTerm);
  return typos > 0 && editDistance(docTerm, queryTerm, typos) <= typos;
}

interface Range {
  start: number;
  end: number;
}

export interface Marks {
  ranges: Range[];
  matched: Set<number>;
}

/** Character ranges of `text` that match the query, and which words matched. */
/** Tokens whose parts differ from the whole token (joiners, camelCase). */
const SPLITS = /[^\p{L}\p{N}]|\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u;

export function findMarks(
  text: string,
  words: QueryWord[],
  prefixLast: boolean,
  matchedTerms?: ReadonlyArray<ReadonlySet<string>>,
): Marks {
  const termMatches = matchedTerms
    ? (docTerm: string, _query: string, _prefix: boolean, i: number) => matchedTerms[i]?.has(docTerm) ?? false
    : (docTerm: string, query: string, prefix: boolean) => matchesTerm(docTerm, query, prefix);
  const ranges: Range[] = [];
  const matched = new Set<number>();
  const partsSeen = words.map(() => new Set<string>());
  const isPrefix = (i: number) => prefixLast && i === words.length - 1;
  for (const span of spans(text)) {
    let whole = false;
    words.forEach((w, i) => {
      if (termMatches(span.term, w.whole, isPrefix(i), i)) {
        whole = true;
        matched.add(i);
      }
    });
    if (whole) {
      ranges.push({start: span.start, end: span.end});
      continue;
    }
    const raw = text.slice(span.start, span.end);
    if (!SPLITS.test(raw)) continue; // its only part is the whole token, already tested
    for (const part of partSpans(raw)) {
      let hit = false;
      words.forEach((w, i) => {
        if (w.parts.includes(part.term)) {
          hit = true;
          partsSeen[i]!.add(part.term);
        } else if (w.whole.length > 1 && termMatches(part.term, w.whole, isPrefix(i), i)) {
          hit = true;
          matched.add(i);
        }
      });
      if (hit) ranges.push({start: span.start + part.start, end: span.start + part.end});
    }
  }
  words.forEach((w, i) => {
    if (w.parts.length > 0 && w.parts.every((p) => partsSeen[i]!.has(p))) matched.add(i);
  });
  return {ranges: mergeRanges(ranges), matched};
}

function mergeRanges(ranges: Range[]): Range[] {
  const out: Range[] = [];
  for (const r of [...ranges].sort((a, b) => a.start - b.start)) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({...r});
  }
  return out;
}

function render(text: string, ranges: Range[], from: number, to: number, opts: MarkOptions): string {
  let out = '';
  let pos = from;
  for (const r of ranges) {
    const start = Math.max(r.start, from);
    const end = Math.min(r.end, to);
    if (end <= start) continue;
    out += escapeHtml(text.slice(pos, start)) + opts.preTag + escapeHtml(text.slice(start, end)) + opts.postTag;
    pos = end;
  }
  return out + escapeHtml(text.slice(pos, to));
}

function level(matched: number, total: number): MatchLevel {
  if (matched === 0 || total === 0) return 'none';
  return matched >= total ? 'full' : 'partial';
}

function marksOf(text: string, words: QueryWord[], opts: MarkOptions): Marks {
  let marks = opts.cache?.get(text);
  if (!marks) {
    marks = findMarks(text, words, opts.prefixLast, opts.matchedTerms);
    opts.cache?.set(text, marks);
  }
  return marks;
}

export function highlight(text: string, words: QueryWord[], opts: MarkOptions): HighlightValue {
  const {ranges, matched} = marksOf(text, words, opts);
  const covered = ranges.reduce((n, r) => n + r.end - r.start, 0);
  const value: HighlightValue = {
    value: render(text, ranges, 0, text.length, opts),
    matchLevel: level(matched.size, words.length),
    matchedWords: [...matched].sort((a, b) => a - b).map((i) => words[i]!.raw),
  };
  if (ranges.length > 0) value.fullyHighlighted = covered >= text.replace(/\W/g, '').length;
  return value;
}

/**
 * A window of `size` words around the best match, with `ellipsis` where text
 * was cut. Short texts come back whole.
 */
export function snippet(
  text: string,
  words: QueryWord[],
  size: number,
  ellipsis: string,
  opts: MarkOptions,
): SnippetValue {
  const {ranges, matched} = marksOf(text, words, opts);
  const chunks = [...text.matchAll(/\S+/g)].map((m) => ({start: m.index!, end: m.index! + m[0].length}));
  const matchLevel = level(matched.size, words.length);
  if (chunks.length <= size) return {value: render(text, ranges, 0, text.length, opts), matchLevel};
  const marked = chunks.map((c) => ranges.some((r) => r.start < c.end && r.end > c.start));
  // The first window of `size` chunks with the most marked ones (a running count).
  let best = 0;
  let bestScore = -1;
  let score = 0;
  for (let j = 0; j < size; j++) if (marked[j]) score++;
  for (let i = 0; i + size <= chunks.length; i++) {
    if (i > 0) score += (marked[i + size - 1] ? 1 : 0) - (marked[i - 1] ? 1 : 0);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  // Give the first match a little leading context when that loses no match at the end.
  for (let shift = 0; shift < 2 && best > 0 && marked[best] && !marked[best + size - 1]; shift++) best--;
  const first = chunks[best]!;
  const last = chunks[best + size - 1]!;
  const value =
    (best > 0 ? ellipsis : '') +
    render(text, ranges, first.start, last.end, opts) +
    (best + size < chunks.length ? ellipsis : '');
  return {value, matchLevel};
}
