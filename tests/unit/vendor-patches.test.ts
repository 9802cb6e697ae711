/**
 * Patches of dependencies' code (plugins/vendor-patches): each applies to the pinned version, a
 * patch that finds nothing stops the build naming itself and the version it was written for, and
 * every patched package is pinned exactly at that version.
 */
import assert from 'node:assert/strict';
import {cpSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {themePrismClientModule} from '../../plugins/code-blocks';
import {themeReactUtils} from '../../plugins/no-collator';
import {checkRedocBundles} from '../../plugins/openapi-contract';
import {bindPrism} from '../../plugins/openapi-contract/prism-redoc-loader';
import {adaptRedocBundle, BUNDLES, LOGO_URL, PATCHES} from '../../plugins/openapi-contract/redoc-bundle-loader';
import {installedVersion, packageDir, WRITTEN_FOR} from '../../plugins/vendor-patches';

const dirOf = (name: string) => packageDir(name)!;
const bundle = (file: string) => readFileSync(join(dirOf('redoc'), 'bundles', file), 'utf8');

describe('patches of dependencies', () => {
  test('every patched package is pinned exactly at the version its patches were written for', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {dependencies: Record<string, string>};
    for (const [name, version] of Object.entries(WRITTEN_FOR)) {
      assert.equal(manifest.dependencies[name], version, `package.json pins ${name}`);
      assert.equal(installedVersion(name), version, `${name} installed`);
    }
  });

  test("each Redoc patch applies once to each of Redoc's library bundles", () => {
    for (const file of BUNDLES) {
      const patched = adaptRedocBundle(bundle(file), file);
      assert.ok(!patched.includes(LOGO_URL), `${file}: no outside logo`);
      assert.ok(patched.includes('var(--jaqpot-redoc-pattern'), file);
      assert.ok(patched.includes('redoc-underlined-header'), file);
      assert.ok(patched.includes('?redoc'), file);
    }
    assert.doesNotThrow(checkRedocBundles);
  });

  test('a Redoc patch that finds nothing stops the build, naming itself and the version', () => {
    const source = bundle(BUNDLES[0]!);
    for (const patch of PATCHES) {
      const broken =
        typeof patch.find === 'string'
          ? source.split(patch.find).join('')
          : source.replace(new RegExp(patch.find.source, 'g'), '');
      assert.throws(
        () => adaptRedocBundle(broken, BUNDLES[0]!),
        (error: Error) =>
          error.name === 'VendorPatchError' &&
          error.message.includes(`"${patch.name}"`) &&
          error.message.includes(`written for redoc ${WRITTEN_FOR.redoc}`),
        patch.name,
      );
    }
    // A second place where one was expected is a change too.
    const doubled = `${source}\n${LOGO_URL}`;
    assert.throws(() => adaptRedocBundle(doubled, BUNDLES[0]!), /Redocly logo inline/);
    assert.throws(() => adaptRedocBundle(source, 'redoc.standalone.js'), /not one of the bundles/);
  });

  test('renamed Redoc bundles stop the build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jaqpot-redoc-'));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({main: 'bundles/redoc.lib.cjs', browser: 'x.js'}));
    assert.throws(() => checkRedocBundles(dir), /Redoc bundle patches.*redoc\.lib\.cjs/);
  });

  test('Prism is bound for Redoc only in components that extend a free Prism', () => {
    const component = readFileSync(join(dirOf('prismjs'), 'components', 'prism-java.js'), 'utf8');
    assert.match(bindPrism(component, 'prism-java.js'), /^var Prism = require\('prismjs'\);/);
    assert.throws(() => bindPrism('export {};', 'prism-x.js'), /"Prism bound for Redoc" of prismjs.*1\.30\.0/);
  });

  test('the theme modules the site replaces are where the patches expect them', () => {
    assert.match(themePrismClientModule(), /prism-include-languages$/);
    assert.match(themeReactUtils(), /reactUtils\.js$/);
    // A theme that moved them: the build stops, naming the patch.
    const theme = mkdtempSync(join(tmpdir(), 'jaqpot-theme-'));
    cpSync(join(dirOf('@docusaurus/theme-classic'), 'lib', 'index.js'), join(theme, 'index.js'));
    assert.throws(() => themePrismClientModule(theme), /"no Prism at startup" of @docusaurus\/theme-classic/);
    assert.throws(() => themeReactUtils(theme), /"useShallowMemoObject without localeCompare"/);
  });
});
