/**
 * Pages that were thin. A category listing page opens with an introduction that tells the reader which of its
 * pages to open for which task: it names every page the listing shows. (The cards below cut
 * each page's description to one line.) /docs/markdown-page, a route of its own, tells you how
 * to write and contribute to these docs. Read from the build, no browser.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {parseHtml} from '../../plugins/built-pages/tree';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import {repositoryUrl} from '../../config/site';
import {buildDir} from '../../scripts/lib/browser';

/** The task-oriented listings. Full API reference lists modules and has its own overview page. */
const LISTINGS = ['authentication', 'sdks', 'pytorch-geometric-models', 'pytorch-models', 'scikit-learn-models'];

for (const slug of LISTINGS) {
  test(`/docs/category/${slug}: the introduction names every page listed`, () => {
    const tree = parseHtml(readFileSync(join(buildDir, 'category', slug, 'index.html'), 'utf8'));
    const intro = selectAll('main .markdown > p', tree);
    assert.ok(intro.length > 0, 'no introduction under the title');
    const text = intro.map((p) => toText(p)).join(' ');
    const titles = selectAll('main .theme-doc-card-title', tree).map((t) => toText(t).trim());
    assert.ok(titles.length > 0, 'the listing shows no page');
    assert.deepEqual(
      titles.filter((title) => !text.includes(title)),
      [],
      `pages the introduction does not name: "${text}"`,
    );
  });
}

test('/docs/markdown-page: how to write and contribute to these docs', () => {
  const tree = parseHtml(readFileSync(join(buildDir, 'markdown-page', 'index.html'), 'utf8'));
  const main = select('main', tree)!;
  assert.equal(toText(select('h1', main)!).trim(), 'Write and contribute to these docs');
  const hrefs = selectAll('a[href]', main).map((a) => String(a.properties.href));
  assert.ok(
    hrefs.some((href) => href.startsWith(repositoryUrl)),
    'no link to the repository',
  );
  const sections = selectAll('h2', main).map((h) => toText(h).trim());
  assert.ok(sections.length >= 4, `only ${sections.length} sections: ${JSON.stringify(sections)}`);
});
