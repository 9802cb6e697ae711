import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {gotoHydrated, newContext} from '../../scripts/lib/browser';
import {servedSite} from '../site';

describe('Copy page as Markdown', () => {
  const site = servedSite();

  it('puts the page Markdown on the clipboard', async () => {
    const context = await newContext(site, {permissions: ['clipboard-read', 'clipboard-write']});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/jaqpotpy/offline-models');
    const alternate = await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href');
    assert.equal(alternate, '/docs/jaqpotpy/offline-models.md');

    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await page.getByRole('button', {name: 'Copied as Markdown'}).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const served = await (await page.request.get('/docs/jaqpotpy/offline-models.md')).text();
    assert.equal(copied, served);
    assert.match(copied, /^# Download a model and predict offline\n/);
    await context.close();
  });

  it('sits beside the "View as Markdown" link in the same style', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/getting-started');
    const look = (name: string, role: 'button' | 'link') =>
      page.getByRole(role, {name}).evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          font: `${s.fontSize} ${s.fontWeight}`,
          colours: `${s.color} on ${s.backgroundColor}`,
          border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor} ${s.borderRadius}`,
          padding: s.padding,
          height: Math.round(el.getBoundingClientRect().height),
          decoration: s.textDecorationLine,
        };
      });
    assert.deepEqual(await look('View as Markdown', 'link'), await look('Copy page as Markdown', 'button'));
    await context.close();
  });

  it('says so when the Markdown cannot be fetched', async () => {
    const context = await newContext(site, {permissions: ['clipboard-read', 'clipboard-write']});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/getting-started');
    await page.route('**/*.md', (route) => route.fulfill({status: 503, body: 'down'}));
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await page.getByRole('button', {name: /Copy failed/}).waitFor();
    await context.close();
  });
});
