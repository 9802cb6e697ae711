import {readFileSync} from 'node:fs';

type Param = {name: string; kind?: string};
type Method = {name: string; params: Param[]; kwarg?: string | null};
type PyClass = {name: string; methods?: Method[]; bases?: string[]};
type PyModule = {
  classes: PyClass[];
  functions: Method[];
  exports: string[];
  constants: string[];
  imported_names?: Record<string, string>;
  export_origins?: Record<string, string>;
};

export type Signature = {params: Set<string>; acceptsAnyKeyword: boolean};

/** The importable surface of jaqpotpy, jaqpot_python_sdk and jaqpot_api_client, from the facts files. */
export class PythonFacts {
  readonly modules = new Map<string, PyModule>();
  /** jaqpot_api_client names, as jaqpotpy's own sources import them. */
  readonly apiClient = new Map<string, Set<string>>();

  constructor(root = '.') {
    const jaqpotpy = JSON.parse(readFileSync(`${root}/reference/jaqpotpy-api.json`, 'utf8'));
    const sdks = JSON.parse(readFileSync(`${root}/reference/jaqpot-sdks.json`, 'utf8'));
    for (const [name, mod] of Object.entries<PyModule>(jaqpotpy.modules)) {
      this.modules.set(name, mod);
    }
    for (const [name, mod] of Object.entries<PyModule>(sdks.python_sdk.modules)) {
      this.modules.set(name, mod);
    }
    for (const mod of this.modules.values()) {
      for (const [symbol, from] of Object.entries(mod.imported_names ?? {})) {
        if (from.startsWith('jaqpot_api_client')) {
          if (!this.apiClient.has(from)) this.apiClient.set(from, new Set());
          this.apiClient.get(from)!.add(symbol);
        }
      }
    }
  }

  /** Whether `from module import name` works according to the facts; undefined for modules we do not track. */
  canImport(module: string, name: string): boolean | undefined {
    if (module.startsWith('jaqpot_api_client')) {
      return this.apiClient.get(module)?.has(name) ?? false;
    }
    if (!/^jaqpot(py|_python_sdk)(\.|$)/.test(module)) {
      return undefined;
    }
    const mod = this.modules.get(module);
    if (!mod) {
      return false;
    }
    const names = new Set([
      ...mod.exports,
      ...mod.constants,
      ...mod.classes.map((c) => c.name),
      ...mod.functions.map((f) => f.name),
    ]);
    return names.has(name) || this.modules.has(`${module}.${name}`);
  }

  hasModule(module: string): boolean {
    return this.modules.has(module) || this.apiClient.has(module);
  }

  /** Where an imported name is defined, following package re-exports. */
  private resolve(module: string, name: string): {module: PyModule; symbol: string} | undefined {
    const mod = this.modules.get(module);
    if (!mod) return undefined;
    const origin = mod.export_origins?.[name];
    if (origin && origin !== module) {
      return this.resolve(origin, name);
    }
    return {module: mod, symbol: name};
  }

  /** The keyword parameters a call of an imported class (its __init__) or function accepts. */
  signature(module: string, name: string): Signature | undefined {
    const found = this.resolve(module, name);
    if (!found) return undefined;
    const fn = found.module.functions.find((f) => f.name === found.symbol);
    const cls = found.module.classes.find((c) => c.name === found.symbol);
    const init = fn ?? cls?.methods?.find((m) => m.name === '__init__');
    if (!init) {
      return cls ? {params: new Set(), acceptsAnyKeyword: false} : undefined;
    }
    return {params: new Set(init.params.map((p) => p.name)), acceptsAnyKeyword: Boolean(init.kwarg)};
  }
}
