/**
 * The bundler's persistent cache is keyed on the rendered diagrams: drawing a diagram again
 * (a new renderer, Mermaid's version) evicts the pages compiled with the old SVGs, though no
 * page's source changed.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';
import diagramsPlugin from '../../plugins/diagrams';
import {RENDERED_DIR, renderedFingerprint} from '../../plugins/diagrams/store';

type CacheConfig = {experiments: {cache: {version: string}}};

describe('the bundler cache and the rendered diagrams', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rendered-'));
  after(() => rmSync(dir, {recursive: true, force: true}));

  test('the key changes when a render is drawn again, added or removed', () => {
    writeFileSync(join(dir, 'a.light.svg'), '<svg width="1.5"/>');
    const first = renderedFingerprint(dir);
    assert.equal(renderedFingerprint(dir), first, 'the same files, the same key');
    writeFileSync(join(dir, 'a.light.svg'), '<svg width="1.500001"/>');
    const redrawn = renderedFingerprint(dir);
    assert.notEqual(redrawn, first);
    writeFileSync(join(dir, 'b.dark.svg'), '<svg/>');
    assert.notEqual(renderedFingerprint(dir), redrawn);
  });

  test("the plugin appends the committed renders' key to the cache's version", () => {
    const plugin = diagramsPlugin();
    const config = {experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}}};
    const out = plugin.configureWebpack!(config as never, false, {} as never, undefined) as CacheConfig;
    assert.equal(
      out.experiments.cache.version,
      `client-production-en-3.10.2-abc-diagrams-${renderedFingerprint(RENDERED_DIR)}`,
    );
  });
});
