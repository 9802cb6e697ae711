import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Page} from 'playwright-core';
import {announcementBar} from '../../config/announcement';
import {darkCodeTheme, lightCodeTheme, parseColor} from '../../config/prism';
import {wcagViolations} from '../pages/axe';
import {servedFileText, gotoHydrated, newContext, settle, watchPage} from '../../scripts/lib/browser';
import {servedSite} from '../site';

const toggleLabel = /Switch between dark and light mode/;

async function theme(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-theme');
}

/** The colour a theme gives keywords, as the browser reports it (prism-react-renderer's merge: the last entry wins). */
function keywordColour(theme: typeof lightCodeTheme): string {
  const color = theme.styles.filter((entry) => entry.types.includes('keyword')).at(-1)!.style.color!;
  return `rgb(${parseColor(color).join(', ')})`;
}

/** Whether a built script holds Prism (its tokenizer's hook name survives minification). */
function holdsPrism(scriptPath: string): boolean {
  return servedFileText(scriptPath).includes('before-tokenize');
}

/**
 * The brightest pixel of the 5 px bands just inside the left and right edges of a screenshot
 * (0–255), read by the browser's own image decoder. Script text, so the test runner's
 * transpiler adds no helpers the page lacks.
 */
async function edgeBrightness(page: Page, png: Buffer): Promise<{left: number; right: number}> {
  return page.evaluate(`(async () => {
    const image = new Image();
    image.src = 'data:image/png;base64,${png.toString('base64')}';
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const band = (from) => {
      // Not the outer rows: a fractional box size leaves a row of the page there.
      const {data} = context.getImageData(from, 2, 5, image.height - 4);
      let brightest = 0;
      for (let i = 0; i < data.length; i += 4) brightest = Math.max(brightest, (data[i] + data[i + 1] + data[i + 2]) / 3);
      return Math.round(brightest);
    };
    return {left: band(2), right: band(image.width - 7)};
  })()`);
}

async function navbarBottom(page: Page): Promise<number> {
  return page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);
}

describe('site shell', () => {
  const site = servedSite();

  test('colour mode: light by default, even when the system prefers dark', async () => {
    const context = await newContext(site, {colorScheme: 'dark'});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/');
    assert.equal(await theme(page), 'light');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), null);
    await context.close();
  });

  test('colour mode: the choice is stored under "theme", survives reload and syncs across tabs', async () => {
    const context = await newContext(site);
    const first = await context.newPage();
    await gotoHydrated(first, '/docs/getting-started');
    const second = await context.newPage();
    await gotoHydrated(second, '/docs/jaqpotpy/');
    await first.getByRole('button', {name: toggleLabel}).click();
    assert.equal(await theme(first), 'dark');
    assert.equal(await first.evaluate(() => localStorage.getItem('theme')), 'dark');
    await second.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await first.reload();
    assert.equal(await theme(first), 'dark');
    await context.close();
  });

  test('announcement bar: shows, dismissal persists, a new id brings it back', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/');
    const bar = page.locator('.theme-announcement-bar', {hasText: 'jaqpotpy 7 runs your Jaqpot models offline'});
    await bar.waitFor();
    const style = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.equal(style, 'rgb(79, 70, 229)');
    await bar.getByRole('button', {name: 'Close'}).click();
    await bar.waitFor({state: 'detached'});
    const stored = await page.evaluate(() => ({
      dismiss: localStorage.getItem('docusaurus.announcement.dismiss'),
      id: localStorage.getItem('docusaurus.announcement.id'),
    }));
    assert.deepEqual(stored, {dismiss: 'true', id: announcementBar.id});
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await bar.count(), 0, 'the dismissed bar came back after reload');
    // A reader who dismissed an older announcement sees the current one.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await bar.waitFor();
    await context.close();
  });

  test('navbar: logo and title, Home in the same tab, repository, search', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/');
    const nav = page.locator('nav.navbar');
    assert.ok(await nav.locator('img[alt="Jaqpot logo"]').filter({visible: true}).first().isVisible());
    assert.equal((await nav.locator('.navbar__title').innerText()).trim(), 'Jaqpot');
    const home = nav.locator('.navbar__items a', {hasText: /^Home$/});
    assert.equal(await home.getAttribute('href'), 'https://jaqpot.org');
    assert.equal((await home.getAttribute('target')) ?? '_self', '_self', 'Home must open in the same tab');
    assert.equal(await home.locator('[aria-label*="new tab"]').count(), 0);
    const repo = nav.getByRole('link', {name: /source repository/i});
    assert.match((await repo.getAttribute('href')) ?? '', /^https:\/\/github\.com\//);
    assert.ok(await nav.getByRole('button', {name: /search/i}).isVisible());
    // The shortcut's key caps ("Ctrl", "K") hold their labels.
    await nav.locator('.DocSearch-Button-Key', {hasText: 'Ctrl'}).waitFor();
    const spilling = await nav
      .locator('.DocSearch-Button-Key')
      .evaluateAll((keys) => keys.filter((k) => k.scrollWidth > k.clientWidth).map((k) => k.textContent));
    assert.deepEqual(spilling, [], 'labels wider than their key caps');
    await context.close();
  });

  test('navbar hides on scroll down and reappears near the top', async () => {
    const context = await newContext(site, {viewport: {width: 1280, height: 700}});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/getting-started');
    assert.ok((await navbarBottom(page)) > 0);
    await page.mouse.wheel(0, 400);
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom <= 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom > 0);
    await context.close();
  });

  test('mobile drawer: opens at 996 px, secondary menu with "Back to main menu" and a way back to it, Escape closes, closes on navigation and at desktop width', async () => {
    const context = await newContext(site, {viewport: {width: 996, height: 800}});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/jaqpotpy/');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    assert.ok(await toggle.isVisible(), 'no drawer toggle at 996 px');
    await toggle.click();
    const drawer = page.locator('.navbar-sidebar');
    await drawer.waitFor({state: 'visible'});
    const back = drawer.getByRole('button', {name: /Back to main menu/});
    await back.waitFor({state: 'visible'});
    assert.ok(
      await drawer.getByRole('link', {name: 'Offline models'}).first().isVisible(),
      'the docs sidebar is not shown first',
    );
    // Both panels stay in the layout (one slid out of view), so the class says which one shows.
    const docsPanelShown = page.locator('.navbar-sidebar__items--show-secondary');
    const activeText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await back.click();
    await docsPanelShown.waitFor({state: 'detached'});
    await drawer.locator('a', {hasText: /^Home$/}).waitFor({state: 'visible'});
    // The sweep sees pages with the drawer closed; this is where its main menu is checked.
    assert.deepEqual(await wcagViolations(page, {include: '.navbar-sidebar'}), []);
    // The way back to the docs sidebar without closing the drawer; focus follows the reader.
    await drawer.getByRole('button', {name: /Back to docs menu/}).click();
    await docsPanelShown.waitFor({state: 'attached'});
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Back to main menu'));
    await page.keyboard.press('Enter');
    await docsPanelShown.waitFor({state: 'detached'});
    assert.match(await activeText(), /Back to docs menu/);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'));
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.match(
      (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '',
      /Toggle navigation bar/,
    );
    // Reopened, it shows the docs sidebar first again.
    await toggle.click();
    await docsPanelShown.waitFor({state: 'attached'});
    await page.keyboard.press('Escape');
    await gotoHydrated(page, '/docs/jaqpotpy/');
    await toggle.click();
    await drawer.getByRole('link', {name: 'Offline models'}).first().click();
    await page.waitForURL('**/jaqpotpy/offline-models');
    await page.waitForFunction(() => !document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'));
    await toggle.click();
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'));
    await page.setViewportSize({width: 1200, height: 800});
    await page.waitForFunction(() => !document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'));
    assert.equal(await toggle.isVisible(), false, 'drawer toggle shown at desktop width');
    await context.close();
  });

  test('a phone-sized doc page leaves to the reader the work only a tap needs: drawer menus render when it opens, no Intl date formatter or collation, code blocks keep the server’s lines without Prism', async () => {
    const context = await newContext(site, {viewport: {width: 412, height: 823}});
    const page = await context.newPage();
    const watch = watchPage(page, site.origin);
    // Code lines taken out of the page: the theme redrew every code block once hydrated.
    await page.addInitScript(() => {
      const w = window as unknown as {removedCodeLines: number};
      w.removedCodeLines = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element)
              w.removedCodeLines += node.matches('.token-line') ? 1 : node.querySelectorAll('.token-line').length;
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    // The first Intl.DateTimeFormat or localeCompare of a page costs a long task (the browser
    // loads its date or collation data).
    await page.addInitScript(() => {
      const Original = Intl.DateTimeFormat;
      const w = window as unknown as {dateFormatters: number; collations: number};
      w.dateFormatters = 0;
      w.collations = 0;
      Intl.DateTimeFormat = new Proxy(Original, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          w.dateFormatters++;
          return new target(...args);
        },
      });
      String.prototype.localeCompare = new Proxy(String.prototype.localeCompare, {
        apply(target, self: string, args: Parameters<typeof String.prototype.localeCompare>) {
          w.collations++;
          return Reflect.apply(target, self, args);
        },
      });
    });
    await gotoHydrated(page, '/docs/getting-started');
    await settle(page);
    assert.match(await page.locator('.theme-last-updated').innerText(), /Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    assert.equal(
      await page.evaluate(() => (window as unknown as {dateFormatters: number}).dateFormatters),
      0,
      'the page created a date formatter',
    );
    assert.equal(
      await page.evaluate(() => (window as unknown as {collations: number}).collations),
      0,
      'the page compared strings with localeCompare',
    );
    assert.ok((await page.locator('.theme-code-block .token-line').count()) > 10, 'no code lines to check');
    assert.equal(
      await page.evaluate(() => (window as unknown as {removedCodeLines: number}).removedCodeLines),
      0,
      'code lines were redrawn after hydration',
    );
    assert.deepEqual(watch.scripts.filter(holdsPrism), [], 'the page loaded Prism');
    // Rendered closed, the docs menu's links slid past the viewport and the theme prefetched every page they name.
    const drawer = page.locator('.navbar-sidebar');
    assert.equal(await drawer.count(), 0, 'the drawer rendered before the reader opened it');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await drawer.getByRole('link', {name: 'Offline models'}).first().waitFor({state: 'visible'});
    await context.close();
  });

  test('code blocks: a stored tab choice comes back, colours follow the colour mode without a redraw, a block drawn after a client-side navigation is highlighted', async () => {
    const context = await newContext(site, {viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    const watch = watchPage(page, site.origin);
    await gotoHydrated(page, '/docs/getting-started');
    // The site's Tabs are the theme's without its remount after hydration (src/theme/Tabs).
    const powershell = page.getByRole('tab', {name: 'Windows PowerShell'});
    await powershell.click();
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForFunction(
      () => document.querySelector('[role=tab][aria-selected=true]')?.textContent === 'Windows PowerShell',
    );
    assert.ok(
      (await page.locator('[role=tabpanel]:not([hidden]) .theme-code-block .token-line').count()) > 0,
      'the chosen tab shows no code',
    );
    const keyword = page.locator('.theme-code-block .token.keyword').first();
    const colour = () => keyword.evaluate((el) => getComputedStyle(el).color);
    assert.equal(await colour(), keywordColour(lightCodeTheme));
    await keyword.evaluate((el) => ((el.closest('pre') as HTMLElement & {marked?: boolean}).marked = true));
    await page.getByRole('button', {name: toggleLabel}).click();
    assert.equal(await theme(page), 'dark');
    assert.equal(await colour(), keywordColour(darkCodeTheme));
    assert.ok(
      await keyword.evaluate((el) => (el.closest('pre') as HTMLElement & {marked?: boolean}).marked),
      'the code block was redrawn',
    );
    await page.locator('article a[href="/docs/jaqpotpy/offline-models"]').first().click();
    await page.waitForURL('**/jaqpotpy/offline-models');
    await page.locator('h1', {hasText: 'Download a model and predict offline'}).waitFor();
    // Drawn in the browser: plain lines first, highlighted once the highlighter has loaded.
    await keyword.waitFor();
    assert.equal(await colour(), keywordColour(darkCodeTheme));
    assert.deepEqual([...watch.consoleErrors, ...watch.pageErrors], []);
    await context.close();
  });

  test('on a phone, a wide table shows a shadow at each edge where more of it is hidden', async () => {
    const context = await newContext(site, {viewport: {width: 400, height: 800}});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/jaqpot-api/authentication/create-an-api-key');
    const wide = page.locator('.markdown table').filter({hasText: 'Operation id'});
    await wide.scrollIntoViewIfNeeded();
    const overflow = await wide.evaluate((table) => table.scrollWidth - table.clientWidth);
    assert.ok(overflow > 50, `the table is not wider than a phone (${overflow} px hidden)`);
    // Its identifiers stay whole on a phone (their break points are for desktop columns): the
    // table scrolls instead of squeezing its columns.
    const broken = await wide.evaluate((table) =>
      Array.from(table.querySelectorAll('code'))
        .filter((code) => !/\s/.test(code.textContent!) && code.getClientRects().length > 1)
        .map((code) => code.textContent),
    );
    assert.deepEqual(broken, [], 'identifiers broken across lines on a phone');
    // What the table itself paints, without its cells: the page's background, or a shadow.
    await page.addStyleTag({content: '.markdown table * {visibility: hidden}'});
    const edges = async () => edgeBrightness(page, await wide.screenshot({animations: 'disabled'}));
    const atStart = await edges();
    await wide.evaluate((table) => (table.scrollLeft = table.scrollWidth));
    const atEnd = await edges();
    assert.ok(atStart.right < atEnd.right - 20, `no shadow at the right edge: ${atStart.right} vs ${atEnd.right}`);
    assert.ok(atEnd.left < atStart.left - 20, `no shadow at the left edge: ${atEnd.left} vs ${atStart.left}`);
    await context.close();
  });

  test('printed, a code block wraps a long word within the paper', async () => {
    const context = await newContext(site, {viewport: {width: 800, height: 900}});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/getting-started');
    await page.emulateMedia({media: 'print'});
    const widths = await page.evaluate(() => {
      const line = document.querySelector('.theme-code-block .token-line')!;
      // A base64 string: one word with no break point, far longer than a line.
      line.textContent = 'QUJD'.repeat(100);
      const pre = line.closest('pre')!;
      return {content: pre.scrollWidth, box: pre.clientWidth};
    });
    assert.ok(widths.content <= widths.box, `the printed code block is ${widths.content} px wide in ${widths.box}`);
    await context.close();
  });

  test('on a phone, diagrams keep readable text and scroll sideways, by keyboard too', async () => {
    const context = await newContext(site, {viewport: {width: 400, height: 800}});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/jaqpot-api/documentation/prediction-workflow');
    // The box's focus is set by an effect after hydration, once it has measured the diagram.
    await settle(page, {quietMs: 300});
    const diagrams = await page.locator('.jaqpot-diagram').evaluateAll((figures) =>
      figures.map((figure) => {
        // The SVG of the colour mode: the other one is not displayed.
        const svg = Array.from(figure.querySelectorAll('svg')).find((s) => s.getBoundingClientRect().width > 0)!;
        const box = figure.querySelector('.jaqpot-scroll-x')!;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        const sizes = Array.from(svg.querySelectorAll('text, foreignObject span, foreignObject p')).map(
          (t) => parseFloat(getComputedStyle(t).fontSize) * scale,
        );
        return {
          smallestText: Math.min(...sizes),
          scrolls: box.scrollWidth > box.clientWidth,
          focusable: (box as HTMLElement).tabIndex === 0 && box.getAttribute('aria-label') !== null,
        };
      }),
    );
    assert.ok(diagrams.length >= 2, 'the page has no diagrams to check');
    for (const diagram of diagrams) {
      assert.ok(diagram.smallestText >= 11, `diagram text of ${diagram.smallestText.toFixed(1)} px`);
      assert.equal(diagram.focusable, diagram.scrolls, 'a diagram that scrolls takes keyboard focus, and only then');
    }
    assert.ok(
      diagrams.some((d) => d.scrolls),
      'no diagram is wider than a phone: the check of scrolling proves nothing',
    );
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'the page scrolls sideways',
    );
    await context.close();
  });

  test('drawer toggle is hidden above 996 px', async () => {
    const context = await newContext(site, {viewport: {width: 997, height: 800}});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/');
    assert.equal(await page.getByRole('button', {name: 'Toggle navigation bar'}).isVisible(), false);
    await context.close();
  });

  test('skip-to-content link moves focus to the main content', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/getting-started');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    assert.match(await focused.innerText(), /Skip to main content/);
    await page.keyboard.press('Enter');
    // The theme focuses <main> and drops its temporary tabindex at once, so Chromium may hand
    // focus back to <body>; what a keyboard reader gets is that the next Tab lands inside main.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    assert.ok(inMain, 'the Tab after the skip link did not land in main');
    await context.close();
  });

  test('unknown paths show the not-found page with status 404', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    const response = await gotoHydrated(page, '/docs/this/page/does-not-exist');
    assert.equal(response?.status(), 404);
    assert.equal((await page.locator('h1').innerText()).trim(), 'Page Not Found');
    await context.close();
  });

  for (const [dirty, clean] of [
    ['/docs/getting-started.html', '/docs/getting-started'],
    ['/docs/jaqpotpy/index.html', '/docs/jaqpotpy/'],
  ] as const) {
    test(`${dirty} shows the clean page`, async () => {
      const context = await newContext(site);
      const page = await context.newPage();
      const watch = watchPage(page, site.origin);
      await gotoHydrated(page, clean);
      const expected = await page.locator('h1').innerText();
      const response = await page.goto(dirty, {waitUntil: 'networkidle'});
      assert.equal(response?.status(), 200);
      assert.equal(await page.locator('h1').innerText(), expected);
      assert.deepEqual(watch.pageErrors, []);
      await context.close();
    });
  }

  test('footer: dark, with Docs, Community and More columns and the 2025 copyright', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/');
    const footer = page.locator('footer.footer');
    assert.ok(await footer.evaluate((el) => el.classList.contains('footer--dark')));
    const columns = await footer.locator('.footer__title').allInnerTexts();
    assert.deepEqual(
      columns.map((c) => c.trim()),
      ['Docs', 'Community', 'More'],
    );
    assert.equal(await footer.getByRole('link', {name: 'Tutorial'}).getAttribute('href'), '/docs/');
    const community = footer.locator('.footer__col').nth(1).getByRole('link');
    assert.equal(await community.count(), 3);
    for (const href of await community.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      assert.match(href ?? '', /^https:\/\//);
    }
    const more = footer.locator('.footer__col').nth(2).getByRole('link');
    assert.match((await more.first().getAttribute('href')) ?? '', /^https:\/\/github\.com\//);
    assert.match(await footer.locator('.footer__copyright').innerText(), /2025/);
    await context.close();
  });

  test('table of contents lists h2 and h3 headings only', async () => {
    const context = await newContext(site, {viewport: {width: 1400, height: 900}});
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/markdown-page');
    // Find a doc page with h2, h3 and h4 headings through the sitemap.
    const xml = await (await fetch(new URL('/docs/sitemap.xml', site.origin))).text();
    const pages = [...xml.matchAll(/<loc>https:\/\/jaqpot\.org([^<]+)<\/loc>/g)].map((m) => m[1]!);
    let checked = false;
    for (const path of pages) {
      const html = await (await fetch(new URL(path, site.origin))).text();
      if (!/<h4[\s>]/.test(html) || !/<h3[\s>]/.test(html) || !html.includes('table-of-contents')) {
        continue;
      }
      await gotoHydrated(page, path);
      const tocTargets = await page
        .locator('.table-of-contents a')
        .evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));
      const headings = await page
        .locator('article h2[id], article h3[id], article h4[id]')
        .evaluateAll((hs) => hs.map((h) => ({id: h.id, level: h.tagName})));
      const expected = headings.filter((h) => h.level !== 'H4').map((h) => h.id);
      assert.deepEqual(tocTargets, expected, `TOC of ${path}`);
      assert.ok(headings.some((h) => h.level === 'H4'));
      checked = true;
      break;
    }
    assert.ok(checked, 'no doc page with h2, h3 and h4 headings to check the TOC on');
    await context.close();
  });

  test('page titles use the "|" delimiter', async () => {
    const context = await newContext(site);
    const page = await context.newPage();
    await gotoHydrated(page, '/docs/getting-started');
    assert.match(await page.title(), / \| Jaqpot$/);
    await context.close();
  });
});
