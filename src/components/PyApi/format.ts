/** Text the jaqpotpy reference shows: Python signatures, import lines, counts. */
import {importPath, paramLabel, paramsOf, signatureCallable} from './data';
import type {PyPageData, PyParam, PySymbol} from './types';

export const EM_DASH = '\u2014';

/** Python code longer than this goes on several lines (black's default). */
const LINE_LENGTH = 88;

function formatParam(p: PyParam, withAnnotation = true): string {
  let out = paramLabel(p);
  if (!withAnnotation) return p.default !== undefined ? `${out}=${p.default}` : out;
  if (p.annotation !== undefined) out += `: ${p.annotation}`;
  if (p.default !== undefined) out += p.annotation !== undefined ? ` = ${p.default}` : `=${p.default}`;
  return out;
}

/**
 * Python-style signature text; one parameter per line when it gets long.
 * Without annotations when `withAnnotations` is false (the parameter table,
 * shared with another method, already shows them).
 */
function formatSignature(name: string, params: PyParam[], returns?: string, withAnnotations = true): string {
  const parts: string[] = [];
  const hasVarPositional = params.some((p) => p.kind === 'var_positional');
  let starred = false;
  for (const p of params) {
    if (p.kind === 'keyword_only' && !hasVarPositional && !starred) {
      parts.push('*');
      starred = true;
    }
    parts.push(formatParam(p, withAnnotations));
  }
  const ret = returns !== undefined ? ` -> ${returns}` : '';
  const oneLine = `${name}(${parts.join(', ')})${ret}`;
  if (oneLine.length <= LINE_LENGTH) return oneLine;
  return `${name}(\n${parts.map((p) => `    ${p},`).join('\n')}\n)${ret}`;
}

/** The signature block text of a class (its constructor), function or method. */
export function symbolSignatureText(data: PyPageData, symbol: PySymbol, compact = false): string {
  if (symbol.kind === 'class') {
    const init = signatureCallable(data, symbol.anchor);
    if (!init) return `class ${symbol.name}${symbol.bases.length ? `(${symbol.bases.join(', ')})` : ''}`;
    return formatSignature(symbol.name, paramsOf(data, init));
  }
  const decorators = (symbol.decorators ?? []).map((d) => `@${d}\n`).join('');
  return decorators + formatSignature(symbol.name, paramsOf(data, symbol), symbol.returns, !compact);
}

/** `from … import …` lines for the given symbols, grouped by import path. */
export function importLines(symbols: PySymbol[]): string[] {
  const byPath = new Map<string, string[]>();
  for (const sym of symbols) {
    const from = importPath(sym);
    byPath.set(from, [...(byPath.get(from) ?? []), sym.name]);
  }
  return [...byPath.entries()].map(([from, names]) => {
    const one = `from ${from} import ${names.join(', ')}`;
    if (one.length <= LINE_LENGTH) return one;
    return `from ${from} import (\n${names.map((n) => `    ${n},`).join('\n')}\n)`;
  });
}

/** "1 class", "2 classes", "3 methods". */
export function plural(n: number, word: string): string {
  return `${n} ${n === 1 ? word : word.endsWith('s') ? `${word}es` : `${word}s`}`;
}
