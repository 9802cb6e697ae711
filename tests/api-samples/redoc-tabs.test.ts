/**
 * Redoc's react-tabs is src/components/ApiReference/sample-tabs.tsx (redoc-bundle-loader.js), so
 * that its code-sample tabs share the reader's language choice. The rewrite is the one change of
 * Redoc that feature needs: checked on the installed Redoc's bundles, and the build fails when a
 * Redoc without that require comes in.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, test} from 'node:test';
import {isSampleTabs} from '../../src/shared/code-languages';

const require = createRequire(__filename);
const loader = require('../../plugins/openapi-contract/redoc-bundle-loader.js') as {
  adaptRedocBundle: (source: string, file?: string) => string;
  SAMPLE_TABS: string;
};
const BUNDLES = ['redoc.lib.js', 'redoc.browser.lib.js'].map((name) => require.resolve(`redoc/bundles/${name}`));

describe("Redoc's sample tabs", () => {
  for (const file of BUNDLES) {
    test(`${file.split('/').pop()} takes its tabs from sample-tabs.tsx`, () => {
      const adapted = loader.adaptRedocBundle(readFileSync(file, 'utf8'), file);
      assert.ok(adapted.includes(`require(${JSON.stringify(loader.SAMPLE_TABS)})`));
      assert.ok(!adapted.includes('require("react-tabs")'));
    });
  }

  test('a Redoc bundle without the require fails the build, saying what would be lost', () => {
    const source = readFileSync(BUNDLES[0]!, 'utf8').replace('require("react-tabs")', 'require("react-tabs-v7")');
    assert.throws(
      () => loader.adaptRedocBundle(source, BUNDLES[0]),
      /expected one require\("react-tabs"\).*found 0.*language choice/,
    );
  });

  test("Redoc's request samples are told from its other tabs by their clients' labels", () => {
    assert.equal(isSampleTabs(['Payload', 'curl', 'Python', 'Python SDK', 'Java', 'Kotlin', 'JavaScript']), true);
    assert.equal(isSampleTabs(['200', '400', '401']), false);
    assert.equal(isSampleTabs(['application/json']), false);
  });
});
