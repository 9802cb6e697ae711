/**
 * The sharded head of a large site (src/search/sharded-format.ts), on the built site's own
 * records written sharded: it answers as the engine on the whole head, downloads what a query
 * needs, and the client moves on to the whole index after its first answer.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {readBuiltIndex, SHARD_HEAD_ABOVE, writeIndexFiles} from '../../plugins/search-index/build';
import {createLocalSearchClient} from '../../src/search/client';
import {loadIndex, serializeIndex, type SearchRecord, type SearchResponse} from '../../src/search/engine';
import {SHARDED_RULES, ShardedEngine, type ShardSources} from '../../src/search/sharded';
import {fragmentFile, INDEX_PATH, isManifest, termShardFile, WHOLE_HEAD_FILE} from '../../src/search/constants';
import type {SerializedManifest, SerializedTermShard} from '../../src/search/sharded-format';
import {buildDir, gotoHydrated, newContext, openSite, watchPage} from '../../scripts/lib/browser';
import {builtIndex} from './helpers';

/** Small shards, so that the site's own head makes many of each. */
const SIZES = {termShardBytes: 2048, fragmentBytes: 2048};
const MODAL = {hitsPerPage: 20, attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'], getRankingInfo: true};
/** Words of the docs, an identifier, several words; each as typed letter by letter. */
const QUERIES = [
  'model',
  'upload a model',
  'docker image',
  'predict',
  'jaqpotpy',
  'api key',
  'OfflineModelData',
  'dokcer',
];

/** A response without what differs between two answers to one query (time, id). */
/** A message of the sharded head's reader (sharded-format.ts): a string the minifier keeps. */
const SHARD_OF_ANOTHER_BUILD = 'A search index shard belongs to another build';
const same = ({processingTimeMS: _time, queryID: _id, ...rest}: SearchResponse) => rest;
const read = (dir: string, name: string) =>
  JSON.parse(readFileSync(join(dir, INDEX_PATH.replace(/[^/]*$/, name)), 'utf8')) as unknown;

describe('sharded head', () => {
  let dir: string;
  let records: SearchRecord[];
  let manifest: SerializedManifest;
  /** The shards and fragments an engine downloads. */
  const sourcesOf = (asked: {shards: number[]; fragments: number[]}): ShardSources => ({
    shard: async (shard) => (asked.shards.push(shard), read(dir, termShardFile(shard)) as never),
    fragment: async (fragment) => (asked.fragments.push(fragment), read(dir, fragmentFile(fragment)) as never),
  });

  before(() => {
    const {head, text} = builtIndex();
    records = loadIndex(head, text).records.map((r) => r!);
    dir = mkdtempSync(join(tmpdir(), 'jaqpot-sharded-'));
    writeIndexFiles(dir, {records, pages: 0}, {shardAbove: 0, sizes: SIZES});
    manifest = read(dir, 'index.json') as SerializedManifest;
  });
  after(() => rmSync(dir, {recursive: true, force: true}));

  test('the head is written whole up to the threshold, sharded above it, and the whole head is read back', () => {
    assert.ok(isManifest(manifest));
    assert.deepEqual(readBuiltIndex(dir).head, serializeIndex(records).head);
    const files = readdirSync(join(dir, 'search'));
    assert.ok(files.includes(WHOLE_HEAD_FILE) && files.includes(termShardFile(manifest.shards.length - 1)));
    const whole = mkdtempSync(join(tmpdir(), 'jaqpot-whole-'));
    try {
      const written = writeIndexFiles(whole, {records, pages: 0});
      assert.ok(written.headGzipBytes <= SHARD_HEAD_ABOVE, 'the site itself is under the threshold');
      assert.equal(isManifest(read(whole, 'index.json')), false);
      assert.equal(written.sharded, undefined);
    } finally {
      rmSync(whole, {recursive: true, force: true});
    }
  });

  test('answers as the engine on the whole head with its rules, for every prefix of a query as it is typed', async () => {
    const whole = loadIndex(serializeIndex(records).head, undefined, SHARDED_RULES);
    const sharded = new ShardedEngine(manifest, sourcesOf({shards: [], fragments: []}));
    for (const query of QUERIES)
      for (let n = 1; n <= query.length; n++) {
        const typed = query.slice(0, n);
        assert.deepEqual(same(await sharded.search(typed, MODAL)), same(whole.search(typed, MODAL)), typed);
      }
  });

  test('a query downloads the shards that hold its words and their completions, and the fragments of the hits shown', async () => {
    const asked = {shards: [] as number[], fragments: [] as number[]};
    const sharded = new ShardedEngine(manifest, sourcesOf(asked));
    const response = await sharded.search('model', {hitsPerPage: 5});
    const termsOf = (shards: number[]) =>
      shards.flatMap((shard) => (read(dir, termShardFile(shard)) as SerializedTermShard).terms.map(([t]) => t));
    const all = termsOf(manifest.shards.map((_, shard) => shard));
    assert.deepEqual(
      termsOf(asked.shards).filter((t) => t.startsWith('model')),
      all.filter((t) => t.startsWith('model')),
      'every completion of "model"',
    );
    assert.ok(asked.shards.length <= 3, `${asked.shards.length} of ${manifest.shards.length} shards`);
    const shownPages = new Set(response.hits.map((hit) => hit.url_without_anchor));
    assert.ok(
      asked.fragments.length <= shownPages.size,
      `${asked.fragments.length} fragments for ${shownPages.size} pages`,
    );
    assert.ok(asked.fragments.length < manifest.fragments);
  });

  test('a near spelling must start with the two letters typed; the whole index finds the others', async () => {
    const page = (title: string): SearchRecord => ({
      objectID: title,
      url: `https://jaqpot.org/docs/${title.toLowerCase().replace(/ /g, '-')}`,
      url_without_anchor: `https://jaqpot.org/docs/${title.toLowerCase().replace(/ /g, '-')}`,
      anchor: null,
      type: 'lvl1',
      hierarchy: {lvl0: 'Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: null,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      page_kind: 'guide',
      weight: {level: 100, position: 0, pageRank: 1},
    });
    const small = [page('Snapshot a volume'), page('Restore a volume')];
    const smallDir = mkdtempSync(join(tmpdir(), 'jaqpot-sharded-small-'));
    try {
      writeIndexFiles(smallDir, {records: small, pages: 2}, {shardAbove: 0, sizes: SIZES});
      const sharded = new ShardedEngine(read(smallDir, 'index.json') as SerializedManifest, {
        shard: async (shard) => read(smallDir, termShardFile(shard)) as never,
        fragment: async (fragment) => read(smallDir, fragmentFile(fragment)) as never,
      });
      const whole = loadIndex(serializeIndex(small).head);
      const titles = (r: SearchResponse) => r.hits.map((hit) => hit.hierarchy.lvl1);
      // "restire": a typo after the first two letters; "testore": in the first letter.
      assert.deepEqual(titles(await sharded.search('restire ')), ['Restore a volume']);
      assert.deepEqual(titles(whole.search('testore ')), ['Restore a volume']);
      assert.deepEqual(titles(await sharded.search('testore ')), []);
    } finally {
      rmSync(smallDir, {recursive: true, force: true});
    }
  });

  test('the client answers first from the shards, and from the whole head and the text once they are in', async () => {
    const {head, text} = builtIndex();
    const files: string[] = [];
    const client = createLocalSearchClient({
      head: async () => manifest,
      text: async () => (files.push('text'), text),
      file: async (name) => (files.push(name), read(dir, name)),
    });
    const first = await client.search({requests: [{query: 'model', hitsPerPage: 5}]});
    assert.ok(first.results[0]!.nbHits > 0);
    assert.ok(!files.includes(WHOLE_HEAD_FILE) && !files.includes('text'), `before the first answer: ${files}`);
    assert.equal(client.complete, false);
    await client.whenComplete();
    assert.equal(client.complete, true);
    assert.ok(files.includes(WHOLE_HEAD_FILE) && files.includes('text'));
    const {results} = await client.search({requests: [{query: 'docker image', hitsPerPage: 5}]});
    const expected = loadIndex(head, text).search('docker image', {hitsPerPage: 5});
    assert.deepEqual([results[0]!.hits, results[0]!.nbHits], [expected.hits, expected.nbHits]);
  });

  test('a shard that cannot be downloaded fails the search as the index does, and the next search after its wait asks again', async () => {
    let failures = 1;
    const client = createLocalSearchClient(
      {
        head: async () => manifest,
        text: async () => builtIndex().text,
        file: async (name) => {
          if (name.startsWith('terms-') && failures-- > 0) throw new Error('offline');
          return read(dir, name);
        },
      },
      {retryDelay: () => 0},
    );
    await assert.rejects(client.search({requests: [{query: 'model'}]}), (e: Error) => e.name === 'RetryError');
    assert.equal(client.indexError?.name, 'RetryError');
    const {results} = await client.search({requests: [{query: 'model'}]});
    assert.ok(results[0]!.nbHits > 0);
    assert.equal(client.indexError, null);
  });

  /** A client whose term shards fail while `down()`, each after a turn of the event loop as a request does; `asked` lists them. */
  const failingShards = (down: () => boolean) => {
    const asked: string[] = [];
    const client = createLocalSearchClient({
      head: async () => manifest,
      text: async () => builtIndex().text,
      file: async (name) => {
        if (name.startsWith('terms-')) {
          asked.push(name);
          await turn();
          if (down()) throw new Error('offline');
        }
        return read(dir, name);
      },
    });
    return {client, asked, search: () => client.search({requests: [{query: 'model'}]})};
  };
  const turn = () => new Promise((done) => setImmediate(done));

  test('a shard that cannot be downloaded is tried again as the head is: after 1 s, 2 s…, on its own while someone listens', async (t) => {
    t.mock.timers.enable({apis: ['setTimeout', 'Date']});
    let down = true;
    const {client, asked, search} = failingShards(() => down);
    let changes = 0;
    t.after(client.subscribe(() => changes++));
    await client.getIndex();
    const heard = changes;
    await assert.rejects(search(), (e: Error) => e.name === 'RetryError');
    const once = asked.length;
    assert.ok(once > 0);
    assert.equal(changes, heard + 1, 'subscribers hear of the failure');
    t.mock.timers.tick(999);
    await turn();
    assert.equal(asked.length, once);
    t.mock.timers.tick(1);
    for (let i = 0; i < 3; i++) await turn();
    assert.equal(asked.length, 2 * once, 'the client tried again after 1 s');
    assert.equal(client.indexError?.name, 'RetryError');
    // Searches within the next wait answer with the error at once, without a request.
    await assert.rejects(search(), (e: Error) => e.name === 'RetryError');
    assert.equal(asked.length, 2 * once);
    down = false;
    t.mock.timers.tick(1999);
    await turn();
    assert.equal(asked.length, 2 * once);
    t.mock.timers.tick(1);
    for (let i = 0; i < 3; i++) await turn();
    assert.equal(asked.length, 3 * once, 'and again 2 s later');
    assert.equal(client.indexError, null);
    assert.ok(changes >= 3, 'subscribers hear each failure and the recovery');
  });

  test('a listener that searches again at each change (the search page) does not download a failed shard in a loop', async (t) => {
    t.mock.timers.enable({apis: ['setTimeout', 'Date']});
    const {client, asked, search} = failingShards(() => true);
    const unsubscribe = client.subscribe(() => void search().catch(() => {}));
    await assert.rejects(search());
    const once = asked.length;
    for (let i = 0; i < 20; i++) await turn();
    unsubscribe();
    assert.equal(asked.length, once, `${asked.length / once} downloads of each shard before the wait was over`);
  });

  test("the sharded engine comes in the client's script, not in a request after the manifest", () => {
    const jsDir = join(buildDir, 'assets', 'js');
    const holding = (text: string) =>
      readdirSync(jsDir).filter(
        (name) => name.endsWith('.js') && readFileSync(join(jsDir, name), 'utf8').includes(text),
      );
    // A message of the index reader (read-index.ts), and one of the sharded head's (sharded-format.ts).
    const [engine, sharded] = [holding('Unsupported search index'), holding(SHARD_OF_ANOTHER_BUILD)];
    assert.ok(engine.length > 0);
    assert.deepEqual(sharded, engine, 'the sharded engine is not in every script of the engine');
  });

  test('in the browser, the first answer downloads the manifest, shards and fragments; the whole head and text come after it', async () => {
    const site = await openSite();
    try {
      const context = await newContext(site);
      const page = await context.newPage();
      const watch = watchPage(page, site.origin);
      // The sharded files of the site's own records, in place of its whole head.
      await page.route('**/docs/search/*.json', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify(read(dir, new URL(route.request().url()).pathname.split('/').pop()!)),
        }),
      );
      const asked: string[] = [];
      page.on('request', (r) => r.url().includes('/search/') && asked.push(r.url().split('/').pop()!));
      await gotoHydrated(page, '/docs/getting-started');
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('model');
      await page.locator('.DocSearch-Hit').first().waitFor();
      await page.locator('[data-search-index="complete"]').waitFor({state: 'attached'});
      // The first answer's files, then (once it is given) the whole head and the text.
      const whole = Math.min(asked.indexOf(WHOLE_HEAD_FILE), asked.indexOf('text.json'));
      const first = asked.slice(0, whole);
      assert.ok(whole > 0, asked.join(' '));
      assert.equal(first[0], 'index.json');
      assert.ok(
        first.some((f) => f.startsWith('terms-')) && first.some((f) => f.startsWith('pages-')),
        first.join(' '),
      );
      assert.deepEqual(
        asked.slice(whole).filter((f) => /^(terms|pages)-/.test(f)),
        [],
        'the first answer downloaded nothing after the whole head',
      );
      watch.stop();
      assert.deepEqual([...watch.consoleErrors, ...watch.pageErrors], []);
      await context.close();
    } finally {
      await site.close();
    }
  });
});
