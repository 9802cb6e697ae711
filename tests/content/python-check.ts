/**
 * Checks of python samples against the facts files: parsing (python_samples.py), imports,
 * call arguments, enum members and class attributes, methods on instances of known classes, and
 * behaviours the runtime facts describe (what predict_sync takes, Leverage on unscaled features,
 * KernelBased kernel names that silently fall back).
 */
import {spawnSync} from 'node:child_process';
import {type Block, PLACEHOLDER_LINE, checkedCode, isPartial} from './blocks';
import {type CallShape, PythonFacts} from './facts';
import {clientExceptions, sampleBehaviour} from './runtime-facts';

type Args = {keywords: string[]; positional: number; spread: boolean};
/** What an argument is, as far as the sample shows: a dict or list literal (or a name bound to one), None, a string. */
type ArgShape = {kind: 'dict' | 'list' | 'none' | 'str' | 'other'; length?: number; value?: string};
type CallDetail = {
  callee: string | null;
  line: number;
  args: ArgShape[];
  keywords: Record<string, ArgShape & {calls: string[]}>;
  method?: string;
  cls?: string | null;
};
type Analysis = {
  error?: string;
  imports?: {module: string; names: string[]}[];
  calls?: ({callee: string; line: number} & Args)[];
  names?: ({base: string; attr: string; line: number; called: boolean} & Partial<Args>)[];
  members?: ({var: string; cls: string; attr: string; line: number; called: boolean} & Partial<Args>)[];
  tries?: {
    line: number;
    calls: {callee: string | null; line: number; method?: string; cls?: string | null}[];
    handlers: {names: (string | null)[]; line: number}[];
  }[];
  details?: CallDetail[];
};

const TRACKED = /^jaqpot(py|_api_client|_python_sdk)(\.|$)/;

/** Runs python_samples.py over the blocks (partial blocks without their placeholder lines). */
export function analyse(blocks: Block[]): Analysis[] {
  const run = spawnSync('python3', ['tests/content/python_samples.py'], {
    input: JSON.stringify(blocks.map((b) => ({...b, code: checkedCode(b).code}))),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error || run.status !== 0) {
    throw new Error(`python3 could not analyse the samples: ${run.error?.message ?? run.stderr}`);
  }
  return JSON.parse(run.stdout) as Analysis[];
}

/** Problems with one call's arguments, or none. */
function argumentProblems(shape: CallShape, args: Partial<Args>, what: string): string[] {
  const bad: string[] = [];
  for (const keyword of args.keywords ?? []) {
    if (!shape.params.has(keyword) && !shape.acceptsAnyKeyword) bad.push(`${what}(${keyword}=…) is not a parameter`);
  }
  if (!args.spread && (args.positional ?? 0) > shape.maxPositional) {
    bad.push(`${what} takes at most ${shape.maxPositional} positional arguments, got ${args.positional}`);
  }
  return bad;
}

/** Imported jaqpot names of a block, mapped to the module they come from. */
function importedNames(analysis: Analysis): Map<string, string> {
  const imported = new Map<string, string>();
  for (const {module, names} of analysis.imports ?? []) {
    if (!TRACKED.test(module)) continue;
    for (const name of names) imported.set(name, module);
  }
  return imported;
}

const facts = new PythonFacts();
const raised = clientExceptions();
const behaviour = sampleBehaviour();

/**
 * Calls whose arguments are valid names but wrong for what the library does at run time
 * (reference/platform-runtime-facts.txt). `imported` maps each imported jaqpot name to its module.
 */
export function behaviourProblems(
  details: CallDetail[],
  imported: Map<string, string>,
): {line: number; problem: string}[] {
  const bad: {line: number; problem: string}[] = [];
  const report = (line: number, problem: string) => bad.push({line, problem});
  const classOf = (name: string | null | undefined) => {
    const module = name ? imported.get(name) : undefined;
    return module && name ? facts.classSurface(module, name)?.name : undefined;
  };
  for (const call of details) {
    // client.predict_sync(model_id, rows): rows is a list of at most maxRows dicts.
    if (call.method === behaviour.predictMethod && classOf(call.cls) === 'JaqpotApiClient') {
      const rows = call.args[1] ?? call.keywords['dataset'];
      if (rows?.kind === 'dict') {
        report(call.line, `${call.callee}() gets a single dict; it takes a list of rows ([{...}])`);
      } else if (rows?.kind === 'list' && (rows.length ?? 0) > behaviour.maxRows) {
        report(call.line, `${call.callee}() gets ${rows.length} rows; the platform takes at most ${behaviour.maxRows}`);
      }
    }
    const cls = call.callee && !call.callee.includes('.') ? classOf(call.callee) : undefined;
    // SklearnModel(..., doa=[Leverage()]) needs a scaler in preprocess_x.
    if (cls === 'SklearnModel' || cls === 'XGBoostModel') {
      const doa = call.keywords['doa'];
      const usesLeverage = doa?.calls.some(
        (n) => n === behaviour.unscaledDoa && imported.get(n)?.startsWith('jaqpotpy.doa'),
      );
      const scaler = call.keywords['preprocess_x']?.calls.some((n) => /Scaler$/.test(n));
      if (usesLeverage && !scaler) {
        report(
          call.line,
          `${call.callee}(doa=[${behaviour.unscaledDoa}()]) without a scaler in preprocess_x; ` +
            `${behaviour.unscaledDoa} uses the features unscaled and uncentred`,
        );
      }
    }
    // KernelBased(kernel_type="RBF") silently runs the fallback kernel.
    if (cls === 'KernelBased') {
      const kernel = call.keywords[behaviour.kernelParam] ?? call.args[0];
      if (kernel?.kind === 'str' && behaviour.fallbackKernels.has(kernel.value!.toUpperCase())) {
        report(
          call.line,
          `KernelBased(${behaviour.kernelParam}="${kernel.value}") silently runs the ` +
            `${behaviour.fallbackKernel} kernel in jaqpotpy 7`,
        );
      }
    }
  }
  return bad;
}

/** Objects whose methods call the Jaqpot API, and a method that does so on any model wrapper. */
const CLIENT_CLASSES = new Set(['JaqpotApiClient', 'Jaqpot']);
const CLIENT_METHODS = new Set(['deploy_on_jaqpot']);

/**
 * Whether `except Name` catches something a Jaqpot client call really raises: the generated
 * client's ApiException family, imported from its exceptions module, or the SDK's own polling
 * exceptions. `imports` maps each imported name to its module.
 */
export function catchesWhatClientRaises(name: string | null, imports: Map<string, string>): boolean {
  if (!name) return false;
  const module = imports.get(name);
  return (
    (raised.http.has(name) && module === raised.httpModule) ||
    (raised.polling.has(name) && module === raised.pollingModule)
  );
}

/** The checks, as functions of the blocks, so the self-test below can run them on bad samples. */
export function problems(blocks: Block[], analyses: Analysis[]) {
  const where = (b: Block, line = 0) => `${b.file}:${b.line + line}`;
  const result = {
    parse: [] as string[],
    imports: [] as string[],
    calls: [] as string[],
    names: [] as string[],
    members: [] as string[],
    partial: [] as string[],
    handlers: [] as string[],
    behaviour: [] as string[],
  };
  const counts = {imports: 0, calls: 0, names: 0, members: 0, handlers: 0, behaviour: 0};
  // Later blocks of a page often continue earlier ones ("Add to model.py"): the behaviour checks see
  // the jaqpot names the page imported so far, not only the block's own imports.
  const pageImports = new Map<string, Map<string, string>>();
  blocks.forEach((b, i) => {
    const a = analyses[i]!;
    if (a.error) result.parse.push(`${where(b)}: ${a.error}`);
    if (isPartial(b) && checkedCode(b).placeholders === 0) {
      result.partial.push(`${where(b)}: marked partial but has no placeholder line (\`...\` on its own)`);
    }
    if (!isPartial(b)) {
      b.code.split('\n').forEach((l, n) => {
        if (PLACEHOLDER_LINE.test(l))
          result.partial.push(`${where(b, n + 1)}: placeholder line in a block not marked partial`);
      });
    }
    for (const {module, names} of a.imports ?? []) {
      if (!TRACKED.test(module)) continue;
      if (names.length === 0) {
        counts.imports += 1;
        if (!facts.hasModule(module)) result.imports.push(`${where(b)}: import ${module}`);
      }
      for (const name of names) {
        counts.imports += 1;
        if (facts.canImport(module, name) !== true) result.imports.push(`${where(b)}: from ${module} import ${name}`);
      }
    }
    const imported = importedNames(a);
    for (const call of a.calls ?? []) {
      const module = imported.get(call.callee);
      if (!module || module.startsWith('jaqpot_api_client')) continue;
      const shape = facts.signature(module, call.callee);
      if (!shape) continue;
      counts.calls += 1;
      result.calls.push(...argumentProblems(shape, call, call.callee).map((p) => `${where(b, call.line)}: ${p}`));
    }
    // `ModelTask.REGRESSION`, `SmilesGraphFeaturizer.SUPPORTED_ATOM_FEATURES`: enum members and class attributes.
    for (const use of a.names ?? []) {
      const module = imported.get(use.base);
      if (!module) continue;
      const members = facts.enumMembers(module, use.base);
      if (members) {
        counts.names += 1;
        if (!members.has(use.attr))
          result.names.push(`${where(b, use.line)}: ${use.base}.${use.attr} is not a member of the enum`);
        continue;
      }
      if (module.startsWith('jaqpot_api_client')) {
        // No class facts for the generated client beyond its enums: an enum-like use of an unknown enum is an error.
        if (/^[A-Z][A-Z0-9_]+$/.test(use.attr)) {
          counts.names += 1;
          result.names.push(`${where(b, use.line)}: ${use.base}.${use.attr}: ${use.base} is not an enum in the facts`);
        }
        continue;
      }
      const surface = facts.classSurface(module, use.base);
      if (!surface) continue;
      counts.names += 1;
      if (!surface.members.has(use.attr)) {
        result.names.push(`${where(b, use.line)}: ${use.base}.${use.attr} is not an attribute of ${use.base}`);
      }
    }
    // `try: client.predict_sync(...)` / `except X`: X is something the client raises.
    const allImports = new Map<string, string>();
    for (const {module, names} of a.imports ?? []) for (const name of names) allImports.set(name, module);
    for (const t of a.tries ?? []) {
      const clientCall = t.calls.find(
        (c) => (c.cls && CLIENT_CLASSES.has(c.cls)) || (c.method && CLIENT_METHODS.has(c.method)),
      );
      if (!clientCall) continue;
      for (const handler of t.handlers) {
        counts.handlers += 1;
        for (const name of handler.names) {
          if (catchesWhatClientRaises(name, allImports)) continue;
          result.handlers.push(
            `${where(b, handler.line)}: except ${name ?? '(bare)'} around ${clientCall.callee}(): the client raises ` +
              `${[...raised.http].join('/')} from ${raised.httpModule} for HTTP errors, and ` +
              `${[...raised.polling].join('/')} from ${raised.pollingModule} for polling`,
          );
        }
      }
    }
    // Valid calls that do the wrong thing at run time.
    counts.behaviour += (a.details ?? []).length;
    const onPage = pageImports.get(b.file) ?? new Map<string, string>();
    for (const [name, module] of imported) onPage.set(name, module);
    pageImports.set(b.file, onPage);
    result.behaviour.push(
      ...behaviourProblems(a.details ?? [], onPage).map((p) => `${where(b, p.line)}: ${p.problem}`),
    );
    // `model = SklearnModel(...)` then `model.fit(...)`: the method exists and takes those arguments.
    for (const use of a.members ?? []) {
      const module = imported.get(use.cls);
      if (!module || module.startsWith('jaqpot_api_client')) continue;
      const surface = facts.classSurface(module, use.cls);
      if (!surface) continue;
      counts.members += 1;
      const what = `${use.var}.${use.attr}`;
      if (!surface.members.has(use.attr)) {
        const outside = surface.externalBases.length
          ? ` (bases outside the facts: ${surface.externalBases.join(', ')})`
          : '';
        result.members.push(`${where(b, use.line)}: ${what}: ${use.cls} has no attribute ${use.attr}${outside}`);
        continue;
      }
      const shape = surface.members.get(use.attr);
      if (use.called && shape) {
        result.members.push(...argumentProblems(shape, use, what).map((p) => `${where(b, use.line)}: ${p}`));
      }
    }
  });
  return {result, counts};
}
