import assert from 'node:assert/strict';
import {resolve} from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {describe, test} from 'node:test';
import {initPlugins} from '@docusaurus/core/lib/server/plugins/init.js';
import {loadContext} from '@docusaurus/core/lib/server/site.js';
import {loadSidebars} from '@docusaurus/plugin-content-docs/lib/sidebars/index.js';
import {navbar} from '../../config/navbar';

const siteDir = resolve('.');

/** What `docusaurus build` does first: load the config file, then validate every plugin's and theme's options. */
async function validateSite(configFile: string) {
  const context = await loadContext({siteDir, config: resolve(configFile)});
  return initPlugins(context);
}

describe('configuration errors fail validation and name the faulty item', () => {
  test('the site configuration itself validates', async () => {
    const plugins = await validateSite('docusaurus.config.ts');
    assert.ok(plugins.some((plugin) => plugin.name === 'docusaurus-theme-classic'));
  });

  test('an unknown navbar item type', async () => {
    await assert.rejects(
      validateSite('tests/unit/fixtures/bad-navbar-item.config.ts'),
      (error: Error & {details: {context: {label: string; value: unknown}}[]}) => {
        assert.match(error.message, /Bad navbar item type modelGallery/);
        const [detail] = error.details;
        assert.ok(detail, 'the error names the failing item');
        assert.equal(detail.context.label, `navbar.items[${navbar!.items!.length}]`);
        assert.deepEqual(detail.context.value, {type: 'modelGallery', label: 'Model gallery'});
        return true;
      },
    );
  });

  test('a sidebar link without a target', async () => {
    // The docs plugin validates the sidebars file before it reads any doc, so no other option is needed.
    const sidebarsFile = resolve('tests/unit/fixtures/sidebar-link-without-target.ts');
    await assert.rejects(loadSidebars(sidebarsFile, {} as never), (error: Error) => {
      const message = stripVTControlCharacters(error.message);
      assert.match(message, /"label": "Jaqpot status page"/, 'the error does not show the item');
      assert.match(message, /"href" is required/);
      return true;
    });
  });
});
