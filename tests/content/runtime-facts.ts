/**
 * Facts about what the running platform does, read from reference/platform-runtime-facts.txt
 * (one fact a line: `TOPIC | fact | source`). Each getter throws when the fact is missing, so a
 * reworded facts file fails loudly instead of silently weakening the checks that use it.
 */
import {readFileSync} from 'node:fs';
import {readLedger} from '../../plugins/platform-behaviour/ledger';

export type RuntimeFact = {topic: string; fact: string};

export function runtimeFacts(root = '.'): RuntimeFact[] {
  return readFileSync(`${root}/reference/platform-runtime-facts.txt`, 'utf8')
    .split('\n')
    .map((line) => line.split(' | '))
    .filter((parts) => parts.length >= 2 && /^[A-Z]+$/.test(parts[0]!.trim()))
    .map(([topic, fact]) => ({topic: topic!.trim(), fact: fact!.trim()}));
}

function find(facts: RuntimeFact[], topic: string, pattern: RegExp): RegExpExecArray {
  for (const f of facts) {
    if (f.topic !== topic) continue;
    const m = pattern.exec(f.fact);
    if (m) return m;
  }
  throw new Error(`reference/platform-runtime-facts.txt: no ${topic} fact matches ${pattern}`);
}

/**
 * How the platform calls a Docker model's container, and what it expects back. The timeout comes
 * from the ledger of platform behaviour, the rest from the facts file.
 */
export function dockerContract(facts = runtimeFacts()) {
  const [, method, path] = find(facts, 'DOCKER', /calls the container with HTTP (\w+) on path (\/\w+)/);
  const [, rowIdKey] = find(facts, 'DOCKER', /gets an extra key "(\w+)"/);
  const [, metadataKey] = find(facts, 'DOCKER', /"(\w+)": \{"\w+": <same id>\}/);
  const [, healthPath, port] = find(facts, 'DOCKER', /GET (\/\w+) -> \{"status": "OK"\}, port (\d+)/);
  // How long the platform waits for the container is a ledger fact (reference/platform-behaviour.yaml).
  const timeoutMinutes = readLedger().entries.find((e) => e.id === 'docker.timeout')?.minutes;
  if (timeoutMinutes === undefined) throw new Error('reference/platform-behaviour.yaml: no docker.timeout in minutes');
  return {
    method: method!,
    path: path!,
    rowIdKey: rowIdKey!,
    metadataKey: metadataKey!,
    healthPath: healthPath!,
    templatePort: Number(port),
    timeoutSeconds: timeoutMinutes * 60,
  };
}

/**
 * The exceptions a client call really raises: the generated client's ApiException family for every
 * non-2xx answer, and the SDK's own two exceptions for a prediction that ends in FAILURE or times out.
 */
export function clientExceptions(facts = runtimeFacts()) {
  const [, list] = find(facts, 'CLIENT', /raises on every non-2xx response via \w+\.from_response: (.*)$/);
  const classes = [...list!.matchAll(/\b([A-Z]\w*Exception)\b/g)].map((m) => m[1]!);
  const [, module] = find(facts, 'CLIENT', /import from (jaqpot_api_client\.\w+)/);
  const [, notRaised] = find(facts, 'SDK', /surface as ApiException subclasses, not (\w+)/);
  if (!classes.includes('ApiException') || classes.length < 6) {
    throw new Error(`reference/platform-runtime-facts.txt: unexpected client exception list ${classes.join(', ')}`);
  }
  return {
    /** Module the HTTP exceptions are imported from. */
    httpModule: module!,
    /** ApiException and its subclasses (BadRequestException, UnauthorizedException, …). */
    http: new Set(classes),
    /** The SDK's own exceptions for polling: failure and timeout. */
    pollingModule: 'jaqpot_python_sdk.exceptions.exceptions',
    polling: new Set(['JaqpotPredictionFailureException', 'JaqpotPredictionTimeoutException']),
    /** An exception the facts say HTTP errors do not surface as. */
    notRaisedForHttp: notRaised!,
  };
}

/**
 * Behaviours of jaqpotpy and the Python SDK that a sample can get wrong while naming only real
 * methods and parameters: what a prediction call takes, and two DOA methods that need care.
 */
export function sampleBehaviour(facts = runtimeFacts()) {
  const [, predictMethod, maxRows] = find(
    facts,
    'SDK',
    /^(\w+) wraps its argument as Dataset\(input=\.\.\.\), a list of rows \(at most (\d+)\); a single dict fails validation/,
  );
  const [, unscaledDoa] = find(
    facts,
    'JAQPOTPY',
    /^(\w+) uses the training features as given \(no centring\): scale features first/,
  );
  const [, kernelParam, first, second, fallback] = find(
    facts,
    'JAQPOTPY',
    /^DOA (\w+): the constructor accepts uppercase names but the kernel lookup uses lowercase keys, so "(\w+)"\/"(\w+)" fall back to (\w+)/,
  );
  return {
    /** The SDK method whose rows must be a list (predict_sync), and the row limit per call. */
    predictMethod: predictMethod!,
    maxRows: Number(maxRows),
    /** The DOA class that measures distances on the features as given (Leverage). */
    unscaledDoa: unscaledDoa!,
    /** KernelBased's kernel argument, the names that silently run another kernel, and that kernel. */
    kernelParam: kernelParam!,
    fallbackKernels: new Set([first!, second!]),
    fallbackKernel: fallback!,
  };
}
