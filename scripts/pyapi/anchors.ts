/** Where each jaqpotpy definition is documented: its page and its anchor. */
import {pageForModule} from '../../src/components/PyApi/pages';
import type {Facts} from './facts';

/** A class or function that jaqpotpy defines, with the facts module that records it. */
export interface Definition {
  kind: 'class' | 'function';
  name: string;
  /** Module that defines it (a folded class keeps its own submodule). */
  module: string;
  /** Key of the facts module that records it. */
  factsModule: string;
  page: string;
  anchor: string;
}

/** Map key of a definition: its defining module and name. */
export const key = (module: string, name: string) => `${module}\u0000${name}`;

export interface Index {
  facts: Facts;
  /** key(definingModule, name) -> definition, anchors not yet set. */
  byDefiningModule: Map<string, Definition>;
}

export function indexDefinitions(facts: Facts): Index {
  const byDefiningModule = new Map<string, Definition>();
  for (const [factsModule, mod] of Object.entries(facts.modules)) {
    const page = pageForModule(factsModule);
    if (!page) throw new Error(`No reference page for facts module ${factsModule}`);
    const add = (kind: Definition['kind'], name: string, module: string) => {
      const k = key(module, name);
      if (byDefiningModule.has(k)) throw new Error(`Duplicate definition ${module}.${name}`);
      byDefiningModule.set(k, {kind, name, module, factsModule, page, anchor: ''});
    };
    for (const c of mod.classes) add('class', c.name, c.module ?? factsModule);
    for (const f of mod.functions) add('function', f.name, factsModule);
  }
  return {facts, byDefiningModule};
}

/**
 * Follow a name from a module through package re-exports (export_origins) and
 * plain-module imports (imported_names) to the jaqpotpy module that defines it.
 * Returns the definition, or the last jaqpotpy module reached when the name is
 * not a class or function there (a constant, an alias, a third-party name).
 */
export function resolveName(
  index: Index,
  moduleName: string,
  name: string,
  seen = new Set<string>(),
): {definition?: Definition; from: string} {
  const def = index.byDefiningModule.get(key(moduleName, name));
  if (def) return {definition: def, from: moduleName};
  if (seen.has(moduleName)) return {from: moduleName};
  seen.add(moduleName);
  const mod = index.facts.modules[moduleName];
  const next = mod?.export_origins?.[name] ?? mod?.imported_names?.[name];
  if (!next) return {from: moduleName};
  if (!next.startsWith('jaqpotpy')) return {from: moduleName};
  // A folded submodule (jaqpotpy.api.openapi.models.api_key) is not a facts module,
  // but it is a defining module in the index.
  if (!index.facts.modules[next] && !index.byDefiningModule.has(key(next, name))) {
    return {from: next};
  }
  return resolveName(index, next, name, seen);
}

/**
 * Anchor rule: the public import path when a package on the same page
 * re-exports the name (the closest such package), else the defining module
 * path. `jaqpotpy.models.sklearn.SklearnModel` is documented as
 * `jaqpotpy.models.SklearnModel`; `DockerModel`, which no package re-exports,
 * as `jaqpotpy.models.docker_model.DockerModel`.
 */
export function assignAnchors(facts: Facts): Map<string, Definition> {
  const index = indexDefinitions(facts);
  const packages = Object.entries(facts.modules).filter(([, m]) => m.is_package && m.export_origins);
  for (const def of index.byDefiningModule.values()) {
    let best: string | undefined;
    for (const [pkg, mod] of packages) {
      if (!mod.exports.includes(def.name)) continue;
      if (pageForModule(pkg) !== def.page) continue;
      if (!def.module.startsWith(`${pkg}.`)) continue;
      if (resolveName(index, pkg, def.name).definition !== def) continue;
      if (!best || pkg.length > best.length) best = pkg;
    }
    def.anchor = `${best ?? def.module}.${def.name}`;
  }
  const seen = new Map<string, Definition>();
  for (const def of index.byDefiningModule.values()) {
    const other = seen.get(def.anchor);
    if (other) {
      throw new Error(`Anchor collision: ${def.anchor} (${other.module} and ${def.module})`);
    }
    seen.set(def.anchor, def);
  }
  return index.byDefiningModule;
}
