/**
 * The bench's query sets against the built site: every page a set expects is a page the build
 * has, or its queries count as misses whatever the ranking does.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {readBuiltRecords} from '../../plugins/search-index/build';
import {buildDir} from '../../scripts/lib/browser';
import {assertTargetsArePages, readQuerySets} from '../../bench/lib/search-relevance';
import type {SearchRecord} from '../../src/search/engine';

const record = (url: string) => ({url, url_without_anchor: url}) as SearchRecord;

describe('query sets', () => {
  it('name only pages the build has', () => {
    assert.doesNotThrow(() => assertTargetsArePages(readQuerySets(), readBuiltRecords(buildDir)));
  });

  it('a target that is no page stops the bench, naming it for a tuning set and counting it for a held-out one', () => {
    const query = (targets: string[]) => ({query: 'q', targets, kind: undefined});
    const sets = [
      {name: 'tuning-x', queries: [query(['/docs/intro', '/docs'])]},
      {name: 'held-out-x', queries: [query(['/docs/gone-a']), query(['/docs/gone-b'])]},
    ];
    assert.throws(
      () => assertTargetsArePages(sets, [record('https://jaqpot.org/docs/')]),
      (error: Error) =>
        /tuning-x: \/docs\/intro/.test(error.message) &&
        /held-out-x: 2 targets/.test(error.message) &&
        !error.message.includes('gone'),
    );
  });
});
