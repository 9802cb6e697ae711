/**
 * The not-found page: "Page Not Found | Jaqpot" in the tab, no canonical link or og:url (it
 * is not a page to index), and a way on: a search form that goes to the search page, and
 * links to the introduction and getting started. The static facts are read from the built
 * 404.html; the browser checks what stays true once the scripts run.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {parseHtml} from '../../plugins/built-pages/tree';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import {wcagViolations} from '../pages/axe';
import {buildDir, gotoHydrated, newContext, settle, watchPage} from '../../scripts/lib/browser';
import {servedSite} from '../site';

const TITLE = 'Page Not Found | Jaqpot';
/** Chromium's console line for the document's own 404 status: expected here, and the only one. */
const DOCUMENT_404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

describe('not-found page, as built', () => {
  const tree = parseHtml(readFileSync(join(buildDir, '404.html'), 'utf8'));

  test('its title is "Page Not Found | Jaqpot"', () => {
    assert.equal(toText(select('title', tree)!), TITLE);
  });

  test('it names no canonical URL, og:url or language alternates', () => {
    assert.deepEqual(
      selectAll('link[rel=canonical], meta[property="og:url"], link[rel=alternate][hreflang]', tree).map(
        (el) => el.properties,
      ),
      [],
    );
  });

  test('it offers a search form to the search page and links to the introduction and getting started', () => {
    const form = select('form[role=search]', tree);
    assert.ok(form, 'no search form');
    assert.equal(form.properties.action, '/docs/search');
    assert.ok(select('input[name=q]', form), 'the form has no q field');
    const hrefs = selectAll('a[href]', tree).map((a) => a.properties.href);
    assert.ok(hrefs.includes('/docs/'), 'no link to the introduction');
    assert.ok(hrefs.includes('/docs/getting-started'), 'no link to getting started');
  });
});

describe('not-found page, in the browser', () => {
  const site = servedSite();

  test('title and head stay right after hydration, no WCAG violations, the search form shows results', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    const watch = watchPage(page, site.origin);
    const response = await gotoHydrated(page, '/docs/jaqpotpy/no-such-guide');
    assert.equal(response?.status(), 404);
    await settle(page);
    assert.equal(await page.title(), TITLE);
    assert.equal(await page.locator('link[rel="canonical"], meta[property="og:url"]').count(), 0);
    // Not a route, so the sweep's accessibility check does not reach it.
    assert.deepEqual(await wcagViolations(page), []);
    const main = page.getByRole('main');
    assert.equal((await main.locator('h1').innerText()).trim(), 'Page Not Found');
    const wayOn = page.getByRole('navigation', {name: 'Find the page'});
    assert.equal(await wayOn.getByRole('link', {name: 'Introduction'}).getAttribute('href'), '/docs/');
    assert.equal(
      await wayOn.getByRole('link', {name: 'Getting started'}).getAttribute('href'),
      '/docs/getting-started',
    );
    await wayOn.getByRole('searchbox', {name: 'Search the docs'}).fill('docker');
    await wayOn.getByRole('button', {name: 'Search'}).click();
    await page.waitForURL((url) => url.pathname === '/docs/search' && url.searchParams.get('q') === 'docker');
    await page.locator('main ol > li').first().waitFor();
    assert.deepEqual(watch.pageErrors, []);
    assert.deepEqual(watch.consoleErrors, [DOCUMENT_404]);
    assert.deepEqual(watch.failedRequests, []);
    await context.close();
  });
});
