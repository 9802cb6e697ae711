import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {createLocalSearchClient} from '../../src/search/client';
import {retryDelay} from '../../src/search/retry';
import {cutQuery, MAX_QUERY_LENGTH, queryLength} from '../../src/search/constants';
import {escapeHtml, LEVELS, loadIndex, serializeIndex, type SearchRecord} from '../../src/search/engine';
import {RANKING} from '../../src/search/weights';
import {engineOf, ORIGIN, rec, sourcesOf} from './records';

/** As the indexer emits them: a page record, a record per heading, then the text under it. */
function withHeadings(list: SearchRecord[]): SearchRecord[] {
  const out: SearchRecord[] = [];
  const seen = new Set<string>();
  for (const r of list) {
    const titles = LEVELS.map((l) => r.hierarchy[l]).filter((t): t is string => t !== null);
    for (let depth = 2; depth <= titles.length; depth++) {
      const key = r.url_without_anchor + titles.slice(0, depth).join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      const extra = {language: r.language, docusaurus_tag: r.docusaurus_tag, page_kind: r.page_kind};
      if (r.type === 'content' || depth < titles.length)
        out.push(rec(r.url_without_anchor.slice(ORIGIN.length), titles.slice(0, depth), null, extra));
      else out.push(r);
    }
    if (r.type === 'content') out.push(r);
  }
  return out;
}

const records: SearchRecord[] = withHeadings([
  rec('/docs/sklearn/create', ['Scikit-learn models', 'Create a model']),
  rec(
    '/docs/sklearn/create',
    ['Scikit-learn models', 'Create a model'],
    'Wrap your pipeline in a SklearnModel and call fit to train the scikit-learn model on your dataset.',
  ),
  rec(
    '/docs/sklearn/create',
    ['Scikit-learn models', 'Create a model', 'Model parameters'],
    'Models take a dataset, a doa method and preprocessors for the model inputs.',
  ),
  rec('/docs/ref/models', ['API reference', 'jaqpotpy.models']),
  rec('/docs/ref/models', ['API reference', 'jaqpotpy.models', 'SklearnModel']),
  rec(
    '/docs/ref/models',
    ['API reference', 'jaqpotpy.models', 'SklearnModel'],
    'class SklearnModel(dataset, doa, model) Wraps a scikit-learn estimator.',
  ),
  rec(
    '/docs/ref/models',
    ['API reference', 'jaqpotpy.models', 'sklearn_helpers'],
    'Helpers for the sklearn model and other model classes.',
  ),
  rec('/docs/ref/openapi', ['API reference', 'jaqpotpy.api.openapi.models']),
  rec(
    '/docs/ref/openapi',
    ['API reference', 'jaqpotpy.api.openapi.models', 'ModelType'],
    'Model types: SKLEARN_ONNX, TORCH_ONNX, TORCH_GEOMETRIC_ONNX, DOCKER.',
  ),
  rec(
    '/docs/gnn',
    ['PyTorch Geometric', 'Upload a graph model'],
    'Torch geometric models are exported to ONNX before upload.',
  ),
  rec('/docs/api', ['REST API', 'Full API reference']),
  rec('/docs/api', ['REST API', 'Full API reference', 'POST /v1/models/{modelId}/predict'], 'Predict with a model.'),
  rec('/docs/api', ['REST API', 'Full API reference', 'GET /v1/models/{modelId}'], 'Get a model by id.'),
  rec('/docs/api', ['REST API', 'Full API reference', 'Models'], 'Operations on models: predict, get and list models.'),
  rec(
    '/docs/docker',
    ['Docker models', 'Deploy a Docker model'],
    'Build the Docker image and deploy the container with docker run.',
  ),
  rec(
    '/docs/gnn/layers',
    ['PyTorch Geometric', 'Graph neural network layers'],
    'Stack graph convolution layers and a pooling step.',
  ),
  rec(
    '/docs/sklearn/prep',
    ['Scikit-learn models', 'Preprocess features'],
    'Encode categories with OneHotEncoder before training.',
  ),
  rec(
    '/docs/xss',
    ['Security', 'XSS page', 'Escaping'],
    'Literal <img src=x onerror=alert(1)> and <script>alert(2)</script> text & more.',
  ),
  rec(
    '/docs/long',
    ['Guides', 'A long page'],
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen prediction sixteen seventeen eighteen nineteen twenty twentyone twentytwo',
  ),
  rec('/docs/fr', ['Guides', 'Prédiction'], 'Une page en français sur la prediction.', {
    language: 'fr',
    docusaurus_tag: 'docs-default-current',
  }),
  rec('/docs/blog', ['Blog', 'Prediction news'], 'A blog post about prediction.', {docusaurus_tag: 'blog-default'}),
]);

const index = engineOf(records);
/** The page of an engine's first hit for `query`, as a path. */
const firstPage = (idx: ReturnType<typeof engineOf>, query: string) =>
  idx.search(query).hits[0]?.url_without_anchor.slice(ORIGIN.length);
const top = (query: string, n = 1, params = {}) =>
  index
    .search(query, params)
    .hits.slice(0, n)
    .map((h) => h.url.slice(ORIGIN.length));

describe('engine: ranking', () => {
  it('ranks the exact symbol first (SklearnModel)', () => {
    assert.equal(top('SklearnModel')[0], '/docs/ref/models#sklearnmodel');
    assert.equal(top('sklearnmodel')[0], '/docs/ref/models#sklearnmodel', 'case does not matter');
  });

  it('ranks an exact constant first (TORCH_GEOMETRIC_ONNX) over its parts elsewhere', () => {
    assert.equal(top('TORCH_GEOMETRIC_ONNX')[0], '/docs/ref/openapi#modeltype');
  });

  it('ranks the exact API path first', () => {
    assert.equal(top('/v1/models/{modelId}/predict')[0], '/docs/api#post-v1-models-modelid-predict');
    assert.equal(top('POST /v1/models/{modelId}/predict')[0], '/docs/api#post-v1-models-modelid-predict');
  });

  it('puts a title match above a content match (field boosts)', () => {
    assert.equal(top('docker model')[0], '/docs/docker');
    const hits = top('create model', 3);
    assert.equal(hits[0], '/docs/sklearn/create');
  });

  it('returns nothing for words that are in no record', () => {
    const r = index.search('zebrafish quantum');
    assert.equal(r.nbHits, 0);
    assert.deepEqual(r.hits, []);
  });
});

describe('engine: typos and prefixes', () => {
  it('tolerates typos, and marks the word found through the typo', () => {
    assert.equal(top('dockr')[0], '/docs/docker');
    assert.match(index.search('dockr').hits[0]!._highlightResult.hierarchy.lvl1!.value, /<mark>Docker<\/mark>/);
    assert.equal(top('sklaernmodel')[0]?.startsWith('/docs/ref/models'), true);
  });

  it('matches the last word as a prefix while typing, not once a space follows', () => {
    assert.equal(top('Skl')[0]?.startsWith('/docs/'), true);
    assert.ok(index.search('pred').nbHits > 0, 'prefix "pred" finds prediction pages');
    assert.equal(index.search('pred ').nbHits, 0, 'a finished word is not a prefix');
  });

  it('cuts a word the docs write as two ("onnxruntime") into them, and marks both', () => {
    const idx = engineOf(
      withHeadings([
        rec('/docs/onnx', ['Guides', 'ONNX integration', 'Check a model locally'], 'Run the model with ONNX Runtime.'),
        rec('/docs/runtime', ['Guides', 'Runtime limits', 'Time'], 'A prediction runs at most 60 seconds.'),
        rec('/docs/old', ['Guides', 'Old notes', 'Packages'], 'The onnxrt package is gone.'),
      ]),
    );
    for (const query of ['onnxruntime', 'onnxruntimes', 'onnxrunt']) {
      const hit = idx.search(query).hits[0];
      assert.equal(hit?.url, `${ORIGIN}/docs/onnx#check-a-model-locally`, query);
    }
    assert.match(
      idx.search('onnxruntime').hits[0]!._highlightResult.content!.value,
      /<mark>ONNX<\/mark> <mark>Runtime<\/mark>/,
    );
    // Where records hold the word as typed, they come before those that hold its halves.
    assert.equal(firstPage(idx, 'runtime'), '/docs/runtime');
  });

  it('finds a short last word typed whole in body text, and completes it only in titles', () => {
    const idx = engineOf(
      withHeadings([
        rec('/docs/find', ['Guides', 'Find a model', 'On its page'], 'Copy the model id from the address bar.'),
        rec('/docs/cards', ['Guides', 'Model cards', 'What a card shows'], 'A card shows the model and its author.'),
      ]),
    );
    // "id" may still be typed, but the index holds it: the records that hold it as typed answer.
    const hits = idx.search('model id').hits;
    assert.equal(hits[0]?.url_without_anchor, `${ORIGIN}/docs/find`);
    const text = hits.find((h) => h.type === 'content');
    assert.match(text?._highlightResult.content?.value ?? '', /<mark>id<\/mark> from/);
    // "co" is no word of the index: its completions ("copy") are looked for in titles only.
    const marked = idx.search('model co').hits.map((h) => h._highlightResult.content?.value ?? '');
    assert.equal(
      marked.some((value) => value.includes('<mark>Copy')),
      false,
    );
  });

  it('marks a stop word in titles and headings, where it is searched, not in body text', () => {
    const idx = engineOf(
      withHeadings([
        rec('/docs/find', ['Guides', 'Find a model', 'Copy its id'], 'Copy a model id from a page of the app.'),
      ]),
    );
    const hits = idx.search('find a model').hits;
    assert.match(
      hits[0]!._highlightResult.hierarchy.lvl1!.value,
      /<mark>Find<\/mark> <mark>a<\/mark> <mark>model<\/mark>/,
    );
    const text = hits.find((h) => h.type === 'content')!;
    // The body text does not index "a": its words are found there, not the stop word.
    assert.equal(text._highlightResult.content!.value, 'Copy a <mark>model</mark> id from a page of the app.');
    assert.equal(text._snippetResult.content!.value.includes('<mark>a</mark>'), false);
  });

  it('does not fuzz short words', () => {
    assert.equal(index.search('onx').nbHits, 0);
  });
});

describe('engine: abbreviations and joined phrases (synonyms.ts)', () => {
  it('finds a spelled-out term from its abbreviation', () => {
    assert.equal(top('gnn')[0], '/docs/gnn/layers');
    assert.equal(top('gnn layers')[0], '/docs/gnn/layers');
  });

  it('matches "one hot" against the identifier OneHotEncoder', () => {
    assert.equal(top('one hot')[0], '/docs/sklearn/prep');
  });

  it('takes a word that names a property of every JavaScript object ("constructor") for a word, not an abbreviation', () => {
    for (const query of ['constructor', 'model constructor', 'constructors'])
      assert.doesNotThrow(() => index.search(query), query);
  });

  it('counts a status typed once as one word, not as each word of its name', () => {
    const idx = engineOf(
      withHeadings([
        rec(
          '/docs/python',
          ['SDKs', 'Python SDK', 'ServiceException (500) Internal Server Error'],
          'The API failed while it handled your request. Wait and try again.',
        ),
        rec(
          '/docs/kotlin',
          ['SDKs', 'Kotlin SDK', 'Run a call without blocking'],
          'A 404 or 500 response arrives in onResponse, not in onFailure: check isSuccessful first.',
        ),
      ]),
    );
    // "500" also finds "internal server error"; those three words are one typed word, not three.
    assert.equal(firstPage(idx, '500 response still goes to onResponse'), '/docs/kotlin');
    assert.equal(firstPage(idx, '500 internal server error'), '/docs/python');
  });

  it('takes "page through" and "paging" for the docs\' "paginated" and "pagination" (one root)', () => {
    const idx = engineOf(
      withHeadings([
        rec(
          '/docs/api',
          ['API', 'The API', 'Pagination'],
          'Operations that return lists of models are paginated: they take a page number and a size.',
        ),
        rec(
          '/docs/list',
          ['API', 'Find models', 'List your models'],
          'GET /v1/user/models returns your models, the newest first.',
        ),
      ]),
    );
    for (const query of ['page through my models', 'paging models', 'paginate models']) {
      assert.equal(idx.search(query).hits[0]?.url, `${ORIGIN}/docs/api#pagination`, query);
    }
  });

  it('takes "log in" for "login", not for the logs', () => {
    const idx = engineOf(
      withHeadings([
        rec(
          '/docs/jaqpotpy',
          ['jaqpotpy', 'jaqpotpy', 'With browser login'],
          'jaqpot.login() opens the browser; sign in there.',
        ),
        rec(
          '/docs/docker',
          ['Docker', 'Implementing your model', 'Logs'],
          'Read the logs in the container: docker logs shows what the service wrote.',
        ),
      ]),
    );
    assert.equal(idx.search('how do i log in').hits[0]?.url, `${ORIGIN}/docs/jaqpotpy#with-browser-login`);
  });

  it('takes "times out" and "timed out" for the timeout the docs and code name', () => {
    const idx = engineOf(
      withHeadings([
        rec(
          '/docs/sdk',
          ['SDK', 'Python SDK', 'Waiting for a prediction'],
          'predict_sync raises JaqpotPredictionTimeoutException after 10 minutes.',
        ),
        rec(
          '/docs/times',
          ['Guides', 'Training', 'Epochs'],
          'Training runs several times over the data; print the loss out after each epoch.',
        ),
      ]),
    );
    for (const query of ['prediction times out', 'prediction timed out'])
      assert.equal(idx.search(query).hits[0]?.url, `${ORIGIN}/docs/sdk#waiting-for-a-prediction`, query);
  });

  it('takes "vs" in a comparison for "versus", and still finds VS Code by its name', () => {
    const idx = engineOf(
      withHeadings([
        rec(
          '/docs/editor',
          ['Guides', 'Editors', 'VS Code'],
          'Add the server to VS Code, in a public or a private folder.',
        ),
        rec(
          '/docs/share',
          ['Guides', 'Share a model', 'Visibility'],
          'A public model is open to everyone; a private model to you alone.',
        ),
      ]),
    );
    assert.equal(firstPage(idx, 'public vs private vs shared'), '/docs/share');
    assert.equal(idx.search('vs code').hits[0]?.url, `${ORIGIN}/docs/editor#vs-code`);
  });

  it('takes the other names of a status ("access denied", "unprocessable entity", "server error") for its code', () => {
    const idx = engineOf(
      withHeadings([
        rec(
          '/docs/api',
          ['API', 'The API', 'Errors'],
          '403 · You may not change a model you did not create. 429 · You called too often. 500 · The platform failed.',
        ),
        rec('/docs/access', ['Guides', 'Give access to a model', 'Who has access'], 'Access to a model is shared.'),
        rec('/docs/limits', ['Guides', 'Limits', 'What is limited'], 'Predictions are rate limited per user.'),
        rec('/docs/servers', ['Guides', 'Our servers', 'Where they run'], 'Each server runs in Europe.'),
        rec(
          '/docs/docker',
          ['Guides', 'Docker models', 'Read the answer'],
          'A body the service cannot read answers 422.',
        ),
        rec('/docs/upload', ['Guides', 'Upload', 'Large files'], 'A proxy may refuse a large request with 413.'),
      ]),
    );
    assert.equal(idx.search('unprocessable entity').hits[0]?.url, `${ORIGIN}/docs/docker#read-the-answer`);
    assert.equal(idx.search('payload too large').hits[0]?.url, `${ORIGIN}/docs/upload#large-files`);
    assert.equal(idx.search('access denied').hits[0]?.url, `${ORIGIN}/docs/api#errors`);
    assert.equal(idx.search('permission denied').hits[0]?.url, `${ORIGIN}/docs/api#errors`);
    assert.equal(idx.search('server error').hits[0]?.url, `${ORIGIN}/docs/api#errors`);
    assert.equal(idx.search('internal server error').hits[0]?.url, `${ORIGIN}/docs/api#errors`);
    // The code finds each of its names.
    assert.equal(idx.search('rate limited').hits[0]?.url, `${ORIGIN}/docs/limits#what-is-limited`);
    assert.ok(idx.search('rate limited').hits.some((h) => h.url === `${ORIGIN}/docs/api#errors`));
  });

  it('counts a status named in several words as those words, not once per word', () => {
    const idx = engineOf(
      withHeadings([
        rec('/docs/limits', ['API', 'Rate limits and 429', 'Per user'], 'Each user may send 100 calls a minute.'),
        rec(
          '/docs/api',
          ['API', 'The API', 'Errors'],
          '429 Too Many Requests · You called too often. · Wait, then send the request again.',
        ),
      ]),
    );
    // The page about the status, which names it by its code in its title, answers the question.
    assert.equal(firstPage(idx, 'too many requests'), '/docs/limits');
  });

  it('takes a verb that changes a setting ("publish", "restore") for the value the docs name', () => {
    const idx = engineOf(
      withHeadings([
        rec(
          '/docs/share',
          ['Guides', 'Upload a model', 'Visibility'],
          'Set the visibility to PUBLIC: every user sees it.',
        ),
        rec('/docs/manage', ['Guides', 'Manage a model', 'Archive a model'], 'An archived model takes no predictions.'),
        rec('/docs/manage', ['Guides', 'Manage a model', 'Unarchive a model'], 'The model takes predictions again.'),
      ]),
    );
    for (const query of ['publish', 'published', 'publishing'])
      assert.equal(firstPage(idx, query), '/docs/share', query);
    for (const query of ['restore a model', 'restoring my model']) {
      const section = idx.search(query).hits.find((h) => h.anchor);
      assert.equal(section?.url, `${ORIGIN}/docs/manage#unarchive-a-model`, query);
    }
  });

  it('takes a library\'s import name ("sklearn") for the name the docs write (scikit-learn)', () => {
    const idx = engineOf(
      withHeadings([
        rec('/docs/sk', ['Guides', 'scikit-learn models', 'Wrap the estimator'], 'Any scikit-learn regressor fits.'),
        rec('/docs/torch', ['Guides', 'PyTorch models', 'Wrap the network'], 'Any PyTorch module fits.'),
      ]),
    );
    assert.equal(firstPage(idx, 'sklearn'), '/docs/sk');
    assert.equal(firstPage(idx, 'wrap a sklearn estimator'), '/docs/sk');
  });

  it('takes "org" for organization', () => {
    const idx = engineOf(
      withHeadings([
        rec('/docs/orgs', ['Guides', 'Organizations', 'Invite people'], 'Invite a colleague to the organization.'),
        rec('/docs/people', ['Guides', 'People', 'Invite people'], 'Invite a colleague to a model.'),
      ]),
    );
    // A space after the word: it is finished, not the start of "organization".
    for (const query of ['org ', 'orgs ', 'invite to org ']) assert.equal(firstPage(idx, query), '/docs/orgs', query);
  });

  it('marks the words the abbreviation stands for', () => {
    const hit = index.search('gnn').hits[0]!;
    assert.match(
      hit._highlightResult.hierarchy.lvl1!.value,
      /<mark>Graph<\/mark> <mark>neural<\/mark> <mark>network<\/mark>/,
    );
  });
});

describe('engine: response shape', () => {
  it('answers like Algolia', () => {
    const r = index.search('model', {hitsPerPage: 2, page: 1});
    assert.equal(r.page, 1);
    assert.equal(r.hitsPerPage, 2);
    assert.equal(r.nbPages, Math.ceil(r.nbHits / 2));
    assert.equal(r.hits.length, 2);
    assert.match(r.queryID, /^[0-9a-f]{16}$/);
    assert.equal(index.search('model').hitsPerPage, 20, 'default page size');
    const hit = r.hits[0]!;
    assert.ok(hit._highlightResult.hierarchy.lvl1);
    assert.ok(hit.objectID && hit.url && hit.hierarchy.lvl0);
  });

  it('honours facetFilters on language and docusaurus_tag', () => {
    const all = index.search('prediction').hits.map((h) => h.url_without_anchor.slice(ORIGIN.length));
    assert.ok(all.includes('/docs/fr') && all.includes('/docs/blog'));
    const en = index.search('prediction', {facetFilters: ['language:en']}).hits.map((h) => h.language);
    assert.ok(en.length > 0 && en.every((l) => l === 'en'));
    const docs = index.search('prediction', {
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    assert.ok(docs.hits.every((h) => h.docusaurus_tag === 'docs-default-current' && h.language === 'en'));
    assert.ok(!docs.hits.some((h) => h.url.includes('/docs/blog')));
  });

  it('answers each set of facetFilters on its own when a reader changes them between queries', () => {
    const sets = [
      undefined,
      ['language:en'],
      ['language:fr'],
      ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      ['docusaurus_tag:blog-default'],
    ];
    const urls = (idx: ReturnType<typeof engineOf>, facetFilters: (typeof sets)[number]) =>
      idx.search('prediction', {facetFilters}).hits.map((h) => h.url);
    const one = engineOf(records);
    const answers = sets.map((facetFilters) => urls(engineOf(records), facetFilters));
    assert.equal(new Set(answers.map((a) => a.join())).size, sets.length, 'each set answers differently');
    for (const round of [0, 1])
      sets.forEach((facetFilters, i) =>
        assert.deepEqual(urls(one, facetFilters), answers[i], `round ${round}, set ${i}`),
      );
  });

  it('marks a word inside the punctuation around it and a word of letters beyond ASCII', () => {
    const idx = engineOf(
      withHeadings([
        rec(
          '/docs/export',
          ['Guides', 'Export', 'Save it'],
          'Save it as .onnx, call _predict_ on it, then a naïve café run.',
        ),
      ]),
    );
    const marked = (query: string) =>
      idx.search(query).hits.find((h) => h.type === 'content')?._highlightResult.content?.value;
    assert.match(marked('onnx') ?? '', /as \.<mark>onnx<\/mark>, call/);
    assert.match(marked('predict') ?? '', /call _<mark>predict<\/mark>_ on/);
    assert.match(marked('naïve') ?? '', /a <mark>naïve<\/mark> café/);
    assert.match(marked('café') ?? '', /<mark>café<\/mark> run/);
  });

  it('highlights matches with <mark> and escapes the text around them', () => {
    const hit = index.search('escaping onerror').hits[0]!;
    assert.equal(hit._highlightResult.hierarchy.lvl2!.value, '<mark>Escaping</mark>');
    const content = hit._highlightResult.content!.value;
    assert.ok(content.includes('&lt;img src=x <mark>onerror</mark>=alert(1)&gt;'), content);
    assert.ok(content.includes('&lt;script&gt;'), content);
    assert.ok(!/<(img|script)/.test(content));
    assert.equal(
      hit.content,
      'Literal &lt;img src=x onerror=alert(1)&gt; and &lt;script&gt;alert(2)&lt;/script&gt; text &amp; more.',
    );
    const query = index.search('<script>alert(1)</script>');
    for (const h of query.hits) assert.ok(!JSON.stringify(h._highlightResult).includes('<script'));
    // Each of the five alone, as a title or a snippet may hold just one.
    for (const [text, escaped] of [
      ['a & b', 'a &amp; b'],
      ['a < b', 'a &lt; b'],
      ['a > b', 'a &gt; b'],
      ['say "hi"', 'say &quot;hi&quot;'],
      ["it's", 'it&#039;s'],
      ['plain words', 'plain words'],
    ])
      assert.equal(escapeHtml(text!), escaped);
  });

  it('cuts snippets to 10 words by default and to the size asked, with … where text was cut', () => {
    const hit = index
      .search('prediction', {facetFilters: ['language:en']})
      .hits.find((h) => h.url.includes('/docs/long'))!;
    const words = (s: string) =>
      s
        .replace(/<\/?mark>/g, '')
        .replace(/…/g, ' ')
        .trim()
        .split(/\s+/);
    const ten = hit._snippetResult.content!.value;
    assert.equal(words(ten).length, 10);
    assert.ok(ten.startsWith('…') && ten.endsWith('…'), ten);
    assert.ok(ten.includes('<mark>prediction</mark>'));
    const five = index
      .search('prediction', {attributesToSnippet: ['content:5'], facetFilters: ['language:en']})
      .hits.find((h) => h.url.includes('/docs/long'))!;
    assert.equal(words(five._snippetResult.content!.value).length, 5);
  });

  it('collapses records that share a URL and counts what it returns, and on how many pages', () => {
    const r = index.search('SklearnModel', {hitsPerPage: 100});
    const urls = r.hits.map((h) => h.url);
    assert.equal(new Set(urls).size, urls.length);
    assert.equal(r.nbHits, urls.length);
    const pages = new Set(r.hits.map((h) => h.url_without_anchor));
    assert.ok(pages.size > 1 && pages.size < urls.length, `${pages.size} pages for ${urls.length} results`);
    assert.equal(r.nbDocuments, pages.size);
  });
});

describe('engine: partial ordering on big result sets', () => {
  // 400 pages with 'widget' in varied amounts: more candidates than the engine orders fully.
  const many = withHeadings(
    Array.from({length: 400}, (_, i) =>
      rec(
        `/docs/w/${i}`,
        ['Widgets', `Widget page ${i}`, `Part ${i % 7}`],
        `${'widget '.repeat(1 + (i % 5))}text number ${i} filler words here`,
      ),
    ),
  );
  const big = engineOf(many);

  it('returns the same pages and count as one long page', () => {
    const full = big.search('widget', {hitsPerPage: 1000});
    for (const page of [0, 1, 5]) {
      const partial = big.search('widget', {hitsPerPage: 20, page});
      assert.equal(partial.nbHits, full.nbHits);
      assert.deepEqual(
        partial.hits.map((h) => h.url),
        full.hits.slice(page * 20, page * 20 + 20).map((h) => h.url),
        `page ${page}`,
      );
    }
  });
});

describe('client: the algoliasearch stand-in', () => {
  it('answers DocSearch requests, caps the query at 64 characters and keeps the true count', async () => {
    const client = createLocalSearchClient(sourcesOf(records), {snippetWords: () => 5});
    const long = 'model '.repeat(20);
    const {results} = await client.search({requests: [{indexName: 'docs', query: long, hitsPerPage: 3}]});
    assert.equal(results[0]!.query.length, MAX_QUERY_LENGTH);
    assert.equal(results[0]!.index, 'docs');
    // The first answer comes from titles and headings; the count is true once the text is in.
    await client.whenComplete();
    await client.search({requests: [{query: 'docker'}]});
    assert.equal(client.countOf('docker'), index.search('docker').nbHits);
    assert.equal(client.countOf('never asked'), undefined);
  });

  it('cuts the query between characters: an emoji at the 64th place is kept whole', async () => {
    const client = createLocalSearchClient(sourcesOf(records));
    const emoji = `${'a'.repeat(63)}\u{1F600}tail`;
    const expected = `${'a'.repeat(63)}\u{1F600}`;
    const {results} = await client.search({requests: [{query: emoji}]});
    assert.equal(results[0]!.query, expected);
    assert.equal(index.search(emoji).query, expected);
    assert.doesNotThrow(() => encodeURIComponent(results[0]!.query));
    assert.equal(cutQuery('\uD83Dx'), '\uFFFDx', 'a lone surrogate is replaced');
    assert.equal(queryLength(expected), MAX_QUERY_LENGTH);
  });

  it('fails with a RetryError when the index cannot be loaded, and retries once its wait is over', async () => {
    let calls = 0;
    const sources = sourcesOf(records);
    const client = createLocalSearchClient(
      {
        ...sources,
        head: async () => {
          calls++;
          if (calls === 1) throw new Error('offline');
          return sources.head();
        },
      },
      {retryDelay: () => 0},
    );
    await assert.rejects(client.search({requests: [{query: 'model'}]}), (e: Error) => e.name === 'RetryError');
    const {results} = await client.search({requests: [{query: 'model'}]});
    assert.ok(results[0]!.nbHits > 0);
  });

  it('spaces its attempts out: 1 s, 2 s, 4 s… at most 2 minutes, on its own while someone listens', async (t) => {
    t.mock.timers.enable({apis: ['setTimeout', 'Date']});
    assert.deepEqual([1, 2, 3, 8, 9, 20].map(retryDelay), [1000, 2000, 4000, 120_000, 120_000, 120_000]);
    let heads = 0;
    let down = true;
    const sources = sourcesOf(records);
    const client = createLocalSearchClient({
      ...sources,
      head: async () => {
        heads++;
        if (down) throw new Error('offline');
        return sources.head();
      },
    });
    let changes = 0;
    client.subscribe(() => changes++);
    const search = () => client.search({requests: [{query: 'model'}]});
    await assert.rejects(search());
    // Searches within the wait answer with the error at once, without a request.
    await assert.rejects(search());
    await assert.rejects(search());
    assert.equal(heads, 1);
    const turn = () => new Promise((done) => setImmediate(done));
    t.mock.timers.tick(999);
    await turn();
    assert.equal(heads, 1);
    t.mock.timers.tick(1);
    await turn();
    assert.equal(heads, 2, 'the client tried again after 1 s');
    t.mock.timers.tick(1999);
    await turn();
    assert.equal(heads, 2);
    down = false;
    t.mock.timers.tick(1);
    await turn();
    assert.equal(heads, 3, 'and again 2 s later');
    await client.getIndex();
    assert.equal(client.indexError, null);
    assert.ok(changes >= 3, 'subscribers hear each failure and the recovery');
    assert.ok((await search()).results[0]!.nbHits > 0);
  });

  const textOnly = (() => {
    const {head, text} = serializeIndex(records);
    const [headOnly, complete] = [loadIndex(head), loadIndex(head, text)];
    const words = records.flatMap((r) => (r.content ?? '').toLowerCase().split(/[^a-z]+/));
    return words.find((w) => w.length > 5 && !headOnly.search(w).nbHits && complete.search(w).nbHits)!;
  })();

  it('body text of a newer build: fetches the head again and answers from the new index whole', async () => {
    const {head, text} = serializeIndex(records);
    let heads = 0;
    const client = createLocalSearchClient({
      // The tab fetched the head before a deploy; the text, and any head after, are the new build's.
      head: async () => (heads++ === 0 ? head : {...head, build: 'new'}),
      text: async () => ({...text, build: 'new'}),
    });
    const {results} = await client.search({requests: [{query: textOnly}]});
    assert.ok(results[0]!.nbHits > 0, `"${textOnly}" found in the body text`);
    assert.equal(heads, 2);
    assert.equal(client.textError, null);
    assert.equal((await client.getIndex()).build, 'new');
  });

  it('body text that cannot be read: titles and headings answer, the client says why, and tries again later', async (t) => {
    t.mock.timers.enable({apis: ['setTimeout', 'Date']});
    const sources = sourcesOf(records);
    let texts = 0;
    const client = createLocalSearchClient({
      ...sources,
      text: async () => {
        texts++;
        if (texts === 1) throw new Error('GET text.json answered 404');
        return sources.text();
      },
    });
    const first = await client.search({requests: [{query: textOnly}]});
    assert.equal(first.results[0]!.nbHits, 0);
    assert.match(client.textError?.message ?? '', /404/);
    assert.ok((await client.search({requests: [{query: 'docker'}]})).results[0]!.nbHits > 0, 'headings answer');
    t.mock.timers.tick(1000);
    await client.search({requests: [{query: 'docker'}]});
    const complete = await client.whenComplete();
    assert.equal(texts, 2);
    assert.equal(client.textError, null);
    assert.ok((await complete.search(textOnly)).nbHits > 0);
  });

  it('asks for the body text only after its first answer (the first result needs only the head)', async () => {
    const sources = sourcesOf(records);
    let texts = 0;
    const client = createLocalSearchClient({...sources, text: () => (texts++, sources.text())});
    await client.getIndex();
    assert.equal(texts, 0, 'the head alone is loaded before the first search');
    await client.search({requests: [{query: 'model'}]});
    await client.whenComplete();
    assert.equal(texts, 1);
  });

  it('waits for the body text when the head only nearly matches a typed identifier', async () => {
    // The head holds a near spelling of the identifier; only a text record writes it.
    const list = withHeadings([
      rec('/docs/errors', ['Guides', 'Errors', 'Unauthorized requests'], 'The client raises UnauthorizedException.'),
      rec('/docs/schema', ['Reference', 'Schemas', 'AuthorizedException']),
    ]);
    const sources = sourcesOf(list);
    let releaseText = () => {};
    const textHeld = new Promise<void>((resolve) => (releaseText = resolve));
    const client = createLocalSearchClient({...sources, text: async () => (await textHeld, sources.text())});
    const head = await client.getIndex();
    assert.equal((await head.search('UnauthorizedException')).awaitingText, true, 'the head alone is unsure');
    assert.equal(
      (await head.search('unauthorized requests')).awaitingText,
      undefined,
      'words in the head are answered',
    );
    assert.equal(
      (await head.search('unauthorized raises')).awaitingText,
      true,
      'a word only the text holds: every record of the head lacks it',
    );
    let answered = false;
    const pending = client.search({requests: [{query: 'UnauthorizedException'}]}).then((out) => {
      answered = true;
      return out;
    });
    await client.getIndex();
    assert.equal(answered, false, 'no answer from the head alone');
    releaseText();
    const {results} = await pending;
    assert.equal(results[0]!.hits[0]!.url_without_anchor, `${ORIGIN}/docs/errors`);
    assert.equal(results[0]!.awaitingText, undefined);
  });

  it('accepts the legacy {indexName, params} request shape of algoliasearch-helper', async () => {
    const client = createLocalSearchClient(sourcesOf(records));
    const {results} = await client.search([{indexName: 'docs', params: 'query=docker&hitsPerPage=1'}]);
    assert.equal(results[0]!.hits.length, 1);
    assert.equal(results[0]!.hits[0]!.url_without_anchor, `${ORIGIN}/docs/docker`);
  });
});

describe('engine: what a page is about', () => {
  /** A small index of its own: each case below ties on everything but the signal it tests. */
  const small = engineOf;
  const pages = (idx: ReturnType<typeof small>, query: string) => [
    ...new Set(idx.search(query).hits.map((h) => h.url_without_anchor.slice(ORIGIN.length))),
  ];

  it('finds a page by its keywords, which its hits do not show', () => {
    const idx = small([
      rec('/docs/save', ['Guides', 'Save a model'], null, {keywords: 'pickle, joblib'}),
      rec('/docs/save', ['Guides', 'Save a model'], 'Write the fitted model to a file.'),
      rec('/docs/load', ['Guides', 'Load a model'], null, {content: 'Read a model back.', keywords: 'unpickle'}),
      rec('/docs/other', ['Guides', 'Other']),
      rec('/docs/other', ['Guides', 'Other'], 'Nothing about files here, but joblib once.'),
    ]);
    assert.deepEqual(pages(idx, 'joblib'), ['/docs/save', '/docs/other']);
    assert.equal(pages(idx, 'unpickle')[0], '/docs/load', 'keywords beside a description');
    const hit = idx.search('unpickle', {attributesToSnippet: ['content:10']}).hits[0]!;
    assert.equal(hit.content, 'Read a model back.', 'the description, without the keywords');
    assert.doesNotMatch(JSON.stringify(hit._snippetResult), /unpickle/);
    assert.ok(!('keywords' in hit), 'a hit does not carry them');
  });

  it('ranks the heading that defines an identifier above text that mentions it', () => {
    const idx = small([
      rec('/docs/guide', ['Guides', 'Upload']),
      rec('/docs/guide', ['Guides', 'Upload'], 'Call deploy_on_jaqpot.'),
      rec('/docs/ref', ['Reference', 'jaqpotpy.models']),
      rec('/docs/ref', ['Reference', 'jaqpotpy.models', 'deploy_on_jaqpot'], null, {
        anchor: 'jaqpotpy.models.SklearnModel.deploy_on_jaqpot',
      }),
      rec(
        '/docs/ref',
        ['Reference', 'jaqpotpy.models', 'deploy_on_jaqpot'],
        'Uploads the fitted model with its features, its preprocessing and its domain of applicability to your Jaqpot account.',
        {anchor: 'jaqpotpy.models.SklearnModel.deploy_on_jaqpot'},
      ),
    ]);
    assert.deepEqual(pages(idx, 'deploy_on_jaqpot'), ['/docs/ref', '/docs/guide']);
    assert.equal(idx.search('deploy_on_jaqpot', {getRankingInfo: true}).hits[0]!._rankingInfo!.defines, 1);
    assert.equal(idx.search('deploy_on_jaqpot').hits[0]!._rankingInfo, undefined, 'computed only when asked');
    assert.deepEqual(
      pages(idx, 'SklearnModel.deploy_on_jaqpot')[0],
      '/docs/ref',
      'a dotted suffix of the symbol anchor',
    );
  });

  it('lets a text answer for the words of the headings above it, not of a heading beside them', () => {
    const idx = small(
      withHeadings([
        rec('/docs/pipes', ['Guides', 'Pipelines'], 'How pipelines run.'),
        rec('/docs/pipes', ['Guides', 'Pipelines', 'Alpha setup'], 'Install first.'),
        rec('/docs/pipes', ['Guides', 'Pipelines', 'Alpha setup', 'Beta details'], 'Zeta words here.'),
        rec('/docs/pipes', ['Guides', 'Pipelines', 'Gamma notes'], 'Zeta words again.'),
        rec('/docs/other', ['Guides', 'Alpha page'], 'Nothing else.'),
      ]),
    );
    // Under Beta details the heading answers for its text; under Gamma notes the text itself.
    const hits = idx
      .search('alpha zeta', {getRankingInfo: true})
      .hits.filter((h) => h.hierarchy.lvl3 === 'Beta details' || h.hierarchy.lvl2 === 'Gamma notes');
    const words = Object.fromEntries(hits.map((h) => [h.hierarchy.lvl3 ?? h.hierarchy.lvl2, h._rankingInfo!.words]));
    assert.deepEqual(
      words,
      {'Beta details': 2, 'Gamma notes': 1},
      'Alpha is above the first text (two levels up), beside the second',
    );
  });

  it('does not take a completion of an identifier for the identifier', () => {
    const idx = small([
      rec('/docs/handler', ['Reference', 'Handlers']),
      rec('/docs/handler', ['Reference', 'Handlers', 'torch_onnx_handler']),
      rec('/docs/handler', ['Reference', 'Handlers', 'torch_onnx_handler'], 'Runs a model.'),
      rec('/docs/types', ['Guides', 'Model types']),
      rec(
        '/docs/types',
        ['Guides', 'Model types'],
        'A PyTorch network exported to ONNX is stored with the model type TORCH_ONNX on Jaqpot, and Jaqpot runs it as ONNX.',
      ),
    ]);
    assert.deepEqual(pages(idx, 'TORCH_ONNX'), ['/docs/types', '/docs/handler']);
    assert.equal(pages(idx, 'torch_onnx_ha')[0], '/docs/handler', 'while typing, the completion is found');
  });

  it('ranks a page whose whole title the query names above a longer title that shares a word', () => {
    const idx = small([
      rec('/docs/ref/models', ['Reference', 'jaqpotpy.api.openapi.models']),
      rec('/docs/ref/models', ['Reference', 'jaqpotpy.api.openapi.models'], 'Generated classes.'),
      rec('/docs/jaqpotpy', ['Reference', 'jaqpotpy']),
      rec('/docs/jaqpotpy', ['Reference', 'jaqpotpy'], 'Generated classes.'),
    ]);
    assert.deepEqual(pages(idx, 'jaqpotpy'), ['/docs/jaqpotpy', '/docs/ref/models']);
  });

  it("ranks a page whose title holds all the query's words above a section of a broader page", () => {
    const idx = small(
      withHeadings([
        rec('/docs/models', ['Concepts', 'Models', 'Private and public models'], 'Only you see them.'),
        rec(
          '/docs/private',
          ['Guides', 'Make a model private', 'In the web app'],
          'Open the model and set its visibility to private.',
        ),
      ]),
    );
    assert.deepEqual(pages(idx, 'private model'), ['/docs/private', '/docs/models']);
  });

  it('asked in words, ranks a heading in words above a heading that is one identifier made of them; asked the identifier, that heading', () => {
    const idx = small(
      withHeadings([
        rec('/docs/ref', ['Guides', 'Download', 'OfflineModelData'], 'What a downloaded model holds.', {
          anchor: 'jaqpotpy.offline.OfflineModelData',
        }),
        rec(
          '/docs/offline',
          ['Guides', 'Download', 'Data of each model kept offline'],
          'What a downloaded model holds.',
        ),
      ]),
    );
    assert.deepEqual(pages(idx, 'offline model data'), ['/docs/offline', '/docs/ref']);
    for (const query of ['OfflineModelData', 'offlinemodeldata', 'offlinemodeldta'])
      assert.equal(pages(idx, query)[0], '/docs/ref', query);
  });

  it('takes a misspelt word for the word it was found as when it names a title ("evalute")', () => {
    const idx = small(
      withHeadings([
        rec(
          '/docs/models',
          ['Guides', 'Models', 'Evaluate'],
          'Evaluate each model on a test set before you upload the model.',
        ),
        rec('/docs/eval', ['Guides', 'Evaluate a model', 'Scores'], 'Score the model on the test set.'),
      ]),
    );
    assert.deepEqual(pages(idx, 'evaluate model'), ['/docs/eval', '/docs/models']);
    assert.deepEqual(pages(idx, 'evalute model'), ['/docs/eval', '/docs/models'], 'as the word spelt right');
  });

  it("finds a word's other forms through its root ('scaling' finds 'Scale'), but not a tool's material ('featurizer' is not 'features')", () => {
    const idx = small([
      rec('/docs/scale', ['Guides', 'Scale features and transform the target']),
      rec(
        '/docs/scale',
        ['Guides', 'Scale features and transform the target'],
        'Add a StandardScaler to the preprocessing of the model.',
      ),
      rec('/docs/eval', ['Guides', 'Evaluate a model']),
      rec('/docs/eval', ['Guides', 'Evaluate a model'], 'Compare the scores of the features before and after scaling.'),
      rec('/docs/feat', ['Guides', 'Featurizers']),
      rec('/docs/feat', ['Guides', 'Featurizers'], 'A featurizer turns SMILES strings into numbers.'),
      rec('/docs/inputs', ['Guides', 'Inputs']),
      rec('/docs/inputs', ['Guides', 'Inputs'], 'Each input feature has a name and a type.'),
    ]);
    assert.deepEqual(pages(idx, 'scaling features')[0], '/docs/scale');
    assert.deepEqual(pages(idx, 'featurizer'), ['/docs/feat']);
  });

  it('counts a code sample less than prose on a question in words, of one word too', () => {
    const idx = small([
      rec('/docs/workflow', ['API', 'Prediction workflow']),
      rec(
        '/docs/workflow',
        ['API', 'Prediction workflow', 'Predict'],
        'predict.py: from jaqpot_api_client.exceptions import UnauthorizedException, NotFoundException',
      ),
      rec('/docs/sdk', ['SDKs', 'Python SDK']),
      rec(
        '/docs/sdk',
        ['SDKs', 'Python SDK', 'Handle errors'],
        'UnauthorizedException · The API answered 401 because the key or the secret is wrong, disabled or expired.',
      ),
    ]);
    assert.deepEqual(pages(idx, 'unauthorized')[0], '/docs/sdk');
    assert.deepEqual(pages(idx, 'unauthorized key')[0], '/docs/sdk');
  });

  it('lifts a code sample for the query words in one of its names, not for words its code puts side by side', () => {
    const idx = small([
      rec('/docs/offline', ['Guides', 'Predict offline']),
      rec(
        '/docs/offline',
        ['Guides', 'Predict offline', 'Download the model'],
        'offline_predict.py: from jaqpotpy import Jaqpot model_id = 1234 # the id of a model you can see on Jaqpot ' +
          'jaqpot = Jaqpot() model_data = jaqpot.download_model(model_id, cache=True) print(model_data.model_type.value) ' +
          'print([feature.key for feature in model_data.independent_features]) rows = [ {"x1": 1.5, "x2": 1.0}, ' +
          '{"x1": 2.5, "x2": 2.5}, ] response = jaqpot.predict_offline(model_data, rows) print(response.predictions)',
      ),
      rec('/docs/gnn', ['Guides', 'Graph models']),
      rec(
        '/docs/gnn',
        ['Guides', 'Graph models', 'Build the networks'],
        'from jaqpotpy.models import GraphSageNetworkModel, GraphAttentionNetworkModel net = GraphAttentionNetworkModel(heads=4)',
      ),
    ]);
    const codeOf = (query: string) =>
      idx.search(query, {getRankingInfo: true}).hits.find((h) => h.type === 'content')!._rankingInfo!.parts!;
    // "model you can see" in a comment among the code lifts nothing.
    assert.equal(codeOf('who can see my model').code, RANKING.top.codeSample);
    assert.equal(codeOf('who can see my model').proximity, 1);
    // A name that holds the query's words does.
    assert.equal(codeOf('graph attention network').proximity, 1 + RANKING.top.proximity);
  });

  it('takes a hyphenated word ("cross-validation") for a word: the guide above the generated reference entry', () => {
    const reference = {page_kind: 'reference' as const};
    const idx = small(
      withHeadings([
        rec(
          '/docs/ref',
          ['Reference', 'jaqpotpy.models', 'cross_validate'],
          'Runs k-fold cross-validation of the model.',
          reference,
        ),
        rec(
          '/docs/eval',
          ['Guides', 'Evaluate a model', 'Step 4'],
          'Split the molecules into five folds and compare the scores of each fold in the cross-validation.',
        ),
      ]),
    );
    assert.deepEqual(pages(idx, 'cross-validation'), ['/docs/eval', '/docs/ref']);
    assert.deepEqual(pages(idx, 'Cross-Validation'), ['/docs/eval', '/docs/ref']);
    assert.deepEqual(pages(idx, 'cross_validate')[0], '/docs/ref', 'an identifier asks for the symbol');
  });

  it('asks a sentence of words for the guide more than a few words do (page kind on a question)', () => {
    const reference = {page_kind: 'reference' as const};
    const idx = small(
      withHeadings([
        rec(
          '/docs/ref',
          ['Reference', 'jaqpotpy.exceptions', 'JaqpotPredictionTimeoutException'],
          'Raised when the prediction does not finish in time.',
          reference,
        ),
        rec('/docs/sdk', ['Guides', 'Python SDK', 'Waiting'], 'The prediction has ten minutes to finish.'),
      ]),
    );
    const kindOf = (query: string) =>
      idx.search(query, {getRankingInfo: true}).hits.find((h) => h.url.startsWith(`${ORIGIN}/docs/ref`))?._rankingInfo
        ?.parts?.kind;
    assert.equal(kindOf('prediction finish'), RANKING.kind.reference.words);
    assert.ok(
      kindOf('my prediction never finishes in time')! < kindOf('prediction finish')!,
      'a sentence asks for the guide more than a few words do',
    );
    assert.equal(kindOf('JaqpotPredictionTimeoutException finish time never'), RANKING.kind.reference.identifier);
  });

  it('puts a guide whose heading names a typed identifier before the reference entry for it', () => {
    const reference = {page_kind: 'reference'} as const;
    const idx = engineOf(
      withHeadings([
        rec(
          '/docs/ref',
          ['Reference', 'jaqpotpy.models', 'predict_proba'],
          'predict_proba(dataset): the probability of each class for each row.',
          reference,
        ),
        rec(
          '/docs/xgboost',
          ['Guides', 'XGBoost models', 'Classification: predict_proba'],
          "AttributeError: 'Booster' object has no attribute 'predict_proba' means a raw Booster; XGBoostModel has it.",
        ),
      ]),
    );
    assert.equal(firstPage(idx, "'Booster' object has no attribute 'predict_proba'"), '/docs/xgboost');
    // The reader who types the name alone gets how to use it first, its definition next.
    const bare = idx.search('predict_proba').hits.map((h) => h.url_without_anchor);
    assert.deepEqual([...new Set(bare)], [`${ORIGIN}/docs/xgboost`, `${ORIGIN}/docs/ref`]);
  });

  it('counts a rare query word for more of the question than a common one (words held)', () => {
    // "python" is on every page; "wheel" on one.
    const filler = Array.from({length: 20}, (_, i) =>
      rec(`/docs/page-${i}`, ['Guides', `Page ${i}`], `Pick a python release, step ${i}.`),
    );
    const idx = engineOf(
      withHeadings([...filler, rec('/docs/install', ['Guides', 'Install', 'Build'], 'Build a wheel from the source.')]),
    );
    const held = (url: string) =>
      idx.search('python wheel', {hitsPerPage: 50, getRankingInfo: true}).hits.find((h) => h.url === `${ORIGIN}${url}`)
        ?._rankingInfo?.parts?.wordShare;
    assert.ok(held('/docs/install#build')! > 0.5, `the rare word holds more than half: ${held('/docs/install#build')}`);
    assert.ok(held('/docs/page-0')! < 0.5, `the common word holds less than half: ${held('/docs/page-0')}`);
  });

  it("opens a text several pages include word for word on its home, the shallowest of them (a section's overview)", () => {
    const at = (pageRank: number) => ({weight: {level: 0, position: 0, pageRank}});
    const table = '429 · Too many invitations in a short time. · Wait, then send the invitations again.';
    const idx = small(
      withHeadings([
        rec('/docs/api/', ['API', 'The API', 'Base URL'], 'Every operation lives under one base URL.', at(4)),
        rec('/docs/api/', ['API', 'The API', 'Authentication'], 'Send the key and the secret in two headers.', at(4)),
        rec('/docs/api/', ['API', 'The API', 'Errors'], table, at(4)),
        rec('/docs/api/upload', ['API', 'Upload a model', 'Troubleshooting'], table, at(1)),
        rec('/docs/api/share', ['API', 'Share a model', 'Common errors'], table, at(1)),
      ]),
    );
    assert.deepEqual(pages(idx, 'too many invitations')[0], '/docs/api/');
  });

  it('tells apart pages with the same title by their sidebar trail (lvl0)', () => {
    const idx = small([
      rec('/docs/sklearn/dataset', ['jaqpotpy › Scikit-learn models', 'Create a dataset']),
      rec(
        '/docs/sklearn/dataset',
        ['jaqpotpy › Scikit-learn models', 'Create a dataset'],
        'Build a dataset from a table.',
      ),
      rec('/docs/torch/dataset', ['jaqpotpy › PyTorch models', 'Create a dataset']),
      rec('/docs/torch/dataset', ['jaqpotpy › PyTorch models', 'Create a dataset'], 'Build a dataset from a table.'),
    ]);
    assert.deepEqual(pages(idx, 'pytorch dataset')[0], '/docs/torch/dataset');
    assert.equal(
      idx.records.find((r) => r?.url.endsWith('/torch/dataset'))!.hierarchy.lvl0,
      'jaqpotpy › PyTorch models',
      'the trail survives serialization',
    );
  });

  it('ranks the page a signpost points to above the signpost (a Next steps entry, a table row naming the page)', () => {
    const idx = small([
      rec('/docs/sdk', ['SDKs', 'Python SDK']),
      rec(
        '/docs/sdk',
        ['SDKs', 'Python SDK'],
        'Install the package, then create a client with your API key and secret.',
      ),
      rec(
        '/docs/sdk',
        ['SDKs', 'Python SDK', 'Get a prediction'],
        'predict_sync sends the rows to a model and waits for the result of the prediction.',
      ),
      rec('/docs/start', ['Documentation', 'Getting started']),
      rec(
        '/docs/start',
        ['Documentation', 'Getting started'],
        'Sign up on Jaqpot, then deploy a small scikit-learn model from Python and call it.',
      ),
      rec('/docs/intro', ['Documentation', 'Introduction']),
      rec('/docs/intro', ['Documentation', 'Introduction', 'Next steps'], 'Python SDK: get a prediction from Python.'),
      rec(
        '/docs/intro',
        ['Documentation', 'Introduction', 'Paths'],
        'Deploy a small model and call it · Getting started',
      ),
    ]);
    assert.deepEqual(pages(idx, 'get a prediction from python')[0], '/docs/sdk');
    assert.deepEqual(pages(idx, 'deploy a small model')[0], '/docs/start');
  });

  it('ranks the page a signpost the indexer marked points to above it, whatever the link says ("Offline models")', () => {
    const entries = (signpost: boolean) =>
      small(
        withHeadings([
          rec(
            '/docs/offline',
            ['jaqpotpy', 'Download a model', 'Load it'],
            'Load the downloaded model with ONNX Runtime; then predict with it on a machine of your own.',
          ),
          rec(
            '/docs/start',
            ['Documentation', 'Getting started', 'Next steps'],
            'Offline models: predict on your own machine.',
            signpost ? {signpost: true} : {},
          ),
        ]),
      );
    assert.deepEqual(pages(entries(true), 'predict on my machine'), ['/docs/offline', '/docs/start']);
    assert.deepEqual(
      pages(entries(false), 'predict on my machine'),
      ['/docs/start', '/docs/offline'],
      'unmarked, the entry is text',
    );
  });

  /** A legacy page's title and first text, which the site ranks down (pageRank < 0). */
  const legacyTitle = {weight: {level: 100, position: 0, pageRank: -1}, page_kind: 'legacy' as const};
  const legacyText = {weight: {level: 0, position: 1, pageRank: -1}, page_kind: 'legacy' as const};

  it('ranks a page the site ranks down (pageRank < 0, legacy reference) below an equal page', () => {
    const idx = small([
      rec('/docs/legacy', ['Reference', 'Preprocessors'], null, legacyTitle),
      rec('/docs/legacy', ['Reference', 'Preprocessors'], 'Encode categories.', legacyText),
      rec('/docs/current', ['Reference', 'Preprocessors']),
      // A little longer: without the rank, the legacy page's shorter text would win.
      rec('/docs/current', ['Reference', 'Preprocessors'], 'Encode the categories.'),
    ]);
    assert.deepEqual(pages(idx, 'encode categories'), ['/docs/current', '/docs/legacy']);
  });

  it('opens with a legacy page when the other page matches the words only through a signpost to it', () => {
    const idx = (signpost: boolean) =>
      small([
        rec('/docs/ref/utils', ['Reference', 'Seeding helpers'], null, legacyTitle),
        rec('/docs/ref/utils', ['Reference', 'Seeding helpers'], 'Removed from jaqpotpy in 6.12.', legacyText),
        rec('/docs/ref', ['Reference', 'Modules']),
        rec(
          '/docs/ref',
          ['Reference', 'Modules'],
          'jaqpotpy.utils legacy, removed in 6.12 — seeding helpers.',
          signpost ? {signpost: true} : {},
        ),
      ]);
    assert.deepEqual(pages(idx(true), 'seeding helpers removed'), ['/docs/ref/utils', '/docs/ref']);
    assert.deepEqual(
      pages(idx(false), 'seeding helpers removed'),
      ['/docs/ref', '/docs/ref/utils'],
      "unmarked, the line is the page's own text",
    );
  });

  it('still opens with a guide over a listing when the guide matches the words only in a signpost', () => {
    const listing = {page_kind: 'listing' as const};
    const idx = small([
      rec('/docs/category/graphs', ['Graph models', 'Graph models'], null, listing),
      rec(
        '/docs/category/graphs',
        ['Graph models', 'Graph models'],
        'Turn SMILES into graphs and batch them.',
        listing,
      ),
      rec('/docs/graphs/dataset', ['Graph models', 'Create a dataset']),
      rec(
        '/docs/graphs/dataset',
        ['Graph models', 'Create a dataset', 'Next steps'],
        'Train: batch the SMILES graphs.',
        {
          signpost: true,
        },
      ),
    ]);
    assert.equal(pages(idx, 'smiles graphs batch')[0], '/docs/graphs/dataset');
  });
});
