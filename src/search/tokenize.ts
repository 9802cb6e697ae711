/**
 * The one tokenizer of the search: the index (MiniSearch's `tokenize` and `processTerm`), the
 * query and the highlighting all cut text here, so a marked word is a word the engine matched.
 *
 * Code identifiers are kept whole (`deploy_on_jaqpot`, `/v1/models/{modelId}/predict`) and are
 * also cut into their parts (on `_ . / { } -` and camelCase), so `model` finds `SklearnModel`.
 * Plain words lose a plural ending, so "predictions" finds "Prediction workflow".
 */
import {stem as porter2} from 'porter2';
import {ABBREVIATIONS, EQUIVALENTS, joinPhrases, SAME_ROOT, SETTING_VALUES} from './synonyms';

/** Letters, digits and the characters that join the pieces of code identifiers. */
const RAW_TOKEN = /[\p{L}\p{N}_./{}\-:@$#]+/gu;
const EDGE = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const PIECE = /[\p{L}\p{N}]+/gu;
/** Boundaries inside camelCase words: "modelId" → model|Id, "RDKitDescriptors" → RD|Kit|Descriptors. */
const CAMEL = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const COMPOUND = /[^\p{L}\p{N}]|\p{Ll}\p{Lu}/u;
const PLAIN = /^[a-z0-9]+$/;

/** Longer tokens are URLs, hashes or base64: only their parts are terms. */
const MAX_WHOLE_LENGTH = 64;

/**
 * Words too common to tell pages apart. Body text does not index them; titles and headings
 * do, so a question ("what is jaqpot") can still match the heading that answers it
 * ("What Jaqpot is"), and a query of stop words alone still finds headings.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can could do does did for from get had has have how i if in into ' +
    'is it its may me my of on or our should so than that the their them then there these they this ' +
    'those to versus vs was we were what when where which while who whom why will with would you your'
  ).split(' '),
);

/** A raw token: lower case, outer punctuation trimmed. */
export function normalize(raw: string): string {
  return raw.replace(EDGE, '').toLowerCase();
}

/** Whether a raw token is an identifier (inner joiners or capitals). */
export function isCompound(raw: string): boolean {
  return COMPOUND.test(raw.replace(EDGE, ''));
}

/** Words joined by hyphens, each a plain word ("cross-validation", "One-hot", "too-many-requests"). */
const HYPHENATED = /^\p{L}\p{Ll}*(?:-\p{L}\p{Ll}*)+$/u;

/**
 * Whether a query token is code: an identifier other than plain words joined by hyphens.
 * "cross-validation" and "one-hot" are English as readers write it (and a joined phrase of
 * synonyms.ts is the reader's words), so a query of them is a question in words; they still
 * match as one term and by their parts, as identifiers do.
 */
export function isCode(raw: string): boolean {
  const token = raw.replace(EDGE, '');
  return isCompound(token) && !HYPHENATED.test(token);
}

/**
 * The singular of a plain English word (S-stemmer: "queries" → "query", "models" → "model";
 * "class", "status" and "analysis" stay). Identifiers and short words are left as typed.
 */
export function stem(term: string): string {
  if (term.length < 4 || !/^[a-z]+$/.test(term)) return term;
  if (term.endsWith('ies') && !/[ae]ies$/.test(term)) return `${term.slice(0, -3)}y`;
  if (term.endsWith('sses')) return term.slice(0, -2);
  if (term.endsWith('es') && /(x|ch|sh)es$/.test(term)) return term.slice(0, -2);
  if (term.endsWith('s') && !/(ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

/**
 * Words that keep their own root: "-ize", "-izer" and "-ization" (and "-ise"…) name a tool or
 * an act of their own in this field (a featurizer is not its features, a tokenizer not its
 * tokens), where Porter2 would make one root of both.
 */
const OWN_ROOT = /(i[sz]er|i[sz]ation|i[sz]e)$/;

/**
 * The root of a plain English word (Porter2, on the singular), when it differs from the
 * singular: "archiving", "archived" and "archive" → "archiv", "testing" → "test", "scaling" →
 * "scale". Readers ask with another form of the word the docs use ("registering a docker
 * model" for "Register the model"), so the index holds a word's root beside its singular and
 * a query word finds its root as another way of writing it. Null for identifiers, short words
 * and OWN_ROOT words.
 */
export function root(term: string): string | null {
  if (term.length < 4 || !/^[a-z]+$/.test(term) || OWN_ROOT.test(term)) return null;
  const r = porter2(term);
  return r !== term ? r : null;
}

/** An ASCII letter or digit (a character code): a character EDGE never trims. */
const isAsciiWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);

/** Raw tokens of a text, with their offsets (for highlighting). */
export function spans(text: string): Array<{start: number; end: number; raw: string}> {
  const out: Array<{start: number; end: number; raw: string}> = [];
  for (const m of text.matchAll(RAW_TOKEN)) {
    // Most tokens start and end with an ASCII letter or digit: nothing to trim.
    if (isAsciiWordChar(m[0].charCodeAt(0)) && isAsciiWordChar(m[0].charCodeAt(m[0].length - 1))) {
      out.push({start: m.index!, end: m.index! + m[0].length, raw: m[0]});
      continue;
    }
    const lead = m[0].length - m[0].replace(/^[^\p{L}\p{N}]+/u, '').length;
    const raw = m[0].replace(EDGE, '');
    if (raw) out.push({start: m.index! + lead, end: m.index! + lead + raw.length, raw});
  }
  return out;
}

/** Raw tokens of a text (MiniSearch's `tokenize`). */
export function tokenize(text: string): string[] {
  return (text.match(RAW_TOKEN) ?? []).filter((t) => /[\p{L}\p{N}]/u.test(t));
}

const partCache = new Map<string, Array<{start: number; end: number; term: string}>>();

/** Parts of an identifier with offsets relative to it: `SklearnModel` → Sklearn, Model. */
export function partSpans(token: string): ReadonlyArray<{start: number; end: number; term: string}> {
  const known = partCache.get(token);
  if (known) return known;
  const out: Array<{start: number; end: number; term: string}> = [];
  for (const m of token.matchAll(PIECE)) {
    let offset = m.index!;
    for (const piece of m[0].split(CAMEL)) {
      out.push({start: offset, end: offset + piece.length, term: stem(piece.toLowerCase())});
      offset += piece.length;
    }
  }
  // Highlighting asks for the same tokens at every keystroke.
  if (partCache.size > 100_000) partCache.clear();
  partCache.set(token, out);
  return out;
}

/** Part terms of an identifier (without its whole form, stop words and single letters). */
export function parts(raw: string): string[] {
  const whole = normalize(raw);
  const out = new Set<string>();
  for (const p of partSpans(raw.replace(EDGE, '')))
    if (p.term !== whole && p.term.length > 1 && !STOP_WORDS.has(p.term)) out.add(p.term);
  return [...out];
}

/** Terms by raw token, for body text and for headings (which keep stop words). */
const termCaches = [new Map<string, string[]>(), new Map<string, string[]>()] as const;

/**
 * Index terms of one raw token: a plain word's singular and root, an identifier's whole form,
 * its parts and, for dotted paths, each dotted suffix (`jaqpotpy.Jaqpot.login` → `jaqpot.login`: readers type fewer qualifiers than the
 * reference shows). `keepStopWords`: a title or heading keeps them (see STOP_WORDS).
 */
export function indexTerms(raw: string, keepStopWords = false): string[] {
  const termCache = termCaches[keepStopWords ? 1 : 0];
  let terms = termCache.get(raw);
  if (terms) return terms;
  const whole = normalize(raw);
  if (PLAIN.test(raw) || !isCompound(raw)) {
    const singular = whole && (keepStopWords || !STOP_WORDS.has(whole)) ? stem(whole) : '';
    const r = singular && root(singular);
    terms = r ? [singular, r] : singular ? [singular] : [];
  } else {
    const out = new Set<string>();
    if (whole.length <= MAX_WHOLE_LENGTH) out.add(whole);
    for (const p of parts(raw)) out.add(p);
    const segments = whole.length <= MAX_WHOLE_LENGTH ? whole.split('.') : [];
    // The last segment alone only when it is an identifier itself (ModelType.TORCH_ONNX).
    for (let i = 1; i < segments.length; i++)
      if (i < segments.length - 1 || !PLAIN.test(segments[i]!)) out.add(segments.slice(i).join('.'));
    terms = [...out];
  }
  if (termCache.size > 100_000) termCache.clear();
  termCache.set(raw, terms);
  return terms;
}

/** A token of a text with its offsets, its index terms (as a heading's: stop words kept) and its parts. */
export interface Token {
  start: number;
  end: number;
  raw: string;
  terms: string[];
  pieces: ReadonlyArray<{start: number; end: number; term: string}>;
}

const textCache = new Map<string, Token[]>();

/**
 * The tokens of a text, as highlighting and the proximity of query words read them; kept, as
 * the same titles and texts come back at every keystroke.
 */
export function analyze(text: string): Token[] {
  let tokens = textCache.get(text);
  if (tokens) return tokens;
  tokens = spans(text).map(({start, end, raw}) => ({
    start,
    end,
    raw,
    terms: indexTerms(raw, true),
    pieces: partSpans(raw),
  }));
  if (textCache.size > 20_000) textCache.clear();
  textCache.set(text, tokens);
  return tokens;
}

/** Of a text, where each term is: the key the highlighting and proximity look terms up by. */
export interface TextTerms {
  /** A term of the tokens' `terms` → the places of the tokens that hold it, in order. */
  terms: ReadonlyMap<string, readonly number[]>;
  /** A part's term → the token's place and the part's number in it, pair after pair. */
  pieces: ReadonlyMap<string, readonly number[]>;
}

const termCache = new Map<string, TextTerms>();

/**
 * Where each term of a text is, so the highlighting and proximity look up the terms a query
 * matched instead of reading every token. Kept for the texts of recent answers.
 */
export function textTerms(text: string): TextTerms {
  let known = termCache.get(text);
  if (known) return known;
  const terms = new Map<string, number[]>();
  const pieces = new Map<string, number[]>();
  analyze(text).forEach((token, place) => {
    for (const term of token.terms) {
      const list = terms.get(term);
      if (!list) terms.set(term, [place]);
      else if (list[list.length - 1] !== place) list.push(place);
    }
    token.pieces.forEach((piece, k) => {
      const list = pieces.get(piece.term);
      if (list) list.push(place, k);
      else pieces.set(piece.term, [place, k]);
    });
  });
  known = {terms, pieces};
  if (termCache.size > 20_000) termCache.clear();
  termCache.set(text, known);
  return known;
}

/** Calls `each` for every key both maps hold, walking the smaller one. */
export function eachShared<A, B>(
  a: ReadonlyMap<string, A>,
  b: ReadonlyMap<string, B>,
  each: (key: string, inA: A, inB: B) => void,
): void {
  // forEach, not for-of: destructuring a map's entries makes an array per entry.
  if (a.size <= b.size)
    a.forEach((inA, key) => {
      const inB = b.get(key);
      if (inB !== undefined) each(key, inA, inB);
    });
  else
    b.forEach((inB, key) => {
      const inA = a.get(key);
      if (inA !== undefined) each(key, inA, inB);
    });
}

/** One word of a query, expanded as the index expands its tokens. */
export interface QueryWord {
  raw: string;
  /** The whole term (stemmed when a plain word). */
  term: string;
  compound: boolean;
  /** Typed as code (see isCode): the query asks for a symbol, not a task in words. */
  code: boolean;
  /** A stop word: it counts where a heading says it, never as a required word. */
  stop: boolean;
  /**
   * Other ways the docs write the word, each a list of terms that must all appear: an
   * identifier's parts, the words of an abbreviation, the word's root (see `root`; SAME_ROOT in synonyms.ts), the value
   * a verb sets (SETTING_VALUES), the name of a status code or the reverse.
   */
  alternatives: string[][];
}

/** The words of a query, in order. */
export function queryWords(query: string): QueryWord[] {
  return tokenize(joinPhrases(query)).map((raw) => {
    const compound = isCompound(raw);
    const whole = normalize(raw);
    const term = compound ? whole : stem(whole);
    const alternatives: string[][] = [];
    if (compound && parts(raw).length > 1) alternatives.push(parts(raw));
    const expansion = compound ? undefined : (ABBREVIATIONS.get(whole) ?? ABBREVIATIONS.get(term));
    if (expansion) alternatives.push([...expansion]);
    const sameRoot = SAME_ROOT.get(whole);
    const r = sameRoot ? (root(sameRoot) ?? sameRoot) : compound || STOP_WORDS.has(whole) ? null : root(term);
    if (r) alternatives.push([r]);
    const value = compound ? undefined : SETTING_VALUES.get(r ?? term);
    if (value) alternatives.push([root(value) ?? value]);
    for (const equivalent of EQUIVALENTS.get(whole) ?? [])
      alternatives.push(isCompound(equivalent) ? parts(equivalent) : [equivalent]);
    return {
      raw: raw.replace(EDGE, ''),
      term,
      compound,
      code: isCode(raw),
      stop: !compound && STOP_WORDS.has(whole),
      alternatives,
    };
  });
}
