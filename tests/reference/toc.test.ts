/**
 * Headings rendered by components (PyMembers) reach the table of contents like
 * hand-written ones: on every reference page long enough to need one (three or
 * more h2), the TOC lists each h2 and h3 of the article, in page order.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {parseHtml} from '../../plugins/built-pages/tree';
import {select, selectAll} from 'hast-util-select';

import {pageBuildFile} from '../../src/components/PyApi/pages';
import {BUILD_DIR, PY_API_PAGES, requireBuild} from './helpers';

for (const page of PY_API_PAGES) {
  test(`${page}: the table of contents lists every h2 and h3`, () => {
    requireBuild();
    const tree = parseHtml(readFileSync(path.join(BUILD_DIR, pageBuildFile(page)), 'utf8'));
    const article = select('article', tree);
    assert.ok(article, `${page} has no article`);
    const h2 = selectAll('h2[id]', article);
    if (h2.length < 3) return;
    const headings = selectAll('h2[id], h3[id]', article).map((h) => String(h.properties.id));
    const listed = selectAll('.theme-doc-toc-desktop a.table-of-contents__link', tree).map((a) =>
      decodeURIComponent(String(a.properties.href).replace(/^#/, '')),
    );
    const missing = headings.filter((id) => !listed.includes(id));
    assert.deepEqual(missing, [], `${page}: ${missing.length} of ${headings.length} headings not in the TOC`);
    assert.deepEqual(listed.filter((id) => headings.includes(id)), headings, `${page}: TOC out of page order`);
  });
}
