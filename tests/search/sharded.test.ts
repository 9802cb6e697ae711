/**
 * The sharded head of a large site (src/search/sharded-format.ts), on the built site's own
 * records written sharded: it answers as the engine on the whole head, downloads what a query
 * needs, and the client moves on to the whole index after its first answer.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {readBuiltIndex, SHARD_HEAD_ABOVE, writeIndexFiles} from '../../plugins/search-index/build';
import {createLocalSearchClient, type LocalSearchClientOptions} from '../../src/search/client';
import {DownloadError} from '../../src/search/index-download';
import type {SearchParams} from '../../src/search/response';
import {
  loadIndex,
  serializeIndex,
  type SearchRecord,
  type SearchResponse,
  type SerializedText,
} from '../../src/search/engine';
import {SHARDED_RULES, ShardedEngine, type ShardSources} from '../../src/search/sharded';
import {fragmentFile, INDEX_PATH, isManifest, termShardFile, WHOLE_HEAD_FILE} from '../../src/search/constants';
import {shardOf, type SerializedManifest, type SerializedTermShard} from '../../src/search/sharded-format';
import {buildDir, gotoHydrated, newContext, openSite, watchPage} from '../../scripts/lib/browser';
import {builtIndex, textOnlyWord} from './helpers';

/** Small shards, so that the site's own head makes many of each. */
const SIZES = {termShardBytes: 2048, fragmentBytes: 2048};
/** The title of the page a deploy adds: words no page of the site holds. */
const NEW_PAGE = 'Wombat burrows';
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

/** A message of the sharded head's reader (sharded-format.ts): a string the minifier keeps. */
const SHARD_OF_ANOTHER_BUILD = 'A search index shard belongs to another build';
/** A page of one title record, on the site `origin`. */
const page = (title: string, origin = 'https://jaqpot.org'): SearchRecord => ({
  objectID: title,
  url: `${origin}/docs/${title.toLowerCase().replace(/ /g, '-')}`,
  url_without_anchor: `${origin}/docs/${title.toLowerCase().replace(/ /g, '-')}`,
  anchor: null,
  type: 'lvl1',
  hierarchy: {lvl0: 'Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: null,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  page_kind: 'guide',
  weight: {level: 100, position: 0, pageRank: 1},
});
/** A response without what differs between two answers to one query (time, id). */
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

  /** The shards and fragments of the site written in `folder`. */
  const filesIn = (folder: string): ShardSources => ({
    shard: async (shard) => read(folder, termShardFile(shard)) as never,
    fragment: async (fragment) => read(folder, fragmentFile(fragment)) as never,
  });
  /** The answer of the site written in `folder`, from its own manifest and files. */
  const answerOf = (folder: string, query: string, params: SearchParams = {}) =>
    new ShardedEngine(read(folder, 'index.json') as SerializedManifest, filesIn(folder)).search(query, params);
  const buildOf = (folder: string) => (read(folder, 'index.json') as SerializedManifest).build;
  const urls = (response: SearchResponse) => [response.nbHits, ...response.hits.map((hit) => hit.url)];
  /** The site after a deploy: a new page added (another build, as many files or more); or most pages gone (fewer files). */
  let grown: string;
  let shrunk: string;
  const writeSharded = (site: SearchRecord[]) => {
    const into = mkdtempSync(join(tmpdir(), 'jaqpot-sharded-'));
    writeIndexFiles(into, {records: site, pages: 0}, {shardAbove: 0, sizes: SIZES});
    return into;
  };

  before(() => {
    const {head, text} = builtIndex();
    records = loadIndex(head, text).records.map((r) => r!);
    dir = writeSharded(records);
    manifest = read(dir, 'index.json') as SerializedManifest;
    grown = writeSharded([...records, page(NEW_PAGE, head.origin)]);
    const kept = new Set([...new Set(records.map((r) => r.url_without_anchor))].slice(0, 5));
    shrunk = writeSharded(records.filter((r) => kept.has(r.url_without_anchor)));
  });
  after(() => [dir, grown, shrunk].forEach((d) => rmSync(d, {recursive: true, force: true})));

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

  test("fragments carry what hits show, not the pages' keywords, which the shards still find", async () => {
    const withKeywords = records.find((r) => r.keywords)!;
    assert.ok(withKeywords, 'the site has keywords');
    for (let f = 0; f < manifest.fragments; f++) {
      const fragment = read(dir, fragmentFile(f)) as {records: unknown[][]};
      assert.ok(
        fragment.records.every((row) => row.length < 7),
        `fragment ${f} holds no keywords`,
      );
    }
    const keyword = withKeywords.keywords!.split(/,\s*/)[0]!;
    const sharded = new ShardedEngine(manifest, sourcesOf({shards: [], fragments: []}));
    const found = await sharded.search(keyword, MODAL);
    assert.ok(
      found.hits.some((hit) => hit.url_without_anchor === withKeywords.url_without_anchor),
      `"${keyword}" finds ${withKeywords.url_without_anchor}`,
    );
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
    const small = [page('Snapshot a volume'), page('Restore a volume')];
    const smallDir = mkdtempSync(join(tmpdir(), 'jaqpot-sharded-small-'));
    try {
      writeIndexFiles(smallDir, {records: small, pages: 2}, {shardAbove: 0, sizes: SIZES});
      const sharded = new ShardedEngine(read(smallDir, 'index.json') as SerializedManifest, filesIn(smallDir));
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

  /**
   * A client of a site whose files a test replaces, as a deploy does: the manifest from
   * `served.head`, the other files from `served.files`, where a file the folder lacks answers
   * 404 as the server does. `asked` lists the files requested, the manifest as index.json. The
   * body text arrives only when a test calls its entry of `texts` (the text of the folder served
   * when it was asked): until then answers come from the shards.
   */
  const deployedSite = (served: {head: string; files: string}, options: LocalSearchClientOptions = {}) => {
    const asked: string[] = [];
    const texts: Array<() => void> = [];
    const client = createLocalSearchClient(
      {
        head: async () => (asked.push('index.json'), read(served.head, 'index.json') as SerializedManifest),
        text: () => {
          const folder = served.files;
          return new Promise((resolve) => texts.push(() => resolve(read(folder, 'text.json') as SerializedText)));
        },
        file: async (name) => {
          asked.push(name);
          if (!existsSync(join(served.files, 'search', name))) throw new DownloadError(name, 404);
          return read(served.files, name);
        },
      },
      options,
    );
    const search = async (query: string, params: SearchParams = {}) =>
      (await client.search({requests: [{query, ...params}]})).results[0]!;
    return {client, asked, texts, search, manifests: () => asked.filter((name) => name === 'index.json').length};
  };

  test("after a deploy, a query whose shards are the new build's reads the new manifest and answers from it", async () => {
    const served = {head: dir, files: dir};
    const {client, search, manifests} = deployedSite(served);
    assert.ok((await search('model')).nbHits > 0);
    served.head = served.files = grown;
    // One call answers: had the refused shard gone through the retry path, this search would fail
    // and the next ones would wait for retryDelay.
    const answer = await search('wombat');
    assert.deepEqual(urls(answer), urls(await answerOf(grown, 'wombat')));
    assert.equal(answer.hits[0]?.hierarchy.lvl1, NEW_PAGE, 'the new page is found');
    assert.equal(manifests(), 2, 'the manifest was read once more');
    assert.equal((await client.getIndex()).build, buildOf(grown));
    assert.equal(client.indexError, null);
  });

  test("after a deploy, a query whose fragments are the new build's reads the new manifest and answers from it", async () => {
    const served = {head: dir, files: dir};
    const {client, asked, search, manifests} = deployedSite(served);
    await search('model', {hitsPerPage: 5});
    served.head = served.files = grown;
    const before = asked.length;
    // The same word, whose shards are in; more hits, on pages whose fragments are not.
    const answer = await search('model', {hitsPerPage: 50});
    const refused = asked.slice(before, asked.indexOf('index.json', before));
    assert.ok(refused.length > 0 && refused.every((name) => name.startsWith('pages-')), refused.join(' '));
    assert.deepEqual(urls(answer), urls(await answerOf(grown, 'model', {hitsPerPage: 50})));
    assert.equal(manifests(), 2);
    assert.equal((await client.getIndex()).build, buildOf(grown));
  });

  test('after a deploy to fewer files, a shard the old manifest names and the site no longer has (404) is read afresh too', async () => {
    const served = {head: dir, files: dir};
    const {client, asked, search, manifests} = deployedSite(served);
    await search('model');
    served.head = served.files = shrunk;
    const gone = termShardFile(shardOf(manifest, 'scikit'));
    assert.ok(!existsSync(join(shrunk, 'search', gone)), `the smaller site has no ${gone}`);
    const answer = await search('scikit');
    assert.ok(asked.includes(gone));
    assert.deepEqual(urls(answer), urls(await answerOf(shrunk, 'scikit')));
    assert.equal(manifests(), 2);
    assert.equal((await client.getIndex()).build, buildOf(shrunk));
  });

  test('files of another build under the manifest read afresh too (a deploy half done): the search fails once, without a loop, and is tried again after its wait', async (t) => {
    t.mock.timers.enable({apis: ['setTimeout', 'Date']});
    // The old build's manifest is still served, and the other files are the new build's.
    const served = {head: dir, files: grown};
    const {client, asked, search, manifests} = deployedSite(served, {retryDelay: () => 1000});
    // The search page searches again at each change it hears of: here with the first search, at once.
    t.after(client.subscribe(() => void search('model').catch(() => {})));
    await assert.rejects(search('model'), (e: Error) => e.name === 'RetryError');
    assert.match(client.indexError?.message ?? '', /another build/);
    const once = asked.length;
    for (let i = 0; i < 20; i++) await turn();
    assert.equal(manifests(), 2, 'the manifest was read once more, and only once');
    assert.equal(asked.length, once, `requested within the wait: ${asked.slice(once).join(' ')}`);
    // The deploy is done: the attempt after 1 s answers from the new build.
    served.head = grown;
    t.mock.timers.tick(1000);
    for (let i = 0; i < 5; i++) await turn();
    assert.equal(client.indexError, null);
    assert.equal((await client.getIndex()).build, buildOf(grown));
    assert.equal(manifests(), 3);
  });

  test('the body text asked for before a deploy and given after it leaves the index read afresh alone', async () => {
    const served = {head: dir, files: dir};
    const {client, texts, search} = deployedSite(served);
    await search('model');
    const before = client.whenComplete();
    await turn();
    assert.equal(texts.length, 1, "the old build's text is on its way");
    served.head = served.files = grown;
    await search('wombat');
    const after = client.whenComplete();
    await turn();
    assert.equal(texts.length, 2, 'the new index asks for its own text');
    texts[1]!();
    assert.equal((await after).build, buildOf(grown));
    // The old text arrives last; the whole head it is built with is now the new build's.
    texts[0]!();
    assert.equal((await before).build, buildOf(grown), 'a search that waited for the old text gets the new index');
    assert.equal(client.textError, null);
    assert.equal((await client.whenComplete()).build, buildOf(grown));
    const word = textOnlyWord();
    assert.ok((await search(word)).nbHits > 0, `"${word}" of the body text is found`);
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
