/**
 * Tokenization shared by indexing, querying and highlighting.
 *
 * Code identifiers are kept whole (so `deploy_on_jaqpot` or
 * `/v1/models/{modelId}/predict` can be matched exactly) and are also split
 * into their parts (on `_ . / { } -` and camelCase), so `model` still finds
 * `SklearnModel` and `deploy jaqpot` finds `deploy_on_jaqpot`.
 */

import {ABBREVIATIONS, joinPhrases} from './synonyms';

/** A raw token with its position in the source text. */
export interface Span {
  start: number;
  end: number;
  /** Normalised whole token (lower case, outer punctuation trimmed). */
  term: string;
}

/** A sub-part of a token, with offsets into the source text. */
export interface PartSpan extends Span {}

// Letters, digits and the characters that join the pieces of code identifiers.
export const RAW_TOKEN = /[\p{L}\p{N}_./{}\-:@$#]+/gu;
const EDGE = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
export const HAS_ALNUM = /[\p{L}\p{N}]/u;
const PIECE = /[\p{L}\p{N}]+/gu;
// Boundaries inside camelCase words: "modelId" → model|Id, "RDKitDescriptors" → RD|Kit|Descriptors.
const CAMEL = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const COMPOUND = /[^\p{L}\p{N}]|\p{Ll}\p{Lu}/u;

/** Longer tokens are URLs, hashes or base64: index their parts only. */
export const MAX_WHOLE_LENGTH = 64;

/**
 * Words too common to help ranking. Dropped from queries and from the index,
 * except inside compound identifiers (`deploy_on_jaqpot` keeps its whole form).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can could do does did for from get had has have how i if in into ' +
    'is it its me my of on or our should so than that the their them then there these they this ' +
    'those to was we were what when where which while who whom why will with would you your'
  ).split(' '),
);

export function normalize(raw: string): string {
  return raw.replace(EDGE, '').toLowerCase();
}

/** Whole tokens of a text, with offsets (used for highlighting). */
export function spans(text: string): Span[] {
  const out: Span[] = [];
  // One native match for the whole text; a token starts with a token character, so
  // searching it from the previous token's end finds its own offset.
  let at = 0;
  for (const raw of text.match(RAW_TOKEN) ?? []) {
    const index = text.indexOf(raw, at);
    at = index + raw.length;
    if (ALNUM_ONLY.test(raw)) {
      out.push({start: index, end: at, term: raw.toLowerCase()});
      continue;
    }
    if (!HAS_ALNUM.test(raw)) continue;
    const lead = raw.length - raw.replace(/^[^\p{L}\p{N}]+/u, '').length;
    const trimmed = raw.replace(EDGE, '');
    const start = index + lead;
    out.push({start, end: start + trimmed.length, term: trimmed.toLowerCase()});
  }
  return out;
}

/** A token of ASCII letters and digits only: nothing to trim. */
const ALNUM_ONLY = /^[A-Za-z0-9]+$/;

/** Parts of one whole token, with offsets relative to the token's start. */
export function partSpans(token: string): PartSpan[] {
  const out: PartSpan[] = [];
  for (const m of token.matchAll(PIECE)) {
    let offset = m.index!;
    for (const piece of m[0].split(CAMEL)) {
      out.push({start: offset, end: offset + piece.length, term: piece.toLowerCase()});
      offset += piece.length;
    }
  }
  return out;
}

/** Whether a raw token is an identifier (has joiners or inner capitals). */
export function isCompound(raw: string): boolean {
  return COMPOUND.test(raw.replace(EDGE, ''));
}

function keepPart(term: string): boolean {
  return term.length > 1 && !STOP_WORDS.has(term);
}

/** Part terms of a raw token (lower case, deduplicated, without the whole form). */
export function parts(raw: string): string[] {
  const trimmed = raw.replace(EDGE, '');
  const whole = trimmed.toLowerCase();
  const out = new Set<string>();
  for (const p of partSpans(trimmed)) {
    if (p.term !== whole && keepPart(p.term)) out.add(p.term);
  }
  return [...out];
}

/**
 * Index terms of one raw token: its whole form, its parts and, for dotted
 * paths, each dotted suffix (`jaqpotpy.Jaqpot.login` → `jaqpot.login`), since
 * readers type a symbol with fewer qualifiers than the reference shows.
 */
export function indexTerms(raw: string): string[] {
  let terms = termCache.get(raw);
  if (!terms) {
    terms = computeIndexTerms(raw);
    // Bounded, since a long-lived page may index or query many distinct strings.
    if (termCache.size > 200_000) termCache.clear();
    termCache.set(raw, terms);
  }
  return terms;
}

// Docs repeat the same words and identifiers; expanding each raw token once makes loading fast.
const termCache = new Map<string, string[]>();
const PLAIN = /^[a-z0-9]+$/;

/** `indexTerms` without the cache: the reference the scanner (asciiTerms.ts) is tested against. */
export function computeIndexTerms(raw: string): string[] {
  if (PLAIN.test(raw)) return keepPart(raw) ? [raw] : [];
  const trimmed = raw.replace(EDGE, '');
  if (!trimmed) return [];
  const whole = trimmed.toLowerCase();
  const out = new Set<string>();
  const compound = isCompound(trimmed);
  if (whole.length <= MAX_WHOLE_LENGTH && (compound ? whole.length > 1 : keepPart(whole))) out.add(whole);
  if (compound) {
    for (const p of parts(trimmed)) out.add(p);
    if (whole.includes('.') && whole.length <= MAX_WHOLE_LENGTH) {
      const segments = whole.split('.');
      for (let i = 1; i < segments.length; i++) {
        const suffix = segments.slice(i).join('.');
        // The last segment alone only when it is an identifier itself (ModelType.TORCH_ONNX).
        if (i < segments.length - 1 || /[^a-z0-9]/.test(suffix)) out.add(suffix);
      }
    }
  }
  return [...out];
}

/** Raw tokens of a text, as MiniSearch's `tokenize` wants them. */
export function rawTokens(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(RAW_TOKEN)) if (HAS_ALNUM.test(m[0])) out.push(m[0]);
  return out;
}

/** One word of a query, expanded the same way the index was. */
export interface QueryWord {
  raw: string;
  whole: string;
  /** Part terms; empty when the word is not an identifier. */
  parts: string[];
  compound: boolean;
}

/**
 * Query words, without stop words. A known abbreviation (synonyms.ts) gets the
 * words it stands for as its parts, so it also matches where the docs spell it out.
 */
export function queryWords(query: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const raw of rawTokens(joinPhrases(query))) {
    const whole = normalize(raw);
    if (!whole) continue;
    const compound = isCompound(raw);
    const expansion = compound ? undefined : ABBREVIATIONS[whole];
    words.push({raw: raw.replace(EDGE, ''), whole, parts: compound ? parts(raw) : expansion ? [...expansion] : [], compound});
  }
  const useful = words.filter((w) => w.compound || keepPart(w.whole));
  return useful;
}
