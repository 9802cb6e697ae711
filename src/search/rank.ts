/**
 * The re-ranker: from what each query word matched (match.ts) to ranked pages and their best
 * records. MiniSearch scores words in records (BM25, field boosts, completions, typos); this
 * adds what it cannot know: that a record answers for the words its headings match, that a
 * page answers as a whole, that a heading naming a queried identifier defines it, and which
 * kinds of page answer questions. Every number is in weights.ts.
 *
 * rank() runs five steps:
 * 1. readQuery: which words are required, whether an identifier was typed;
 * 2. bestByPage: each word's best score on each page;
 * 3. scoreRecords: each candidate record's score (its own and inherited match, its page's
 *    evidence and title share, the share of the query's words it holds, by count and rarity,
 *    its page's kind);
 * 4. reorderTop: on the best records only, words close together and in order lift a record,
 *    and a code sample counts less on a question in words;
 * 5. orderByPage (order.ts): pages by their best record, each page's records best first;
 * 6. reorderBySimilarity (semantic/reorder.ts), once the sentence vectors are made: the first
 *    pages, where their words barely tell them apart, by closeness in meaning to the query.
 */
import {idf, type WordMatch} from './match';
import {candidates, orderByPage, top, type Candidates, type Ranking} from './order';
import {reorderBySimilarity} from './semantic/reorder';
import type {ScoreParts, Structure} from './types';
import {RANKING} from './weights';

const {record: RECORD, page: PAGE, kind: KIND, top: TOP, query: QUERY} = RANKING;
/**
 * A signpost (record-kind.ts: a Next steps entry, a table row naming another page) repeats the
 * words of the page it points to, as a listing repeats its children; that page answers. Its own
 * match counts as a listing's does, in the record and in its page's evidence.
 */
const SIGNPOST = KIND.listing.words;
/**
 * A symbol heading (record-kind.ts: a section heading that is one identifier, `OfflineModelData`)
 * found by a question in words through the parts of its name ("offline models") holds the
 * reader's words as a symbol's name, not as its subject: its own match counts as generated
 * reference does on such a question. Named whole ("offlinemodeldata", or a word no record holds
 * as typed that was found as it: a misspelling, a name still being typed), it counts fully.
 */
const SYMBOL_BY_PARTS = KIND.reference.words;

/** Whether the page numbered `page` passes the query's filters; `place` is one of its records. */
export type PageFilter = (page: number, place: number) => boolean;

/** What rank() reads of the query once. */
interface Query {
  matches: WordMatch[];
  /** Words a record must hold one of to be a candidate: the non-stop words, unless all are stop words. */
  required: WordMatch[];
  isRequired: boolean[];
  /** Whether any word is an identifier (a hyphenated word is a word: see isCode). */
  identifier: boolean;
  /** How the query asks (RANKING.kind): an identifier typed, a sentence in words, or a few words. */
  asked: 'identifier' | 'question' | 'words';
  /** Per word: RANKING.record.stopWord for a stop word, else 1. */
  weight: number[];
  /**
   * Per word: whether some record holds it as typed. A word none holds (a misspelling, or a word
   * still being typed) names a title by the words it was found as: they are the words the reader means.
   */
  typed: boolean[];
  /** Per word: its rarity (BM25's IDF over the records), and the sum over the required words. */
  rarity: number[];
  requiredRarity: number;
}

/**
 * The first `limit` ranked records, best page first, each page's records best first (at most
 * `perPage` of each, one per URL), how many there are in all and on how many pages. With `explain`, each hit
 * carries the parts of its score.
 */
export function rank(
  s: Structure,
  matches: WordMatch[],
  accept: PageFilter,
  perPage: number,
  limit: number,
  explain = false,
  similarity?: (page: number) => number,
): Ranking {
  const q = readQuery(matches, s.records.length);
  const best = bestByPage(s, q);
  const scored = scoreRecords(s, q, best, accept, explain);
  reorderTop(s, q, scored);
  // The pages the vectors re-order are put in order whatever the limit, so that every page of
  // results is cut from the same order.
  const ranked = orderByPage(s, scored, perPage, limit, similarity ? RANKING.semantic.pages : 0);
  if (scored.parts) {
    const byPlace = new Map(scored.parts.map((parts, i) => [scored.places[i]!, parts]));
    for (const hit of ranked.hits) hit.parts = byPlace.get(hit.place);
  }
  if (similarity) reorderBySimilarity(s, ranked, similarity, explain, q.required.length);
  return ranked;
}

/** Step 1. */
function readQuery(matches: WordMatch[], count: number): Query {
  const required = matches.some((m) => !m.word.stop) ? matches.filter((m) => !m.word.stop) : matches;
  const isRequired = matches.map((m) => required.includes(m));
  // A word's rarity: BM25's IDF, from how many of the `count` records it was found in.
  const rarity = matches.map((m) => idf(count, m.places.length));
  const identifier = matches.some((m) => m.word.code);
  return {
    rarity,
    requiredRarity: rarity.reduce((sum, r, w) => (isRequired[w] ? sum + r : sum), 0),
    matches,
    required,
    isRequired,
    identifier,
    asked: identifier ? 'identifier' : required.length >= QUERY.questionWords ? 'question' : 'words',
    weight: matches.map((m) => (m.word.stop ? RECORD.stopWord : 1)),
    typed: matches.map((m) => m.places.some((place) => m.exact[place])),
  };
}

const signpostFactor = (s: Structure, place: number) => (s.read.signpost(place) ? SIGNPOST : 1);

/** Step 2's answer, per query word, by page number. */
interface PageBest {
  /** The word's best score on the page: how well the page as a whole answers it. */
  score: Float64Array[];
  /** 1 where a heading of the page (its title too) holds the word: only there can a record inherit it. */
  headed: Uint8Array[];
}

/** Step 2: each word's best score on each page, and whether a heading of the page holds it. */
function bestByPage(s: Structure, q: Query): PageBest {
  const score: Float64Array[] = [];
  const headed: Uint8Array[] = [];
  for (const m of q.matches) {
    const byPage = new Float64Array(s.pages.length);
    const inHeading = new Uint8Array(s.pages.length);
    for (const place of m.places) {
      const page = s.pageOf[place]!;
      const value = m.scores[place]! * signpostFactor(s, place);
      if (value > byPage[page]!) byPage[page] = value;
      if (!s.isText[place]) inHeading[page] = 1;
    }
    score.push(byPage);
    headed.push(inHeading);
  }
  return {score, headed};
}

/** Candidates with, when explaining, the parts of each score. */
type Scored = Candidates & {parts?: ScoreParts[]};

/** Step 3: every record that holds a required word, on a page the filters accept, and its score. */
function scoreRecords(s: Structure, q: Query, best: PageBest, accept: PageFilter, explain: boolean): Scored {
  const pageCount = s.pages.length;
  // Per page: -1 not yet seen, 0 filtered out, 1 accepted; then what its records share.
  const pageState = new Int8Array(pageCount).fill(-1);
  const pageEvidence = new Float64Array(pageCount);
  const titleShare = new Float64Array(pageCount);
  const seen = new Uint8Array(s.records.length);
  // Room for every record a required word holds: each is a candidate at most once.
  const out: Scored = candidates(q.required.reduce((n, m) => n + m.places.length, 0));
  if (explain) out.parts = [];
  for (const m of q.required) {
    for (const place of m.places) {
      if (seen[place]) continue;
      seen[place] = 1;
      const page = s.pageOf[place]!;
      const info = s.pages[page]!;
      if (pageState[page] === -1) {
        pageState[page] = accept(page, place) ? 1 : 0;
        if (!pageState[page]) continue;
        pageEvidence[page] = evidenceOf(q, best, page, info.size);
        titleShare[page] = titleShareOf(q, info);
      } else if (!pageState[page]) continue;
      const {score, words, rarity, defines} = recordMatch(s, q, best, place, page);
      const own = s.isText[place] ? 1 : RECORD.ownHeading * (q.identifier ? 1 : symbolFactor(s, q, place));
      const kind = KIND[info.kind][q.asked];
      const wordShare = wordShareOf(q, words, rarity);
      const i = out.length++;
      out.places[i] = place;
      out.totals[i] =
        (score * own + pageEvidence[page]!) * wordShare * kind * (1 + PAGE.titleCoverage * titleShare[page]!);
      out.wordCounts[i] = words;
      // A definition on a legacy page does not put it first: readers should not start from the legacy client.
      out.definitions[i] = info.kind === 'legacy' ? 0 : defines;
      out.parts?.push({
        match: score,
        own,
        page: pageEvidence[page]!,
        wordShare,
        kind,
        kindName: info.kind,
        titleShare: titleShare[page]!,
        proximity: 1,
        phrase: 1,
        code: 1,
        signpost: signpostFactor(s, place) !== 1,
        shared: s.shared[place]!,
      });
    }
  }
  return out;
}

/** A page's evidence: its best score per word, weighed, damped by the log of its record count. */
function evidenceOf(q: Query, best: PageBest, page: number, size: number): number {
  let evidence = 0;
  for (let w = 0; w < q.matches.length; w++) evidence += best.score[w]![page]! * q.weight[w]!;
  return (PAGE.evidence * evidence) / (1 + PAGE.sizeDamping * Math.log(size));
}

/**
 * How well a page's title and the query name each other: the mean of the share of the title's
 * words the query names and the share of the query's words the title holds. "jaqpotpy" → the
 * page titled jaqpotpy, not `jaqpotpy.api.openapi.models`; "api key" → Create an API key, not
 * the introduction's section on API keys (Algolia's "exact" criterion, on titles). Only words
 * the title holds as typed name it: "jaqpot" completes to `jaqpotpy` but does not name that page.
 */
function titleShareOf(q: Query, info: Structure['pages'][number]): number {
  let covered = 0;
  let held = 0;
  for (let w = 0; w < q.matches.length; w++) {
    const r = q.matches[w]!;
    if (!q.isRequired[w] || info.title < 0 || !(r.exact[info.title] || (!q.typed[w] && r.scores[info.title]))) continue;
    covered += r.word.compound ? Math.max(1, r.word.alternatives[0]?.length ?? 1) : 1;
    held++;
  }
  const named = info.titleWidth ? Math.min(1, covered / info.titleWidth) : 0;
  return (named + held / q.required.length) / 2;
}

/**
 * The share of the query's required words a record holds: by count, and, RANKING.record.rareShare
 * of it, by rarity. A long question (an error message, a sentence) holds common words that many
 * records hold and a few rare ones that name the problem; a record with the rare ones holds more
 * of the question than one with as many common ones.
 */
function wordShareOf(q: Query, words: number, rarity: number): number {
  const byRarity = q.requiredRarity > 0 ? rarity / q.requiredRarity : words / q.required.length;
  return (1 - RECORD.rareShare) * (words / q.required.length) + RECORD.rareShare * byRarity;
}

/**
 * A record's own match: each word found in its text or, counting RANKING.record.inherited, in the
 * nearest heading above that holds it; how many required words that is, and their rarity; how
 * many queried identifiers its heading defines.
 */
function recordMatch(
  s: Structure,
  q: Query,
  best: PageBest,
  place: number,
  page: number,
): {score: number; words: number; rarity: number; defines: number} {
  let words = 0;
  let rarity = 0;
  let defines = 0;
  let score = 0;
  const signpost = signpostFactor(s, place);
  for (let w = 0; w < q.matches.length; w++) {
    // Headings are on their record's page: a word the page lacks is not above the record either.
    if (!best.score[w]![page]) continue;
    const {scores, defines: defined} = q.matches[w]!;
    let at = place;
    let factor = 1;
    let sign = signpost;
    if (!scores[at]) {
      // Only a heading of the page can pass the word down: most words a record lacks are in no heading.
      if (!best.headed[w]![page]) continue;
      while (at >= 0 && !scores[at]) at = s.parent[at]!;
      if (at < 0) continue;
      factor = RECORD.inherited;
      sign = signpostFactor(s, at);
    }
    if (q.isRequired[w]) {
      words++;
      rarity += q.rarity[w]!;
    }
    if (defined.size && defined.has(at)) defines++;
    score += scores[at]! * factor * sign * q.weight[w]!;
  }
  return {score, words, rarity, defines};
}

/** SYMBOL_BY_PARTS for a symbol heading the query names only through the parts of its name, else 1. */
function symbolFactor(s: Structure, q: Query, place: number): number {
  const symbol = s.read.symbol(place);
  return symbol === null || q.matches.some((m, w) => m.word.term === symbol || (!q.typed[w] && m.terms.has(symbol)))
    ? 1
    : SYMBOL_BY_PARTS;
}

/**
 * Step 4, on the best RANKING.top.pool records only (it reorders the top, it never makes a record
 * a candidate). A record whose own text says the query's words close together, stop words
 * included ("Who can see and run the model" for "who can see my model"), answers the question
 * rather than mentioning its words apart: Algolia's proximity criterion; the reader's own phrase
 * in order lifts it more. A code sample shows how to call something; on a question in words
 * (no identifier typed) prose that explains answers better, and the words close together in a
 * code sample are those of one name (RANKING.top.codeWindow): tokens side by side in code are
 * syntax (an import list, a call's arguments, a comment beside a line), not the reader's question.
 */
function reorderTop(s: Structure, q: Query, c: Scored): void {
  const n = q.matches.length;
  const wanted = n > 1 ? wantedTerms(q.matches) : null;
  if (!wanted && q.identifier) return;
  for (const i of top(c.totals, c.places, c.length, TOP.pool)) {
    const place = c.places[i]!;
    const code = !q.identifier && s.read.codeSample(place);
    if (wanted) {
      const near = s.read.proximity(place, wanted, code ? TOP.codeWindow : TOP.window);
      const byWindow = 1 + (TOP.proximity * (near.window - 1)) / (n - 1);
      const byPhrase = 1 + (TOP.phrase * (near.phrase - 1)) / (n - 1);
      c.totals[i]! *= byWindow * byPhrase;
      if (c.parts) [c.parts[i]!.proximity, c.parts[i]!.phrase] = [byWindow, byPhrase];
    }
    if (code) {
      c.totals[i]! *= TOP.codeSample;
      if (c.parts) c.parts[i]!.code = TOP.codeSample;
    }
  }
}

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
