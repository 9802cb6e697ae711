/**
 * The index proper: MiniSearch's radix tree of terms and its BM25 scoring over the records, and
 * the matching of one query word.
 *
 * A record indexes only its own text: a page's title record its title, its sidebar trail,
 * description and keywords; a heading record its heading, its symbol (the qualified anchor of a
 * reference entry) and short text; a text record its paragraph. A record also answers for the words its
 * headings match (rank.ts), as DocSearch records carry their hierarchy, without repeating the
 * titles in every record.
 */
import SearchableMap from 'minisearch/SearchableMap';
import {NEAR_START, transpositions, typos} from './spelling';
import {indexTerms, stem, STOP_WORDS, tokenize, type QueryWord} from './tokenize';
import type {SearchRecord} from './types';
import {RANKING, type Field} from './weights';

export const FIELDS: Field[] = ['title', 'symbol', 'text', 'trail'];
/** Fields that name what a record defines (a heading that is the identifier), not what it mentions. */
const DEFINING: ReadonlySet<string> = new Set<Field>(['title', 'symbol']);
const {boost: BOOST, bm25: BM25} = RANKING.fields;
const WEIGHTS = RANKING.matching;

/** Anchors of reference headings are qualified symbols (`jaqpotpy.models.SklearnModel`). */
function symbolOf(anchor: string | null): string {
  return anchor && /[._]|[A-Z]/.test(anchor) && !anchor.includes('/') ? anchor : '';
}

function fieldOf(r: SearchRecord, field: Field): string {
  if (field === 'title') return r.type === 'content' ? '' : (r.hierarchy[r.type] ?? '');
  if (field === 'symbol') return r.type === 'content' || r.type === 'lvl1' ? '' : symbolOf(r.anchor);
  if (field === 'trail') return r.type === 'lvl1' ? (r.hierarchy.lvl0 ?? '') : '';
  // A page's keywords are searched as its title record's text, beside its description.
  if (r.keywords) return r.content ? `${r.content} ${r.keywords}` : r.keywords;
  return r.content ?? '';
}

/** Letters each half of a split word has at least (RecordIndex.splits). */
const MIN_HALF = 3;

/** BM25's IDF of a term that `holders` of `count` records hold (MiniSearch's formula). */
export function idf(count: number, holders: number): number {
  return Math.log(1 + (count - holders + 0.5) / (holders + 0.5));
}

/** What one query word matched: a score per record (by place), the records that define it, the terms found. */
export interface WordMatch {
  word: QueryWord;
  /** By place, 0 where the word is not found (a common word is in most records of a large site: no Map). */
  scores: Float64Array;
  /** The places with a score, in the order found. */
  places: number[];
  defines: Set<number>;
  /** By place, 1 where the record holds the word as typed (or all terms of one of its alternatives), not only a completion or a near spelling. */
  exact: Uint8Array;
  terms: Set<string>;
  /** Looked for in titles and headings only: a stop word, or a short last word the index does not hold as typed. */
  titlesOnly: boolean;
}

/** Per field (by its place in FIELDS), the records that hold a term and how often. */
export type Postings = Array<{places: number[]; counts: number[]} | undefined>;

/** How a query word matches, where an engine differs from the default. */
export interface MatchRules {
  /**
   * Near spellings only of the first NEAR_START letters as typed: a sharded head holds the terms
   * of the shards a query downloaded, which hold those (sharded-format.ts). Whichever other
   * shards earlier queries brought would otherwise decide what a misspelling finds.
   */
  nearSpellingsStartAsTyped?: boolean;
  /**
   * No word cut in two (RecordIndex.splits): its halves may be in any shard, and a sharded head
   * downloads only the ranges of the words as typed.
   */
  noSplits?: boolean;
}

/** BM25's statistics: records indexed, and the mean of each field's length over them. */
export interface IndexStatistics {
  count: number;
  meanLength: number[];
}

/**
 * Records scored by MiniSearch's formulas (BM25 per field, field boosts, completions and near
 * spellings weighted down by their distance) over MiniSearch's radix tree, which finds the
 * completions and near spellings of a term. The postings are plain arrays and the scores a
 * typed array: MiniSearch's own `search` builds an object per matching record and sorts them
 * all, and on a large site a common word is in most records.
 */
export class RecordIndex {
  private terms = new SearchableMap<Postings>();
  /** The same postings by term: a Map finds a known term faster than a walk down the tree. */
  private readonly postings = new Map<string, Postings>();
  /** Distinct tokens of each field of each record (BM25's field length), and their mean. */
  private readonly lengths: Uint32Array[];
  private meanLength = FIELDS.map(() => 0);
  private count = 0;
  /** Scratch scores by place, zero between searches. */
  private readonly scratch: Float64Array;

  /**
   * @param weights Per place: how much a record's own match counts. The engine damps text that
   * several pages share word for word (an included partial, such as the table of platform
   * errors): it says little about any one of them.
   */
  constructor(
    private readonly records: ReadonlyArray<SearchRecord | undefined>,
    private readonly weights: Float32Array,
    private readonly rules: MatchRules = {},
  ) {
    this.lengths = FIELDS.map(() => new Uint32Array(records.length));
    this.scratch = new Float64Array(records.length);
  }

  /** Indexes the records at these places. */
  add(places: readonly number[]): void {
    for (const place of places) {
      this.count++;
      const record = this.records[place]!;
      for (let f = 0; f < FIELDS.length; f++) {
        const field = FIELDS[f]!;
        // Most records have no text in most fields: no tokens to look for, no set to count them in.
        const text = fieldOf(record, field);
        const tokens = text ? tokenize(text) : [];
        const length = tokens.length < 2 ? tokens.length : new Set(tokens).size;
        this.lengths[f]![place] = length;
        this.meanLength[f] = (this.meanLength[f]! * (this.count - 1) + length) / this.count;
        // Headings keep their stop words (see tokenize.ts).
        for (const raw of tokens) {
          for (const term of indexTerms(raw, field === 'title')) {
            let known = this.postings.get(term);
            if (!known) {
              // One slot a field: an empty array would take 16 at its first write.
              this.postings.set(term, (known = new Array<Postings[number]>(FIELDS.length)));
              this.terms.set(term, known);
            }
            const postings = known[f];
            // Most terms are in one record of a field: a list starts at its one place, not at
            // the 16 slots a first push allocates.
            if (!postings) {
              known[f] = {places: [place], counts: [1]};
              continue;
            }
            const last = postings.places.length - 1;
            if (postings.places[last] === place) {
              postings.counts[last]!++;
            } else {
              postings.places.push(place);
              postings.counts.push(1);
            }
          }
        }
      }
    }
  }

  /**
   * What the index holds, as a sharded head's writer ships it: each term's postings (in the
   * order the terms were first met), each record's field lengths and the statistics.
   */
  contents(): {postings: ReadonlyMap<string, Postings>; lengths: readonly Uint32Array[]; statistics: IndexStatistics} {
    return {
      postings: this.postings,
      lengths: this.lengths,
      statistics: {count: this.count, meanLength: [...this.meanLength]},
    };
  }

  /**
   * Indexed as a writer shipped it (contents): the statistics and field lengths of every record,
   * then terms' postings as they arrive (`addPostings`), instead of records' text (`add`).
   */
  precomputed(statistics: IndexStatistics, lengths: ReadonlyArray<ArrayLike<number>>): void {
    this.count = statistics.count;
    this.meanLength = [...statistics.meanLength];
    lengths.forEach((field, f) => this.lengths[f]!.set(field));
  }

  /** Of precomputed terms, the order the writer's index first met them in. */
  private readonly order = new Map<string, number>();

  /**
   * Adds terms with their postings (see precomputed), each with the order the writer's index
   * first met it in. The terms known are put in the tree in that order: the order of a prefix's
   * completions and near spellings in the tree is the order their scores add up in, and so the
   * same to the last bit as the writer's index's.
   */
  addPostings(entries: ReadonlyArray<readonly [string, number, Postings]>): void {
    for (const [term, order, postings] of entries) {
      this.postings.set(term, postings);
      this.order.set(term, order);
    }
    this.terms = new SearchableMap<Postings>();
    for (const term of [...this.order.keys()].sort((a, b) => this.order.get(a)! - this.order.get(b)!))
      this.terms.set(term, this.postings.get(term)!);
  }

  /** Records of one query word; `prefix`: the reader may still be typing it. */
  match(word: QueryWord, prefix: boolean): WordMatch {
    const n = this.records.length;
    // Stop words and the first letters of a word are looked for in titles and headings only; a
    // short last word the index holds as typed is a word too ("id"): only its completions are.
    const short = prefix && word.term.length <= WEIGHTS.shortPrefix;
    const titlesOnly = word.stop || (short && !this.postings.has(word.term));
    const out: WordMatch = {
      word,
      scores: new Float64Array(n),
      places: [],
      defines: new Set(),
      exact: new Uint8Array(n),
      terms: new Set(),
      titlesOnly,
    };
    const fields = titlesOnly ? [0] : FIELDS.map((_, f) => f);
    const fuzzy = word.compound || word.stop ? 0 : typos(word.term);
    const none = () => 0;
    if (word.compound) this.collect(out, [word.term], fields, false, none, 1, true, true);
    const whole = word.compound ? out.places.length : 0;
    this.collect(out, [word.term], fields, prefix && !short, none, 1, word.compound, true);
    if (short && !titlesOnly) this.collect(out, [word.term], [0], true, none, 1, false, true);
    const asTyped = out.places.length;
    // A word the docs use in many records is spelt as they spell it: its near spellings are
    // other words ("model" → "mode", "modal") that cost most of the time on a large site.
    const misspelt = fuzzy > 0 && out.places.length < WEIGHTS.typoThreshold;
    if (misspelt) {
      this.collect(out, [word.term], fields, false, () => fuzzy, 1, false, true);
      for (const t of transpositions(word.term)) this.collect(out, [t], fields, false, none, WEIGHTS.fuzzy);
    }
    // A joined phrase ("too many requests", "one hot": a hyphenated compound, not code) is the
    // reader's own words: its parts' scores add up as separate words' do, not times their count.
    // So do the words a plain word stands for ("500" → internal server error, "gnn" → graph
    // neural network): the reader typed one word, and a heading that spells it out is one match.
    for (const terms of word.alternatives)
      this.collect(
        out,
        terms,
        fields,
        prefix,
        misspelt || word.compound ? typos : none,
        WEIGHTS.alternative,
        false,
        true,
        word.compound ? word.code : terms.length === 1,
      );
    // A word few records hold as typed may be two words run together (a package's name).
    if (!word.compound && !word.stop && !this.rules.noSplits && asTyped < WEIGHTS.typoThreshold)
      for (const halves of this.splits(word.term, prefix))
        this.collect(
          out,
          halves,
          fields,
          prefix,
          none,
          asTyped ? WEIGHTS.split.rare : WEIGHTS.split.unknown,
          false,
          true,
        );
    // An identifier typed whole names one thing: where the docs write it whole, a longer
    // identifier that starts with it or one that only shares its parts is weaker evidence.
    if (whole) for (const place of out.places.slice(whole)) out.scores[place]! *= WEIGHTS.partialIdentifier;
    return out;
  }

  /**
   * A word no record holds, cut in two words the index holds ("onnxruntime" → onnx runtime,
   * "apikeys" → api key): readers join the words of a name the docs write apart. The second
   * half is completed when the reader may still be typing it.
   */
  private splits(term: string, prefix: boolean): string[][] {
    const out: string[][] = [];
    if (!/^[a-z]+$/.test(term)) return out;
    for (let i = MIN_HALF; i <= term.length - MIN_HALF; i++) {
      const left = term.slice(0, i);
      const right = stem(term.slice(i));
      if (STOP_WORDS.has(left) || STOP_WORDS.has(right) || !this.postings.has(left)) continue;
      if (this.postings.has(right) || (prefix && this.terms.atPrefix(right).size)) out.push([left, right]);
    }
    return out;
  }

  /**
   * Adds the records that hold all `terms` (the last one completed when `prefix`), keeping each
   * record's best score; `identifier`: a heading that names the term whole defines it;
   * `asTyped`: a record that holds every term as typed counts as `exact`; `counted`: a record
   * that holds several terms counts each (MiniSearch's "quality"), except for a phrase the reader
   * typed as several words (joined into one term): those count as the words would, typed apart.
   */
  private collect(
    out: WordMatch,
    terms: string[],
    fields: number[],
    prefix: boolean,
    fuzzy: (t: string) => number,
    weight: number,
    identifier = false,
    asTyped = false,
    counted = true,
  ): void {
    const n = this.records.length;
    // One term scores into the scratch array; several (all required) each into their own, summed where all are found.
    const results = terms.map((t, i) =>
      this.termScores(
        t,
        fields,
        prefix && i === terms.length - 1,
        fuzzy(t),
        terms.length === 1 ? this.scratch : new Float64Array(n),
      ),
    );
    const scores = results[0]!.scores;
    let places = results[0]!.places;
    for (const next of results.slice(1)) {
      places = places.filter((place) => next.scores[place]);
      for (const place of places) scores[place]! += next.scores[place]!;
    }
    const kept = terms.length === 1 ? scores : new Uint8Array(n);
    if (terms.length > 1) for (const place of places) kept[place] = 1;
    // MiniSearch's "quality": a record found by several query terms counts each (see `counted`).
    const quality = new Set(terms).size;
    for (const place of places) {
      const score = scores[place]! * (counted ? quality : 1) * weight;
      if (score <= out.scores[place]!) continue;
      if (!out.scores[place]) out.places.push(place);
      out.scores[place] = score;
    }
    for (const {found} of results)
      for (const [t, postings] of found)
        if (fields.some((f) => postings[f]?.places.some((p) => kept[p]))) out.terms.add(t);
    if (asTyped) {
      // Records that hold every term as typed: each term's postings in turn, counting.
      const held = new Uint8Array(n);
      [...new Set(terms)].forEach((t, k) => {
        for (const f of fields)
          for (const place of this.postings.get(t)?.[f]?.places ?? []) if (held[place] === k) held[place] = k + 1;
      });
      for (const place of places) if (held[place] === quality) out.exact[place] = 1;
    }
    if (identifier)
      for (const f of fields)
        if (DEFINING.has(FIELDS[f]!))
          for (const place of this.postings.get(terms[0]!)?.[f]?.places ?? []) out.defines.add(place);
    if (terms.length === 1) for (const place of places) this.scratch[place] = 0;
  }

  /**
   * One term's score in each record that holds it, a completion (`prefix`) or a near spelling
   * (up to `fuzzy` edits), added into `acc` (zero before); the places scored and the index terms found.
   */
  private termScores(
    term: string,
    fields: number[],
    prefix: boolean,
    fuzzy: number,
    acc: Float64Array,
  ): {scores: Float64Array; places: number[]; found: Array<[string, Postings]>} {
    const derived: Array<[string, number, Postings]> = [];
    const exact = this.postings.get(term);
    if (exact) derived.push([term, 1, exact]);
    const near = fuzzy ? this.terms.fuzzyGet(term, fuzzy) : undefined;
    if (prefix) {
      for (const [t, postings] of this.terms.atPrefix(term)) {
        if (t.length === term.length) continue;
        // A completion is always scored as one, never as a near spelling.
        near?.delete(t);
        derived.push([t, (WEIGHTS.prefix * t.length) / (t.length + 0.3 * (t.length - term.length)), postings]);
      }
    }
    for (const [t, [postings, distance]] of near ?? [])
      if (distance && (!this.rules.nearSpellingsStartAsTyped || t.startsWith(term.slice(0, NEAR_START))))
        derived.push([t, (WEIGHTS.fuzzy * t.length) / (t.length + distance), postings]);
    const places: number[] = [];
    const found: Array<[string, Postings]> = [];
    for (const [t, termWeight, postings] of derived) {
      let seen = false;
      for (const f of fields) {
        const p = postings[f];
        if (!p) continue;
        seen = true;
        const rarity = idf(this.count, p.places.length);
        const lengths = this.lengths[f]!;
        const mean = this.meanLength[f]!;
        const boost = BOOST[FIELDS[f]!];
        for (let i = 0; i < p.places.length; i++) {
          const place = p.places[i]!;
          const tf = p.counts[i]!;
          const bm25 =
            rarity * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * lengths[place]!) / mean)));
          if (!acc[place]) places.push(place);
          acc[place]! += termWeight * boost * this.weights[place]! * bm25;
        }
      }
      if (seen) found.push([t, postings]);
    }
    return {scores: acc, places, found};
  }
}
