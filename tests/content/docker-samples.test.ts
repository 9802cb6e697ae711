/**
 * The Docker-model pages must leave the reader with a container that answers the platform's real
 * request. The facts (reference/platform-runtime-facts.txt) say the platform sends
 * `POST /infer` with `{model, dataset}`, every row carrying `jaqpotRowId`, and expects each
 * prediction to echo that id in `jaqpotMetadata`.
 *
 * - Every sample service on those pages routes that path and handles the row id (static check).
 * - A sample service that needs only the standard library is started with python3 and sent the
 *   platform's request body: the page's own request.json, and the same rows with other ids.
 * - The page's own response checker (check_response.py) and unit tests (test_app.py, when pytest is
 *   installed) run against it.
 * - No command or script on those pages calls the container on another path.
 */
import assert from 'node:assert/strict';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, connect} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {type Block, codeBlocks} from './blocks';
import {dockerContract} from './runtime-facts';

const contract = dockerContract();
const DOCKER_DIR = 'docs/docker-models/';
const pageBlocks = codeBlocks(['python', 'json', 'bash', 'dockerfile', 'text', 'http'], ['docs']).filter((b) =>
  b.file.startsWith(DOCKER_DIR),
);
const where = (b: Block) => `${b.file}:${b.line}`;
const titled = (name: string) =>
  pageBlocks.filter((b) => new RegExp(`title="${name.replace('.', '\\.')}"`).test(b.meta));

/** A python block that defines an HTTP service: the standard library's handler or a web framework's app. */
export function isService(code: string): boolean {
  return /BaseHTTPRequestHandler|\bFastAPI\(|\bFlask\(|@app\.(post|route)\b/.test(code);
}

/** Top-level modules a block imports, and whether python3 ships each of them. */
function thirdPartyImports(code: string): string[] {
  const run = spawnSync(
    'python3',
    [
      '-c',
      [
        'import ast, sys',
        'tree = ast.parse(sys.stdin.read())',
        'mods = set()',
        'for n in ast.walk(tree):',
        '    if isinstance(n, ast.Import): mods.update(a.name.split(".")[0] for a in n.names)',
        '    elif isinstance(n, ast.ImportFrom) and n.module and n.level == 0: mods.add(n.module.split(".")[0])',
        'print("\\n".join(sorted(m for m in mods if m not in sys.stdlib_module_names)))',
      ].join('\n'),
    ],
    {input: code, encoding: 'utf8'},
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout.split('\n').filter(Boolean);
}

/** Problems with a service block, judged from its source. */
export function staticProblems(code: string): string[] {
  const problems: string[] = [];
  if (!new RegExp(`["']${contract.path}["']`).test(code))
    problems.push(`does not route ${contract.method} ${contract.path}`);
  if (!code.includes(contract.rowIdKey)) problems.push(`never reads or echoes ${contract.rowIdKey}`);
  if (!code.includes(contract.metadataKey)) problems.push(`returns no ${contract.metadataKey}`);
  return problems;
}

/** Container paths a block calls on a local port (`http://localhost:8002/infer` and the like). */
export function calledPaths(code: string): string[] {
  return [...code.matchAll(/https?:\/\/(?:localhost|127\.0\.0\.1|0\.0\.0\.0):\d+(\/[\w/-]*)?/g)].map(
    (m) => m[1] ?? '/',
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on port ${port} after ${ms} ms (does the service read PORT?)`);
}

type PlatformRequest = {model: {dependentFeatures: {key: string}[]}; dataset: {input: Record<string, unknown>[]}};

describe('Docker model samples answer the platform request', () => {
  const services = pageBlocks.filter((b) => b.lang === 'python' && isService(b.code));

  test('the Docker pages show a sample service and a sample request', () => {
    assert.ok(services.length >= 1, 'no sample service on the Docker pages');
    assert.equal(titled('request.json').length, 1, 'expected one request.json block');
  });

  for (const service of services) {
    test(`${where(service)}: the service routes ${contract.method} ${contract.path} and echoes ${contract.rowIdKey}`, () => {
      assert.deepEqual(staticProblems(service.code), []);
    });
  }

  test(`the sample request is the platform's: {model, dataset}, every row with ${contract.rowIdKey}`, () => {
    const request = JSON.parse(titled('request.json')[0]!.code) as PlatformRequest;
    assert.ok(request.model && request.dataset, 'request.json needs model and dataset');
    const rows = request.dataset.input;
    assert.ok(Array.isArray(rows) && rows.length > 0, 'dataset.input must hold rows');
    for (const [i, row] of rows.entries()) {
      assert.equal(typeof row[contract.rowIdKey], 'string', `row ${i} lacks a string ${contract.rowIdKey}`);
    }
  });

  test('commands and scripts on the Docker pages call the container only where the platform does', () => {
    const allowed = new Set([contract.path, contract.healthPath]);
    const wrong = pageBlocks.flatMap((b) =>
      calledPaths(b.code)
        .filter((p) => !allowed.has(p))
        .map((p) => `${where(b)}: calls ${p}`),
    );
    assert.deepEqual(wrong, []);
  });

  const runnable = services.filter((b) => thirdPartyImports(b.code).length === 0);

  describe('the standard-library service, started with python3', () => {
    let dir = '';
    let child: ChildProcess | undefined;
    let base = '';
    let output = '';
    const request = () => JSON.parse(titled('request.json')[0]!.code) as PlatformRequest;

    before(async () => {
      assert.equal(
        runnable.length,
        1,
        `expected one standard-library service, found ${runnable.map(where).join(', ')}`,
      );
      dir = mkdtempSync(join(tmpdir(), 'docker-sample-'));
      writeFileSync(join(dir, 'app.py'), runnable[0]!.code);
      writeFileSync(join(dir, 'request.json'), titled('request.json')[0]!.code);
      const port = await freePort();
      child = spawn('python3', ['app.py'], {
        cwd: dir,
        env: {...process.env, PORT: String(port)},
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d) => (output += d));
      child.stderr!.on('data', (d) => (output += d));
      await waitForPort(port, child);
      base = `http://127.0.0.1:${port}`;
    });

    after(() => {
      child?.kill('SIGTERM');
      if (dir) rmSync(dir, {recursive: true, force: true});
    });

    async function post(body: unknown) {
      const response = await fetch(base + contract.path, {
        method: contract.method,
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(contract.timeoutSeconds * 1000),
      });
      return {status: response.status, body: (await response.json()) as {predictions?: Record<string, unknown>[]}};
    }

    function assertAnswers(
      sent: PlatformRequest,
      got: {status: number; body: {predictions?: Record<string, unknown>[]}},
    ) {
      assert.equal(got.status, 200, `status ${got.status}: ${JSON.stringify(got.body)}\n${output}`);
      const predictions = got.body.predictions;
      assert.ok(Array.isArray(predictions), `no predictions list: ${JSON.stringify(got.body)}`);
      assert.equal(predictions.length, sent.dataset.input.length, 'one prediction per row');
      const keys = sent.model.dependentFeatures.map((f) => f.key);
      predictions.forEach((p, i) => {
        for (const key of keys) assert.ok(key in p, `prediction ${i} lacks ${key}: ${JSON.stringify(p)}`);
        const metadata = p[contract.metadataKey] as Record<string, unknown> | undefined;
        assert.equal(
          metadata?.[contract.rowIdKey],
          sent.dataset.input[i]![contract.rowIdKey],
          `prediction ${i} does not echo its ${contract.rowIdKey}`,
        );
      });
    }

    test(`${contract.method} ${contract.path} with the page's request.json`, async () => {
      const body = request();
      assertAnswers(body, await post(body));
    });

    test('the row ids come back as sent, not as the row positions', async () => {
      const body = request();
      body.dataset.input = body.dataset.input.map((row, i) => ({...row, [contract.rowIdKey]: String(40 + 7 * i)}));
      assertAnswers(body, await post(body));
    });

    test(`GET ${contract.healthPath} answers`, async () => {
      const response = await fetch(base + contract.healthPath);
      assert.equal(response.status, 200);
    });

    test("the page's check_response.py passes against it", () => {
      const [checker] = titled('check_response.py');
      assert.ok(checker, 'no check_response.py on the Docker pages');
      writeFileSync(join(dir, 'check_response.py'), checker.code);
      const run = spawnSync('python3', ['check_response.py'], {
        cwd: dir,
        env: {...process.env, PREDICT_URL: base + contract.path},
        encoding: 'utf8',
        timeout: 20_000,
      });
      assert.equal(run.status, 0, run.stdout + run.stderr);
    });

    test("the page's test_app.py passes", () => {
      const [tests] = titled('test_app.py');
      assert.ok(tests, 'no test_app.py on the Docker pages');
      assert.equal(
        spawnSync('python3', ['-c', 'import pytest']).status,
        0,
        "pytest is needed to run the page's test_app.py: pip install pytest",
      );
      writeFileSync(join(dir, 'test_app.py'), tests.code);
      const run = spawnSync('python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', 'test_app.py'], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 60_000,
      });
      assert.equal(run.status, 0, run.stdout + run.stderr);
    });
  });
});

describe('the Docker sample checks catch a wrong service', () => {
  test('a service on /predict without row ids is reported', () => {
    const wrong = 'from http.server import BaseHTTPRequestHandler\nPATH = "/predict"\n';
    assert.ok(isService(wrong));
    assert.deepEqual(staticProblems(wrong), [
      `does not route ${contract.method} ${contract.path}`,
      `never reads or echoes ${contract.rowIdKey}`,
      `returns no ${contract.metadataKey}`,
    ]);
  });

  test('a curl to another path is found', () => {
    assert.deepEqual(calledPaths('curl -X POST http://localhost:8000/predict -d @request.json'), ['/predict']);
    assert.deepEqual(calledPaths(`URL = "http://127.0.0.1:${contract.templatePort}${contract.path}"`), [contract.path]);
  });
});
