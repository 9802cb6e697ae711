/**
 * Redoc's react-tabs is src/components/ApiReference/sample-tabs.tsx (a patch of
 * redoc-bundle-loader.js), so that its code-sample tabs share the reader's language choice:
 * checked on the installed Redoc's bundles. A Redoc without that require stops the build, as every
 * patch of a dependency does (tests/unit/vendor-patches.test.ts).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {adaptRedocBundle, BUNDLES, SAMPLE_TABS} from '../../plugins/openapi-contract/redoc-bundle-loader';
import {packageDir} from '../../plugins/vendor-patches';
import {isSampleTabs} from '../../src/shared/code-languages';

describe("Redoc's sample tabs", () => {
  for (const file of BUNDLES) {
    test(`${file} takes its tabs from sample-tabs.tsx`, () => {
      const adapted = adaptRedocBundle(readFileSync(join(packageDir('redoc')!, 'bundles', file), 'utf8'), file);
      assert.ok(adapted.includes(`require(${JSON.stringify(SAMPLE_TABS)})`));
      assert.ok(!adapted.includes('require("react-tabs")'));
    });
  }

  test("Redoc's request samples are told from its other tabs by their clients' labels", () => {
    assert.equal(isSampleTabs(['Payload', 'curl', 'Python', 'Python SDK', 'Java', 'Kotlin', 'JavaScript']), true);
    assert.equal(isSampleTabs(['200', '400', '401']), false);
    assert.equal(isSampleTabs(['application/json']), false);
  });
});
