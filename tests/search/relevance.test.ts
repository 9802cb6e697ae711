/**
 * What readers type, on the built site's index: the kinds of page that must (not) answer.
 * Rules are about kinds of page (guide, listing, reference, legacy), not about one page.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {loadBuiltIndex} from '../../plugins/search-index/build';
import {DOC_PAGE_FILTERS} from '../../src/search/constants';
import type {SearchHit} from '../../src/search/engine';
import {buildDir} from '../../scripts/lib/browser';

const index = loadBuiltIndex(buildDir);
const hits = (query: string): SearchHit[] => index.search(query, {facetFilters: DOC_PAGE_FILTERS as never}).hits;
const pages = (list: SearchHit[]) => [...new Set(list.map((h) => new URL(h.url_without_anchor).pathname))];

describe('relevance: the questions readers type', () => {
  it('task questions open a guide, not the category listing above it', () => {
    for (const query of ['how do I upload a pytorch model', 'upload scikit-learn model', 'java sdk']) {
      const first = hits(query)[0];
      assert.ok(first, query);
      assert.notEqual(first.page_kind, 'listing', `${query}: ${first.url}`);
    }
  });

  it('an HTTP status by name opens the pages that explain it, not the legacy generated client', () => {
    for (const query of ['unauthorized', 'forbidden', 'not found']) {
      const top = hits(query).slice(0, 5);
      assert.notEqual(top[0]?.page_kind, 'legacy', `${query}: ${top[0]?.url}`);
      const legacyPages = pages(top.filter((h) => h.page_kind === 'legacy'));
      assert.ok(legacyPages.length <= 1, `${query}: ${top.map((h) => h.url).join(' ')}`);
      assert.ok(top.filter((h) => h.page_kind === 'legacy').length < 5, query);
    }
  });

  it('a swapped pair of letters in a framework name still finds it', () => {
    for (const query of ['pytroch', 'skelarn']) {
      const first = hits(query)[0];
      assert.ok(first, `${query}: no results`);
    }
    assert.match(hits('pytroch')[0]!.url, /pytorch/i);
  });


  it('"what is jaqpot" finds the introduction in the top 10', () => {
    assert.ok(pages(hits('what is jaqpot').slice(0, 10)).includes('/docs/'));
  });




  it('queries are cut at 64 characters: a huge query answers at once', () => {
    const response = index.search('model '.repeat(20_000));
    assert.equal(response.query.length, 64);
  });
});
