/**
 * The bench's query sets against the built site: every page a set expects is a page the build
 * has, or its queries count as misses whatever the ranking does.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {RECORDS_FILE} from '../../plugins/search-index/build';
import {buildDir} from '../../scripts/lib/browser';
import {assertTargetsArePages, pagePath, readQuerySets} from '../../bench/lib/search-relevance';
import type {SearchRecord} from '../../src/search/engine';

const records = JSON.parse(readFileSync(join(buildDir, RECORDS_FILE), 'utf8')) as SearchRecord[];
const pages = new Set(records.map((r) => pagePath(r.url_without_anchor)));

describe('query sets', () => {
  it('name only pages the build has', () => {
    assert.doesNotThrow(() => assertTargetsArePages(readQuerySets(), pages));
  });

  it('a target that is no page stops the bench, naming it for a tuning set and counting it for a held-out one', () => {
    const query = (targets: string[]) => ({query: 'q', targets, kind: undefined});
    const sets = [
      {name: 'tuning-x', queries: [query(['/docs/intro', '/docs'])]},
      {name: 'held-out-x', queries: [query(['/docs/gone-a']), query(['/docs/gone-b'])]},
    ];
    assert.throws(
      () => assertTargetsArePages(sets, new Set(['/docs'])),
      (error: Error) =>
        /tuning-x: \/docs\/intro/.test(error.message) &&
        /held-out-x: 2 targets/.test(error.message) &&
        !error.message.includes('gone'),
    );
  });
});
