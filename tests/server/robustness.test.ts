/**
 * No request crashes the server a reader starts with `npm start`: a few thousand malformed
 * requests, then a build folder emptied and rewritten while requests keep coming (what a
 * rebuild does). The server runs as its own process, as `npm start` runs it.
 */
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {connect, type Socket} from 'node:net';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {MAX_CONNECTIONS_PER_CLIENT} from '../../scripts/lib/static-server';
import {siteFixture} from './fixture';

type Served = {child: ChildProcess; host: string; port: number; exited: () => boolean};

/** `npm run serve` on `root`; with `files`, under that limit of open descriptors (prlimit). */
function serve(root: string, options: {args?: string[]; files?: number} = {}): Promise<Served> {
  const args = ['--import', 'tsx', 'scripts/serve.ts', '--dir', root, '--port', '0', ...(options.args ?? [])];
  const child = options.files
    ? spawn('prlimit', [`--nofile=${options.files}`, process.execPath, ...args], {stdio: ['ignore', 'pipe', 'pipe']})
    : spawn(process.execPath, args, {stdio: ['ignore', 'pipe', 'pipe']});
  let exited = false;
  child.on('exit', () => (exited = true));
  return new Promise((done, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const [, host, port] = /http:\/\/([^/]+):(\d+)\//.exec(out) ?? [];
      if (host && port) done({child, host, port: Number(port), exited: () => exited});
    });
    child.on('exit', (code) => fail(new Error(`the server exited with ${code} before listening: ${out}`)));
  });
}

/** Sends raw bytes and resolves with the status of the answer (0 when the server only closed). */
function raw(port: number, bytes: string | Buffer): Promise<number> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => done(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', () => undefined);
    socket.end(bytes);
  });
}

async function status(port: number, path: string): Promise<number> {
  return (await fetch(`http://127.0.0.1:${port}${path}`)).status;
}

/** Runs `npm run serve` with `args` to its end: exit code and what it printed on stderr. */
function serveOnce(args: string[]): {code: number | null; stderr: string} {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', ...args], {encoding: 'utf8'});
  return {code: run.status, stderr: run.stderr};
}

/** A connection from `localAddress` that sends half a request and then nothing. */
function slowClient(port: number, localAddress: string): Promise<Socket> {
  return new Promise((done, fail) => {
    const socket = connect({port, host: '127.0.0.1', localAddress}, () => {
      socket.write('GET /docs/ HTTP/1.1\r\nHost: x\r\n');
      // Reads what the server answers, so its closing is seen.
      socket.resume();
      done(socket);
    });
    socket.on('error', fail);
  });
}

/** A seeded generator (mulberry32), so a failing case can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '%',
  '%f',
  '%ff',
  '%2',
  '%2f',
  '%2e',
  '%00',
  '%c3%28',
  '%e0%a4%a',
  '/',
  '//',
  '.',
  '..',
  '\\',
  ':',
  '@',
  '?',
  '#',
  'a',
  'docs',
  '99999',
  '\u00e9',
  '~',
  '*',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT', 'PATCH', 'BREW'];

function malformedTarget(next: () => number): string {
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  let target = pick(['/docs/', '/', '//', '', '*', 'http://a', '/docs']);
  for (let i = Math.floor(next() * 8); i > 0; i--) target += pick(PIECES);
  return target;
}

describe('the server never falls over', () => {
  let root: string;
  let served: Served;
  before(async () => {
    root = siteFixture();
    served = await serve(root);
  });
  after(() => served?.child.kill());

  test('listens on loopback by default', () => {
    assert.equal(served.host, '127.0.0.1');
  });

  test('known crashers and 3,000 generated malformed requests all get an answer', async () => {
    // Malformed escapes are bad requests; `//a:99999/` is a path outside the site, not a host.
    const expected = {'/docs/%ff': 400, '/docs/%': 400, '/docs/a%2': 400, '//a:99999/': 404};
    for (const [target, code] of Object.entries(expected)) {
      assert.equal(await raw(served.port, `GET ${target} HTTP/1.1\r\nHost: x\r\n\r\n`), code, target);
    }
    const next = random(17);
    const unanswered: string[] = [];
    for (let batch = 0; batch < 60; batch++) {
      const requests = Array.from({length: 50}, () => {
        const method = METHODS[Math.floor(next() * METHODS.length)]!;
        const line = `${method} ${malformedTarget(next)} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip;q=${next().toFixed(1)}\r\n\r\n`;
        return raw(served.port, Buffer.from(line, 'utf8')).then((code) => {
          // 0: Node's HTTP parser closed a request it cannot read, which is an answer too.
          if (code >= 500) unanswered.push(`${code} for ${JSON.stringify(line)}`);
        });
      });
      await Promise.all(requests);
      assert.equal(served.exited(), false, `the server exited during batch ${batch}`);
    }
    assert.deepEqual(unanswered, []);
    assert.equal(await status(served.port, '/docs/guide'), 200);
  });

  test('a build folder emptied and rewritten while it is served', async () => {
    const statuses = new Map<number, number>();
    let rebuilding = true;
    const rebuild = (async () => {
      for (let round = 0; round < 150; round++) {
        // Docusaurus empties the output folder, then writes the new files.
        rmSync(join(root, 'guide'), {recursive: true, force: true});
        rmSync(join(root, 'index.html'), {force: true});
        await new Promise((r) => setImmediate(r));
        mkdirSync(join(root, 'guide'), {recursive: true});
        writeFileSync(join(root, 'guide', 'index.html'), `<h1>guide ${round}</h1>`);
        writeFileSync(join(root, 'index.html'), `<h1>home ${round}</h1>`);
        await new Promise((r) => setImmediate(r));
      }
      rebuilding = false;
    })();
    const readers = Array.from({length: 8}, async () => {
      while (rebuilding) {
        for (const path of ['/docs/guide', '/docs/', '/docs/guide/index.html']) {
          const code = await status(served.port, path).catch(() => 0);
          statuses.set(code, (statuses.get(code) ?? 0) + 1);
        }
      }
    });
    await Promise.all([rebuild, ...readers]);
    assert.equal(served.exited(), false, 'the server exited during the rebuild');
    // 503: the build is incomplete for a moment (no not-found page), try again.
    const unexpected = [...statuses.keys()].filter((code) => code !== 200 && code !== 404 && code !== 503);
    assert.deepEqual(unexpected, [], `answers during the rebuild: ${JSON.stringify([...statuses])}`);
    assert.equal(await status(served.port, '/docs/guide'), 200);
  });

  test('a build folder removed and written anew: 503 with Retry-After, never a path', async () => {
    const copy = `${root}-next`;
    cpSync(root, copy, {recursive: true});
    const away = `${root}-old`;
    renameSync(root, away);
    const answer = await fetch(`http://127.0.0.1:${served.port}/docs/guide`);
    const body = await answer.text();
    assert.equal(answer.status, 503);
    assert.ok(Number(answer.headers.get('retry-after')) > 0);
    assert.ok(!body.includes(root) && !body.includes('/tmp'), body);
    renameSync(copy, root);
    rmSync(away, {recursive: true, force: true});
    assert.equal(await status(served.port, '/docs/guide'), 200);
  });
});

describe('npm run serve options', () => {
  test('a port that is not one gets a one-line message, no stack trace', () => {
    for (const port of ['-1', '70000', 'x']) {
      const run = serveOnce(['--port', port]);
      assert.equal(run.code, 1, `--port ${port}`);
      assert.match(run.stderr, /--port/);
      assert.doesNotMatch(run.stderr, /\n\s+at /, `no stack trace for --port ${port}`);
    }
    const unknown = serveOnce(['--colour']);
    assert.equal(unknown.code, 1);
    assert.doesNotMatch(unknown.stderr, /\n\s+at /);
  });

  test('--base /docs (no slash) serves /docs/, redirects /docs once and does not match /docsfoo', async () => {
    const root = siteFixture();
    const served = await serve(root, {args: ['--base', '/docs']});
    try {
      const bare = await fetch(`http://127.0.0.1:${served.port}/docs`, {redirect: 'manual'});
      assert.equal(bare.status, 302);
      assert.equal(bare.headers.get('location'), '/docs/');
      assert.equal(await status(served.port, '/docs'), 200, 'the redirect ends');
      assert.equal(await status(served.port, '/docsfoo'), 404);
    } finally {
      served.child.kill();
    }
  });

  // Without a cap the server never turns them away: the bound makes that a failure, not a hang.
  test(
    'with 256 descriptors, 300 slow connections from one client leave room for another',
    {timeout: 60_000},
    async () => {
      const root = siteFixture();
      const served = await serve(root, {files: 256});
      const sockets: Socket[] = [];
      try {
        // 127.0.0.2 is another client on the loopback interface.
        // Those over the per-client cap are answered 503 and closed.
        let closed = 0;
        let turnedAway = () => {};
        const allTurnedAway = new Promise<void>((done) => (turnedAway = done));
        for (let i = 0; i < 300; i++) {
          const socket = await slowClient(served.port, '127.0.0.2');
          socket.on('close', () => ++closed === 300 - MAX_CONNECTIONS_PER_CLIENT && turnedAway());
          socket.on('error', () => undefined);
          sockets.push(socket);
        }
        await allTurnedAway;
        assert.equal(await status(served.port, '/docs/guide'), 200, 'another client is served');
        assert.equal(served.exited(), false);
      } finally {
        for (const socket of sockets) socket.destroy();
        served.child.kill();
      }
    },
  );
});
