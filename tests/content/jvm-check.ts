/**
 * Token-level checks of ```java and ```kotlin samples against the Kotlin SDK facts in
 * reference/jaqpot-sdks.json: imports, class names, methods and properties on SDK objects, named
 * arguments and argument counts of SDK calls, and enum members. No compiler is involved: the SDK
 * and its generated classes are not on this machine, so the facts file is the judge.
 */
import {readFileSync} from 'node:fs';
import type {Block} from './blocks';
import {KEYWORDS, PLATFORM_IMPORTS, PLATFORM_METHODS, PLATFORM_TYPES} from './jvm-platform-names';

type KParam = {name: string; default?: string; property?: string};
type KFunction = {name: string; params: KParam[]};
/** A generated model class whose members samples use: its builder's setters, its getters, its nested enums. */
type KModel = {name: string; builder: string[]; properties: string[]; enums: Record<string, string[]>};
type KClass = {
  fqcn: string;
  name: string;
  kind: string;
  constructor_params?: KParam[];
  functions?: KFunction[];
  properties?: {name: string}[];
  nested?: KClass[];
};

/** What one SDK type offers a caller: callable members with their parameters, and properties. */
export type JvmType = {
  name: string;
  functions: Map<string, KParam[]>;
  properties: Set<string>;
  ctor?: KParam[];
  /** Enum constants, for enum types. */
  constants?: Set<string>;
};

export class JvmFacts {
  readonly types = new Map<string, JvmType>();
  readonly fqcns = new Set<string>();
  readonly modelClasses = new Set<string>();
  readonly apiClasses = new Set<string>();
  /** Nested classes of generated models, as `Model.Nested` (`Dataset.Builder`, `Dataset.StatusEnum`). */
  readonly nestedModelTypes = new Set<string>();
  /** Methods of generated models and their builders: setters, `build`, getters. */
  readonly modelMethods = new Set<string>();
  readonly install: {group_id: string; artifact_id: string; latest_version: string};

  constructor(root = '.') {
    const sdks = JSON.parse(readFileSync(`${root}/reference/jaqpot-sdks.json`, 'utf8'));
    const jaqpotpy = JSON.parse(readFileSync(`${root}/reference/jaqpotpy-api.json`, 'utf8'));
    const kotlin = sdks.kotlin_sdk;
    this.install = kotlin.install;
    const add = (cls: KClass) => {
      this.fqcns.add(cls.fqcn);
      const properties = new Set((cls.properties ?? []).map((p) => p.name));
      for (const p of cls.constructor_params ?? []) if (p.property && p.property !== 'private') properties.add(p.name);
      const functions = new Map((cls.functions ?? []).map((f) => [f.name, f.params] as [string, KParam[]]));
      this.types.set(cls.name, {name: cls.name, functions, properties, ctor: cls.constructor_params});
      for (const nested of cls.nested ?? []) add(nested);
    };
    for (const cls of kotlin.classes as KClass[]) add(cls);

    // The generated Retrofit interfaces: their operations take positional path/query/body arguments,
    // all of them (Java has no default arguments), as `methods` lists them; a body's type is a model.
    const generated = kotlin.generated_openapi_client;
    const ops: Record<string, string[]> = generated.operations_exposed_via_JaqpotApiClient_properties;
    const signatures = new Map<string, {name: string; type: string}[]>(
      (
        (generated.methods ?? []) as {api: string; name: string; params: {name: string; type: string; in: string}[]}[]
      ).map((m) => {
        for (const p of m.params) if (p.in === 'body') this.modelClasses.add(p.type);
        return [`${m.api}.${m.name}`, m.params];
      }),
    );
    for (const [api, names] of Object.entries(ops)) {
      this.apiClasses.add(api);
      const functions = new Map(names.map((n) => [n, signatures.get(`${api}.${n}`) ?? []] as [string, KParam[]]));
      this.types.set(api, {name: api, functions, properties: new Set()});
    }
    // The generated model classes are named after the OpenAPI schemas; jaqpotpy's older embedded
    // client was generated from the same file and records those schema names.
    for (const cls of jaqpotpy.modules['jaqpotpy.api.openapi.models'].classes) this.modelClasses.add(cls.name);
    for (const name of ['Dataset', 'CreateApiKey201Response', 'ApiKey']) {
      if (!this.modelClasses.has(name)) throw new Error(`generated model ${name} missing from the facts`);
    }
    // Generated models whose members samples use (Dataset): builder setters and build(), getters,
    // and nested enums with their constants.
    for (const model of (generated.models ?? []) as KModel[]) {
      this.modelClasses.add(model.name);
      this.nestedModelTypes.add(`${model.name}.Builder`);
      for (const setter of model.builder) this.modelMethods.add(setter);
      this.modelMethods.add('build');
      for (const p of model.properties) this.modelMethods.add(`get${p[0]!.toUpperCase()}${p.slice(1)}`);
      for (const [name, constants] of Object.entries(model.enums)) {
        if (this.types.has(name)) throw new Error(`reference/jaqpot-sdks.json: enum ${name} is defined twice`);
        this.nestedModelTypes.add(`${model.name}.${name}`);
        this.types.set(name, {name, functions: new Map(), properties: new Set(), constants: new Set(constants)});
      }
    }
    const enumNote = (kotlin.notes as string[])
      .join(' ')
      .match(/ApiKey\.ExpirationTimeEnum values in the spec: ([A-Z_, ]+)/);
    if (!enumNote) throw new Error('reference/jaqpot-sdks.json: ApiKey.ExpirationTimeEnum values not found');
    this.types.set('ExpirationTimeEnum', {
      name: 'ExpirationTimeEnum',
      functions: new Map(),
      properties: new Set(),
      constants: new Set(
        enumNote[1]!
          .split(/,\s*/)
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    });
  }

  /** Java spells a Kotlin property `p` as `getP()` / `setP(…)` (and `isP()` for booleans). */
  static accessor(name: string): string | undefined {
    const m = name.match(/^(get|set|is)([A-Z]\w*)$/);
    return m ? m[2]![0]!.toLowerCase() + m[2]!.slice(1) : undefined;
  }

  /** Whether `type` has a callable member `name`, directly or as a Java property accessor. */
  callable(type: JvmType, name: string): boolean {
    if (type.functions.has(name)) return true;
    const property = JvmFacts.accessor(name);
    return property !== undefined && type.properties.has(property);
  }

  knownType(name: string): boolean {
    return this.types.has(name) || this.modelClasses.has(name) || this.apiClasses.has(name);
  }

  allMethodNames(): Set<string> {
    const names = new Set<string>();
    for (const type of this.types.values()) {
      for (const f of type.functions.keys()) names.add(f);
      for (const p of type.properties)
        names.add(`get${p[0]!.toUpperCase()}${p.slice(1)}`).add(`set${p[0]!.toUpperCase()}${p.slice(1)}`);
    }
    return names;
  }
}

/** Blanks out comments and the contents of string literals, keeping offsets and line numbers. */
export function stripLiterals(code: string): string {
  return code.replace(/"""[\s\S]*?"""|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (m) => {
    const quote = m.startsWith('"""') ? '"""' : m[0] === '"' || m[0] === "'" ? m[0] : '';
    const inner = m.slice(quote.length, m.length - quote.length).replace(/[^\n]/g, ' ');
    return quote ? `${quote}${inner}${quote}` : m.replace(/[^\n]/g, ' ');
  });
}

/** The index of the `)` that closes the `(` at `open` (or the end of the code). */
function matchingParen(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i += 1) {
    if ('([{'.includes(code[i]!)) depth += 1;
    else if (')]}'.includes(code[i]!) && --depth === 0) return i;
  }
  return code.length;
}

/** The top-level arguments of the call whose `(` is at `open`. */
function callArguments(code: string, open: number): string[] {
  let depth = 0;
  let start = open + 1;
  const args: string[] = [];
  for (let i = open; i < code.length; i += 1) {
    const c = code[i]!;
    if (c === '(' || c === '[' || c === '{') depth += 1;
    else if (c === ')' || c === ']' || c === '}') {
      depth -= 1;
      if (depth === 0) {
        const last = code.slice(start, i).trim();
        if (last) args.push(last);
        return args;
      }
    } else if (c === ',' && depth === 1) {
      args.push(code.slice(start, i).trim());
      start = i + 1;
    }
  }
  return args;
}

function checkArguments(params: KParam[], args: string[], kotlin: boolean, what: string): string[] {
  const bad: string[] = [];
  const names = new Set(params.map((p) => p.name));
  // Kotlin may leave out parameters with defaults; Java has no default arguments and passes all.
  const least = kotlin ? params.filter((p) => p.default === undefined).length : params.length;
  if (args.length > params.length || args.length < least) {
    const expected = least === params.length ? `${params.length}` : `${least} to ${params.length}`;
    bad.push(`${what} takes ${expected} arguments, got ${args.length}`);
  }
  for (const arg of args) {
    const named = kotlin ? arg.match(/^(\w+)\s*=(?!=)/) : null;
    if (named && !names.has(named[1]!)) bad.push(`${what}(${named[1]} = …) is not a parameter`);
  }
  return bad;
}

export type JvmProblems = {imports: string[]; types: string[]; methods: string[]; enums: string[]};

/** Checks one java or kotlin block; returns problems and how many SDK symbols were checked. */
export function checkJvmBlock(block: Block, facts: JvmFacts): {problems: JvmProblems; checked: number} {
  const problems: JvmProblems = {imports: [], types: [], methods: [], enums: []};
  let checked = 0;
  const kotlin = block.lang === 'kotlin';
  const code = stripLiterals(block.code);
  const lineOf = (index: number) => block.line + code.slice(0, index).split('\n').length;
  const at = (index: number) => `${block.file}:${lineOf(index)}`;

  // Imports: SDK packages must name classes of the facts; other packages must be the platform's.
  const imported = new Set<string>();
  for (const m of code.matchAll(/^\s*import\s+(?:static\s+)?([\w.]+)(?:\.\*)?\s*;?\s*$/gm)) {
    const fqcn = m[1]!;
    const simple = fqcn.split('.').pop()!;
    imported.add(simple);
    checked += 1;
    if (/^(org\.jaqpot|auth)\./.test(fqcn)) {
      if (!facts.fqcns.has(fqcn)) problems.imports.push(`${at(m.index!)}: import ${fqcn} is not an SDK class`);
    } else if (fqcn.startsWith('org.openapitools.client.model.')) {
      if (!facts.modelClasses.has(simple))
        problems.imports.push(`${at(m.index!)}: import ${fqcn}: no such generated model`);
    } else if (fqcn.startsWith('org.openapitools.client.api.')) {
      if (!facts.apiClasses.has(simple))
        problems.imports.push(`${at(m.index!)}: import ${fqcn}: no such generated API`);
    } else if (!PLATFORM_IMPORTS.test(fqcn)) {
      problems.imports.push(`${at(m.index!)}: import ${fqcn} is neither the SDK nor the JDK/Kotlin/Retrofit`);
    }
  }
  const body = code.replace(/^\s*(import|package)\s[^\n]*$/gm, (l) => l.replace(/[^\n]/g, ' '));
  const declared = new Set([...body.matchAll(/\b(?:class|object|interface|enum class)\s+(\w+)/g)].map((m) => m[1]!));

  // Capitalised names: SDK classes, generated classes, declared or imported names, or platform types.
  for (const m of body.matchAll(/(?<![\w.])([A-Z]\w*)\b/g)) {
    const name = m[1]!;
    if (/^[A-Z][A-Z0-9_]*$/.test(name)) continue; // constants; enum constants are checked below
    checked += 1;
    if (!facts.knownType(name) && !declared.has(name) && !imported.has(name) && !PLATFORM_TYPES.has(name)) {
      problems.types.push(`${at(m.index!)}: ${name} is not an SDK class, an import or a JDK/Kotlin type`);
    }
  }
  // Nested names written through their outer class: ApiKey.ExpirationTimeEnum.SIX_MONTHS.
  for (const m of body.matchAll(/\b(\w+)\.([A-Z][A-Z0-9_]+)\b/g)) {
    const type = facts.types.get(m[1]!);
    if (type?.constants) {
      checked += 1;
      if (!type.constants.has(m[2]!)) problems.enums.push(`${at(m.index!)}: ${m[1]}.${m[2]} is not an enum constant`);
    }
  }
  for (const m of body.matchAll(/\b([A-Z]\w*)\.([A-Z]\w*[a-z]\w*)\b/g)) {
    if (
      facts.modelClasses.has(m[1]!) &&
      m[2] !== 'ExpirationTimeEnum' &&
      !facts.types.has(m[2]!) &&
      !facts.nestedModelTypes.has(`${m[1]}.${m[2]}`)
    ) {
      problems.types.push(`${at(m.index!)}: ${m[1]}.${m[2]} is not a nested type the facts know`);
    }
  }

  // Variables bound to SDK objects: `val client = JaqpotApiClient(…)`, `JaqpotApiClient client = new …`.
  const bound = new Map<string, string>();
  for (const m of body.matchAll(/\b(?:val|var)\s+(\w+)(?:\s*:\s*\w+)?\s*=\s*([A-Z]\w*)\s*\(/g)) bound.set(m[1]!, m[2]!);
  for (const m of body.matchAll(/\b([A-Z]\w*)\s+(\w+)\s*=\s*new\s+([A-Z]\w*)\s*\(/g)) bound.set(m[2]!, m[3]!);

  // Constructor calls of SDK classes: argument count, and Kotlin named arguments.
  for (const m of body.matchAll(/(?<![\w.])(new\s+)?([A-Z]\w*)\s*\(/g)) {
    const type = facts.types.get(m[2]!);
    if (!type?.ctor) continue;
    if (!kotlin && !m[1]) continue;
    checked += 1;
    const open = m.index! + m[0].length - 1;
    problems.methods.push(
      ...checkArguments(type.ctor, callArguments(body, open), kotlin, m[2]!).map((p) => `${at(m.index!)}: ${p}`),
    );
  }

  // Member chains on SDK objects: client.modelApi.getModelById(…), client.getDatasetApi().getDatasetById(…), SDKConfig.host.
  const propertyType: Record<string, string> = {
    modelApi: 'ModelApi',
    datasetApi: 'DatasetApi',
    apiKeysApi: 'ApiKeysApi',
  };
  for (const m of body.matchAll(/(?<![\w.])(\w+)(?=\s*\.)/g)) {
    const root = m[1]!;
    const rootType = facts.types.get(root);
    let typeName = bound.get(root) ?? (rootType && rootType.constants === undefined ? root : undefined);
    let pos = m.index! + root.length;
    while (typeName) {
      const step = /^\s*\.\s*(\w+)(\s*\()?/.exec(body.slice(pos));
      const type = facts.types.get(typeName);
      if (!step || !type) break;
      const member = step[1]!;
      const stepAt = pos;
      checked += 1;
      if (step[2]) {
        const open = pos + step[0].length - 1;
        if (!facts.callable(type, member)) {
          problems.methods.push(`${at(stepAt)}: ${typeName}.${member}(…) is not in the SDK facts`);
          break;
        }
        const params = type.functions.get(member);
        if (params && params.length > 0) {
          problems.methods.push(
            ...checkArguments(params, callArguments(body, open), kotlin, `${typeName}.${member}`).map(
              (p) => `${at(stepAt)}: ${p}`,
            ),
          );
        }
        pos = matchingParen(body, open) + 1;
        const property = JvmFacts.accessor(member);
        typeName = property ? propertyType[property] : undefined;
      } else {
        if (!type.properties.has(member)) {
          problems.methods.push(`${at(stepAt)}: ${typeName}.${member} is not a property in the SDK facts`);
          break;
        }
        pos += step[0].length;
        typeName = propertyType[member];
      }
    }
  }

  // Every other method call must be an SDK member or a known platform method.
  const sdkMethods = facts.allMethodNames();
  for (const m of body.matchAll(/(?:^|[^\w])(\.?)\s*([a-z]\w*)\s*\(/g)) {
    const name = m[2]!;
    if (KEYWORDS.has(name)) continue;
    const isMember = m[1] === '.';
    const preceding = body.slice(Math.max(0, m.index! - 40), m.index! + 1);
    if (!isMember && /\b(fun|void|String|int|long|boolean)\s*$/.test(preceding)) continue; // a declaration
    if (!isMember && /\b(public|private|static)\b[^;{}]*$/.test(preceding)) continue;
    checked += 1;
    if (!sdkMethods.has(name) && !PLATFORM_METHODS.has(name) && !facts.modelMethods.has(name)) {
      problems.methods.push(
        `${at(m.index!)}: ${name}(…) is neither an SDK method nor a known JDK/Kotlin/Retrofit method`,
      );
    }
  }
  return {problems, checked};
}
