/**
 * The re-ranker: from what each query word matched (match.ts) to ranked pages and their best
 * records. MiniSearch scores words in records (BM25, field boosts, completions, typos); this
 * adds what it cannot know: that a record answers for the words its headings match, that a
 * page answers as a whole, that a heading naming a queried identifier defines it, and which
 * kinds of page answer questions.
 */
import type {WordMatch} from './match';
import {isCodeSample, isSignpost, symbolOf} from './record-kind';
import {analyze} from './tokenize';
import {orderByPage, top, type Ranking} from './order';
import type {PageKind, SearchRecord, Structure} from './types';

/** A word matched through a heading above the record counts a little less than one in its own text. */
const INHERITED = 0.7;
/** A heading answers "where is X" better than a paragraph that mentions X. */
const OWN_HEADING = 1.3;
/** Share of the page's best evidence per word added to each of its records: a section of a page about the query beats a stray mention. */
const PAGE_WEIGHT = 0.5;
/** Long generated pages match most words somewhere: their page evidence is damped by the log of their record count. */
const PAGE_SIZE_DAMPING = 0.3;
/**
 * What kind of page answers a question. A category listing only repeats its children's titles
 * and descriptions, so any of those children answers better. A legacy page ranks itself down.
 * Generated reference entries name everything a guide teaches, so on a question in words (no
 * identifier typed) the guide that teaches the task comes first; on an identifier they stand
 * level with guides.
 */
const KIND_FACTOR: Record<PageKind, {words: number; identifier: number}> = {
  guide: {words: 1, identifier: 1},
  listing: {words: 0.45, identifier: 0.45},
  reference: {words: 0.6, identifier: 1},
  legacy: {words: 0.2, identifier: 0.2},
};
/**
 * A page whose title the query names whole ("jaqpotpy" → the page titled jaqpotpy, not
 * `jaqpotpy.api.openapi.models`) is the page about it: Algolia's "exact" criterion, on titles.
 * So is a page whose title holds all the query's words: "api key" → Create an API key, not the
 * introduction's section on API keys, which a broader page holds among others. A page's title
 * counts by the mean of the two shares: of the title's words the query names, and of the
 * query's words the title holds.
 */
const TITLE_COVERAGE = 1;
/**
 * Stop words count only where a title or heading says them ("what is jaqpot" → "What Jaqpot
 * is"), and only as a tie-breaker: they never make a record a candidate.
 */
const STOP_WORD_WEIGHT = 0.15;
/**
 * A record whose own text says the query's words close together, stop words included
 * ("Who can see and run the model" for "who can see my model", the heading "What Jaqpot is"
 * for "what is jaqpot"), answers the question rather than mentioning its words apart:
 * Algolia's proximity criterion. Up to this much more for all the query's words within
 * PROXIMITY_WINDOW tokens. Read on the best PROXIMITY_POOL records only: it reorders the
 * top, it does not make a record a candidate.
 */
const PROXIMITY = 0.4;
const PROXIMITY_WINDOW = 8;
const PROXIMITY_POOL = 100;
/** And up to this much more for the query's words side by side in the query's order: the reader's own phrase ("who can see"). */
const PHRASE = 0.3;
/**
 * A code sample (record-kind.ts) shows how to call something; asked a question in words (no
 * identifier typed), one word or several, prose that explains answers better, and a sample's
 * words are mostly parts of its identifiers, counted over and over (`model_id`,
 * `model_data`). Its score is taken down to CODE_FACTOR on such queries, on the best
 * PROXIMITY_POOL records.
 */
const CODE_FACTOR = 0.75;
/**
 * A signpost (record-kind.ts: a Next steps entry, a table row naming another page) repeats the
 * words of the page it points to, as a listing repeats its children; that page answers. Its
 * own match counts as a listing's does, in the record and in its page's evidence.
 */
const SIGNPOST = KIND_FACTOR.listing.words;
/**
 * A symbol heading (record-kind.ts: a section heading that is one identifier, `OfflineModelData`)
 * found by a question in words through the parts of its name ("offline models") holds the
 * reader's words as a symbol's name, not as its subject: its own match counts as generated
 * reference does on such a question. Named whole ("offlinemodeldata", or a word no record holds
 * as typed that was found as it: a misspelling, a name still being typed), it counts fully.
 */
const SYMBOL_BY_PARTS = KIND_FACTOR.reference.words;
/**
 * The first `limit` ranked records, best page first, each page's records best first (at most
 * `perPage` of each, one per URL), and how many there are in all, on how many pages.
 */
export function rank(
  s: Structure,
  matches: WordMatch[],
  accept: (record: SearchRecord) => boolean,
  perPage: number,
  limit: number,
): Ranking {
  const required = matches.some((m) => !m.word.stop) ? matches.filter((m) => !m.word.stop) : matches;
  // A hyphenated word ("cross-validation") is a word: see isCode.
  const identifier = matches.some((m) => m.word.code);
  // Scores by place and by page in typed arrays: a common word matches most of a large site, and
  // each candidate looks up every word, up its headings.
  const n = s.records.length;
  const pageCount = s.pages.length;
  const weight = matches.map((m) => (m.word.stop ? STOP_WORD_WEIGHT : 1));
  const isRequired = matches.map((m) => required.includes(m));
  // A word no record holds as typed (a misspelling, or a word still being typed) names a title
  // by the words it was found as: they are the words the reader means.
  const typed = matches.map((m) => m.places.some((place) => m.exact[place]));
  const symbolFactor = (place: number) => {
    const symbol = symbolOf(s.records, s.pages, place, s.pageOf[place]!);
    return symbol === null || matches.some((m, w) => m.word.term === symbol || (!typed[w] && m.terms.has(symbol)))
      ? 1
      : SYMBOL_BY_PARTS;
  };
  const signpost = (place: number) => (isSignpost(s.records, s.pages, place, s.pageOf[place]!) ? SIGNPOST : 1);
  // Each word's best score on each page: how well the page as a whole answers it.
  const best = matches.map((m) => {
    const byPage = new Float64Array(pageCount);
    for (const place of m.places) {
      const page = s.pageOf[place]!;
      const score = m.scores[place]! * signpost(place);
      if (score > byPage[page]!) byPage[page] = score;
    }
    return byPage;
  });
  // Per page: -1 not yet seen, 0 filtered out, 1 accepted; then what its records share.
  const pageState = new Int8Array(pageCount).fill(-1);
  const pageEvidence = new Float64Array(pageCount);
  const titleCoverage = new Float64Array(pageCount);
  const seen = new Uint8Array(n);
  const places: number[] = [];
  const totals: number[] = [];
  const wordCounts: number[] = [];
  const definitions: number[] = [];
  for (const m of required) {
    for (const place of m.places) {
      if (seen[place]) continue;
      seen[place] = 1;
      const page = s.pageOf[place]!;
      const info = s.pages[page]!;
      if (pageState[page] === -1) {
        pageState[page] = accept(s.records[place]!) ? 1 : 0;
        let evidence = 0;
        for (let w = 0; w < matches.length; w++) evidence += best[w]![page]! * weight[w]!;
        pageEvidence[page] = (PAGE_WEIGHT * evidence) / (1 + PAGE_SIZE_DAMPING * Math.log(info.size));
        let covered = 0;
        let held = 0;
        // Only words the title holds as typed name it: "jaqpot" completes to `jaqpotpy` but does not name that page.
        for (let w = 0; w < matches.length; w++) {
          const r = matches[w]!;
          if (!isRequired[w] || info.title < 0 || !(r.exact[info.title] || (!typed[w] && r.scores[info.title])))
            continue;
          covered += r.word.compound ? Math.max(1, r.word.alternatives[0]?.length ?? 1) : 1;
          held++;
        }
        const named = info.titleWidth ? Math.min(1, covered / info.titleWidth) : 0;
        titleCoverage[page] = (named + held / required.length) / 2;
      }
      if (!pageState[page]) continue;
      let words = 0;
      let defines = 0;
      let score = 0;
      for (let w = 0; w < matches.length; w++) {
        // Headings are on their record's page: a word the page lacks is not above the record either.
        if (!best[w]![page]) continue;
        const {scores, defines: defined} = matches[w]!;
        let at = place;
        let factor = 1;
        while (at >= 0 && !scores[at]) {
          at = s.parent[at]!;
          factor = INHERITED;
        }
        if (at < 0) continue;
        if (isRequired[w]) words++;
        if (defined.size && defined.has(at)) defines++;
        score += scores[at]! * factor * signpost(at) * weight[w]!;
      }
      const own = s.isText[place] ? 1 : OWN_HEADING * (identifier ? 1 : symbolFactor(place));
      const kind = KIND_FACTOR[info.kind][identifier ? 'identifier' : 'words'];
      places.push(place);
      totals.push(
        (score * own + pageEvidence[page]!) *
          (words / required.length) *
          kind *
          (1 + TITLE_COVERAGE * titleCoverage[page]!),
      );
      wordCounts.push(words);
      // A definition on a legacy page does not put it first: readers should not start from the legacy client.
      definitions.push(info.kind === 'legacy' ? 0 : defines);
    }
  }
  const wanted = matches.length > 1 ? wantedTerms(matches) : null;
  if (wanted || !identifier) {
    for (const i of top(totals, places, PROXIMITY_POOL)) {
      const place = places[i]!;
      if (wanted) {
        const near = proximity(s.records[place]!, wanted);
        totals[i]! *=
          (1 + (PROXIMITY * (near.window - 1)) / (matches.length - 1)) *
          (1 + (PHRASE * (near.phrase - 1)) / (matches.length - 1));
      }
      if (!identifier && isCodeSample(s.records, s.pages, place, s.pageOf[place]!)) totals[i]! *= CODE_FACTOR;
    }
  }
  return orderByPage(s, {places, totals, wordCounts, definitions}, perPage, limit);
}

/**
 * In the record's own heading or text: the most query words (at least 1) in any
 * PROXIMITY_WINDOW consecutive tokens, and the longest run of query words side by side in the
 * query's order.
 */
function proximity(record: SearchRecord, wanted: ReadonlyMap<string, number[]>): {window: number; phrase: number} {
  let most = 1;
  let phrase = 1;
  for (const text of [record.type === 'content' ? null : record.hierarchy[record.type], record.content]) {
    if (!text) continue;
    const tokens = analyze(text);
    // Per token, the query words it is (as typed, completed or misspelt: the terms the index matched).
    const found = tokens.map((token) => {
      let words: number[] = NONE;
      for (const t of token.terms) {
        const w = wanted.get(t);
        if (w) words = words === NONE ? w : [...words, ...w];
      }
      return words;
    });
    for (let i = 0; i < found.length; i++) {
      if (!found[i]!.length) continue;
      const words = new Set<number>();
      for (let j = i; j < Math.min(found.length, i + PROXIMITY_WINDOW); j++) for (const w of found[j]!) words.add(w);
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

const NONE: number[] = [];

/** Index term → the query words it is a match for (the word as typed, and the terms the index matched for it). */
function wantedTerms(matches: WordMatch[]): Map<string, number[]> {
  const wanted = new Map<string, number[]>();
  matches.forEach((m, w) => {
    for (const t of [m.word.term, ...m.terms]) {
      const list = wanted.get(t) ?? [];
      if (!list.includes(w)) list.push(w);
      wanted.set(t, list);
    }
  });
  return wanted;
}
