/**
 * jaqpotpy symbols from the reference's generated data (src/data/pyapi/, written from the facts
 * by scripts/generate-pyapi.ts), found by anchor, import path or name.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {paramsOf} from '../src/components/PyApi/data';
import {symbolSignatureText} from '../src/components/PyApi/format';
import {PY_API_PAGES, pageDataFile, pageRoute} from '../src/components/PyApi/pages';
import type {PyPageData, PySymbol} from '../src/components/PyApi/types';
import {ToolInputError} from './errors';

export interface SymbolEntry {
  symbol: PySymbol;
  data: PyPageData;
}

/** Every symbol of the reference, current ones first. */
export function loadSymbols(repoRoot: string): SymbolEntry[] {
  const entries = PY_API_PAGES.flatMap((page) => {
    const data = JSON.parse(readFileSync(join(repoRoot, pageDataFile(page)), 'utf8')) as PyPageData;
    return Object.values(data.symbols).map((symbol) => ({symbol, data}));
  });
  return entries.sort((a, b) => Number(a.symbol.status !== 'current') - Number(b.symbol.status !== 'current'));
}

/** The dotted names a symbol answers to: its anchor, and its defining module's path to it. */
function namesOf({symbol, data}: SymbolEntry): string[] {
  const owner = symbol.kind === 'method' && symbol.owner ? data.symbols[symbol.owner]?.name : undefined;
  const local = owner ? `${owner}.${symbol.name}` : symbol.name;
  return [symbol.anchor, `${symbol.module}.${local}`];
}

/** The symbols `reference` names: whole (`jaqpotpy.models.SklearnModel`) or by its last parts (`SklearnModel.fit`, `fit`). */
export function findSymbols(symbols: readonly SymbolEntry[], reference: string): SymbolEntry[] {
  const wanted = reference.trim().replace(/\(\)$/, '');
  const exact = symbols.filter((entry) => namesOf(entry).includes(wanted));
  if (exact.length) return exact;
  const tail = (entry: SymbolEntry, fold: (s: string) => string) =>
    namesOf(entry).some((name) => fold(name).endsWith(`.${fold(wanted)}`) || fold(name) === fold(wanted));
  const byTail = symbols.filter((entry) => tail(entry, (s) => s));
  if (byTail.length) return byTail;
  return symbols.filter((entry) => tail(entry, (s) => s.toLowerCase()));
}

/** Names close to an unknown one, for the error message. */
export function similarSymbols(symbols: readonly SymbolEntry[], reference: string, limit = 8): string[] {
  const word = reference.trim().toLowerCase().split('.').at(-1) ?? '';
  if (word.length < 3) return [];
  return symbols
    .filter(({symbol}) => symbol.name.toLowerCase().includes(word) || word.includes(symbol.name.toLowerCase()))
    .slice(0, limit)
    .map(({symbol}) => symbol.anchor);
}

/** What the docs server answers for one symbol (without its rendered documentation). */
export function describeSymbol({symbol, data}: SymbolEntry, baseUrl: string) {
  const url = `${baseUrl.replace(/\/$/, '')}${pageRoute(data.page)}#${symbol.anchor}`;
  const common = {
    anchor: symbol.anchor,
    name: symbol.name,
    kind: symbol.kind,
    definedIn: symbol.module,
    status: symbol.status,
    page: url,
    signature: symbolSignatureText(data, symbol),
  };
  if (symbol.kind === 'class') {
    const init = symbol.init ? data.symbols[symbol.init] : undefined;
    return {
      ...common,
      import: `from ${symbol.anchor.slice(0, -symbol.name.length - 1)} import ${symbol.name}`,
      bases: symbol.bases,
      parameters: init && init.kind !== 'class' ? paramsOf(data, init) : [],
      methods: symbol.methods.map((anchor) => data.symbols[anchor]?.name ?? anchor),
      ...(symbol.properties && {properties: symbol.properties}),
      ...(symbol.fields && {fields: symbol.fields}),
      ...(symbol.enumMembers && {enumMembers: symbol.enumMembers}),
      ...(symbol.classAttributes && {classAttributes: symbol.classAttributes}),
    };
  }
  return {
    ...common,
    ...(symbol.kind === 'method'
      ? {owner: symbol.owner}
      : {import: `from ${symbol.anchor.slice(0, -symbol.name.length - 1)} import ${symbol.name}`}),
    parameters: paramsOf(data, symbol),
    ...(symbol.returns && {returns: symbol.returns}),
  };
}

export function unknownSymbol(symbols: readonly SymbolEntry[], reference: string): ToolInputError {
  const close = similarSymbols(symbols, reference);
  return new ToolInputError(
    `No jaqpotpy symbol "${reference.slice(0, 200)}" in the reference. Give a name (SklearnModel), a method ` +
      `(SklearnModel.fit) or an import path (jaqpotpy.models.SklearnModel).` +
      (close.length ? ` Close: ${close.join(', ')}.` : ''),
  );
}
