/** The search modal in Chromium, on the production build. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {BrowserContext, Page, Route} from 'playwright-core';
import {servedFileText, gotoHydrated, newContext, settle, watchPage, type Site} from '../../scripts/lib/browser';
import {wcagViolations} from '../pages/axe';
import {
  builtIndex,
  expectedCount,
  indexWithHostileText,
  poisonedStoredHits,
  questionReorderedByMeaning,
  serveIndex,
  textOnlyWord,
  XSS_URL,
} from './helpers';
import {servedSite} from '../site';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

async function openOn(site: Site, path = '/docs/getting-started'): Promise<{context: BrowserContext; page: Page}> {
  const context = await newContext(site);
  const page = await context.newPage();
  await gotoHydrated(page, path);
  return {context, page};
}

async function openModal(page: Page) {
  await page.locator('.DocSearch-Button').click();
  await modal(page).waitFor();
}

/** Types like a reader, one key at a time, and waits for the results of the last key. */
async function typeQuery(page: Page, text: string) {
  await input(page).pressSequentially(text, {delay: 20});
}

describe('search modal', {concurrency: 3}, () => {
  const site = servedSite();

  test('loads nothing for search with the page; the modal code and index load on hover', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await gotoHydrated(page, '/docs/getting-started');
    // Everything the page does by itself is done: hydrated, network quiet, main thread idle.
    await settle(page);
    assert.ok(!requested.some((u) => u.includes('search/index.json')), 'no index fetch before interest');
    // Nor the modal's strings: the button's label is all the page's own scripts carry.
    const pageScripts = requested.filter((u) => new URL(u).pathname.endsWith('.js')).map((u) => new URL(u).pathname);
    assert.ok(pageScripts.length > 0);
    const withModalText = pageScripts.filter((path) => servedFileText(path).includes('theme.SearchModal.'));
    assert.deepEqual(withModalText, [], "the modal's translations load with the page");
    const first = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    assert.ok(!first.some((u) => u.includes('search/index.json')));
    const index = page.waitForRequest((r) => r.url().endsWith('/docs/search/index.json'));
    await page.locator('.DocSearch-Button').hover();
    await index;
    await context.close();
  });

  test('Ctrl or Cmd pressed alone starts the index download; not while text is selected', async () => {
    const {context, page} = await openOn(site);
    await settle(page);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    // Ctrl+C on a selection: a copy, not a search.
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('article p')!);
      window.getSelection()!.addRange(range);
    });
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Meta');
    await settle(page);
    assert.ok(!requested.some((u) => u.includes('search/index.json')), 'the index loads for a copy');
    await page.evaluate(() => window.getSelection()!.removeAllRanges());
    const index = page.waitForRequest((r) => r.url().endsWith('/docs/search/index.json'));
    await page.keyboard.down('Control');
    await index;
    await page.keyboard.up('Control');
    await context.close();
  });

  test('the page prefetches no links in view while the search loads, and does once the whole index is in', async () => {
    const {context, page} = await openOn(site);
    // The page's own prefetches are done.
    await settle(page);
    let releaseIndex = () => {};
    const indexHeld = new Promise<void>((resolve) => (releaseIndex = resolve));
    await page.route('**/docs/search/index.json', async (route) => {
      await indexHeld;
      await route.continue();
    });
    const prefetchLinks = () => page.locator('link[rel="prefetch"]').count();
    const before = await prefetchLinks();
    await openModal(page);
    // A link that comes into view now (a page the intro does not link to): the theme asks to prefetch it.
    assert.equal(
      await page.evaluate(() =>
        (window as unknown as {docusaurus: {prefetch: (path: string) => boolean}}).docusaurus.prefetch(
          '/docs/jaqpot-api/documentation/swagger',
        ),
      ),
      true,
    );
    // Two idle periods: the prefetch queue had its turn.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));
    assert.equal(await prefetchLinks(), before, 'a route was prefetched while the search index loaded');
    releaseIndex();
    await typeQuery(page, 'model');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.locator('[data-search-index="complete"]').waitFor({state: 'attached'});
    await page.waitForFunction((count) => document.querySelectorAll('link[rel="prefetch"]').length > count, before);
    await context.close();
  });

  test("once the piece table is in after the text, a question's first page is the one closest in meaning", async () => {
    const {question, first} = questionReorderedByMeaning();
    const {context, page} = await openOn(site);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await openModal(page);
    await typeQuery(page, 'model');
    await page.locator('[data-search-vectors="ready"]').waitFor({state: 'attached'});
    const text = requested.indexOf('/docs/search/text.json');
    const pieces = requested.indexOf('/docs/search/pieces.bin');
    assert.ok(text >= 0 && pieces > text, `the table after the text: ${requested.join(', ')}`);
    await input(page).fill('');
    await typeQuery(page, question);
    // The first hit of the last key's answer: its page is the one the engine with the vectors puts first.
    await page.waitForFunction(
      ([expected, typed]) => {
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
        const href = document.querySelector('.DocSearch-Hit > a')?.getAttribute('href');
        return input?.value === typed && href && new URL(href, location.href).pathname.replace(/\/$/, '') === expected;
      },
      [first.replace(/\/$/, ''), question] as const,
    );
    await context.close();
  });

  test("the engine comes in one script: the modal's own code does not repeat it", async () => {
    const {context, page} = await openOn(site);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await openModal(page);
    await typeQuery(page, 'model');
    await page.locator('.DocSearch-Hit').first().waitFor();
    // A message of the index reader (read-index.ts): a string the minifier keeps.
    const withEngine = scripts.filter((path) => servedFileText(path).includes('Unsupported search index'));
    assert.equal(withEngine.length, 1, `the engine in ${withEngine.join(', ')}`);
    await context.close();
  });

  test("a click asks for the engine's script first, then the modal's, both at high priority", async () => {
    const context = await newContext(site);
    // The bundler's runtime removes a chunk's script element once it has run: note each as it is added.
    await context.addInitScript(() => {
      const added: Record<string, string | null> = {};
      (window as unknown as {scriptPriorities: typeof added}).scriptPriorities = added;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes))
            if (node instanceof HTMLScriptElement && node.src)
              added[new URL(node.src).pathname] = node.getAttribute('fetchpriority');
      }).observe(document, {childList: true, subtree: true});
    });
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/getting-started');
    await settle(page);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await openModal(page);
    const holding = (text: string) => scripts.findIndex((path) => servedFileText(path).includes(text));
    // A message of the index reader (read-index.ts), and a class of DocSearch's modal.
    const [engine, docsearch] = [holding('Unsupported search index'), holding('DocSearch-Modal')];
    assert.ok(engine >= 0 && docsearch >= 0, scripts.join(' '));
    assert.ok(engine < docsearch, `the engine's script after the modal's: ${scripts.join(' ')}`);
    const priorities = await page.evaluate(
      (paths) =>
        paths.map((path) => (window as unknown as {scriptPriorities: Record<string, string>}).scriptPriorities[path]),
      [scripts[engine]!, scripts[docsearch]!],
    );
    assert.deepEqual(priorities, ['high', 'high']);
    await context.close();
  });

  test("the modal has DocSearch's styles: a fixed overlay over the whole page", async () => {
    const {context, page} = await openOn(site);
    await openModal(page);
    const box = await page.locator('.DocSearch-Container').evaluate((el) => {
      const style = getComputedStyle(el);
      return {position: style.position, width: el.getBoundingClientRect().width, viewport: window.innerWidth};
    });
    assert.equal(box.position, 'fixed');
    assert.equal(box.width, box.viewport);
    await context.close();
  });

  test('Ctrl+K and Meta+K open it, "/" opens it outside text fields only, Escape closes it', async () => {
    const {context, page} = await openOn(site);
    for (const combo of ['Control+k', 'Meta+k']) {
      await page.keyboard.press(combo);
      await modal(page).waitFor();
      assert.equal(await input(page).evaluate((el) => el === document.activeElement), true, 'input focused');
      await page.keyboard.press('Escape');
      await modal(page).waitFor({state: 'detached'});
    }
    // Closing focuses the button again; "/" is a shortcut from the page, not from a control.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await modal(page).waitFor();
    assert.equal(await input(page).inputValue(), '', '"/" opens without typing itself');
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});
    assert.equal(
      await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Button')),
      true,
      'focus back on the button',
    );
    // Only text fields keep "/": a focused button (the colour toggle) does not.
    await page.locator('button[aria-label*="dark and light mode"]').first().focus();
    await page.keyboard.press('/');
    await modal(page).waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'other-field';
      document.body.append(field);
    });
    await page.locator('#other-field').focus();
    await page.keyboard.press('/');
    // The key has been handled, and whatever it started has run.
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#other-field')?.value === '/');
    await settle(page, {quietMs: 300});
    assert.equal(await modal(page).count(), 0, '"/" in a text field types a slash');
    assert.equal(await page.locator('#other-field').inputValue(), '/');
    await context.close();
  });

  test('a key typed on the focused button becomes the query; placeholder, clear button, footer hints', async () => {
    const {context, page} = await openOn(site);
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('d');
    await modal(page).waitFor();
    assert.equal(await input(page).inputValue(), 'd');
    assert.equal(await input(page).getAttribute('placeholder'), 'Search docs');
    await typeQuery(page, 'ocker');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.locator('.DocSearch-Reset').click();
    assert.equal(await input(page).inputValue(), '');
    // The offline search names no third party.
    assert.equal(
      await modal(page).locator('a[href*="algolia.com"], .DocSearch-Logo').count(),
      0,
      'no "Powered by Algolia"',
    );
    const hints = await page.locator('.DocSearch-Commands').innerText();
    assert.match(hints, /Select/);
    assert.match(hints, /Navigate/);
    assert.match(hints, /Close/);
    await context.close();
  });

  test('input takes at most 64 characters; selected page text becomes the query, cut to 64', async () => {
    const {context, page} = await openOn(site);
    await openModal(page);
    await input(page).pressSequentially('x'.repeat(80));
    assert.equal((await input(page).inputValue()).length, 64);
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});
    const selected = await page.evaluate(() => {
      const p = Array.from(document.querySelectorAll('article p')).find((el) => (el.textContent ?? '').length > 80)!;
      getSelection()!.selectAllChildren(p);
      return getSelection()!.toString().trim();
    });
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    assert.equal(await input(page).inputValue(), selected.slice(0, 64));
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});

    // A selection whose 64th UTF-16 unit is half of an emoji: cut between characters, no crash.
    const watch = watchPage(page, site.origin);
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.id = 'emoji-selection';
      p.textContent = `${'a'.repeat(63)}\u{1F600}${'b'.repeat(20)}`;
      document.querySelector('article')!.append(p);
      getSelection()!.selectAllChildren(p);
    });
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    await page.locator('.DocSearch-NoResults, .DocSearch-Hit').first().waitFor();
    assert.equal(await input(page).inputValue(), `${'a'.repeat(63)}\u{1F600}`);
    assert.deepEqual(watch.pageErrors, []);
    await context.close();
  });

  test('groups results by section with at most 5 per group, and "See all" shows the true count', async () => {
    const {context, page} = await openOn(site);
    await openModal(page);
    await typeQuery(page, 'deploy');
    const footer = page.locator('.DocSearch-HitsFooter a');
    const expected = expectedCount('deploy');
    await page.waitForFunction(
      (n) => document.querySelector('.DocSearch-HitsFooter a')?.textContent === `See all ${n} results`,
      expected,
    );
    assert.ok(expected > 20, `a broad query (${expected} results)`);
    const groups = await page.locator('.DocSearch-Hits').evaluateAll((sections) =>
      sections.map((s) => ({
        source: s.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
        hits: s.querySelectorAll('.DocSearch-Hit').length,
      })),
    );
    assert.ok(groups.length >= 2, JSON.stringify(groups));
    for (const g of groups) assert.ok(g.hits >= 1 && g.hits <= 5, JSON.stringify(g));
    assert.equal(new Set(groups.map((g) => g.source)).size, groups.length, 'one group per section');
    await footer.click();
    await page.waitForURL(/\/docs\/search\?q=deploy$/);
    await context.close();
  });

  test('arrow keys and Enter open a hit; the search is kept in recent searches; favorites', async () => {
    const {context, page} = await openOn(site);
    await openModal(page);
    await typeQuery(page, 'SklearnModel');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    assert.equal(await page.locator('.DocSearch-Hit a[aria-selected="true"]').count(), 1);
    // The link itself is the selected option (see promoteHitLinks).
    const target = await page.locator('.DocSearch-Hit > a[role="option"][aria-selected="true"]').getAttribute('href');
    assert.ok(target?.startsWith('/docs/'), `hit target ${target}`);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => `${u.pathname}${u.hash}` === target);
    await modal(page).waitFor({state: 'detached'});
    const stored = await page.evaluate(() =>
      Object.entries(localStorage).filter(([k]) => k.startsWith('__DOCSEARCH_RECENT_SEARCHES__')),
    );
    assert.equal(stored.length, 1);
    const recent = JSON.parse(stored[0]![1]) as Array<{url: string}>;
    assert.equal(recent.length, 1);
    await openModal(page);
    await page.locator('.DocSearch-Hit').first().waitFor();
    assert.equal(await page.locator('.DocSearch-Hit-source').first().innerText(), 'Recent');
    await page.locator('.DocSearch-Hit-action-button[title="Save this search"]').first().click();
    await page.waitForFunction(() =>
      Object.keys(localStorage).some(
        (k) => k.startsWith('__DOCSEARCH_FAVORITE_SEARCHES__') && localStorage.getItem(k) !== '[]',
      ),
    );
    assert.equal(await page.locator('.DocSearch-Hit-source').first().innerText(), 'Favorite');
    await context.close();
  });

  test('hits are real links and the options of the listbox; the input points at the active one', async () => {
    const {context, page} = await openOn(site);
    await openModal(page);
    await typeQuery(page, 'deploy');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('li.DocSearch-Hit[role="option"]'));
    const links = await page.locator('.DocSearch-Hit > a').evaluateAll((as) =>
      as.map((a) => ({
        href: a.getAttribute('href'),
        role: a.getAttribute('role'),
        li: a.parentElement!.getAttribute('role'),
        id: a.id,
      })),
    );
    assert.ok(links.length > 1);
    for (const l of links) {
      assert.match(l.href ?? '', /^\/docs\//, JSON.stringify(l));
      assert.equal(l.role, 'option');
      assert.equal(l.li, 'none');
    }
    await page.keyboard.press('ArrowDown');
    // The link takes the option's state when the list renders, a moment after the key.
    const activeLink = `(() => {
      const id = document.querySelector('.DocSearch-Input')?.getAttribute('aria-activedescendant');
      const el = id ? document.getElementById(id) : null;
      return el ? el.tagName + ' ' + el.getAttribute('aria-selected') : 'none';
    })()`;
    await page.waitForFunction(`${activeLink} === 'A true'`, undefined, {timeout: 5000}).catch(() => undefined);
    assert.equal(await page.evaluate(activeLink), 'A true');
    // A plain click follows the link through the router (no full page load).
    await page.evaluate(() => ((window as {__sameDocument?: boolean}).__sameDocument = true));
    const href = await page.locator('.DocSearch-Hit > a').first().getAttribute('href');
    await page.locator('.DocSearch-Hit > a').first().click();
    await page.waitForURL((u) => `${u.pathname}${u.hash}` === href);
    await modal(page).waitFor({state: 'detached'});
    assert.equal(await page.evaluate(() => (window as {__sameDocument?: boolean}).__sameDocument), true);
    await context.close();
  });

  test('the body text arriving completes the results, keeps what was typed, and never reorders a list being moved through', async () => {
    const context = await newContext(site);
    // The body text of the index waits until the test lets it through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/search/text.json', async (route) => {
      await held;
      await route.continue();
    });
    const hrefs = (page: Page) =>
      page.locator('.DocSearch-Hit > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const shownOn = async (page: Page) => {
      await gotoHydrated(page, '/docs/getting-started');
      await openModal(page);
      await typeQuery(page, 'deploy');
      await page.locator('.DocSearch-Hit').first().waitFor();
      assert.equal(
        await modal(page).evaluate((el) => el.closest<HTMLElement>('[data-search-index]')?.dataset.searchIndex),
        'head',
      );
      return hrefs(page);
    };
    const reading = await context.newPage();
    const moving = await context.newPage();
    const typing = await context.newPage();
    const fromHead = await shownOn(reading);
    assert.deepEqual(await shownOn(moving), fromHead);
    await gotoHydrated(typing, '/docs/getting-started');
    await openModal(typing);
    await typeQuery(typing, 'zen');
    await moving.keyboard.press('ArrowDown');
    release();
    for (const page of [reading, moving, typing])
      await page.locator('[data-search-index="complete"]').waitFor({state: 'attached'});
    const complete = await hrefs(reading);
    assert.notDeepEqual(
      complete,
      fromHead,
      'the whole index ranks "deploy" differently from titles and headings alone',
    );
    assert.deepEqual(await hrefs(moving), fromHead, 'the list under the selection stays as it was');
    // What the reader typed stays through the text coming in, and the next key adds to it (the modal
    // once re-rendered then, and DocSearch made a new, empty autocomplete that emptied the input).
    for (const [page, typed] of [
      [typing, 'zen'],
      [reading, 'deploy'],
    ] as const) {
      await settle(page, {network: false, quietMs: 300});
      assert.equal(await input(page).inputValue(), typed);
      await input(page).press('s');
      assert.equal(await input(page).inputValue(), `${typed}s`);
    }
    await context.close();
  });

  test('Ctrl+Enter opens the hit in a new tab and Shift+Enter in a new window', async () => {
    const {context, page} = await openOn(site);
    for (const combo of ['Control+Enter', 'Shift+Enter']) {
      await openModal(page);
      await typeQuery(page, 'SklearnModel');
      const selected = page.locator('.DocSearch-Hit > a[aria-selected="true"]');
      await selected.waitFor();
      const href = await selected.getAttribute('href');
      const opened = context.waitForEvent('page');
      await page.keyboard.press(combo);
      const other = await opened;
      await other.waitForURL((u) => `${u.pathname}${u.hash}` === href);
      assert.equal(new URL(page.url()).pathname, '/docs/getting-started', `${combo}: this tab stays`);
      await other.close();
      if (await modal(page).count()) {
        await page.keyboard.press('Escape');
        await modal(page).waitFor({state: 'detached'});
      }
      await page.keyboard.press('Escape'); // clears the kept query
    }
    await context.close();
  });

  test('keys typed while the modal opens all land; Escape keeps the query, selected; a second Escape clears it', async () => {
    const {context, page} = await openOn(site);
    /** The input's text once the modal's effects have run (or what it is after 5 s). */
    const settledInput = async (text: string) => {
      await page
        .waitForFunction((t) => document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value === t, text, {
          timeout: 5000,
        })
        .catch(() => undefined);
      return input(page).inputValue();
    };
    // The modal's code comes late, as on a phone network: the reader types before its input shows.
    // Its chunks are held until the keys are typed.
    const held: Route[] = [];
    let holding = true;
    await page.route('**/assets/js/**', (route) => (holding ? void held.push(route) : route.continue()));
    await page.keyboard.press('Control+k');
    await page.keyboard.type('docker');
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await modal(page).waitFor();
    assert.equal(await settledInput('docker'), 'docker', 'no key lost while the modal loaded');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    assert.equal(await input(page).inputValue(), 'docker', 'kept after one Escape');
    // Selected, so the next query replaces it rather than adding to it.
    await page.waitForFunction(() => {
      const field = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      return field?.selectionStart === 0 && field.selectionEnd === field.value.length;
    });
    await page.keyboard.type('api key');
    assert.equal(await input(page).inputValue(), 'api key');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    assert.equal(await input(page).inputValue(), '', 'cleared by the second Escape');
    await context.close();
  });

  test('no results: the screen names the query, suggests searches and links to report it', async () => {
    const {context, page} = await openOn(site);
    await openModal(page);
    await typeQuery(page, 'model');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await input(page).fill('');
    await typeQuery(page, 'qqzzxx');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    assert.match(await screen.innerText(), /No results for "qqzzxx"/);
    assert.doesNotMatch(await screen.innerText(), /No results found/);
    const suggestions = screen.locator('.DocSearch-NoResults-Prefill-List li button');
    await suggestions.first().waitFor();
    const count = await suggestions.count();
    assert.ok(count >= 1 && count <= 3, `${count} suggestions`);
    assert.match(await screen.innerText(), /Try searching for/);
    // The screen's additions render into the modal: what the reader types next still adds to the query.
    await typeQuery(page, 'y');
    assert.equal(await input(page).inputValue(), 'qqzzxxy');
    await screen.getByText('No results for "qqzzxxy"').waitFor();
    const first = await suggestions.first().innerText();
    await suggestions.first().click();
    assert.equal(await input(page).inputValue(), `${first.toLowerCase()} `);
    await page.locator('.DocSearch-Hit').first().waitFor();
    await input(page).fill('qqzzxx');
    await screen.waitFor();
    const report = screen.getByRole('link', {name: 'Let us know.'});
    assert.match((await report.getAttribute('href')) ?? '', /\/issues\/new\?title=.*qqzzxx/);
    await context.close();
  });

  test('error screen when the index cannot be fetched; stalled state while it is slow', async () => {
    const {context, page} = await openOn(site);
    await page.route('**/search/index.json', (route) => route.abort('connectionrefused'));
    await openModal(page);
    await typeQuery(page, 'model');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await screen.waitFor();
    assert.match(await screen.innerText(), /Unable to fetch results/);
    assert.match(await screen.innerText(), /You might want to check your network connection\./);
    // The error screen alone: no "No results" under it, no invitation to report a missing result.
    assert.equal(
      await page.locator('.DocSearch-NoResults').filter({visible: true}).count(),
      0,
      'no "No results" screen',
    );
    assert.equal(await page.getByText('Let us know').filter({visible: true}).count(), 0);
    await context.close();

    const slow = await openOn(site);
    const {builtIndex} = await import('./helpers');
    const built = builtIndex();
    // The index answers only once the stalled state has been seen.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await serveIndex(slow.page, {head: JSON.stringify(built.head), text: JSON.stringify(built.text)}, answered);
    await openModal(slow.page);
    // While the index loads, the stalled state shows, never "No results".
    await slow.page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('.DocSearch-NoResults')) (window as {__noResults?: boolean}).__noResults = true;
      }).observe(document.body, {childList: true, subtree: true});
    });
    await input(slow.page).pressSequentially('model');
    await slow.page.locator('.DocSearch-Container--Stalled').waitFor();
    answer();
    await slow.page.locator('.DocSearch-Hit').first().waitFor();
    assert.equal(
      await slow.page.evaluate(() => (window as {__noResults?: boolean}).__noResults ?? false),
      false,
      '"No results" shown while loading',
    );
    await slow.context.close();
  });

  test('on a phone, Back closes the open modal and leaves the page where it was', async () => {
    const context = await newContext(site, {viewport: {width: 400, height: 800}});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/');
    await gotoHydrated(page, '/docs/getting-started');
    await openModal(page);
    await page.goBack();
    await modal(page).waitFor({state: 'detached'});
    assert.equal(new URL(page.url()).pathname, '/docs/getting-started', 'the page underneath stays');
    assert.equal(
      await page.evaluate(() => document.body.classList.contains('DocSearch--active')),
      false,
      'scrolling unlocked',
    );
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/docs/', {timeout: 5000});
    await context.close();
  });

  test('XSS: markup in queries and indexed text stays text; nothing runs', async () => {
    const {context, page} = await openOn(site);
    await serveIndex(page, indexWithHostileText());
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await openModal(page);
    await typeQuery(page, 'Zebracorn');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const html = await modal(page).innerHTML();
    assert.ok(!/<img[^>]+src="x"/.test(html), 'no img element from the text');
    assert.ok(!/<script>window/.test(html), 'no script element from the text');
    assert.ok(html.includes('&lt;img src=x onerror='), 'markup shows as text');
    const hrefs = await modal(page)
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    assert.ok(!hrefs.some((h) => h.trim().toLowerCase().startsWith('javascript:')), hrefs.join(' '));
    await input(page).fill('');
    await input(page).fill(`<img src=x onerror="window.__xss=9"> ${XSS_URL}`.slice(0, 64));
    await page.locator('.DocSearch-NoResults, .DocSearch-Hit').first().waitFor();
    assert.equal(await page.evaluate(() => (window as {__xss?: number}).__xss), undefined);
    assert.deepEqual(dialogs, []);
    await context.close();
  });

  test('stored recent and favourite searches show as text, whatever markup they hold', async () => {
    const {context, page} = await openOn(site);
    await page.evaluate(() => {
      const w = window as unknown as {__ran: (n: number) => void; __ranList: number[]};
      w.__ranList = [];
      w.__ran = (n) => w.__ranList.push(n);
    });
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const hits = poisonedStoredHits(site.origin);
    assert.equal(hits.length, 48);
    // DocSearch shows 10 favourites and 4 recent searches: 14 stored hits an opening.
    for (let i = 0; i < hits.length; i += 14) {
      const batch = hits.slice(i, i + 14);
      await page.evaluate(
        ([favourites, recent]) => {
          localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__jaqpot', JSON.stringify(favourites));
          localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__jaqpot', JSON.stringify(recent));
        },
        [batch.slice(0, 10), batch.slice(10)],
      );
      await openModal(page);
      await page.locator('.DocSearch-Hit').first().waitFor();
      // Images fail, animations start, fields take focus: what would run has run.
      await settle(page, {quietMs: 300});
      const found = await page.evaluate(() => {
        const root = document.querySelector('.DocSearch-Modal')!;
        const all = Array.from(root.querySelectorAll('*'));
        return {
          shown: root.querySelectorAll('.DocSearch-Hit').length,
          handlers: all.filter((el) => Array.from(el.attributes).some((a) => /^on/i.test(a.name))).length,
          elements: root.querySelectorAll(
            'script, iframe, object, embed, img, video, audio, style, form:not(.DocSearch-Form), input:not(.DocSearch-Input)',
          ).length,
          scriptUrls: all.filter((el) =>
            ['href', 'src', 'data', 'formaction'].some((a) => /^\s*javascript:/i.test(el.getAttribute(a) ?? '')),
          ).length,
        };
      });
      assert.deepEqual(found, {shown: batch.length, handlers: 0, elements: 0, scriptUrls: 0}, `stored hits ${i}…`);
      await page.keyboard.press('Escape');
      await modal(page).waitFor({state: 'detached'});
    }
    const ran = await page.evaluate(() => (window as unknown as {__ranList: number[]}).__ranList);
    assert.deepEqual(ran, [], `payloads that ran: ${ran.join(', ')}`);
    assert.equal(dialogs, 0);
    await context.close();
  });

  test('closing the modal never cuts short a navigation that starts right after', async () => {
    const {context, page} = await openOn(site);
    // Escape, then a click in the next task: after the modal's step back over its history entry
    // has started, before it lands. A link of the site (the router) and a file (a new document).
    for (const [to, selector] of [
      ['/docs/', 'nav a.menu__link[href="/docs/"]'],
      ['/docs/llms.txt', ''],
    ] as const) {
      await openModal(page);
      await page.evaluate(
        ([href, existing]) => {
          window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
          setTimeout(() => {
            const link =
              (existing && document.querySelector<HTMLAnchorElement>(existing)) ||
              document.body.appendChild(Object.assign(document.createElement('a'), {href, textContent: 'go'}));
            link.click();
          }, 0);
        },
        [to, selector],
      );
      await page.waitForURL((url) => url.pathname === to);
      if (to === '/docs/') {
        await settle(page, {quietMs: 300});
        assert.equal(new URL(page.url()).pathname, to, `the navigation to ${to} stays`);
        assert.equal(await page.locator('h1').first().innerText(), 'Introduction');
      } else {
        await page.waitForLoadState('load');
        assert.equal(new URL(page.url()).pathname, to);
      }
    }
    await context.close();
  });

  test('a tab opened before a deploy searches the new body text: it loads the new index whole', async () => {
    const {context, page} = await openOn(site);
    const watch = watchPage(page, site.origin);
    const built = builtIndex();
    const word = textOnlyWord();
    // The deploy: the head this tab fetched first is the old build's; from then on the server has a new one.
    let heads = 0;
    await page.route('**/search/index.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify(heads++ === 0 ? built.head : {...built.head, build: 'new-build'}),
      }),
    );
    await page.route('**/search/text.json', (route) =>
      route.fulfill({contentType: 'application/json', body: JSON.stringify({...built.text, build: 'new-build'})}),
    );
    await openModal(page);
    await typeQuery(page, word);
    await page.locator('.DocSearch-Hit').first().waitFor();
    assert.equal(heads, 2, 'the new head was fetched');
    assert.deepEqual(watch.pageErrors, []);
    assert.deepEqual(watch.consoleErrors, []);
    await context.close();
  });

  test('without its body text the modal says so, and still answers from titles and headings', async () => {
    const {context, page} = await openOn(site);
    await page.route('**/search/text.json', (route) => route.fulfill({status: 404, body: 'gone'}));
    await openModal(page);
    await typeQuery(page, textOnlyWord());
    const notice = page.getByRole('status').filter({hasText: 'Part of the search index could not be loaded'});
    await notice.waitFor();
    assert.equal(await page.locator('.DocSearch-ErrorScreen').count(), 0, 'titles and headings still answer');
    await input(page).fill('');
    await typeQuery(page, 'docker');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await context.close();
  });

  test('searching requests no outside host', async () => {
    const {context, page} = await openOn(site);
    const watch = watchPage(page, site.origin);
    await openModal(page);
    await typeQuery(page, 'deploy model');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(watch.outsideRequests, []);
    assert.deepEqual(watch.pageErrors, []);
    assert.deepEqual(watch.consoleErrors, []);
    await context.close();
  });

  test('on a phone, titles come whole and no text runs past its hit', async () => {
    const context = await newContext(site, {viewport: {width: 400, height: 850}});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/getting-started');
    await openModal(page);
    for (const query of ['predict', 'curl']) {
      await input(page).fill('');
      await typeQuery(page, query);
      await page.locator('.DocSearch-Hit').first().waitFor();
      const cut = await page
        .locator('.DocSearch-Hit-title, .DocSearch-Hit-path')
        .evaluateAll((texts) => texts.filter((t) => t.scrollWidth > t.clientWidth + 1).map((t) => t.textContent ?? ''));
      assert.deepEqual(cut, [], `text cut at the edge of its hit for "${query}"`);
    }
    await input(page).fill('');
    await typeQuery(page, 'predict new molecules');
    await page.locator('.DocSearch-Hit-title', {hasText: /^Step 4: Predict for new molecules$/}).waitFor();
    await context.close();
  });

  /** Screens of the open modal: what to type, and what shows once it is there. */
  const SCREENS = [
    {name: 'the open modal with results', query: 'model', shown: '.DocSearch-Hit'},
    {name: 'the no-results screen', query: 'qqzzxxv', shown: '.DocSearch-NoResults a:text("Let us know")'},
  ];
  for (const mode of ['light', 'dark'] as const) {
    for (const screen of SCREENS) {
      test(`axe: ${screen.name} has no WCAG 2 A/AA violations in ${mode} mode`, async () => {
        const context = await newContext(site);
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        await gotoHydrated(page, '/docs/getting-started');
        await openModal(page);
        await typeQuery(page, screen.query);
        await page.locator(screen.shown).first().waitFor();
        assert.deepEqual(await wcagViolations(page, {include: '.DocSearch-Container'}), []);
        await context.close();
      });
    }
  }
});
