/**
 * A build with Algolia keys uses hosted Algolia unchanged: the theme's search bar and search
 * page ask `{appId}-dsn.algolia.net` with the build's keys and index, and nothing loads the
 * offline index. Algolia itself is played by a route that answers like its search API.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import type {BrowserContext, Request} from 'playwright-core';
import {gotoHydrated, newContext} from '../../scripts/lib/browser';
import {ALGOLIA_KEYS as KEYS, builtVariant} from '../fixtures/variant-site/constants';
import {servedSite} from '../site';

const HIT_TITLE = 'Answered by the hosted index';

/** One Algolia hit in DocSearch's record shape, on a page of the site. */
function hostedHit(origin: string) {
  const url = `${origin}/docs/getting-started`;
  const hierarchy = {
    lvl0: 'Hosted section',
    lvl1: HIT_TITLE,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const none = (value: string) => ({value, matchLevel: 'none', matchedWords: []});
  return {
    objectID: 'hosted-1',
    url,
    url_without_anchor: url,
    anchor: null,
    type: 'lvl1',
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    hierarchy,
    _highlightResult: {hierarchy: {lvl0: none(hierarchy.lvl0), lvl1: none(HIT_TITLE)}},
    _snippetResult: {hierarchy: {lvl1: none(HIT_TITLE)}},
  };
}

/** Answers every query of Algolia's multi-query endpoint with the one hit. */
async function playAlgolia(context: BrowserContext, origin: string): Promise<Request[]> {
  const asked: Request[] = [];
  await context.route(/^https:\/\/[^/]*algolia(net)?\.(net|com)\//i, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-allow-methods': 'GET, POST',
        },
      });
      return;
    }
    asked.push(request);
    const body = JSON.parse(request.postData() ?? '{}') as {
      requests?: Array<{indexName?: string; query?: string; params?: string}>;
    };
    const results = (body.requests ?? [{}]).map((r) => ({
      hits: [hostedHit(origin)],
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      processingTimeMS: 1,
      query: r.query ?? new URLSearchParams(r.params ?? '').get('query') ?? '',
      params: r.params ?? '',
      index: r.indexName,
    }));
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: {'access-control-allow-origin': '*'},
      body: JSON.stringify({results}),
    });
  });
  return asked;
}

/** The build's keys and index name, wherever the client put them (headers, query string, body). */
function carriesKeys(request: Request): boolean {
  const text = [request.url(), JSON.stringify(request.headers()), request.postData() ?? ''].join(' ');
  return text.includes(KEYS.ALGOLIA_SEARCH_API_KEY) && text.includes(KEYS.ALGOLIA_INDEX_NAME);
}

describe('hosted search (Algolia keys set at build time)', () => {
  const hostedBuildDir = builtVariant();
  const site = servedSite({root: hostedBuildDir});

  test('the build ships no offline search bar and names the hosted app', () => {
    const jsDir = join(hostedBuildDir, 'assets', 'js');
    const bundles = readdirSync(jsDir).map((file) => readFileSync(join(jsDir, file), 'utf8'));
    assert.ok(
      bundles.some((js) => js.includes(KEYS.ALGOLIA_APP_ID)),
      'the app id is in the site config',
    );
    assert.ok(
      !bundles.some((js) => js.includes('LocalSearchModal') || js.includes('search-index-error')),
      'the offline modal is not shipped',
    );
    // The records are still written, for `npm run search:push`.
    assert.ok(existsSync(join(hostedBuildDir, 'search', 'records.json')));
  });

  test('the navbar search asks Algolia with the build keys and shows its hits', async () => {
    const context = await newContext(site);
    const asked = await playAlgolia(context, site.origin);
    const page = await context.newPage();
    const offline: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/search/index.json')) offline.push(r.url());
    });
    await gotoHydrated(page, '/docs/getting-started');
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('model');
    await page.locator('.DocSearch-Hit', {hasText: HIT_TITLE}).first().waitFor();
    assert.ok(asked.length > 0, 'Algolia was asked');
    for (const request of asked) {
      assert.equal(
        new URL(request.url()).hostname
          .toLowerCase()
          .startsWith(`${KEYS.ALGOLIA_APP_ID.toLowerCase()}-dsn.algolia.net`),
        true,
        request.url(),
      );
      assert.ok(carriesKeys(request), `the request lacks the build's key or index: ${request.url()}`);
    }
    assert.deepEqual(offline, [], 'the offline index is not fetched');
    await context.close();
  });

  test('the search page asks Algolia too', async () => {
    const context = await newContext(site);
    const asked = await playAlgolia(context, site.origin);
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/search?q=model');
    await page.locator('main article', {hasText: HIT_TITLE}).first().waitFor();
    assert.ok(asked.some(carriesKeys), 'the search page asked the hosted index with the build keys');
    await context.close();
  });
});
