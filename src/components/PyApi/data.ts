/** Pure helpers over the generated page data, shared by the components and the tests. */
import type {PyCallableSymbol, PyClassSymbol, PyModuleInfo, PyPageData, PyParam, PySymbol} from './types';

export function getSymbol(data: PyPageData, anchor: string): PySymbol {
  const symbol = data.symbols[anchor];
  if (!symbol) {
    throw new Error(`[PyApi] No symbol "${anchor}" in the data of page ${data.page}.`);
  }
  return symbol;
}

export function getClass(data: PyPageData, anchor: string): PyClassSymbol {
  const symbol = getSymbol(data, anchor);
  if (symbol.kind !== 'class') throw new Error(`[PyApi] "${anchor}" is a ${symbol.kind}, not a class.`);
  return symbol;
}

/**
 * The callable whose parameters a symbol's signature shows: the symbol itself
 * for functions and methods, the __init__ method for classes (undefined when
 * the class defines none).
 */
export function signatureCallable(data: PyPageData, anchor: string): PyCallableSymbol | undefined {
  const symbol = getSymbol(data, anchor);
  if (symbol.kind !== 'class') return symbol;
  return symbol.init ? (getSymbol(data, symbol.init) as PyCallableSymbol) : undefined;
}

/** Parameters of a function or method, following `sameParamsAs`. */
export function paramsOf(data: PyPageData, symbol: PyCallableSymbol): PyParam[] {
  if (symbol.params) return symbol.params;
  if (symbol.sameParamsAs) {
    const other = getSymbol(data, symbol.sameParamsAs) as PyCallableSymbol;
    return paramsOf(data, other);
  }
  return [];
}

/** Display name of a parameter: `*args`, `**kwargs`, or the plain name. */
export function paramLabel(p: PyParam): string {
  if (p.kind === 'var_positional') return `*${p.name}`;
  if (p.kind === 'var_keyword') return `**${p.name}`;
  return p.name;
}

/** The import path of a documented symbol: its anchor without the name. */
export function importPath(symbol: PySymbol): string {
  return symbol.anchor.slice(0, symbol.anchor.length - symbol.name.length - 1);
}

/** The given modules of a page (all of them by default), in the order given. */
export function pageModules(data: PyPageData, modules?: string[]): PyModuleInfo[] {
  if (!modules) return data.modules;
  return modules.map((name) => {
    const info = data.modules.find((m) => m.name === name);
    if (!info) throw new Error(`[PyApi] Module ${name} is not on page ${data.page}.`);
    return info;
  });
}
