/** The data of each reference page and of the index page, built from the facts. */
import {PY_API_PAGES, pageForModule} from '../../src/components/PyApi/pages';
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
} from '../../src/components/PyApi/types';
import {assignAnchors, indexDefinitions, key, resolveName} from './anchors';
import type {Facts, FactsCallable, FactsParam} from './facts';

/** The reference shows `/` nowhere, so a positional-only parameter stops the generator rather than render as another kind. */
function renderedKind(c: FactsCallable, p: FactsParam): 'positional_or_keyword' | 'keyword_only' {
  if (p.kind === 'positional_only')
    throw new Error(`${c.name}(${p.name}): positional-only parameters are not rendered by the reference`);
  return p.kind;
}

function toParams(c: FactsCallable): PyParam[] {
  const param = (p: FactsParam): PyParam => ({
    name: p.name,
    kind: renderedKind(c, p),
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
      if (!mod) throw new Error(`Page ${page} lists module ${moduleName}, which the facts file does not hold`);
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
    const status = pageModule?.status ?? modules[0]?.status;
    if (!status) throw new Error(`Page ${page} covers no module of the facts file`);
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
      if (!data) throw new Error(`No reference data for page ${page}`);
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
