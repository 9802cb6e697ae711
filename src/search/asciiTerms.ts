/**
 * The index terms of a raw token (`indexTerms` of tokenize.ts), with an ASCII
 * fast path. Loading the index expands every distinct token of the site (7,000
 * of them) on the way to the first result; tokenize.ts spends five Unicode
 * regular expressions and a look-behind split on each. Other tokens go to tokenize.ts.
 * Both give the same terms: tests/search/asciiTerms.test.ts.
 *
 * Measured cold (the load runs once, mostly before the JIT has optimized
 * anything), native regular expressions beat char-code loops in JavaScript:
 * the common cases go through ASCII-only regexes, and splitting texts into raw
 * tokens stays one native `String.match` per text (engine.ts).
 */
import {computeIndexTerms, MAX_WHOLE_LENGTH, STOP_WORDS} from './tokenize';

const PLAIN = /^[a-z0-9]+$/;
const ASCII = /^[\x00-\x7f]*$/;
/** EDGE, COMPOUND and PIECE of tokenize.ts for ASCII text. */
const EDGE = /^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g;
const COMPOUND = /[^A-Za-z0-9]|[a-z][A-Z]/;
const PIECE = /[A-Za-z0-9]+/g;

const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;

function keepPart(term: string): boolean {
  return term.length > 1 && !STOP_WORDS.has(term);
}

/**
 * `indexTerms` of tokenize.ts for an ASCII token; null for other tokens. The
 * regular expressions are ASCII-only (no Unicode property classes), and the
 * camelCase cut is a char-code loop instead of a look-behind split.
 */
export function asciiIndexTerms(raw: string): string[] | null {
  if (PLAIN.test(raw)) return keepPart(raw) ? [raw] : [];
  if (!ASCII.test(raw)) return null;
  const trimmed = raw.replace(EDGE, '');
  if (!trimmed) return [];
  const whole = trimmed.toLowerCase();
  const compound = COMPOUND.test(trimmed);
  const out: string[] = [];
  if (whole.length <= MAX_WHOLE_LENGTH && (compound ? whole.length > 1 : keepPart(whole))) out.push(whole);
  if (!compound) return out;
  // Parts: runs of letters and digits, cut at camelCase boundaries ("RDKitDescriptors" → RD|Kit|Descriptors).
  for (const piece of trimmed.match(PIECE) ?? []) {
    let from = 0;
    for (let k = 1; k <= piece.length; k++) {
      if (k < piece.length) {
        const before = piece.charCodeAt(k - 1);
        const at = piece.charCodeAt(k);
        const cut =
          isUpper(at) &&
          (isLower(before) || (before >= 48 && before <= 57) || (isUpper(before) && k + 1 < piece.length && isLower(piece.charCodeAt(k + 1))));
        if (!cut) continue;
      }
      const part = piece.slice(from, k).toLowerCase();
      if (part !== whole && keepPart(part) && !out.includes(part)) out.push(part);
      from = k;
    }
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

/** Index terms of a raw token: the ASCII path, or tokenize.ts for other tokens. */
export function fastIndexTerms(raw: string): string[] {
  return asciiIndexTerms(raw) ?? computeIndexTerms(raw);
}
