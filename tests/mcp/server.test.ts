/**
 * The docs MCP server (mcp/) driven by the SDK's own client over stdio, on the production build:
 * each tool answers from the build as the site does, and bad arguments get a tool error while
 * the server goes on answering.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import YAML from 'yaml';
import {buildDir} from '../../scripts/lib/browser';
import {loadBuiltIndex} from '../../plugins/search-index/build';
import {LEVELS, plainText as plain} from '../../src/search/engine';
import type {PageList} from '../../plugins/llms-txt/outline';
import {platformNotes} from '../../mcp/platform-notes';

type Answer = {text: string; isError: boolean};

const pages = JSON.parse(readFileSync(join(buildDir, 'pages.json'), 'utf8')) as PageList;

describe('docs MCP server', () => {
  let client: Client;
  let stderr = '';

  const call = async (name: string, args: Record<string, unknown>): Promise<Answer> => {
    const result = await client.callTool({name, arguments: args});
    const content = result.content as {type: string; text: string}[];
    return {text: content.map((part) => part.text).join(''), isError: result.isError === true};
  };
  const answer = async (name: string, args: Record<string, unknown>) => {
    const result = await call(name, args);
    assert.equal(result.isError, false, result.text);
    return result.text;
  };

  before(async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['mcp/bin.mjs', '--build', buildDir],
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    client = new Client({name: 'docs-test', version: '1.0.0'});
    await client.connect(transport);
  });
  after(async () => client?.close());

  test('lists its five tools, each with an input schema', async () => {
    const {tools} = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), [
      'get_operation',
      'get_symbol',
      'list_pages',
      'read_page',
      'search',
    ]);
    for (const tool of tools) {
      assert.equal(tool.inputSchema.type, 'object', tool.name);
      assert.ok(tool.description && tool.description.length > 40, tool.name);
    }
  });

  test("search answers as the site's engine does on the same build", async () => {
    const engine = loadBuiltIndex(buildDir);
    const queries = readFileSync('bench/queries/tuning.tsv', 'utf8')
      .split('\n')
      .slice(1, 41)
      .map((line) => line.split('\t')[0]!)
      .filter(Boolean);
    assert.ok(queries.length >= 30);
    for (const query of queries) {
      const served = JSON.parse(await answer('search', {query, limit: 8})) as {
        hits: {url: string; title: string; snippet: string}[];
      };
      const expected = engine.search(query, {hitsPerPage: 8}).hits.map((hit) => ({
        url: hit.url,
        title: LEVELS.map((level) => hit.hierarchy[level])
          .filter(Boolean)
          .map((value) => plain(value!))
          .join(' › '),
        snippet: plain(hit._snippetResult.content?.value ?? ''),
      }));
      assert.deepEqual(
        served.hits.map(({url, title, snippet}) => ({url, title, snippet})),
        expected,
        query,
      );
    }
  });

  test("read_page gives the page's Markdown copy, by URL or path", async () => {
    const copy = readFileSync(join(buildDir, 'jaqpotpy/offline-models.md'), 'utf8');
    for (const page of [
      'https://jaqpot.org/docs/jaqpotpy/offline-models',
      '/docs/jaqpotpy/offline-models',
      'jaqpotpy/offline-models',
      '/docs/jaqpotpy/offline-models.md#prerequisites',
    ]) {
      const text = await answer('read_page', {page});
      assert.equal(text, `Source: https://jaqpot.org/docs/jaqpotpy/offline-models\n\n${copy}`, page);
    }
    // A folder's index page, whole or its first part, whatever its length.
    const index = await answer('read_page', {page: 'https://jaqpot.org/docs/jaqpotpy/'});
    const body = index
      .replace(/^Source: \S+\n\n/, '')
      .replace(/\n\n\[Part of the page: read on with start=\d+\.\]$/, '');
    assert.ok(body.length > 1000, 'the index page answers with its text');
    assert.ok(
      readFileSync(join(buildDir, 'jaqpotpy.md'), 'utf8').startsWith(body),
      'the Markdown copy of /docs/jaqpotpy/',
    );
  });

  test('read_page gives a long page in parts that add up to it', async () => {
    const copy = readFileSync(join(buildDir, 'jaqpotpy/full-api-reference/jaqpotpy.api.openapi.api.md'), 'utf8');
    let start = 0;
    let joined = '';
    for (let part = 0; part < 20; part += 1) {
      const text = await answer('read_page', {
        page: '/docs/jaqpotpy/full-api-reference/jaqpotpy.api.openapi.api',
        start,
      });
      const body = text.slice(text.indexOf('\n\n') + 2);
      const next = /\n\n\[Part of the page: read on with start=(\d+)\.\]$/.exec(body);
      joined += next ? body.slice(0, next.index) : body;
      if (!next) break;
      start = Number(next[1]);
    }
    assert.ok(copy.length > 100_000);
    assert.equal(joined, copy);
  });

  test('get_operation says where the platform differs from the contract, from the ledger', async () => {
    const found = JSON.parse(await answer('get_operation', {operation: 'DELETE /v1/models/{id}'}));
    const note = found.platformNotes.find((n: {note: string}) => /No user can delete a model/.test(n.note));
    assert.ok(note, JSON.stringify(found.platformNotes));
    assert.match(note.note, /published contract says otherwise: .*204/);
    assert.match(note.source, /ModelService\.kt:462-465@8a72b6e/);
  });

  test('get_operation gives one operation of the contract, by id or by method and path', async () => {
    const contract = YAML.parse(readFileSync(join(buildDir, 'openapi/jaqpot-api.yaml'), 'utf8'));
    const spec = contract.paths['/v1/models/{modelId}/predict'].post;
    for (const operation of ['predictWithModel', 'POST /v1/models/{modelId}/predict', 'post /v1/models/1234/predict']) {
      const found = JSON.parse(await answer('get_operation', {operation}));
      assert.equal(found.operationId, 'predictWithModel', operation);
      assert.equal(found.method, 'POST');
      assert.equal(found.path, '/v1/models/{modelId}/predict');
      assert.deepEqual(found.responses, spec.responses);
      assert.deepEqual(found.requestBody, spec.requestBody);
      assert.ok(found.parameters.some((p: {name?: string; $ref?: string}) => p.name === 'modelId' || p.$ref));
      assert.ok(Object.keys(found.schemas).includes('Dataset'), Object.keys(found.schemas).join());
      // The ledger's facts about predictions: the rate limit, at least.
      assert.ok(
        found.platformNotes.some((n: {note: string}) => /30 requests an hour/.test(n.note)),
        JSON.stringify(found.platformNotes),
      );
      assert.equal(
        found.reference,
        'https://jaqpot.org/docs/jaqpot-api/documentation/full-api-reference#operation/predictWithModel',
      );
    }
  });

  test('get_symbol gives one jaqpotpy symbol with its reference text', async () => {
    const found = JSON.parse(await answer('get_symbol', {name: 'SklearnModel.fit'}));
    assert.equal(found.anchor, 'jaqpotpy.models.SklearnModel.fit');
    assert.equal(found.signature, 'fit(onnx_options: Optional[Dict] = None)');
    assert.equal(
      found.page,
      'https://jaqpot.org/docs/jaqpotpy/full-api-reference/jaqpotpy.models#jaqpotpy.models.SklearnModel.fit',
    );
    assert.match(found.documentation, /^### `fit`\n\nFits the preprocessing/);
    assert.match(found.documentation, /\| `onnx_options` \|/);
    const cls = JSON.parse(await answer('get_symbol', {name: 'jaqpotpy.models.SklearnModel'}));
    assert.equal(cls.import, 'from jaqpotpy.models import SklearnModel');
    assert.ok(cls.methods.includes('predict_onnx'));
    const several = JSON.parse(await answer('get_symbol', {name: 'fit'}));
    assert.ok(several.candidates.length > 3);
    assert.ok(several.candidates.some((c: {anchor: string}) => c.anchor === 'jaqpotpy.models.SklearnModel.fit'));
  });

  test('list_pages lists every page with its section, and filters by section', async () => {
    const all = JSON.parse(await answer('list_pages', {})).pages as {url: string; section: string; notebook: string}[];
    assert.deepEqual(
      all.map((page) => page.url),
      pages.pages.map((page) => page.url),
    );
    assert.ok(all.some((page) => page.notebook?.endsWith('/docs/jaqpotpy/offline-models.ipynb')));
    const sklearn = JSON.parse(await answer('list_pages', {section: 'scikit-learn'})).pages as {section: string}[];
    assert.ok(sklearn.length >= 6 && sklearn.every((page) => page.section.includes('scikit-learn')));
  });

  test('bad arguments get a clear tool error and the server goes on', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['read_page', {page: '/docs/no-such-page'}, /No page "\/docs\/no-such-page" in the docs/],
      ['read_page', {page: '/docs/jaqpotpy/offline-models', start: 10_000_000}, /start must be below/],
      ['read_page', {page: '/docs/jaqpotpy/offline-models', start: -1}, /start/],
      ['read_page', {page: null}, /page/],
      ['read_page', {}, /page/],
      ['search', {query: 'x'.repeat(100_000)}, /at most 64 characters/],
      ['search', {query: 42}, /Expected string, received number/],
      ['search', {query: 'deploy', limit: 'ten'}, /limit/],
      ['search', {query: '   '}, /empty/],
      ['get_operation', {operation: 'predictWithModl'}, /No operation "predictWithModl".*Close: predictWithModel/],
      ['get_operation', {operation: ['GET', '/v1/models']}, /operation/],
      ['get_symbol', {name: 'SklearnModle'}, /No jaqpotpy symbol "SklearnModle"/],
      ['get_symbol', {name: 'y'.repeat(100_000)}, /at most 300 characters/],
      ['list_pages', {section: 'no such section'}, /No section contains "no such section"\. The sections: Start here/],
      ['no_such_tool', {}, /no_such_tool/],
    ];
    for (const [name, args, message] of cases) {
      const result = await call(name, args);
      assert.equal(result.isError, true, `${name} ${JSON.stringify(args).slice(0, 80)} answered ${result.text}`);
      assert.match(result.text, message);
    }
    // Arguments that are not an object are refused by the protocol layer itself.
    await assert.rejects(
      client.request({method: 'tools/call', params: {name: 'search', arguments: 'deploy'}} as never, {} as never),
    );
    const after = JSON.parse(await answer('search', {query: 'deploy a model'}));
    assert.ok(after.hits.length > 0);
    assert.doesNotMatch(stderr, /Error|\n\s+at /);
  });

  test('without a build it says what is missing and how to make it', () => {
    const run = spawnSync(process.execPath, ['mcp/bin.mjs', '--build', 'tests/mcp'], {encoding: 'utf8'});
    assert.equal(run.status, 1);
    assert.equal(run.stdout, '');
    assert.match(
      run.stderr,
      /is not a build of the Jaqpot docs \(missing pages\.json, search\/index\.json, openapi\/jaqpot-api\.yaml\)\. Run "npm run build"/,
    );
  });
});

describe('platform notes of an operation', () => {
  const notes = [
    {operationId: 'predictWithModel', note: 'a'},
    {method: 'post', path: '/v1/models/{modelId}/predict', note: 'b'},
    {method: 'GET', path: '/v1/models/{modelId}/predict', note: 'c'},
    {operationId: 'getModelById', note: 'd'},
  ];
  test('picks the notes keyed by its id, or by its method and path', () => {
    const predict = {operationId: 'predictWithModel', method: 'POST', path: '/v1/models/{modelId}/predict'};
    assert.deepEqual(
      platformNotes(predict, notes).map((n) => n.note),
      ['a', 'b'],
    );
    assert.deepEqual(
      platformNotes({method: 'GET', path: '/v1/models/{modelId}/predict'}, notes).map((n) => n.note),
      ['c'],
    );
    assert.deepEqual(platformNotes({method: 'GET', path: '/v1/other'}, notes), []);
  });
});
