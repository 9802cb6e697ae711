/** Shapes of the per-page data files in src/data/pyapi/ (written by scripts/generate-pyapi.ts). */

export type PyStatus = 'current' | 'legacy';

export type PyParamKind = 'positional_or_keyword' | 'keyword_only' | 'var_positional' | 'var_keyword';

export interface PyParam {
  name: string;
  kind: PyParamKind;
  /** Annotation as source text; absent when the parameter is not annotated. */
  annotation?: string;
  /** Default as source text; absent when the parameter is required. */
  default?: string;
}

/** Where a legacy module went (from legacy_sources in the facts). */
export interface PyLegacyInfo {
  firstTagWith: string;
  lastTagWith: string;
  removedIn: string;
  /** The tag the facts were recorded from. */
  recordedFrom: string;
}

interface PySymbolBase {
  /** Stable anchor id, also the key of the symbol in PyPageData.symbols. */
  anchor: string;
  name: string;
  /** Module that defines the symbol. */
  module: string;
  status: PyStatus;
}

export interface PyCallableSymbol extends PySymbolBase {
  kind: 'function' | 'method';
  /** For methods: anchor of the owning class. */
  owner?: string;
  /** Parameters; absent when `sameParamsAs` is set. */
  params?: PyParam[];
  /**
   * Anchor of an earlier method of the same class with identical parameters
   * (the generated *_with_http_info / *_without_preload_content variants).
   */
  sameParamsAs?: string;
  returns?: string;
  decorators?: string[];
}

export interface PyField {
  name: string;
  /** JSON name when it differs from the Python name. */
  alias?: string;
  required: boolean;
}

export interface PyClassSymbol extends PySymbolBase {
  kind: 'class';
  bases: string[];
  /** Anchor of the __init__ method symbol when the class defines one. */
  init?: string;
  /** Anchors of the public methods, in source order, without __init__. */
  methods: string[];
  properties?: string[];
  /** Properties that also have a setter. */
  settableProperties?: string[];
  classAttributes?: string[];
  enumMembers?: string[];
  fields?: PyField[];
  specialMethods?: string[];
}

export type PySymbol = PyClassSymbol | PyCallableSymbol;

/** A name a package re-exports from a module documented under another anchor or page. */
export interface PyReexport {
  name: string;
  /** Module the package imports it from. */
  from: string;
  /** Anchor and page of the documented symbol, when jaqpotpy defines it. */
  anchor?: string;
  page?: string;
}

export interface PyModuleInfo {
  name: string;
  status: PyStatus;
  isPackage: boolean;
  /** Git commit or tag the facts of this module come from. */
  source: string;
  /** Anchors of the classes and functions this module defines. */
  classes: string[];
  functions: string[];
  constants: string[];
  /** Names a package re-exports but does not define itself. */
  reexports: PyReexport[];
}

export interface PyPageData {
  page: string;
  status: PyStatus;
  legacy?: PyLegacyInfo;
  /** Modules on this page, the page module first, then sorted by name. */
  modules: PyModuleInfo[];
  symbols: Record<string, PySymbol>;
}

/** src/data/pyapi/index.json: what the reference index page renders. */
export interface PyIndexEntry {
  page: string;
  status: PyStatus;
  legacy?: PyLegacyInfo;
  modules: {name: string; status: PyStatus}[];
  counts: {classes: number; functions: number; methods: number};
}

export interface PyIndexData {
  package: string;
  source: string;
  describe: string;
  pages: PyIndexEntry[];
}

/** Prose the MDX adds to generated facts, keyed by parameter, property or symbol name. */
export type Descriptions = Record<string, string>;
