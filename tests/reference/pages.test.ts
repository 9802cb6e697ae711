/** Every facts module has its reference page, and every page reads like one. */
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {pageDocFile, pageForModule} from '../../src/components/PyApi/pages';
import {PY_API_PAGES, ROOT, expectedPages, facts, pageHtml, pageSource, startTags} from './helpers';

test('every facts module maps to a reference page', () => {
  const unmapped = Object.keys(facts.modules).filter((m) => !pageForModule(m));
  assert.deepEqual(unmapped, [], `modules without a page: ${unmapped.join(', ')}`);
  assert.equal(Object.keys(facts.modules).length, 103);
});

test('every reference page has its MDX file and built HTML', () => {
  for (const page of PY_API_PAGES) {
    assert.ok(existsSync(path.join(ROOT, pageDocFile(page))), `missing ${pageDocFile(page)}`);
    assert.ok(pageHtml(page).length > 0, `empty page ${page}`);
  }
});

test('every facts module appears on its page (summary row group)', () => {
  const missing: string[] = [];
  for (const page of PY_API_PAGES) {
    const shown = new Set(
      startTags(pageHtml(page))
        .map((t) => t.attrs['data-pymodule'])
        .filter(Boolean),
    );
    for (const m of expectedPages[page].modules) {
      if (!shown.has(m.name)) missing.push(`${m.name} (page ${page})`);
    }
  }
  assert.deepEqual(missing, [], `modules not shown on their page:\n  ${missing.join('\n  ')}`);
});

test('front matter: title is the module name, a real description, no stub text', () => {
  for (const page of PY_API_PAGES) {
    const src = pageSource(page);
    const fm = /^---\n([\s\S]*?)\n---/.exec(src);
    assert.ok(fm, `${page}: no front matter`);
    const title = /^title:\s*(.+)$/m.exec(fm[1])?.[1].trim().replace(/^"(.*)"$/, '$1');
    assert.equal(title, page, `${page}: title`);
    const description = /^description:\s*(.+)$/m.exec(fm[1])?.[1].trim().replace(/^"(.*)"$/, '$1') ?? '';
    assert.ok(description.length > 40 && description.length <= 160, `${page}: description length ${description.length}`);
    assert.ok(!/^Reference for the .* module\.$/.test(description), `${page}: stub description`);
    assert.ok(/^sidebar_position:\s*\d+$/m.test(fm[1]), `${page}: sidebar_position`);
    assert.ok(!src.includes('TODO content'), `${page}: still has the stub text`);
  }
});

test('legacy pages open with a removal warning', () => {
  for (const page of PY_API_PAGES) {
    const data = expectedPages[page];
    const html = pageHtml(page);
    if (data.status !== 'legacy') continue;
    const warning = html.indexOf('admonition-warning');
    const firstHeading = html.search(/<h2[\s>]/);
    assert.ok(warning >= 0, `${page}: no warning admonition`);
    assert.ok(firstHeading < 0 || warning < firstHeading, `${page}: the warning must come before the first section`);
    assert.ok(html.includes(`Removed in jaqpotpy ${data.legacy!.removedIn}`), `${page}: removal version`);
  }
});

test('the index page links every reference page in its module tree', () => {
  const html = pageHtml('index');
  const listed = new Set(startTags(html).map((t) => t.attrs['data-pypage']).filter(Boolean));
  const missing = PY_API_PAGES.filter((p) => !listed.has(p));
  assert.deepEqual(missing, [], `pages missing from the index tree: ${missing.join(', ')}`);
});
