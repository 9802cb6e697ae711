/** "Download notebook" in Chromium: on a page with a notebook, beside "Copy page"; the download is the page's notebook. */
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import {describe, it} from 'node:test';
import {join} from 'node:path';
import {buildDir, gotoHydrated, newContext} from '../../scripts/lib/browser';
import {servedSite} from '../site';

describe('Download notebook', () => {
  const site = servedSite();

  it('downloads the page as a notebook', async () => {
    const context = await newContext(site, {acceptDownloads: true});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/jaqpotpy/offline-models');
    const link = page.getByRole('link', {name: 'Download notebook'});
    assert.equal(await link.getAttribute('href'), '/docs/jaqpotpy/offline-models.ipynb');
    // Beside the copy button: the same row above the article.
    const copy = await page.getByRole('button', {name: 'Copy page as Markdown'}).boundingBox();
    const box = await link.boundingBox();
    const title = await page.locator('article h1').boundingBox();
    assert.ok(copy && box && title);
    assert.ok(
      box.y < title.y && Math.abs(box.y + box.height / 2 - (copy.y + copy.height / 2)) < copy.height,
      'not beside Copy page',
    );

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    assert.equal(download.suggestedFilename(), 'offline-models.ipynb');
    const downloaded = await readFile((await download.path())!, 'utf8');
    assert.equal(downloaded, await readFile(join(buildDir, 'jaqpotpy/offline-models.ipynb'), 'utf8'));
    const notebook = JSON.parse(downloaded);
    assert.deepEqual([notebook.nbformat, notebook.nbformat_minor], [4, 5]);
    assert.match(notebook.cells[0].source.join(''), /^%pip install jaqpotpy /);
    assert.ok(notebook.cells.some((cell: {source: string[]}) => cell.source.join('').startsWith('from jaqpotpy')));
    await context.close();
  });

  it('is not on a page without a notebook', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/jaqpot-api/manage-models');
    await page.getByRole('button', {name: 'Copy page as Markdown'}).waitFor();
    assert.equal(await page.getByRole('link', {name: 'Download notebook'}).count(), 0);
    await context.close();
  });
});
