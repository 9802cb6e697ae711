import {
  type FactsCallable,
  type FactsClass,
  type FactsModule,
  readFacts,
  readSdkFacts,
} from '../../scripts/pyapi/facts';
import {clientExceptions, runtimeFacts} from './runtime-facts';

type Method = FactsCallable;

/** What a call may pass: keyword names, and how many positional arguments fit. */
export type CallShape = {params: Set<string>; acceptsAnyKeyword: boolean; maxPositional: number};

/** The attributes of a class known from the facts, with the signature of each method. */
export type ClassSurface = {
  name: string;
  members: Map<string, CallShape | null>;
  /** Bases defined outside the facts (torch, scikit-learn, pydantic …). */
  externalBases: string[];
};

/**
 * Public members of the few outside base classes that the facts' classes extend and that samples
 * use. Anything else on such a class is reported, so a misspelt method cannot hide behind a base.
 */
const EXTERNAL_BASE_MEMBERS: Record<string, string[]> = {
  'nn.Module': [
    'parameters',
    'named_parameters',
    'eval',
    'train',
    'to',
    'cpu',
    'state_dict',
    'load_state_dict',
    'forward',
    'zero_grad',
  ],
  Dataset: [],
  BaseEstimator: ['get_params', 'set_params'],
  TransformerMixin: ['fit_transform'],
  Exception: ['args'],
  ValueError: ['args'],
  ABC: [],
  object: [],
  Enum: ['name', 'value'],
  str: [],
  BaseModel: ['model_dump', 'model_dump_json', 'to_dict', 'to_json'],
};

function shapeOf(method: Method): CallShape {
  const positional = method.params.filter((p) => p.kind !== 'keyword_only');
  return {
    params: new Set(method.params.filter((p) => p.kind !== 'positional_only').map((p) => p.name)),
    acceptsAnyKeyword: Boolean(method.kwarg),
    maxPositional: method.vararg ? Number.POSITIVE_INFINITY : positional.length,
  };
}

/** The importable surface of jaqpotpy, jaqpot_python_sdk and jaqpot_api_client, from the facts files. */
export class PythonFacts {
  readonly modules = new Map<string, FactsModule>();
  /** jaqpot_api_client names, as jaqpotpy's own sources import them. */
  readonly apiClient = new Map<string, Set<string>>();
  /** Enum members of the platform enums that jaqpot_api_client exports (ModelTask, FeatureType …). */
  readonly apiClientEnums = new Map<string, Set<string>>();

  constructor(root = '.') {
    const jaqpotpy = readFacts(root);
    for (const [name, mod] of Object.entries(jaqpotpy.modules)) this.modules.set(name, mod);
    for (const [name, mod] of Object.entries(readSdkFacts(root).python_sdk.modules)) this.modules.set(name, mod);
    this.readApiClientEnums(jaqpotpy.notes);
    // The generated client's exceptions module, which jaqpotpy itself never imports.
    const exceptions = clientExceptions(runtimeFacts(root));
    this.apiClient.set(exceptions.httpModule, new Set(exceptions.http));
    for (const mod of this.modules.values()) {
      for (const [symbol, from] of Object.entries(mod.imported_names ?? {})) {
        if (from.startsWith('jaqpot_api_client')) {
          if (!this.apiClient.has(from)) this.apiClient.set(from, new Set());
          this.apiClient.get(from)!.add(symbol);
        }
      }
    }
  }

  /**
   * The facts record the enum values of the current platform API in a note ("ModelTask = ['REGRESSION', …]").
   * Enums that the note leaves out fall back to the members recorded for the same generated enum in
   * jaqpotpy's older embedded client, which was generated from the same OpenAPI file.
   */
  private readApiClientEnums(notes: string[]): void {
    const note = notes.find((n) => n.startsWith('Enum values from the Jaqpot API OpenAPI spec'));
    if (!note) throw new Error('reference/jaqpotpy-api.json: the note with the platform enum values is missing');
    for (const m of note.matchAll(/(\w+) = \[([^\]]*)\]/g)) {
      this.apiClientEnums.set(m[1]!, new Set([...m[2]!.matchAll(/'(\w+)'/g)].map((v) => v[1]!)));
    }
    if (!this.apiClientEnums.has('ModelTask'))
      throw new Error('reference/jaqpotpy-api.json: ModelTask values not found');
    for (const cls of this.modules.get('jaqpotpy.api.openapi.models')?.classes ?? []) {
      if (cls.enum_members && !this.apiClientEnums.has(cls.name)) {
        this.apiClientEnums.set(cls.name, new Set(cls.enum_members));
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
  private resolve(module: string, name: string): {name: string; module: FactsModule; symbol: string} | undefined {
    const mod = this.modules.get(module);
    if (!mod) return undefined;
    const origin = mod.export_origins?.[name];
    if (origin && origin !== module) {
      return this.resolve(origin, name);
    }
    return {name: module, module: mod, symbol: name};
  }

  /** The class an imported name stands for and the module whose listing holds it, if the facts define it. */
  private classOf(module: string, name: string, depth = 0): {cls: FactsClass; home: string} | undefined {
    const found = this.resolve(module, name);
    if (!found) return undefined;
    const cls = found.module.classes.find((c) => c.name === found.symbol);
    if (cls) return {cls, home: found.name};
    // A plain module can re-import a class from another module of the facts.
    const from = found.module.imported_names?.[found.symbol];
    return from && from !== found.name && depth < 10 ? this.classOf(from, found.symbol, depth + 1) : undefined;
  }

  /** Enum members when the imported name is an enum in the facts, else undefined. */
  enumMembers(module: string, name: string): Set<string> | undefined {
    if (module.startsWith('jaqpot_api_client')) return this.apiClientEnums.get(name);
    const members = this.classOf(module, name)?.cls.enum_members;
    return members ? new Set(members) : undefined;
  }

  /** Every attribute of an imported class, its own and inherited, as far as the facts know them. */
  classSurface(module: string, name: string): ClassSurface | undefined {
    const root = this.classOf(module, name);
    if (!root) return undefined;
    const members = new Map<string, CallShape | null>();
    const externalBases: string[] = [];
    const visit = (cls: FactsClass, home: string, depth: number) => {
      for (const m of cls.methods ?? []) {
        if (m.name !== '__init__' && !members.has(m.name)) members.set(m.name, shapeOf(m));
      }
      for (const attr of [
        ...(cls.properties ?? []),
        ...(cls.settable_properties ?? []),
        ...(cls.fields ?? []).map((f) => f.name),
        ...(cls.class_attributes ?? []),
        ...(cls.instance_attributes ?? []),
        ...(cls.enum_members ?? []),
      ]) {
        if (!members.has(attr)) members.set(attr, null);
      }
      for (const base of cls.bases ?? []) {
        const parent = depth < 10 ? this.classOf(home, base) : undefined;
        if (parent) {
          visit(parent.cls, parent.home, depth + 1);
        } else {
          externalBases.push(base);
          for (const attr of EXTERNAL_BASE_MEMBERS[base] ?? []) if (!members.has(attr)) members.set(attr, null);
        }
      }
    };
    visit(root.cls, root.home, 0);
    return {name: root.cls.name, members, externalBases};
  }

  /** The keyword parameters a call of an imported class (its __init__) or function accepts. */
  signature(module: string, name: string): CallShape | undefined {
    const found = this.resolve(module, name);
    if (!found) return undefined;
    const fn = found.module.functions.find((f) => f.name === found.symbol);
    const cls = found.module.classes.find((c) => c.name === found.symbol);
    const init = fn ?? cls?.methods?.find((m) => m.name === '__init__');
    if (!init) {
      if (!cls) return undefined;
      // No __init__ of its own: inherited from a base of the facts, or a bare object() constructor.
      const inherited = (cls.bases ?? [])
        .map((base) => this.classOf(found.name, base))
        .find((parent) => parent !== undefined);
      if (inherited) return this.signature(inherited.home, inherited.cls.name);
      // pydantic models and TypedDicts take their fields as keywords.
      if (cls.fields)
        return {params: new Set(cls.fields.map((f) => f.name)), acceptsAnyKeyword: false, maxPositional: 0};
      const external = (cls.bases ?? []).some((b) => b !== 'object' && b !== 'ABC');
      return external
        ? {params: new Set(), acceptsAnyKeyword: true, maxPositional: Number.POSITIVE_INFINITY}
        : {params: new Set(), acceptsAnyKeyword: false, maxPositional: 0};
    }
    return shapeOf(init);
  }
}
