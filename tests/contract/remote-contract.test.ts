/**
 * With JAQPOT_OPENAPI_URL set at build time, the API reference and the search index describe
 * the same document: the variant build (tests/fixtures/variant-site) is made with a contract
 * that has one operation more than openapi/jaqpot-api.yaml.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {loadBuiltIndex} from '../../plugins/search-index/build';
import type {SearchRecord} from '../../src/search/engine';
import {builtVariant, VARIANT_OPERATION} from '../fixtures/variant-site/constants';

const read = (path: string) => readFileSync(join(builtVariant(), path), 'utf8');

describe('a build from a remote API contract', () => {
  test('the reference page renders the remote document', () => {
    const html = read('jaqpot-api/documentation/full-api-reference/index.html');
    assert.ok(
      html.includes(VARIANT_OPERATION.summary),
      'the operation only the remote contract has is not on the page',
    );
    assert.ok(
      read('openapi/jaqpot-api.yaml').includes(VARIANT_OPERATION.operationId),
      'the download is not the remote document',
    );
  });

  test('search finds the operation only the remote document has', () => {
    const records = JSON.parse(read('search/records.json')) as SearchRecord[];
    assert.ok(
      records.some((r) => r.anchor === `operation/${VARIANT_OPERATION.operationId}`),
      'no record for the operation',
    );
    const index = loadBuiltIndex(builtVariant());
    const top = index.search('zebracorns').hits[0];
    assert.equal(top?.anchor, `operation/${VARIANT_OPERATION.operationId}`);
  });
});
