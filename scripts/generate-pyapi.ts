/**
 * Build-time data step of the jaqpotpy reference.
 *
 * Reads reference/jaqpotpy-api.json (the facts) and writes one small JSON per
 * reference page to src/data/pyapi/<page>.json, holding only what that page
 * renders, plus src/data/pyapi/index.json for the reference index page.
 *
 *   npx tsx scripts/generate-pyapi.ts          # write the files
 *   npx tsx scripts/generate-pyapi.ts --check  # exit 1 when the files are stale
 *
 * The MDX pages import their own file; the 520 KB facts file never reaches the
 * browser bundle. tests/reference/generated-data.test.ts regenerates in memory
 * and compares.
 */
import {readFileSync, readdirSync, writeFileSync, mkdirSync, unlinkSync} from 'node:fs';
import path from 'node:path';

import {PY_API_PAGES, pageDataFile, pageForModule} from '../src/components/PyApi/pages';
import type {
  PyCallableSymbol,
  PyClassSymbol,
  PyIndexData,
  PyLegacyInfo,
  PyModuleInfo,
  PyPageData,
  PyParam,
  PyReexport,
  PyStatus,
  PySymbol,
} from '../src/components/PyApi/types';

// ---------------------------------------------------------------------------
// Shape of the facts file (only the keys this generator reads).

export interface FactsParam {
  name: string;
  kind: 'positional_or_keyword' | 'keyword_only';
  annotation?: string;
  default?: string;
}

export interface FactsCallable {
  name: string;
  params: FactsParam[];
  vararg: string | null;
  kwarg: string | null;
  returns?: string;
  decorators?: string[];
}

export interface FactsClass {
  name: string;
  bases: string[];
  /** Set on classes folded into a package entry (jaqpotpy.api.openapi.models). */
  module?: string;
  init_defined?: boolean;
  methods?: FactsCallable[];
  properties?: string[];
  settable_properties?: string[];
  class_attributes?: string[];
  enum_members?: string[];
  fields?: {name: string; alias?: string; required: boolean}[];
  special_methods?: string[];
}

export interface FactsModule {
  status: PyStatus;
  is_package: boolean;
  source: string;
  path: string;
  classes: FactsClass[];
  functions: FactsCallable[];
  constants: string[];
  exports: string[];
  export_origins?: Record<string, string>;
  imported_names?: Record<string, string>;
}

export interface FactsLegacySource {
  first_tag_with: string;
  last_tag_with: string;
  removed_in: string;
  tag: string;
}

export interface Facts {
  package: string;
  head_commit_short: string;
  head_describe: string;
  legacy_sources: Record<string, FactsLegacySource>;
  modules: Record<string, FactsModule>;
}

export const FACTS_FILE = 'reference/jaqpotpy-api.json';

export function readFacts(root = process.cwd()): Facts {
  return JSON.parse(readFileSync(path.join(root, FACTS_FILE), 'utf8')) as Facts;
}

// ---------------------------------------------------------------------------
// Definitions and anchors.

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

const key = (module: string, name: string) => `${module}\u0000${name}`;

interface Index {
  facts: Facts;
  /** key(definingModule, name) -> definition, anchors not yet set. */
  byDefiningModule: Map<string, Definition>;
}

function indexDefinitions(facts: Facts): Index {
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
function resolveName(
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

// ---------------------------------------------------------------------------
// Page data.

function toParams(c: FactsCallable): PyParam[] {
  const param = (p: FactsParam): PyParam => ({
    name: p.name,
    kind: p.kind,
    ...(p.annotation !== undefined ? {annotation: p.annotation} : {}),
    ...(p.default !== undefined ? {default: p.default} : {}),
  });
  const positional = c.params.filter((p) => p.kind !== 'keyword_only').map(param);
  const keywordOnly = c.params.filter((p) => p.kind === 'keyword_only').map(param);
  const out: PyParam[] = [...positional];
  if (c.vararg) out.push({name: c.vararg, kind: 'var_positional'});
  out.push(...keywordOnly);
  if (c.kwarg) out.push({name: c.kwarg, kind: 'var_keyword'});
  return out;
}

function callableSymbol(
  kind: 'function' | 'method',
  anchor: string,
  module: string,
  status: PyStatus,
  c: FactsCallable,
  owner?: string,
): PyCallableSymbol {
  return {
    anchor,
    kind,
    name: c.name,
    module,
    status,
    ...(owner ? {owner} : {}),
    params: toParams(c),
    ...(c.returns !== undefined ? {returns: c.returns} : {}),
    ...(c.decorators?.length ? {decorators: c.decorators} : {}),
  };
}

function legacyInfo(facts: Facts, page: string): PyLegacyInfo | undefined {
  const src = facts.legacy_sources[page];
  if (!src) return undefined;
  return {
    firstTagWith: src.first_tag_with,
    lastTagWith: src.last_tag_with,
    removedIn: src.removed_in,
    recordedFrom: src.tag,
  };
}

export function buildPageData(facts: Facts): Record<string, PyPageData> {
  const defs = assignAnchors(facts);
  const index = indexDefinitions(facts);
  const anchorOf = (module: string, name: string) => {
    const d = defs.get(key(module, name));
    if (!d) throw new Error(`Unknown definition ${module}.${name}`);
    return d.anchor;
  };

  const pages: Record<string, PyPageData> = {};
  for (const page of PY_API_PAGES) {
    const moduleNames = Object.keys(facts.modules)
      .filter((m) => pageForModule(m) === page)
      .sort((a, b) => (a === page ? -1 : b === page ? 1 : a.localeCompare(b)));
    if (moduleNames.length === 0) throw new Error(`Page ${page} has no facts module`);

    const symbols: Record<string, PySymbol> = {};
    const addSymbol = (s: PySymbol) => {
      if (symbols[s.anchor]) throw new Error(`Duplicate anchor ${s.anchor} on ${page}`);
      symbols[s.anchor] = s;
    };
    const modules: PyModuleInfo[] = [];

    for (const moduleName of moduleNames) {
      const mod = facts.modules[moduleName];
      const info: PyModuleInfo = {
        name: moduleName,
        status: mod.status,
        isPackage: mod.is_package,
        source: mod.source,
        classes: [],
        functions: [],
        constants: [...mod.constants],
        reexports: [],
      };

      for (const c of mod.classes) {
        const definingModule = c.module ?? moduleName;
        const anchor = anchorOf(definingModule, c.name);
        const methods = c.methods ?? [];
        const init = methods.find((m) => m.name === '__init__');
        const cls: PyClassSymbol = {
          anchor,
          kind: 'class',
          name: c.name,
          module: definingModule,
          status: mod.status,
          bases: [...c.bases],
          ...(init ? {init: `${anchor}.__init__`} : {}),
          methods: methods.filter((m) => m.name !== '__init__').map((m) => `${anchor}.${m.name}`),
          ...(c.properties?.length ? {properties: [...c.properties]} : {}),
          ...(c.settable_properties?.length ? {settableProperties: [...c.settable_properties]} : {}),
          ...(c.class_attributes?.length ? {classAttributes: [...c.class_attributes]} : {}),
          ...(c.enum_members?.length ? {enumMembers: [...c.enum_members]} : {}),
          ...(c.fields?.length
            ? {
                fields: c.fields.map((f) => ({
                  name: f.name,
                  ...(f.alias !== undefined ? {alias: f.alias} : {}),
                  required: f.required,
                })),
              }
            : {}),
          ...(c.special_methods?.length ? {specialMethods: [...c.special_methods]} : {}),
        };
        addSymbol(cls);
        const seenParams: {anchor: string; json: string}[] = [];
        for (const m of methods) {
          const sym = callableSymbol('method', `${anchor}.${m.name}`, definingModule, mod.status, m, anchor);
          // Store repeated parameter lists once (keeps the generated API pages small).
          const json = JSON.stringify(sym.params);
          const same = sym.params?.length ? seenParams.find((p) => p.json === json) : undefined;
          if (same) {
            delete sym.params;
            sym.sameParamsAs = same.anchor;
          } else {
            seenParams.push({anchor: sym.anchor, json});
          }
          addSymbol(sym);
        }
        info.classes.push(anchor);
      }

      for (const f of mod.functions) {
        const anchor = anchorOf(moduleName, f.name);
        addSymbol(callableSymbol('function', anchor, moduleName, mod.status, f));
        info.functions.push(anchor);
      }

      const ownNames = new Set([
        ...mod.classes.filter((c) => !c.module).map((c) => c.name),
        ...mod.functions.map((f) => f.name),
        ...mod.constants,
      ]);
      for (const name of mod.exports) {
        if (ownNames.has(name)) continue;
        const {definition, from} = resolveName(index, moduleName, name);
        const anchored = definition ? defs.get(key(definition.module, definition.name)) : undefined;
        const re: PyReexport = {
          name,
          from: anchored ? anchored.module : from,
          ...(anchored ? {anchor: anchored.anchor, page: anchored.page} : {}),
        };
        info.reexports.push(re);
      }
      modules.push(info);
    }

    const pageModule = facts.modules[page];
    const status: PyStatus = pageModule ? pageModule.status : modules[0].status;
    pages[page] = {
      page,
      status,
      ...(legacyInfo(facts, page) ? {legacy: legacyInfo(facts, page)} : {}),
      modules,
      symbols,
    };
  }
  return pages;
}

export function buildIndexData(facts: Facts, pages: Record<string, PyPageData>): PyIndexData {
  return {
    package: facts.package,
    source: facts.head_commit_short,
    describe: facts.head_describe,
    pages: PY_API_PAGES.map((page) => {
      const data = pages[page];
      const symbols = Object.values(data.symbols);
      return {
        page,
        status: data.status,
        ...(data.legacy ? {legacy: data.legacy} : {}),
        modules: data.modules.map((m) => ({name: m.name, status: m.status})),
        counts: {
          classes: symbols.filter((s) => s.kind === 'class').length,
          functions: symbols.filter((s) => s.kind === 'function').length,
          methods: symbols.filter((s) => s.kind === 'method').length,
        },
      };
    }),
  };
}

export const INDEX_DATA_FILE = 'src/data/pyapi/index.json';

/** Every generated file: path relative to the repository root -> content. */
export function generateFiles(facts: Facts): Map<string, string> {
  const pages = buildPageData(facts);
  const files = new Map<string, string>();
  for (const page of PY_API_PAGES) {
    files.set(pageDataFile(page), `${JSON.stringify(pages[page], null, 1)}\n`);
  }
  files.set(INDEX_DATA_FILE, `${JSON.stringify(buildIndexData(facts, pages), null, 1)}\n`);
  return files;
}

/** Generated files that differ from disk, are missing, or should not be there. */
export function staleFiles(root = process.cwd()): string[] {
  const expected = generateFiles(readFacts(root));
  const stale: string[] = [];
  for (const [file, content] of expected) {
    let onDisk: string | undefined;
    try {
      onDisk = readFileSync(path.join(root, file), 'utf8');
    } catch {
      onDisk = undefined;
    }
    if (onDisk !== content) stale.push(file);
  }
  const dir = path.join(root, 'src/data/pyapi');
  for (const name of readdirSync(dir)) {
    const file = `src/data/pyapi/${name}`;
    if (!expected.has(file)) stale.push(file);
  }
  return stale;
}

function main(): void {
  const root = process.cwd();
  if (process.argv.includes('--check')) {
    const stale = staleFiles(root);
    if (stale.length) {
      console.error(`Stale generated files (run npx tsx scripts/generate-pyapi.ts):\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log('src/data/pyapi is up to date.');
    return;
  }
  const files = generateFiles(readFacts(root));
  const dir = path.join(root, 'src/data/pyapi');
  mkdirSync(dir, {recursive: true});
  for (const name of readdirSync(dir)) {
    if (!files.has(`src/data/pyapi/${name}`)) unlinkSync(path.join(dir, name));
  }
  for (const [file, content] of files) writeFileSync(path.join(root, file), content);
  console.log(`Wrote ${files.size} files to src/data/pyapi/.`);
}

if (process.argv[1] && path.basename(process.argv[1]).startsWith('generate-pyapi')) {
  main();
}
