/**
 * The committed renders (plugins/diagrams/rendered) match the docs, without a browser: every
 * ```mermaid block has its light and dark SVG for the current source, options and Mermaid
 * version, each SVG's ids carry its own prefix, and no rendered file is left that no diagram uses.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {MODES} from '../../plugins/diagrams/options';
import {docDiagrams} from '../../plugins/diagrams/sources';
import {diagramKey, idPrefix, readRendered, RENDERED_DIR, usedFiles} from '../../plugins/diagrams/store';
import {checkIds, minify} from '../../plugins/diagrams/svg';

describe('rendered diagrams', () => {
  const diagrams = docDiagrams(process.cwd());

  test('the docs have diagrams', () => {
    assert.ok(diagrams.length > 0, 'no ```mermaid block in docs/: the checks below prove nothing');
  });

  test('every ```mermaid block has its current light and dark render', () => {
    const missing = diagrams.flatMap((diagram) => {
      const rendered = readRendered(diagramKey(diagram.source));
      return 'missing' in rendered ? [`${diagram.file}:${diagram.line}`] : [];
    });
    assert.deepEqual(missing, [], 'diagrams without a render: run `npm run diagrams`');
  });

  test("each render's ids and style rules carry its own prefix", () => {
    for (const diagram of diagrams) {
      const key = diagramKey(diagram.source);
      const rendered = readRendered(key);
      // A missing render is the test above's failure.
      if ('missing' in rendered) continue;
      for (const mode of MODES) checkIds(rendered.svg[mode], idPrefix(key, mode), `${diagram.file}:${diagram.line}`);
    }
  });

  test('every render is minified as `npm run diagrams` writes it', () => {
    const unminified = diagrams.flatMap((diagram) => {
      const rendered = readRendered(diagramKey(diagram.source));
      if ('missing' in rendered) return [];
      return MODES.filter((mode) => minify(rendered.svg[mode].trim()) !== rendered.svg[mode].trim()).map(
        (mode) => `${diagram.file}:${diagram.line} (${mode})`,
      );
    });
    assert.deepEqual(unminified, [], 'renders that are not minified: run `npm run diagrams -- --all`');
  });

  test('no render closes an HTML element with "/>", which HTML does not read as closed', () => {
    const selfClosed = readdirSync(RENDERED_DIR).flatMap((name) =>
      [...readFileSync(`${RENDERED_DIR}/${name}`, 'utf8').matchAll(/<(div|span|p)\b[^>]*\/>/g)].map(
        (m) => `${name}: ${m[0]}`,
      ),
    );
    assert.deepEqual(selfClosed, []);
  });

  test('no rendered file is left that no diagram uses', () => {
    const used = usedFiles(diagrams.map((d) => diagramKey(d.source)));
    const orphans = readdirSync(RENDERED_DIR).filter((name) => !used.has(join(RENDERED_DIR, name)));
    assert.deepEqual(orphans, [], 'rendered files no diagram uses: run `npm run diagrams`');
  });
});
