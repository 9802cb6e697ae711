/**
 * The re-ranker's last step: candidates (scored by rank.ts) into pages, best page first, and
 * each page's records best first; only the pages shown are put in order.
 */
import type {PageKind, Ranked, Structure} from './types';
import {RANKING} from './weights';

/**
 * Kinds of page that never come first while a page of another kind matches as many of the
 * query's words: a listing repeats what its children say, a legacy page is kept for old code.
 * Below the first place their score (RANKING.kind) decides.
 */
const DEMOTED: ReadonlySet<PageKind> = new Set(RANKING.demoted);

/**
 * Candidates as parallel typed arrays of `length` entries (one object per candidate was most of
 * the garbage on a large site, and growing arrays one push at a time most of the rest).
 */
export interface Candidates {
  length: number;
  places: Int32Array;
  totals: Float64Array;
  wordCounts: Int32Array;
  definitions: Int32Array;
}

/** Candidates with room for `capacity` entries. */
export function candidates(capacity: number): Candidates {
  return {
    length: 0,
    places: new Int32Array(capacity),
    totals: new Float64Array(capacity),
    wordCounts: new Int32Array(capacity),
    definitions: new Int32Array(capacity),
  };
}

/** Indexes of the `n` best of the first `length` totals, ties going to the earlier place (not in order). */
export function top(totals: Float64Array, places: Int32Array, length: number, n: number): number[] {
  if (length <= n) return Array.from({length}, (_, i) => i);
  const cut = nthLargest(totals.slice(0, length), n);
  const best: number[] = [];
  const ties: number[] = [];
  for (let i = 0; i < length; i++) {
    const total = totals[i]!;
    if (total > cut) best.push(i);
    else if (total === cut) ties.push(i);
  }
  ties.sort((a, b) => places[a]! - places[b]!);
  for (let k = 0; best.length < n; k++) best.push(ties[k]!);
  return best;
}

/** The `n`th largest value (quickselect: a large site has tens of thousands of candidates, and only the cut is needed). */
function nthLargest(values: Float64Array, n: number): number {
  const k = values.length - n;
  let [lo, hi] = [0, values.length - 1];
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let [i, j] = [lo, hi];
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) [values[i], values[j], i, j] = [values[j]!, values[i]!, i + 1, j - 1];
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return values[k]!;
}

/** The first records in order, how many records there are in all, and on how many pages. */
export type Ranking = {hits: Ranked[]; count: number; pages: number};

/**
 * `items` (reordered in place) in the order `before` gives, each put in order only when read:
 * `at(k)` is the kth item, or undefined past the last. A binary heap: a large site has thousands
 * of matching pages, and a page of results reads a few dozen of them.
 */
function inOrder(items: number[], before: (a: number, b: number) => number): (k: number) => number | undefined {
  const heap = items;
  const sorted: number[] = [];
  const sink = (from: number) => {
    const item = heap[from]!;
    let i = from;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= heap.length) break;
      if (child + 1 < heap.length && before(heap[child + 1]!, heap[child]!) < 0) child++;
      if (before(heap[child]!, item) >= 0) break;
      heap[i] = heap[child]!;
      i = child;
    }
    heap[i] = item;
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) sink(i);
  return (k) => {
    while (sorted.length <= k && heap.length) {
      sorted.push(heap[0]!);
      const last = heap.pop()!;
      if (heap.length) {
        heap[0] = last;
        sink(0);
      }
    }
    return sorted[k];
  };
}

/**
 * Pages by their best record (definitions first), then each page's records; parents before
 * their children. Only the pages shown are put in order, and only their records: the count
 * needs only how many records each page keeps. The hits reach `limit`, and cover at least
 * `minPages` pages when there are as many.
 */
export function orderByPage(s: Structure, c: Candidates, perPage: number, limit: number, minPages = 0): Ranking {
  const better = (a: number, b: number) =>
    c.definitions[b]! - c.definitions[a]! || c.totals[b]! - c.totals[a]! || c.places[a]! - c.places[b]!;
  // The candidates grouped by page (a counting sort): page p's are at order[start[p]] to order[start[p + 1]].
  const start = new Int32Array(s.pages.length + 1);
  for (let i = 0; i < c.length; i++) start[s.pageOf[c.places[i]!]! + 1]!++;
  for (let p = 0; p < s.pages.length; p++) start[p + 1]! += start[p]!;
  const order = new Int32Array(c.length);
  const next = start.slice(0, -1);
  for (let i = 0; i < c.length; i++) order[next[s.pageOf[c.places[i]!]!]!++] = i;
  // Per page: its best candidate and the most query words a candidate of it holds.
  const topOf = new Int32Array(s.pages.length);
  const wordsOf = new Int32Array(s.pages.length);
  const matched: number[] = [];
  /** The most words of a page of a kind that is never demoted. */
  let undemotedWords = 0;
  let count = 0;
  // The URLs a page keeps (at most perPage), for the count.
  const keptUrls: number[] = [];
  for (let page = 0; page < s.pages.length; page++) {
    if (start[page] === start[page + 1]) continue;
    let top = order[start[page]!]!;
    let words = 0;
    keptUrls.length = 0;
    for (let k = start[page]!; k < start[page + 1]!; k++) {
      const i = order[k]!;
      if (better(i, top) < 0) top = i;
      if (c.wordCounts[i]! > words) words = c.wordCounts[i]!;
      const url = s.urlOf[c.places[i]!]!;
      if (keptUrls.length < perPage && !keptUrls.includes(url)) keptUrls.push(url);
    }
    count += keptUrls.length;
    topOf[page] = top;
    wordsOf[page] = words;
    if (!DEMOTED.has(s.pages[page]!.kind) && words > undemotedWords) undemotedWords = words;
    matched.push(page);
  }
  const pageCount = matched.length;
  const pageAt = inOrder(matched, (a, b) => better(topOf[a]!, topOf[b]!));
  // A demoted page is not first while a page of another kind matches as many words. A listing
  // matches through its entries, so another page's signposts count against it; a legacy page
  // matches in its own text, so only the other page's own text does (a signpost to the legacy
  // page, a module tree line, names it rather than answers for it).
  const lead = pageAt(0);
  const ownWords = (page: number) => {
    let own = 0;
    for (let k = start[page]!; k < start[page + 1]!; k++) {
      const i = order[k]!;
      if (c.wordCounts[i]! > own && !s.read.signpost(c.places[i]!)) own = c.wordCounts[i]!;
    }
    return own;
  };
  // Signposts are read only when a legacy page leads, and only on the pages tried before one qualifies.
  const againstLegacy = lead !== undefined && s.pages[lead]!.kind === 'legacy';
  const leadWords = lead === undefined ? 0 : wordsOf[lead]!;
  let first = -1;
  // Pages are tried in order only while one may qualify: none does when no page of another kind matches as many words.
  if (undemotedWords >= leadWords)
    for (let k = 0, page = lead; page !== undefined; page = pageAt(++k))
      if (!DEMOTED.has(s.pages[page]!.kind) && (againstLegacy ? ownWords(page) : wordsOf[page]!) >= leadWords) {
        first = k;
        break;
      }
  // The kth page shown: the first qualifying page moved to the front.
  const shownAt = (k: number) => (first <= 0 ? pageAt(k) : k === 0 ? pageAt(first) : pageAt(k <= first ? k - 1 : k));
  const hits: Ranked[] = [];
  for (let k = 0, page = shownAt(0); page !== undefined && (hits.length < limit || k < minPages); page = shownAt(++k)) {
    const list = Array.from(order.subarray(start[page]!, start[page + 1]!)).sort(better);
    const urls = new Set<number>();
    const kept: Ranked[] = [];
    for (const i of list) {
      const place = c.places[i]!;
      const url = s.urlOf[place]!;
      if (urls.size >= perPage) break;
      if (urls.has(url)) continue;
      urls.add(url);
      kept.push({
        place,
        words: c.wordCounts[i]!,
        defines: c.definitions[i]!,
        score: c.totals[i]!,
        pageScore: c.totals[topOf[page]!]!,
      });
    }
    hits.push(...parentsFirst(s, kept));
  }
  return {hits, count, pages: pageCount};
}

/** The records in order, except that a heading shown with a record of its section comes before it (DocSearch draws the tree so). */
function parentsFirst(s: Structure, kept: Ranked[]): Ranked[] {
  const byPlace = new Map(kept.map((r) => [r.place, r]));
  const out: Ranked[] = [];
  for (const r of kept) {
    const above: Ranked[] = [];
    for (let at = s.parent[r.place]!; at >= 0; at = s.parent[at]!) if (byPlace.has(at)) above.unshift(byPlace.get(at)!);
    for (const x of [...above, r]) if (byPlace.delete(x.place)) out.push(x);
  }
  return out;
}
