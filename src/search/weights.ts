/**
 * Every number the ranking uses, in one typed object. match.ts scores query words in records with
 * MiniSearch's formulas (the `fields` and `matching` groups); rank.ts turns those scores into
 * ranked records (`query`, `record`, `page`, `kind`, `top`); order.ts puts pages in order
 * (`demoted`). To change a rule, change its number here and measure it on the tuning sets
 * (docs-dev/search.md, "Change a ranking rule", gives the command).
 */
import type {PageKind} from './types';

/** The fields a record is indexed under (match.ts). */
export type Field = 'title' | 'symbol' | 'text' | 'trail';

export interface RankingWeights {
  fields: {
    /** Per field, how much a match counts. Titles and headings say what a record is about; body text only mentions. */
    boost: Record<Field, number>;
    /** BM25 (MiniSearch's variant): `b` below the usual 0.75, since a heading is short by nature, not by merit. */
    bm25: {k: number; b: number; d: number};
  };
  matching: {
    /** A completion of the word being typed counts this much (times a length ratio): it is a guess. */
    prefix: number;
    /** A near spelling counts this much (times a length ratio); a swapped pair of letters is one typo. */
    fuzzy: number;
    /** A word found through its parts (`deploy jaqpot` in `deploy_on_jaqpot`) against one found whole. */
    alternative: number;
    /** An identifier typed whole: a record that only completes it, or holds only its parts, when others write it whole. */
    partialIdentifier: number;
    /**
     * A word cut in two words the index holds ("onnxruntime" → onnx runtime): `unknown` when no
     * record holds the word as typed, `rare` beside the few that do (the reader may mean the word).
     */
    split: {unknown: number; rare: number};
    /**
     * A last query word of this many letters or fewer completes only in titles and headings; typed
     * whole as the index holds it ("dataset id"), it is found everywhere, as any word is.
     */
    shortPrefix: number;
    /** A word found as typed in this many records or more is spelt right: no near spellings are looked for. */
    typoThreshold: number;
  };
  record: {
    /** A word matched through a heading above the record, against one in its own text. */
    inherited: number;
    /** A heading record's own match ("where is X": the heading, not a paragraph that mentions X). */
    ownHeading: number;
    /** A stop word counts this much, where a title or heading says it: a tie-breaker, never a reason to match. */
    stopWord: number;
    /**
     * How much of the share of the query's words a record holds is by the words' rarity (BM25's
     * IDF), the rest by their count (rank.ts, wordShareOf).
     */
    rareShare: number;
  };
  query: {
    /** Required words (stop words aside) from which a query in words is a question (see `kind`). */
    questionWords: number;
  };
  page: {
    /** Share of the page's best evidence per word added to each of its records: a page about the query answers. */
    evidence: number;
    /** The page's evidence is divided by 1 + this × ln(records of the page): long generated pages match every word somewhere. */
    sizeDamping: number;
    /**
     * A record's score is multiplied by 1 + this × the page title's share: the mean of the share of
     * the title's words the query names and the share of the query's words the title holds.
     */
    titleCoverage: number;
  };
  /**
   * Per kind of page, the factor of its records' scores on a query in words, on a question of
   * `query.questionWords` words or more, and on one that types an identifier. A listing repeats
   * its children's titles; generated reference names what a guide teaches, and a sentence (an
   * error message, a how-to question) asks for the guide still more often than a few words do.
   * An identifier typed counts reference at half too: where a guide also names it, the reader
   * mostly wants its use first (a reference entry alone still comes first); a legacy page ranks
   * itself down. A signpost (a text that points to another page) counts as a
   * listing does; a symbol heading found through the parts of its name as reference does.
   */
  kind: Record<PageKind, {words: number; question: number; identifier: number}>;
  /** Kinds of page that never come first while a page of another kind matches as many query words. */
  demoted: readonly PageKind[];
  /** What reorders the best `pool` records (order only: it never makes a record a candidate). */
  top: {
    pool: number;
    /** Up to 1 + this for all query words within `window` tokens of the record's own text or heading. */
    proximity: number;
    window: number;
    /** Up to 1 + this for the query's words side by side in the query's order. */
    phrase: number;
    /** A code sample's score on a question in words (no identifier typed): prose that explains answers better. */
    codeSample: number;
    /**
     * The `window` of a code sample on a question in words: one token, so only an identifier that
     * holds several query words (`GraphAttentionNetworkModel`) lifts it, not code that happens to
     * put them near each other.
     */
    codeWindow: number;
  };
  /** A text whose tokens are more than this share identifiers is a code sample (record-kind.ts). */
  codeShare: number;
  /**
   * Sentence vectors (semantic/reorder.ts), once the table and the text are in: the first `pages`
   * pages within a factor e^gate of the first's score are re-ordered by ln(score ratio) + weight ×
   * the page's best record's cosine with the query. The gate keeps it to pages the words barely
   * tell apart: on pages written in the queries' own words it loses more than it gains.
   */
  semantic: {weight: number; pages: number; gate: number; words: number};
}

export const RANKING: RankingWeights = {
  fields: {
    boost: {title: 3, symbol: 1, text: 1, trail: 0.5},
    bm25: {k: 1.2, b: 0.6, d: 0.5},
  },
  matching: {
    prefix: 0.375,
    fuzzy: 0.45,
    alternative: 0.8,
    partialIdentifier: 0.1,
    split: {unknown: 0.8, rare: 0.3},
    shortPrefix: 2,
    typoThreshold: 20,
  },
  record: {inherited: 0.7, ownHeading: 1.3, stopWord: 0.15, rareShare: 0.3},
  query: {questionWords: 4},
  page: {evidence: 0.5, sizeDamping: 0.3, titleCoverage: 1},
  kind: {
    guide: {words: 1, question: 1, identifier: 1},
    listing: {words: 0.45, question: 0.45, identifier: 0.45},
    reference: {words: 0.6, question: 0.3, identifier: 0.5},
    legacy: {words: 0.2, question: 0.2, identifier: 0.2},
  },
  demoted: ['listing', 'legacy'],
  top: {pool: 100, proximity: 0.4, window: 8, phrase: 0.3, codeSample: 0.75, codeWindow: 1},
  codeShare: 0.3,
  semantic: {weight: 32, pages: 3, gate: 0.25, words: 4},
};

/**
 * The weight of a record whose text `pages` pages share word for word (an included partial), on a
 * page other than the text's home (engine.ts, linkRecord): its copies would otherwise tie.
 */
export const sharedTextWeight = (pages: number) => 1 / (1 + Math.log(pages));
