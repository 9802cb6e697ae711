/**
 * The index proper: MiniSearch over the records, and the matching of one query word.
 *
 * A record indexes only its own text: a page's title record its title, its sidebar trail and
 * description; a heading record its heading, its symbol (the qualified anchor of a reference
 * entry) and short text; a text record its paragraph. A record also answers for the words its
 * headings match (rank.ts), as DocSearch records carry their hierarchy, without repeating the
 * titles in every record.
 */
import MiniSearch, {type Query, type SearchOptions} from 'minisearch';
import {indexTerms, tokenize, type QueryWord} from './tokenize';
import type {SearchRecord} from './types';

type Field = 'title' | 'symbol' | 'text' | 'trail';
const FIELDS: Field[] = ['title', 'symbol', 'text', 'trail'];
/** Titles and headings say what a record is about; body text only mentions; the trail only tips the balance. */
const BOOST: Record<Field, number> = {title: 3, symbol: 1, text: 1, trail: 0.5};
/** Fields that name what a record defines (a heading that is the identifier), not what it mentions. */
const DEFINING: ReadonlySet<string> = new Set<Field>(['title', 'symbol']);
/** Below MiniSearch's defaults (prefix 0.375, fuzzy 0.45): a completion or a near spelling is a guess. */
const WEIGHTS = {prefix: 0.375, fuzzy: 0.45};
/** A word found through its parts (`deploy jaqpot` in `deploy_on_jaqpot`) counts less than one found whole. */
const ALTERNATIVE_WEIGHT = 0.8;
/** A record that only completes a whole identifier, or has only its parts, when others have it whole. */
const PARTIAL_IDENTIFIER = 0.1;
/** BM25 with less length normalisation than usual: a heading is short by nature, not by merit. */
const BM25 = {k: 1.2, b: 0.6, d: 0.5};

/** Anchors of reference headings are qualified symbols (`jaqpotpy.models.SklearnModel`). */
function symbolOf(anchor: string | null): string {
  return anchor && /[._]|[A-Z]/.test(anchor) && !anchor.includes('/') ? anchor : '';
}

function fieldOf(r: SearchRecord, field: Field): string {
  if (field === 'title') return r.type === 'content' ? '' : (r.hierarchy[r.type] ?? '');
  if (field === 'symbol') return r.type === 'content' || r.type === 'lvl1' ? '' : symbolOf(r.anchor);
  if (field === 'trail') return r.type === 'lvl1' ? (r.hierarchy.lvl0 ?? '') : '';
  return r.content ?? '';
}

/** Query words of fewer letters complete only in titles and headings: in body text a 1–2 letter completion says little, and costs most. */
const SHORT_PREFIX = 2;

/** Records a word must be found in, as typed or completed, to be taken as spelt right (no near spellings looked for). */
const TYPO_THRESHOLD = 20;

/** Typos allowed in a word: none below 4 letters, one up to 7, two from 8. */
export function typos(term: string): number {
  return term.length < 4 ? 0 : term.length < 8 ? 1 : 2;
}

/** A swapped pair of neighbouring letters ("pytroch") is one typo, though it is two edits for MiniSearch. */
function transpositions(term: string): string[] {
  if (term.length < 4 || !/^[a-z]+$/.test(term)) return [];
  const out: string[] = [];
  for (let i = 0; i + 1 < term.length; i++) if (term[i] !== term[i + 1]) out.push(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  return out;
}

/** What one query word matched: a score per record (by place), the records that define it, the terms found. */
export interface WordMatch {
  word: QueryWord;
  scores: Map<number, number>;
  defines: Set<number>;
  /** Records that hold the word as typed (or all terms of one of its alternatives), not only a completion or a near spelling. */
  exact: Set<number>;
  terms: Set<string>;
}

export class RecordIndex {
  private readonly mini: MiniSearch<number>;

  /**
   * @param weights Per place: how much a record's own match counts (boostDocument). The engine
   * damps text that several pages share word for word (an included partial, such as the table
   * of platform errors): it says little about any one of them.
   */
  constructor(
    private readonly records: ReadonlyArray<SearchRecord | undefined>,
    weights: Float32Array,
  ) {
    this.mini = new MiniSearch<number>({
      fields: FIELDS,
      idField: 'id',
      // Documents are places in `records`: no document objects to build.
      extractField: (place, field) => (field === 'id' ? place : fieldOf(records[place]!, field as Field)),
      tokenize: (text) => tokenize(text),
      // Headings keep their stop words (see tokenize.ts).
      processTerm: (raw, field) => indexTerms(raw, field === 'title'),
      searchOptions: {boost: BOOST, weights: WEIGHTS, bm25: BM25, boostDocument: (place) => weights[place]!, tokenize: (text) => [text], processTerm: (t) => t},
    });
  }

  /** Indexes the records at these places. */
  add(places: readonly number[]): void {
    this.mini.addAll(places);
  }

  /** Records of one query word; `prefix`: the reader may still be typing it. */
  match(word: QueryWord, prefix: boolean): WordMatch {
    const out: WordMatch = {word, scores: new Map(), defines: new Set(), exact: new Set(), terms: new Set()};
    // Stop words and the first letters of a word are looked for in titles and headings only.
    const titlesOnly = word.stop || (prefix && word.term.length <= SHORT_PREFIX);
    const fields = titlesOnly ? ['title'] : FIELDS;
    const fuzzy = word.compound || word.stop ? 0 : typos(word.term);
    if (word.compound) this.collect(out, word.term, {fields}, 1, true, [word.term]);
    const whole = word.compound ? new Set(out.scores.keys()) : null;
    this.collect(out, word.term, {fields, prefix}, 1, word.compound, [word.term]);
    // A word the docs use in many records is spelt as they spell it: its near spellings are
    // other words ("model" → "mode", "modal") that cost most of the time on a large site.
    const misspelt = fuzzy > 0 && out.scores.size < TYPO_THRESHOLD;
    if (misspelt) {
      this.collect(out, word.term, {fields, fuzzy}, 1, false, [word.term]);
      for (const t of transpositions(word.term)) this.collect(out, t, {fields}, WEIGHTS.fuzzy);
    }
    for (const terms of word.alternatives) {
      const query: Query = {combineWith: 'AND', queries: terms.map((t, i) => ({combineWith: 'OR', queries: [t], prefix: prefix && i === terms.length - 1}))};
      this.collect(out, query, {fields, fuzzy: (t: string) => (misspelt || word.compound ? typos(t) : 0)}, ALTERNATIVE_WEIGHT, false, terms);
    }
    // An identifier typed whole names one thing: where the docs write it whole, a longer
    // identifier that starts with it or one that only shares its parts is weaker evidence.
    if (whole?.size) for (const [place, score] of out.scores) if (!whole.has(place)) out.scores.set(place, score * PARTIAL_IDENTIFIER);
    return out;
  }

  /**
   * Adds a search's results, keeping each record's best; `identifier`: a heading that names it
   * whole defines it; `asTyped`: the terms a record must hold itself to count as `exact`.
   */
  private collect(out: WordMatch, query: Query, options: SearchOptions, weight: number, identifier = false, asTyped?: string[]): void {
    for (const r of this.mini.search(query, options)) {
      const score = r.score * weight;
      if (score > (out.scores.get(r.id) ?? 0)) out.scores.set(r.id, score);
      for (const t of r.terms) out.terms.add(t);
      if (asTyped && asTyped.every((t) => r.match[t])) out.exact.add(r.id);
      if (identifier && typeof query === 'string' && r.match[query]?.some((f) => DEFINING.has(f))) out.defines.add(r.id);
    }
  }
}
