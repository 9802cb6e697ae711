/**
 * Pages show the ledger of platform behaviour as it is: the tables have one row per ledger entry,
 * and the shared errors section shows only the paragraph of the page's own language. Read from the
 * build.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import type {Element, Root} from 'hast';
import {parseHtml} from '../../plugins/built-pages/tree';
import {entriesOf, readLedger} from '../../plugins/platform-behaviour/ledger';
import {buildDir} from '../../scripts/lib/browser';

const ledger = readLedger();
const page = (route: string): Root => parseHtml(readFileSync(join(buildDir, route, 'index.html'), 'utf8'));
const rowIds = (root: Root, table: string) =>
  selectAll(`[data-ledger="${table}"] [data-ledger-id]`, root).map((e) => String(e.properties?.dataLedgerId));

describe('tables rendered from the ledger', () => {
  test('the rate-limit page lists every rate limit, with its numbers and the calls of a burst', () => {
    const root = page('jaqpot-api/rate-limits');
    const limits = entriesOf(ledger, 'rate-limit').filter((e) => e.limit !== undefined);
    assert.deepEqual(
      rowIds(root, 'rate-limits'),
      limits.map((e) => e.id),
    );
    const predict = selectAll('[data-ledger-id="rate-limit.predict"] td', root).map((c) => toText(c));
    assert.deepEqual(predict, ['30 requests an hour', '29 calls, then 429', '1 every 2 minutes']);
  });

  test('the retention and permission pages list every entry of their topic', () => {
    assert.deepEqual(
      rowIds(page('jaqpot-api/data-retention'), 'retention'),
      entriesOf(ledger, 'retention').map((e) => e.id),
    );
    assert.deepEqual(
      rowIds(page('jaqpot-api/permissions'), 'permissions'),
      entriesOf(ledger, 'permission').map((e) => e.id),
    );
  });

  test('the errors table has a row per error status, and no 410', () => {
    const root = page('jaqpot-api/manage-models');
    const firstCells = selectAll('[data-ledger="errors"] tbody tr td:first-child', root).map((c) => toText(c));
    // Each status with its reason phrase, as a response's status line shows it.
    assert.ok(firstCells.includes('429 Too Many Requests'), firstCells.join(', '));
    assert.ok(firstCells.includes('403 Forbidden'), firstCells.join(', '));
    assert.ok(!firstCells.some((cell) => cell.startsWith('410')));
    assert.deepEqual(
      rowIds(root, 'errors'),
      entriesOf(ledger, 'error')
        .filter((e) => e.status !== undefined || e.code !== undefined)
        .map((e) => e.id),
    );
  });
});

describe('the errors section follows the page language', () => {
  const PYTHON = /BadRequestException/;
  const JAVA = /JaqpotSDKException/;
  const CURL = /--fail-with-body/;
  const errorsText = (route: string) => {
    const root = page(route);
    const table = selectAll('[data-ledger="errors"]', root)[0] as Element | undefined;
    assert.ok(table, `${route} has no errors table`);
    // The paragraphs of the errors section: what comes before the table, back to the section heading.
    const main = toText(selectAll('article', root)[0] ?? root);
    return main.slice(0, main.indexOf(toText(table).slice(0, 40)));
  };

  for (const [route, want] of [
    ['jaqpot-api/SDKs/java-kotlin-sdk', JAVA],
    ['jaqpot-api/manage-models', CURL],
    ['getting-started', PYTHON],
  ] as const) {
    test(`${route} shows its own language's paragraph only`, () => {
      const text = errorsText(route);
      const section = text.slice(text.lastIndexOf('The platform answers a refused request'));
      for (const pattern of [PYTHON, JAVA, CURL]) {
        assert.equal(pattern.test(section), pattern === want, `${route}: ${pattern} in the errors section`);
      }
    });
  }
});
