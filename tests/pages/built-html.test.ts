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

function builtPage(route: string) {
  return parseHtml(readFileSync(join(buildDir, route.replace(/^\/docs\//, ''), 'index.html'), 'utf8'));
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
