import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import type {Root} from 'hast';
import {parseHtml} from '../../plugins/built-pages/tree';
import {select} from 'hast-util-select';
import {repositoryUrl, siteUrl} from '../../config/site';
import {buildDir} from '../../scripts/lib/browser';
import {readRoutes} from '../e2e/harness';

const baseUrl = '/docs/';
const socialCard = `${siteUrl}${baseUrl}img/social-card.png`;

function page(route: string): Root {
  return parseHtml(readFileSync(join(buildDir, route.slice(baseUrl.length), 'index.html'), 'utf8'));
}

/** A string attribute of the first element `selector` matches, by its hast property name. */
function attribute(tree: Root, selector: string, property: string): string | undefined {
  const value = select(selector, tree)?.properties[property];
  return typeof value === 'string' ? value : undefined;
}

describe('Sharing and freshness meta', () => {
  for (const route of readRoutes()) {
    it(`${route} has description, Open Graph, Twitter and canonical tags`, () => {
      const tree = page(route);
      const description = attribute(tree, 'meta[name="description"]', 'content') ?? '';
      assert.ok(description.length >= 20, `description too short: "${description}"`);
      assert.equal(attribute(tree, 'meta[property="og:description"]', 'content'), description);
      assert.ok((attribute(tree, 'meta[property="og:title"]', 'content') ?? '').includes('Jaqpot'));
      assert.equal(attribute(tree, 'meta[property="og:image"]', 'content'), socialCard);
      assert.equal(attribute(tree, 'meta[name="twitter:card"]', 'content'), 'summary_large_image');
      assert.equal(attribute(tree, 'meta[name="twitter:image"]', 'content'), socialCard);
      const canonical = attribute(tree, 'link[rel="canonical"]', 'href') ?? '';
      assert.equal(canonical.replace(/\/$/, ''), `${siteUrl}${route}`.replace(/\/$/, ''));
    });
  }

  it('the social card exists', () => {
    assert.ok(existsSync(join(buildDir, 'img/social-card.png')));
  });

  it('every doc page links to its source file and shows when it last changed', () => {
    let docs = 0;
    for (const route of readRoutes()) {
      const tree = page(route);
      if (!select('html.docs-doc-page', tree) || !select('.theme-doc-markdown', tree)) continue;
      docs += 1;
      const edit = attribute(tree, 'a.theme-edit-this-page', 'href') ?? '';
      const prefix = `${repositoryUrl}/edit/main/`;
      assert.ok(edit.startsWith(prefix), `${route}: edit link ${edit}`);
      assert.ok(existsSync(edit.slice(prefix.length)), `${route}: ${edit} names no file of the repository`);
      const updated = attribute(tree, '.theme-last-updated time', 'dateTime') ?? '';
      assert.ok(
        !Number.isNaN(Date.parse(updated)) && Date.parse(updated) > Date.parse('2024-01-01'),
        `${route}: last updated "${updated}"`,
      );
    }
    assert.ok(docs >= 50, `only ${docs} doc pages checked`);
  });

  it('robots.txt and the sitemap agree with the base path', () => {
    const robots = readFileSync(join(buildDir, 'robots.txt'), 'utf8');
    assert.match(robots, /^Allow: \/$/m);
    assert.match(robots, new RegExp(`^Sitemap: ${siteUrl}${baseUrl}sitemap.xml$`, 'm'));
    const sitemap = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    assert.ok(
      locs.length > 0 && locs.every((loc) => loc.startsWith(`${siteUrl}${baseUrl}`)),
      'sitemap URLs outside the base path',
    );
  });
});
