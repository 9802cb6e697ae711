/**
 * The accessibility helper itself: it reports a low-contrast paragraph (so the colour rule is
 * not switched off by its narrowed selector) and leaves code-block tokens to the code-colour test.
 */
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import {gotoHydrated, newContext, openSite, type Site} from '../../scripts/lib/browser';
import {wcagViolations} from './axe';

describe('wcagViolations', () => {
  let site: Site;
  before(async () => {
    site = await openSite();
  });
  after(async () => site?.close());

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
});
