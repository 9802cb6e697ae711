/**
 * What every route's built HTML must hold before any script runs: its own page (one h1, not
 * the not-found page, no stub text, not a copy of another route), headings that go down one
 * level at a time (a reader navigating by headings finds no level missing), and the sitemap
 * naming exactly the routes of the route list. Read from the build, no browser.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {parseHtml} from '../../plugins/built-pages/tree';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import {siteUrl} from '../../config/site';
import {buildDir} from '../../scripts/lib/browser';
import {readRoutes} from '../e2e/harness';

const routes = readRoutes();

const parsed = new Map<string, ReturnType<typeof parseHtml>>();
/** A route's built HTML as a tree, parsed once for all the tests of this file. */
function builtPage(route: string) {
  if (!parsed.has(route))
    parsed.set(route, parseHtml(readFileSync(join(buildDir, route.replace(/^\/docs\//, ''), 'index.html'), 'utf8')));
  return parsed.get(route)!;
}

type Tree = ReturnType<typeof builtPage>;
type Parent = Extract<Tree['children'][number], {type: 'element'}> | Tree;

const classesOf = (node: Extract<Parent, {type: 'element'}>) => {
  const names = node.properties.className;
  return Array.isArray(names) ? names.map(String) : String(names ?? '').split(' ');
};

/** The elements and roots that hold an element of class `name` as a child. */
function parentsOf(name: string, tree: Tree): Parent[] {
  const found: Parent[] = [];
  const visit = (node: Parent) => {
    let holds = false;
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (classesOf(child).includes(name)) holds = true;
      visit(child);
    }
    if (holds) found.push(node);
  };
  visit(tree);
  return found;
}

describe('built pages', () => {
  test('the sitemap and the route list name the same pages', () => {
    const xml = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
    const inSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(siteUrl, ''));
    assert.ok(inSitemap.length > 0, 'the sitemap lists no page');
    assert.deepEqual(
      inSitemap.filter((r) => !routes.includes(r)),
      [],
      'pages missing from the route list',
    );
    assert.deepEqual(
      routes.filter((r) => !inSitemap.includes(r)),
      [],
      'routes missing from the sitemap',
    );
  });

  test('no guide opens two paragraphs in a row with the same words', () => {
    // A page's sentence and a shared partial after it once both began "When the platform refuses a request".
    const repeated = routes
      .filter((route) => !route.includes('/full-api-reference'))
      .flatMap((route) => {
        const opens = selectAll('main article .markdown p', builtPage(route)).map((p) =>
          toText(p).trim().toLowerCase().split(/\s+/).slice(0, 5).join(' '),
        );
        return opens
          .filter((words, i) => i > 0 && words.split(' ').length === 5 && words === opens[i - 1])
          .map((words) => `${route}: "${words}…"`);
      });
    assert.deepEqual(repeated, []);
  });

  test('a "Replace …" after tabs names only values every tab shows', () => {
    // Readers of one tab (curl) were told to replace values only the other tabs (Java, Kotlin) had.
    const wrong = routes.flatMap((route) =>
      parentsOf('tabs-container', builtPage(route)).flatMap((parent) =>
        parent.children.flatMap((tabs, i) => {
          const after = parent.children.slice(i + 1).find((node) => node.type === 'element');
          if (tabs.type !== 'element' || !classesOf(tabs).includes('tabs-container')) return [];
          if (after?.type !== 'element' || after.tagName !== 'p' || !/^Replace\b/.test(toText(after))) return [];
          const panels = selectAll('[role=tabpanel]', tabs).map((panel) => toText(panel));
          return selectAll('code', after)
            .map((code) => toText(code))
            .filter((value) => panels.some((panel) => !panel.includes(value)))
            .map((value) => `${route}: \`${value}\``);
        }),
      ),
    );
    assert.deepEqual(wrong, []);
  });

  test("the introduction opens with the site's tagline", () => {
    const lead = select('main article .markdown > p', builtPage('/docs/'));
    assert.equal(lead && toText(lead).trim(), 'Build. Train. Deploy.');
  });

  test('the sidebar names the two references apart', () => {
    const tree = builtPage('/docs/jaqpot-api/documentation/full-api-reference');
    const labels = selectAll('nav.menu a', tree).map((a) => toText(a).trim());
    assert.ok(labels.includes('REST API reference'), 'no "REST API reference" entry');
    assert.ok(labels.includes('jaqpotpy module reference'), 'no "jaqpotpy module reference" entry');
    assert.deepEqual(
      labels.filter((label) => label === 'Full API reference'),
      [],
    );
  });

  test("the API reference's example values are text, not links that lead nowhere", () => {
    const tree = builtPage('/docs/jaqpot-api/documentation/full-api-reference');
    const samples = selectAll('.redoc-json', tree);
    assert.ok(samples.length > 50, `only ${samples.length} JSON samples in the reference`);
    const links = samples.flatMap((sample) => selectAll('a', sample).map((a) => String(a.properties.href)));
    assert.deepEqual(links, []);
  });

  const seen = new Map<string, string>();
  for (const route of routes) {
    test(`${route} is its own page with one h1`, () => {
      const tree = builtPage(route);
      const headings = selectAll('h1', tree).map((h) => toText(h).trim());
      assert.equal(headings.length, 1, `${route} has ${headings.length} h1 elements: ${JSON.stringify(headings)}`);
      assert.ok(headings[0]!.length > 0, `${route} has an empty h1`);
      assert.notEqual(headings[0], 'Page Not Found', `${route} is the not-found page`);
      const main = select('main', tree);
      assert.ok(main, `${route} has no main element`);
      const text = toText(main);
      assert.doesNotMatch(text, /TODO content/, `${route} still shows stub content`);
      const twin = [...seen].find(([, other]) => other === text)?.[0];
      assert.equal(twin, undefined, `${route} shows the same page as ${twin}`);
      seen.set(route, text);
      const skips: string[] = [];
      selectAll('h1, h2, h3, h4, h5, h6', tree).reduce((previous, heading) => {
        const level = Number(heading.tagName[1]);
        if (level > previous + 1) skips.push(`h${previous} then h${level} "${toText(heading).trim()}"`);
        return level;
      }, 1);
      assert.deepEqual(skips.slice(0, 5), [], `${route} skips heading levels (${skips.length} times)`);
    });
  }
});
