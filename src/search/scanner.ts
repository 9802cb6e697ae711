/**
 * The tokenizer of tokenize.ts, rewritten for indexing speed: a char-code
 * scanner instead of Unicode regular expressions. Loading the index tokenizes
 * every record, so this is the hot path of the first search. It yields exactly
 * the tokens and terms of `rawTokens` and `indexTerms` (tests/search/scanner.test.ts):
 * ASCII is decided by char code, other characters fall back to the regexes.
 */
import {computeIndexTerms, MAX_WHOLE_LENGTH, STOP_WORDS} from './tokenize';

/** Characters that join the pieces of code identifiers (RAW_TOKEN of tokenize.ts). */
const JOINERS = '_./{}-:@$#';

/** ASCII classes: 1 letter or digit, 2 joiner, 0 anything else. */
const ASCII_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  ASCII_CLASS[c] = /[A-Za-z0-9]/.test(ch) ? 1 : JOINERS.includes(ch) ? 2 : 0;
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
/** Non-ASCII code points seen so far: 1 letter or digit, 2 not (one regex test per distinct character). */
const unicodeClass = new Map<number, number>();

function classOfCodePoint(cp: number): number {
  let c = unicodeClass.get(cp);
  if (c === undefined) {
    c = LETTER_OR_DIGIT.test(String.fromCodePoint(cp)) ? 1 : 2;
    unicodeClass.set(cp, c);
  }
  return c;
}

/**
 * Raw tokens of `text` as `[start, end, start, end, …]` offsets in `out`
 * (cleared first, reused by the caller to spare allocations); returns `out.length`.
 * A token is a run of letters, digits and joiners with at least one letter or digit.
 */
export function scanTokens(text: string, out: number[]): number {
  out.length = 0;
  const n = text.length;
  let start = -1;
  let alnum = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    let cls: number;
    let width = 1;
    if (c < 128) {
      cls = ASCII_CLASS[c]!;
    } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        cls = classOfCodePoint(((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000) === 1 ? 1 : 0;
        width = 2;
      } else {
        cls = 0; // a lone surrogate is no letter
      }
    } else {
      cls = classOfCodePoint(c) === 1 ? 1 : 0;
    }
    if (cls === 0) {
      if (start >= 0) {
        if (alnum) out.push(start, i);
        start = -1;
      }
    } else {
      if (start < 0) {
        start = i;
        alnum = false;
      }
      if (cls === 1) alnum = true;
    }
    i += width - 1;
  }
  if (start >= 0 && alnum) out.push(start, n);
  return out.length;
}

const isAlnum = (c: number) => c < 128 && ASCII_CLASS[c] === 1;
const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;
const isDigit = (c: number) => c >= 48 && c <= 57;

function keepPart(term: string): boolean {
  return term.length > 1 && !STOP_WORDS.has(term);
}

/** `indexTerms` of tokenize.ts for an ASCII token, by char code; null for other tokens. */
export function asciiIndexTerms(raw: string): string[] | null {
  let plain = true;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c >= 128) return null;
    if (!isLower(c) && !isDigit(c)) plain = false;
  }
  if (plain) return raw.length > 0 && keepPart(raw) ? [raw] : [];
  let s = 0;
  let e = raw.length;
  while (s < e && !isAlnum(raw.charCodeAt(s))) s++;
  while (e > s && !isAlnum(raw.charCodeAt(e - 1))) e--;
  if (s === e) return [];
  const trimmed = raw.slice(s, e);
  const whole = trimmed.toLowerCase();
  // An identifier: joiners inside, or a lower-case letter before a capital (camelCase).
  let compound = false;
  for (let i = 0; i < trimmed.length && !compound; i++) {
    const c = trimmed.charCodeAt(i);
    if (!isAlnum(c) || (isLower(c) && i + 1 < trimmed.length && isUpper(trimmed.charCodeAt(i + 1)))) compound = true;
  }
  const out: string[] = [];
  if (whole.length <= MAX_WHOLE_LENGTH && (compound ? whole.length > 1 : keepPart(whole))) out.push(whole);
  if (!compound) return out;
  // Parts: runs of letters and digits, cut at camelCase boundaries ("RDKitDescriptors" → RD|Kit|Descriptors).
  const n = trimmed.length;
  for (let i = 0; i < n; ) {
    if (!isAlnum(trimmed.charCodeAt(i))) {
      i++;
      continue;
    }
    let end = i;
    while (end < n && isAlnum(trimmed.charCodeAt(end))) end++;
    let from = i;
    for (let k = i + 1; k <= end; k++) {
      const boundary =
        k === end ||
        ((isLower(trimmed.charCodeAt(k - 1)) || isDigit(trimmed.charCodeAt(k - 1))) && isUpper(trimmed.charCodeAt(k))) ||
        (isUpper(trimmed.charCodeAt(k - 1)) && isUpper(trimmed.charCodeAt(k)) && k + 1 < end && isLower(trimmed.charCodeAt(k + 1)));
      if (!boundary) continue;
      const part = whole.slice(from, k);
      if (part !== whole && keepPart(part) && !out.includes(part)) out.push(part);
      from = k;
    }
    i = end;
  }
  // Dotted suffixes (`jaqpotpy.Jaqpot.login` → `jaqpot.login`); the last segment only when it is an identifier.
  if (whole.length <= MAX_WHOLE_LENGTH && whole.includes('.')) {
    for (let dot = whole.indexOf('.'); dot >= 0; ) {
      const next = whole.indexOf('.', dot + 1);
      const suffix = whole.slice(dot + 1);
      if ((next >= 0 || /[^a-z0-9]/.test(suffix)) && !out.includes(suffix)) out.push(suffix);
      dot = next;
    }
  }
  return out;
}

/** Index terms of a raw token: the ASCII scanner, or tokenize.ts for other tokens. */
export function fastIndexTerms(raw: string): string[] {
  return asciiIndexTerms(raw) ?? computeIndexTerms(raw);
}

/**
 * Distinct raw tokens and their term ids. Loading the index looks up every
 * token of every record here: an open-addressing table over the token's char
 * codes, so a repeated token costs no string allocation or Map lookup.
 */
export class TokenTable {
  private slots = new Int32Array(1 << 12).fill(-1);
  private hashes: number[] = [];
  private tokens: string[] = [];
  /** Term ids of token k: `termIds[termStart[k]] … termIds[termStart[k + 1] - 1]`. */
  readonly termStart: number[] = [0];
  readonly termIds: number[] = [];

  /** `termId` names a term (an index term string) by a number, creating it on first sight. */
  constructor(private readonly termId: (term: string) => number) {}

  /** The token `text.slice(start, end)`, added (with its index terms) on first sight. */
  intern(text: string, start: number, end: number): number {
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const k = this.slots[slot]!;
      if (k < 0) return this.add(text.slice(start, end), hash, slot);
      if (this.hashes[k] === hash) {
        const token = this.tokens[k]!;
        if (token.length === end - start && text.startsWith(token, start)) return k;
      }
    }
  }

  private add(token: string, hash: number, slot: number): number {
    const k = this.tokens.push(token) - 1;
    this.hashes.push(hash);
    this.slots[slot] = k;
    for (const term of fastIndexTerms(token)) this.termIds.push(this.termId(term));
    this.termStart.push(this.termIds.length);
    if (this.tokens.length * 2 > this.slots.length) this.grow();
    return k;
  }

  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2).fill(-1);
    const mask = slots.length - 1;
    this.hashes.forEach((hash, k) => {
      let slot = hash & mask;
      while (slots[slot]! >= 0) slot = (slot + 1) & mask;
      slots[slot] = k;
    });
    this.slots = slots;
  }
}
