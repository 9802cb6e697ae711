/**
 * A page with diagrams in the browser: the diagrams come drawn in its HTML (visible with
 * JavaScript off), the page loads no Mermaid code, the colour mode shows its own render, and
 * the page's Markdown copy gives the diagrams back as ```mermaid blocks.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {buildDir, gotoHydrated, newContext, servedFileText, settle, watchPage} from '../../scripts/lib/browser';
import {docDiagrams} from '../../plugins/diagrams/sources';
import {servedSite} from '../site';

const PAGE = '/docs/jaqpot-api/documentation/prediction-workflow';
const SOURCE_FILE = 'docs/jaqpot-api/documentation/prediction-workflow.mdx';
/** An error message of Mermaid's diagram detector: in its code, in no diagram it draws. */
const MERMAID_CODE = 'No diagram type detected';

/** The id of the displayed SVG of each diagram on the page, and the text it shows. */
function shownDiagrams(page: Page) {
  return page.locator('.jaqpot-diagram').evaluateAll((figures) =>
    figures.map((figure) => {
      const shown = Array.from(figure.querySelectorAll('svg')).filter((svg) => svg.getBoundingClientRect().width > 0);
      const labels = shown.flatMap((svg) => Array.from(svg.querySelectorAll('text, foreignObject')));
      return {ids: shown.map((svg) => svg.id), text: labels.map((label) => label.textContent ?? '').join(' ')};
    }),
  );
}

describe('diagrams on a page', () => {
  const site = servedSite();

  test('the page loads no Mermaid code', async () => {
    assert.ok(
      readFileSync('node_modules/mermaid/dist/mermaid.min.js', 'utf8').includes(MERMAID_CODE),
      `Mermaid's code no longer holds "${MERMAID_CODE}": pick another string of it`,
    );
    const context = await newContext(site);
    const page = await context.newPage();
    const watch = watchPage(page, site.origin);
    await gotoHydrated(page, PAGE);
    await settle(page);
    assert.ok(watch.scripts.length > 0, 'the page loaded no script at all: the check proves nothing');
    const withMermaid = watch.scripts.filter((script) => servedFileText(script).includes(MERMAID_CODE));
    assert.deepEqual(withMermaid, [], 'scripts holding Mermaid');
    await context.close();
  });

  test('the diagrams are drawn in the HTML, before any script runs', async () => {
    const context = await newContext(site, {javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(PAGE);
    const diagrams = await shownDiagrams(page);
    assert.equal(diagrams.length, docDiagrams(process.cwd()).filter((d) => d.file === SOURCE_FILE).length);
    for (const diagram of diagrams) {
      assert.equal(diagram.ids.length, 1, 'one SVG shown per diagram');
      assert.match(diagram.ids[0]!, /-light-/, 'without a colour mode, the light render');
    }
    assert.match(diagrams.map((d) => d.text).join(' '), /Prediction service[\s\S]*EXECUTING/);
    await context.close();
  });

  test('light mode shows the light render, dark mode the dark one', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    await gotoHydrated(page, PAGE);
    const light = await shownDiagrams(page);
    assert.ok(
      light.length >= 2 && light.every((d) => d.ids.length === 1 && /-light-/.test(d.ids[0]!)),
      JSON.stringify(light),
    );
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    const dark = await shownDiagrams(page);
    assert.ok(
      dark.every((d) => d.ids.length === 1 && /-dark-/.test(d.ids[0]!)),
      JSON.stringify(dark),
    );
    assert.deepEqual(
      dark.map((d) => d.text),
      light.map((d) => d.text),
      'both renders show the same text',
    );
    await context.close();
  });

  test("the page's Markdown copy holds each diagram as a ```mermaid block", () => {
    const markdown = readFileSync(join(buildDir, 'jaqpot-api/documentation/prediction-workflow.md'), 'utf8');
    const blocks = [...markdown.matchAll(/^```mermaid\n([\s\S]*?)\n```$/gm)].map((m) => m[1]);
    const sources = docDiagrams(process.cwd())
      .filter((d) => d.file === SOURCE_FILE)
      .map((d) => d.source);
    assert.deepEqual(blocks, sources);
  });
});
