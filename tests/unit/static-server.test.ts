import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {gunzipSync} from 'node:zlib';
import {resolveFile, startStaticServer} from '../../scripts/lib/static-server';

function fixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'jaqpot-serve-'));
  mkdirSync(join(root, 'guide'));
  writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(root, 'guide', 'index.html'), '<h1>guide</h1>');
  writeFileSync(join(root, '404.html'), '<h1>Page Not Found</h1>');
  writeFileSync(join(root, 'secret.txt'), 'x');
  return root;
}

describe('static server', () => {
  test('clean URLs and .html forms map to the same file', () => {
    const root = fixture();
    const expected = join(root, 'guide', 'index.html');
    for (const path of ['guide', 'guide/', 'guide.html', 'guide/index.html']) {
      assert.equal(resolveFile(root, path), expected, path);
    }
    assert.equal(resolveFile(root, 'missing'), undefined);
    assert.equal(resolveFile(join(root, 'guide'), '../secret.txt'), undefined);
  });

  test('serves under the base path with gzip, 404 page and redirect to the base', async () => {
    const root = fixture();
    const running = await startStaticServer({root, basePath: '/docs/'});
    try {
      const page = await fetch(new URL('guide', running.url), {headers: {'accept-encoding': 'gzip'}});
      assert.equal(page.status, 200);
      assert.match(await page.text(), /guide/);
      const raw = await new Promise<Buffer>((done) => {
        import('node:http').then(({get}) =>
          get(new URL('guide', running.url), {headers: {'accept-encoding': 'gzip'}}, (res) => {
            assert.equal(res.headers['content-encoding'], 'gzip');
            const chunks: Buffer[] = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => done(Buffer.concat(chunks)));
          }),
        );
      });
      assert.match(gunzipSync(raw).toString(), /guide/);
      const missing = await fetch(new URL('nope', running.url));
      assert.equal(missing.status, 404);
      assert.match(await missing.text(), /Page Not Found/);
      const root_ = await fetch(new URL('/', running.url), {redirect: 'manual'});
      assert.equal(root_.status, 302);
      assert.equal(root_.headers.get('location'), '/docs/');
    } finally {
      await running.close();
    }
  });

  test('serves a changed file anew, though each file is compressed once', async () => {
    const root = fixture();
    const running = await startStaticServer({root, basePath: '/docs/'});
    try {
      const read = async () => (await fetch(new URL('guide', running.url), {headers: {'accept-encoding': 'gzip'}})).text();
      assert.match(await read(), /<h1>guide<\/h1>/);
      // A rebuild while serving: a new size (the cache is keyed by modification time and size).
      writeFileSync(join(root, 'guide', 'index.html'), '<h1>guide, rebuilt</h1>');
      assert.match(await read(), /guide, rebuilt/);
    } finally {
      await running.close();
    }
  });

  test('a site served at the root answers its home page instead of redirecting to itself', async () => {
    const running = await startStaticServer({root: fixture(), basePath: '/'});
    try {
      const home = await fetch(running.url, {redirect: 'manual'});
      assert.equal(home.status, 200);
      assert.match(await home.text(), /home/);
    } finally {
      await running.close();
    }
  });
});
