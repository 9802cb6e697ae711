/**
 * The accessibility helper itself: it reports a low-contrast paragraph (so the colour rule is
 * not switched off by its narrowed selector) and leaves code-block tokens to the code-colour test;
 * with a colour memory it judges each set of colour inputs once, where text shows them.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {gotoHydrated, newContext} from '../../scripts/lib/browser';
import {wcagViolations} from './axe';
import {servedSite} from '../site';

describe('wcagViolations', () => {
  const site = servedSite();

  test('reports text below 4.5:1 outside code blocks, and skips Prism tokens', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/getting-started');
    assert.deepEqual(await wcagViolations(page), [], 'the page itself passes');
    await page.evaluate(() => {
      const token = document.querySelector('.theme-code-block .token') as HTMLElement;
      token.style.color = '#ddd';
      token.style.background = '#fff';
    });
    assert.deepEqual(await wcagViolations(page, {rules: ['color-contrast']}), [], 'a code token was checked');
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.id = 'faint';
      faint.textContent = 'Faint text a reader cannot read.';
      faint.style.cssText = 'color:#bbb;background:#fff';
      document.querySelector('article')!.append(faint);
    });
    const found = await wcagViolations(page, {rules: ['color-contrast']});
    assert.equal(found.length, 1);
    assert.match(found[0]!, /^color-contrast .*#faint/);
    await context.close();
  });

  test('with a colour memory, text is judged once per set of colour inputs, and new inputs always', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    const memory = new Set<string>();
    await gotoHydrated(page, '/docs/getting-started');
    assert.deepEqual(await wcagViolations(page, {colourMemory: memory}), [], 'the page itself passes');
    assert.ok(memory.size > 0, 'the inputs judged are remembered');
    await gotoHydrated(page, '/docs/jaqpotpy/');
    await page.evaluate(() => {
      // Body text as the first page had it, made faint: new inputs.
      const paragraph = document.querySelector('article p') as HTMLElement;
      paragraph.id = 'faint';
      paragraph.style.color = '#bbb';
    });
    assert.match(
      (await wcagViolations(page, {rules: ['color-contrast'], colourMemory: memory})).join('\n'),
      /^color-contrast .*#faint/,
    );
    await page.evaluate(() => {
      // A sidebar link as the first page had it, on an ancestor made dark: new inputs too.
      const link = document.querySelector('.menu__link') as HTMLElement;
      link.id = 'dim';
      (link.closest('ul') as HTMLElement).style.backgroundColor = '#333';
    });
    assert.match(
      (await wcagViolations(page, {rules: ['color-contrast'], colourMemory: memory})).join('\n'),
      /^color-contrast .*#dim/,
    );
    assert.deepEqual(await page.locator('[data-colour-seen]').count(), 0, 'marks removed');
    // Judged once: the same inputs on the next run are not judged again.
    assert.deepEqual(await wcagViolations(page, {rules: ['color-contrast'], colourMemory: memory}), []);
    await page.evaluate(() => {
      // Faint inputs not judged yet: on hidden text first, then twice on shown text.
      for (const [id, hidden] of [
        ['faint-hidden', true],
        ['faint-1', false],
        ['faint-2', false],
      ] as const) {
        const paragraph = document.createElement('p');
        paragraph.id = id;
        paragraph.hidden = hidden;
        paragraph.textContent = 'Faint text once more.';
        paragraph.style.color = '#aaa';
        document.querySelector('article')!.append(paragraph);
      }
    });
    const repeated = (await wcagViolations(page, {rules: ['color-contrast'], colourMemory: memory})).join('\n');
    assert.match(repeated, /#faint-1/, 'shown text whose inputs hidden text has first is judged');
    assert.doesNotMatch(repeated, /#faint-2/, 'inputs that repeat on a page are judged once');
    await context.close();
  });
});
