import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {load} from 'cheerio';
import {repositoryUrl, siteUrl} from '../../config/site';
import {buildDir} from '../../scripts/lib/browser';
import {readRoutes} from '../e2e/harness';

const baseUrl = '/docs/';
const socialCard = `${siteUrl}${baseUrl}img/social-card.png`;

function page(route: string) {
  return load(readFileSync(join(buildDir, route.slice(baseUrl.length), 'index.html'), 'utf8'));
}

describe('Sharing and freshness meta', () => {
  for (const route of readRoutes()) {
    it(`${route} has description, Open Graph, Twitter and canonical tags`, () => {
      const $ = page(route);
      const description = $('meta[name="description"]').attr('content') ?? '';
      assert.ok(description.length >= 20, `description too short: "${description}"`);
      assert.equal($('meta[property="og:description"]').attr('content'), description);
      assert.ok(($('meta[property="og:title"]').attr('content') ?? '').includes('Jaqpot'));
      assert.equal($('meta[property="og:image"]').attr('content'), socialCard);
      assert.equal($('meta[name="twitter:card"]').attr('content'), 'summary_large_image');
      assert.equal($('meta[name="twitter:image"]').attr('content'), socialCard);
      const canonical = $('link[rel="canonical"]').attr('href') ?? '';
      assert.equal(canonical.replace(/\/$/, ''), `${siteUrl}${route}`.replace(/\/$/, ''));
    });
  }

  it('the social card exists', () => {
    assert.ok(existsSync(join(buildDir, 'img/social-card.png')));
  });

  it('every doc page links to its source file and shows when it last changed', () => {
    let docs = 0;
    for (const route of readRoutes()) {
      const $ = page(route);
      if (!$('html').hasClass('docs-doc-page') || $('.theme-doc-markdown').length === 0) continue;
      docs += 1;
      const edit = $('a.theme-edit-this-page').attr('href') ?? '';
      const prefix = `${repositoryUrl}/edit/main/`;
      assert.ok(edit.startsWith(prefix), `${route}: edit link ${edit}`);
      assert.ok(existsSync(edit.slice(prefix.length)), `${route}: ${edit} names no file of the repository`);
      const updated = $('.theme-last-updated time').attr('datetime') ?? '';
      assert.ok(!Number.isNaN(Date.parse(updated)) && Date.parse(updated) > Date.parse('2024-01-01'), `${route}: last updated "${updated}"`);
    }
    assert.ok(docs >= 50, `only ${docs} doc pages checked`);
  });

  it('robots.txt and the sitemap agree with the base path', () => {
    const robots = readFileSync(join(buildDir, 'robots.txt'), 'utf8');
    assert.match(robots, /^Allow: \/$/m);
    assert.match(robots, new RegExp(`^Sitemap: ${siteUrl}${baseUrl}sitemap.xml$`, 'm'));
    const sitemap = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    assert.ok(locs.length > 0 && locs.every((loc) => loc.startsWith(`${siteUrl}${baseUrl}`)), 'sitemap URLs outside the base path');
  });
});
