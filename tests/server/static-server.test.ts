/**
 * The static server answers like a careful production host: clean URLs under the base path,
 * precompressed gzip only to clients that accept it, revalidation by ETag and date, security
 * headers, only GET and HEAD, and nothing outside its root.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, renameSync, symlinkSync, utimesSync, writeFileSync} from 'node:fs';
import {request, type IncomingHttpHeaders} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {gunzipSync} from 'node:zlib';
import {HEADERS_FILE, headersFile, NGINX_FILE, securityHeaders} from '../../config/security-headers';
import {precompressDir} from '../../scripts/lib/precompress';
import {normalizeBasePath, resolveFile, startStaticServer, type RunningServer} from '../../scripts/lib/static-server';
import {siteFixture} from './fixture';

type Answer = {status: number; headers: IncomingHttpHeaders; body: Buffer};

/** One request with exactly the given target and headers (fetch would normalise both). */
function ask(
  server: RunningServer,
  target: string,
  options: {method?: string; headers?: Record<string, string>} = {},
): Promise<Answer> {
  const {hostname, port} = new URL(server.url);
  return new Promise((done, fail) => {
    const req = request(
      {hostname, port, path: target, method: options.method ?? 'GET', headers: options.headers},
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      },
    );
    req.on('error', fail);
    req.end();
  });
}

describe('static server', () => {
  let root: string;
  let server: RunningServer;
  before(async () => {
    root = siteFixture();
    await precompressDir(root);
    server = await startStaticServer({root, basePath: '/docs/'});
  });
  after(async () => server?.close());

  test('listens on loopback unless told otherwise', () => {
    const address = server.server.address();
    assert.ok(address && typeof address === 'object');
    assert.equal(address.address, '127.0.0.1');
  });

  test('clean URLs and .html forms map to the same file', async () => {
    const expected = join(root, 'guide', 'index.html');
    for (const path of ['guide', 'guide/', 'guide.html', 'guide/index.html']) {
      assert.equal(await resolveFile(root, path), expected, path);
    }
    assert.equal(await resolveFile(root, 'missing'), undefined);
    assert.equal(await resolveFile(join(root, 'guide'), '../notes.txt'), undefined);
  });

  test('a page in another letter case redirects to its own address, query kept; other misses stay 404', async () => {
    const upper = await ask(server, '/docs/GUIDE?from=old');
    assert.equal(upper.status, 301);
    assert.equal(upper.headers.location, '/docs/guide?from=old');
    assert.equal((await ask(server, '/docs/Guide/')).headers.location, '/docs/guide/');
    assert.equal((await ask(server, '/docs/GUIDE/index.html')).headers.location, '/docs/guide/index.html');
    assert.equal((await ask(server, '/docs/GUIDES')).status, 404);
    assert.equal((await ask(server, '/docs/GUIDE/../../etc/passwd')).status, 404);
  });

  test('serves pages under the base path, the 404 page for unknown paths, and sends / to the base', async () => {
    const page = await ask(server, '/docs/guide');
    assert.equal(page.status, 200);
    assert.match(page.body.toString(), /<h1>guide<\/h1>/);
    assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
    const missing = await ask(server, '/docs/nope');
    assert.equal(missing.status, 404);
    assert.match(missing.body.toString(), /Page Not Found/);
    const home = await ask(server, '/');
    assert.equal(home.status, 302);
    assert.equal(home.headers.location, '/docs/');
  });

  test('sends the gzip twin only to clients that accept gzip', async () => {
    const zipped = await ask(server, '/docs/guide', {headers: {'accept-encoding': 'gzip, br'}});
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.equal(zipped.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(zipped.headers.vary, 'Accept-Encoding');
    assert.match(gunzipSync(zipped.body).toString(), /<h1>guide<\/h1>/);
    for (const refused of ['gzip;q=0', 'identity', 'br', '']) {
      const plain = await ask(server, '/docs/guide', {headers: {'accept-encoding': refused}});
      assert.equal(plain.headers['content-encoding'], undefined, `Accept-Encoding: ${refused}`);
      assert.match(plain.body.toString(), /<h1>guide<\/h1>/);
    }
  });

  test('a file changed after its twin was written is sent as it is now', async () => {
    const dir = siteFixture();
    await precompressDir(dir);
    const running = await startStaticServer({root: dir, basePath: '/docs/'});
    try {
      writeFileSync(join(dir, 'guide', 'index.html'), '<h1>guide, rebuilt</h1>');
      const future = new Date(Date.now() + 5_000);
      utimesSync(join(dir, 'guide', 'index.html'), future, future);
      const answer = await ask(running, '/docs/guide', {headers: {'accept-encoding': 'gzip'}});
      assert.equal(answer.headers['content-encoding'], undefined);
      assert.match(answer.body.toString(), /guide, rebuilt/);
    } finally {
      await running.close();
    }
  });

  test('revalidation: ETag and Last-Modified, then 304 Not Modified', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const first = await ask(server, '/docs/guide', {headers: {'accept-encoding': encoding}});
      assert.ok(first.headers.etag, 'no ETag');
      assert.ok(first.headers['last-modified'], 'no Last-Modified');
      assert.equal(first.headers['cache-control'], 'no-cache');
      const byTag = await ask(server, '/docs/guide', {
        headers: {'accept-encoding': encoding, 'if-none-match': first.headers.etag},
      });
      assert.equal(byTag.status, 304, `If-None-Match with ${encoding}`);
      assert.equal(byTag.body.length, 0);
      const byDate = await ask(server, '/docs/guide', {
        headers: {'accept-encoding': encoding, 'if-modified-since': first.headers['last-modified']},
      });
      assert.equal(byDate.status, 304, `If-Modified-Since with ${encoding}`);
    }
    const asset = await ask(server, '/docs/assets/main.123.js');
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('a range of a missing page is not a range of the not-found page', async () => {
    const whole = await ask(server, '/docs/nope');
    const ranged = await ask(server, '/docs/nope', {headers: {Range: 'bytes=0-3', 'Accept-Encoding': 'identity'}});
    assert.equal(ranged.status, 404);
    assert.equal(ranged.headers['content-range'], undefined);
    assert.equal(ranged.body.toString(), whole.body.toString());
    // A revalidation of the not-found page is a not-found answer, never 304.
    const etag = (await ask(server, '/docs/guide')).headers.etag!;
    assert.equal((await ask(server, '/docs/nope', {headers: {'If-None-Match': etag}})).status, 404);
    // A real file still serves ranges.
    const file = await ask(server, '/docs/notes.txt', {headers: {Range: 'bytes=0-0'}});
    assert.equal(file.status, 206);
  });

  test('a percent sign in a file name is decoded once', async () => {
    writeFileSync(join(root, '100%.txt'), 'hundred');
    writeFileSync(join(root, 'a%20b.txt'), 'escaped name');
    writeFileSync(join(root, 'a b.txt'), 'spaced name');
    const hundred = await ask(server, '/docs/100%25.txt');
    assert.equal(hundred.status, 200);
    assert.equal(hundred.body.toString(), 'hundred');
    assert.equal((await ask(server, '/docs/a%2520b.txt')).body.toString(), 'escaped name');
    assert.equal((await ask(server, '/docs/a%20b.txt')).body.toString(), 'spaced name');
  });

  test('while the build folder is replaced: 503 with Retry-After, and no path on the wire', async () => {
    const away = `${root}-away`;
    renameSync(root, away);
    try {
      for (const target of ['/docs/guide', '/docs/nope', '/docs/']) {
        const answer = await ask(server, target);
        assert.equal(answer.status, 503, target);
        assert.ok(Number(answer.headers['retry-after']) > 0, `Retry-After on ${target}`);
        assert.ok(!answer.body.toString().includes(root), `the answer to ${target} names no path`);
        assert.doesNotMatch(answer.body.toString(), /\/tmp|ENOENT/);
      }
    } finally {
      renameSync(away, root);
    }
    assert.equal((await ask(server, '/docs/guide')).status, 200);
  });

  test('a base path without its slash is the same base', async () => {
    const running = await startStaticServer({root, basePath: '/docs'});
    try {
      const bare = await ask(running, '/docs');
      assert.equal(bare.status, 302);
      assert.equal(bare.headers.location, '/docs/');
      assert.equal((await ask(running, '/docs/guide')).status, 200);
      assert.equal((await ask(running, '/docsfoo')).status, 404);
      assert.equal((await ask(running, '/docsfoo/guide')).status, 404);
    } finally {
      await running.close();
    }
    assert.throws(() => normalizeBasePath('/do cs/'), /base path/);
    assert.equal(normalizeBasePath('docs'), '/docs/');
    assert.equal(normalizeBasePath('/'), '/');
  });

  test('idle and slow sockets are closed soon, and one client cannot hold every connection', () => {
    assert.ok(server.server.headersTimeout <= 10_000, `headersTimeout ${server.server.headersTimeout}`);
    assert.ok(server.server.requestTimeout <= 30_000, `requestTimeout ${server.server.requestTimeout}`);
    assert.ok(server.server.timeout > 0 && server.server.timeout <= 30_000, `socket timeout ${server.server.timeout}`);
  });

  test('security headers on every answer: those of config/security-headers.ts', async () => {
    const expected = securityHeaders();
    for (const target of ['/docs/guide', '/docs/nope', '/docs/%ff', '/outside', '/docs/notes.txt']) {
      const answer = await ask(server, target, {headers: {Range: 'bytes=0-0'}});
      for (const [name, value] of Object.entries(expected))
        assert.equal(answer.headers[name.toLowerCase()], value, `${name} on ${target}`);
    }
    assert.match(expected['Content-Security-Policy']!, /default-src 'self'.*frame-ancestors 'none'/);
  });

  test("a build's _headers file gives its headers, read again when it changes, and is not served", async () => {
    const dir = siteFixture();
    writeFileSync(
      join(dir, HEADERS_FILE),
      headersFile({'Content-Security-Policy': "script-src 'self'", 'X-Test': 'one'}),
    );
    writeFileSync(join(dir, NGINX_FILE), 'add_header X-Test "one" always;\n');
    const running = await startStaticServer({root: dir, basePath: '/docs/'});
    try {
      const first = await ask(running, '/docs/guide');
      assert.equal(first.headers['content-security-policy'], "script-src 'self'");
      assert.equal(first.headers['x-test'], 'one');
      writeFileSync(join(dir, HEADERS_FILE), headersFile({'X-Test': 'two'}));
      const later = new Date(Date.now() + 5_000);
      utimesSync(join(dir, HEADERS_FILE), later, later);
      assert.equal((await ask(running, '/docs/guide')).headers['x-test'], 'two');
      for (const file of [HEADERS_FILE, NGINX_FILE])
        assert.equal((await ask(running, `/docs/${file}`)).status, 404, file);
    } finally {
      await running.close();
    }
  });

  test('only GET and HEAD: other methods get 405 with Allow', async () => {
    const head = await ask(server, '/docs/guide', {method: 'HEAD'});
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await ask(server, '/docs/guide', {method});
      assert.equal(answer.status, 405, method);
      assert.equal(answer.headers.allow, 'GET, HEAD', method);
    }
  });

  test('malformed URLs get 400, and the server keeps answering', async () => {
    for (const target of ['/docs/%ff', '/docs/%', '/docs/a%2', '/docs/%00', '/docs/%E0%A4%A']) {
      const answer = await ask(server, target);
      assert.equal(answer.status, 400, target);
    }
    assert.equal((await ask(server, '//a:99999/')).status, 404, 'a path outside the base, not a host');
    assert.equal((await ask(server, '/docs/guide')).status, 200);
  });

  test('never serves a file outside its root, by dot segments or by symbolic links', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'jaqpot-outside-'));
    writeFileSync(join(outside, 'secret.txt'), 'secret');
    const dir = siteFixture();
    symlinkSync(join(outside, 'secret.txt'), join(dir, 'linked.txt'));
    symlinkSync(outside, join(dir, 'linked-dir'));
    const running = await startStaticServer({root: dir, basePath: '/docs/'});
    try {
      for (const target of [
        '/docs/linked.txt',
        '/docs/linked-dir/secret.txt',
        '/docs/../../etc/passwd',
        '/docs/..%2f..%2fetc%2fpasswd',
        '/docs/%2e%2e/notes.txt',
      ]) {
        const answer = await ask(running, target);
        assert.notEqual(answer.status, 200, target);
        assert.doesNotMatch(answer.body.toString(), /secret|root:/, target);
      }
    } finally {
      await running.close();
    }
  });
});
