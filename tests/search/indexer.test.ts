import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {PAGE_KIND_META} from '../../src/shared/page-kind';
import {parseHtml} from '../../plugins/built-pages/tree';
import {extractRecords} from '../../plugins/search-index/extract';
import {declaredPageRank as pageRankOf} from '../../plugins/search-index/page-facts';
import {
  indexSite,
  loadBuiltIndex,
  writeSiteIndex,
  INDEX_FILE,
  RECORDS_FILE,
  TEXT_FILE,
} from '../../plugins/search-index/build';
import {readContractFile} from '../../plugins/openapi-contract/source';
import {openApiRecords} from '../../plugins/search-index/openapi';

const html = readFileSync(new URL('./fixtures/page.html', import.meta.url), 'utf8');
const url = 'https://jaqpot.org/docs/jaqpotpy/upload-a-model';
const declaredPageRank = (page: string) => pageRankOf(parseHtml(page));

describe('indexer: records from one built page', () => {
  const records = extractRecords({doc: parseHtml(html), url, operations: true});
  const allText = records.map((r) => [r.content, ...Object.values(r.hierarchy)].join(' ')).join(' ');

  it('indexes only the article body', () => {
    for (const chrome of [
      'Excluded widget text',
      'Navbar home link',
      'Sidebar other section',
      'Table of contents text',
      'TOC entry text',
      'Previous page text',
      'Footer copyright text',
      'Copy',
    ]) {
      assert.ok(!allText.includes(chrome), `"${chrome}" is chrome, not content`);
    }
    assert.match(allText, /deploy_on_jaqpot/);
  });

  it('puts the page description on the title record and the sidebar trail (lvl0) on every record', () => {
    assert.equal(records[0]!.content, 'Deploy a trained SklearnModel on Jaqpot from Python.');
    assert.ok(
      records.every((r) => r.hierarchy.lvl0 === 'jaqpotpy › Scikit-learn models'),
      'home and the page itself are left out',
    );
    assert.ok(records.every((r) => r.page_kind === 'guide'));
  });

  it('puts the page keywords on the title record only, and none when the page has none', () => {
    const withKeywords = html.replace(
      '<meta name="description"',
      '<meta name="keywords" content="pickle, joblib"><meta name="description"',
    );
    const [title, ...rest] = extractRecords({doc: parseHtml(withKeywords), url, operations: true});
    assert.equal(title!.keywords, 'pickle, joblib');
    assert.ok(rest.every((r) => !('keywords' in r)));
    assert.ok(!('keywords' in records[0]!));
  });

  it('takes the rank a page declares in its meta tags', () => {
    assert.equal(declaredPageRank('<meta data-rh=true name=docsearch:page_rank content=-1 />'), -1);
    assert.equal(declaredPageRank('<meta name="docsearch:page_rank" content="2">'), 2);
    assert.equal(declaredPageRank('<meta content="-1" name="docsearch:page_rank">'), -1, 'attributes in any order');
    assert.equal(declaredPageRank('<meta name="docsearch:page_rank" content="high">'), undefined, 'not a number');
    assert.equal(declaredPageRank(html), undefined);
  });

  it('drops code-block line numbers but keeps the code and its title', () => {
    const code = records.find((r) => r.content?.includes('jaqpot.login()'));
    assert.ok(code, 'code block indexed');
    assert.equal(code.content, 'upload.py: jaqpot = Jaqpot() jaqpot.login()');
  });

  it('builds DocSearch-shaped records with the hierarchy, anchors and meta tags', () => {
    const [page, ...rest] = records;
    assert.equal(page!.type, 'lvl1');
    assert.equal(page!.url, url);
    assert.equal(page!.hierarchy.lvl0, 'jaqpotpy › Scikit-learn models', "lvl0 is the page's place in the sidebar");
    assert.equal(page!.hierarchy.lvl1, 'Upload a model');
    const login = rest.find((r) => r.type === 'lvl2');
    assert.deepEqual(
      {url: login!.url, anchor: login!.anchor, lvl2: login!.hierarchy.lvl2, without: login!.url_without_anchor},
      {url: `${url}#log-in`, anchor: 'log-in', lvl2: 'Log in', without: url},
    );
    const escaping = rest.find((r) => r.content?.includes('onerror'));
    assert.equal(escaping!.hierarchy.lvl3, 'Escaping');
    assert.equal(escaping!.hierarchy.lvl2, 'Log in');
    for (const r of records) {
      assert.equal(r.language, 'en');
      assert.equal(r.docusaurus_tag, 'docs-default-current');
      assert.ok(r.objectID.length > 0);
    }
    assert.equal(new Set(records.map((r) => r.objectID)).size, records.length, 'objectIDs are unique');
    assert.ok(page!.weight.level > login!.weight.level && login!.weight.level > escaping!.weight.level);
  });

  it('turns API table rows into one record per operation', () => {
    const op = records.find((r) => Object.values(r.hierarchy).includes('POST /v1/models/{modelId}/predict'));
    assert.ok(op, 'operation record');
    assert.equal(op.content, 'Predict with a model');
  });

  it('reads a paragraph whose end tag the minifier left out as browsers do: the list after it is not part of it', () => {
    const page =
      '<main><div class="theme-doc-markdown"><h1>Keys</h1><p>Keep your keys safe.<ul><li>Never share the secret.<li>Use one key per application.</ul></div></main>';
    const contents = extractRecords({doc: parseHtml(page), url})
      .slice(1)
      .map((r) => r.content);
    assert.deepEqual(contents, ['Keep your keys safe.', 'Never share the secret.', 'Use one key per application.']);
  });

  it('marks the entries that point to another page: a list entry led by a link there (past a badge), a table row with a cell that is one', () => {
    const page =
      '<main><div class="theme-doc-markdown"><h1>Upload a model</h1>' +
      '<ul><li><a href="/docs/jaqpotpy/offline-models">Offline models</a>: download the model and predict on your machine.</li>' +
      '<li><a href="/docs/jaqpot-api/SDKs/python-sdk">Python SDK</a></li>' +
      '<li><a href="/docs/jaqpotpy/models"><code>SklearnModel</code></a> wraps an estimator and <a href="/docs/x">more</a>.</li>' +
      '<li>Read <a href="/docs/jaqpotpy/offline-models">Offline models</a>: prose that mentions a page.</li>' +
      '<li><a href="#log-in">Log in</a>: this page.</li><li><a href="/docs/jaqpotpy/upload-a-model/">Upload a model</a>: this page too.</li>' +
      '<li><a href="https://pypi.org/project/jaqpotpy">jaqpotpy on PyPI</a>: another site.</li>' +
      '<li><a href="/docs/ref/jaqpotpy.utils"><code>jaqpotpy.utils</code></a> <span class="badge_ZEDI legacy_Ye">legacy</span> ' +
      '<!-- -->—<!-- --> Seeding helpers.</li>' +
      '<li><a href="/docs/ref/jaqpotpy.doa"><code>jaqpotpy.doa</code></a> <span class="note_AMO">holds</span> the methods.</li></ul>' +
      '<table><tr><th>I want to</th><th>Go to</th></tr><tr><td>Run a model on my machine</td><td><a href="/docs/jaqpotpy/offline-models">Offline models</a></td></tr>' +
      '<tr><td>Call a model</td><td>From Python with <a href="/docs/jaqpot-api/SDKs/python-sdk">the SDK</a></td></tr></table></div></main>';
    const marked = extractRecords({doc: parseHtml(page), url})
      .filter((r) => r.type === 'content')
      .map((r) => [r.content, Boolean(r.signpost)]);
    assert.deepEqual(marked, [
      ['Offline models: download the model and predict on your machine.', true],
      ['Python SDK', true],
      ['SklearnModel wraps an estimator and more.', false],
      ['Read Offline models: prose that mentions a page.', false],
      ['Log in: this page.', false],
      ['Upload a model: this page too.', false],
      ['jaqpotpy on PyPI: another site.', false],
      ['jaqpotpy.utils legacy — Seeding helpers.', true],
      ['jaqpotpy.doa holds the methods.', false],
      ['I want to · Go to', false],
      ['Run a model on my machine · Offline models', true],
      ['Call a model · From Python with the SDK', false],
    ]);
  });

  it('keeps markup in text as text', () => {
    assert.ok(allText.includes('<img src=x onerror=alert(1)>'));
  });

  it('a page that marks itself a listing is one; cards or a category link without the marker are not', () => {
    const page = (marked: boolean, cards: boolean) =>
      (marked ? `<head><meta name="${PAGE_KIND_META}" content="listing"></head>` : '') +
      '<nav aria-label="Docs sidebar"><a class="menu__link menu__link--sublist" aria-current="page" ' +
      'href="/docs/category/sdks">SDKs</a></nav>' +
      '<main><div class="theme-doc-markdown"><h1>SDKs</h1><p>Open Python SDK to predict from Python.</p>' +
      (cards
        ? '<section class="row"><article><a class="card theme-doc-card-container" href="/docs/python-sdk">' +
          '<h2>Python SDK</h2></a></article></section>'
        : '') +
      '</div></main>';
    const kind = (marked: boolean, cards: boolean) =>
      extractRecords({doc: parseHtml(page(marked, cards)), url})[0]!.page_kind;
    assert.equal(kind(true, true), 'listing');
    assert.equal(kind(false, true), 'guide', 'theme classes alone decide nothing');
    assert.equal(kind(false, false), 'guide', 'a category page with prose of its own (Docker models) answers');
  });
});

describe('indexer: site folder and OpenAPI', () => {
  function site(openapi?: string) {
    const dir = mkdtempSync(join(tmpdir(), 'search-site-'));
    mkdirSync(join(dir, 'jaqpotpy/upload-a-model'), {recursive: true});
    writeFileSync(join(dir, 'jaqpotpy/upload-a-model/index.html'), html);
    writeFileSync(join(dir, '404.html'), html.replace('Upload a model</h1>', 'Not found</h1>'));
    mkdirSync(join(dir, 'jaqpot-api/documentation/full-api-reference'), {recursive: true});
    writeFileSync(
      join(dir, 'jaqpot-api/documentation/full-api-reference/index.html'),
      '<html><head><title>API | Jaqpot</title><link rel=canonical href=https://jaqpot.org/docs/jaqpot-api/documentation/full-api-reference></head><body><main><div class="theme-doc-markdown"><h1>Full API reference</h1><p>Rendered in the browser.</p><div data-search-exclude><p>Redoc markup</p></div></div></main></body></html>',
    );
    if (openapi !== undefined) writeFileSync(join(dir, 'api.yaml'), openapi);
    return dir;
  }
  const options = (dir: string) => ({
    outDir: dir,
    siteUrl: 'https://jaqpot.org',
    baseUrl: '/docs/',
    openApi: existsSync(join(dir, 'api.yaml')) ? readContractFile(join(dir, 'api.yaml')).spec : undefined,
  });

  it('writes the browser index and the records file, skipping the not-found page', () => {
    const dir = site();
    const written = writeSiteIndex(options(dir));
    assert.ok(
      existsSync(join(dir, INDEX_FILE)) && existsSync(join(dir, TEXT_FILE)) && existsSync(join(dir, RECORDS_FILE)),
    );
    assert.equal(written.pages, 2);
    const records = JSON.parse(readFileSync(join(dir, RECORDS_FILE), 'utf8'));
    assert.equal(records.length, written.records.length);
    assert.ok(!records.some((r: {hierarchy: {lvl1: string}}) => r.hierarchy.lvl1 === 'Not found'));
    const index = loadBuiltIndex(dir);
    assert.equal(
      index.search('deploy_on_jaqpot').hits[0]?.url_without_anchor,
      'https://jaqpot.org/docs/jaqpotpy/upload-a-model',
    );
  });

  it('indexes the API page from the OpenAPI file when it exists (one record per operation)', () => {
    const dir = site(`openapi: 3.0.3
info: {title: Jaqpot API, description: The platform API.}
paths:
  /v1/models/{modelId}/predict:
    post: {operationId: predictWithModel, summary: Predict with a model, tags: [model]}
  /v1/leads:
    get: {operationId: getLeads, summary: Get all leads, tags: [lead]}
components:
  schemas:
    Model: {description: A model.}
    ModelType: {description: How the model runs., type: string, enum: [SKLEARN_ONNX, TORCH_ONNX]}
`);
    const {records} = indexSite(options(dir));
    const api = records.filter((r) => r.url_without_anchor.endsWith('/full-api-reference'));
    const ops = api.filter((r) => r.anchor?.startsWith('operation/'));
    assert.deepEqual(
      ops.map((r) => [r.hierarchy.lvl3, r.content, r.anchor]),
      [
        ['POST /v1/models/{modelId}/predict', 'Predict with a model', 'operation/predictWithModel'],
        ['GET /v1/leads', 'Get all leads', 'operation/getLeads'],
      ],
    );
    assert.ok(api.some((r) => r.hierarchy.lvl3 === 'Model' && r.anchor === 'schema/Model'));
    assert.equal(api[0]!.hierarchy.lvl1, 'Full API reference');
    assert.ok(
      api.some((r) => r.content === 'Rendered in the browser.'),
      "the page's own prose is indexed too",
    );
    assert.ok(!api.some((r) => r.content?.includes('Redoc markup')), 'not the Redoc output');
    assert.equal(
      api.find((r) => r.anchor === 'schema/ModelType')?.content,
      'How the model runs. Values: SKLEARN_ONNX, TORCH_ONNX',
    );
  });

  it('without the OpenAPI file, indexes the API page from its HTML', () => {
    const {records} = indexSite(options(site()));
    const api = records.filter((r) => r.url_without_anchor.endsWith('/full-api-reference'));
    assert.ok(api.some((r) => r.content === 'Rendered in the browser.'));
  });

  it('openApiRecords without tags uses method and path as lvl2', () => {
    const recs = openApiRecords(
      {paths: {'/v1/x': {get: {summary: 'X'}}}},
      {url: 'https://jaqpot.org/docs/api', lvl0: 'API', title: 'API'},
    );
    assert.equal(recs[1]!.hierarchy.lvl2, 'GET /v1/x');
    assert.equal(recs[1]!.type, 'lvl2');
  });
});
