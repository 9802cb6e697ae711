/** Every facts module has its reference page, and every page reads like one. */
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

import {pageDocFile, pageForModule} from '../../src/components/PyApi/pages';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';

import {PY_API_PAGES, ROOT, attr, expectedPage, facts, pageSource, pageTree} from './helpers';

test('every facts module maps to a reference page', () => {
  const unmapped = Object.keys(facts.modules).filter((m) => !pageForModule(m));
  assert.deepEqual(unmapped, [], `modules without a page: ${unmapped.join(', ')}`);
  assert.equal(Object.keys(facts.modules).length, 103);
});

test('every reference page has its MDX file and built HTML', () => {
  for (const page of PY_API_PAGES) {
    assert.ok(existsSync(path.join(ROOT, pageDocFile(page))), `missing ${pageDocFile(page)}`);
    assert.ok(select('h1', pageTree(page)), `no title on page ${page}`);
  }
});

test('every facts module appears on its page (summary row group)', () => {
  const missing: string[] = [];
  for (const page of PY_API_PAGES) {
    const shown = new Set(selectAll('[data-pymodule]', pageTree(page)).map((el) => attr(el, 'dataPymodule')));
    for (const m of expectedPage(page).modules) {
      if (!shown.has(m.name)) missing.push(`${m.name} (page ${page})`);
    }
  }
  assert.deepEqual(missing, [], `modules not shown on their page:\n  ${missing.join('\n  ')}`);
});

test('front matter: title is the module name, a real description, no stub text', () => {
  for (const page of PY_API_PAGES) {
    const src = pageSource(page);
    const fm = /^---\n([\s\S]*?)\n---/.exec(src)?.[1];
    assert.ok(fm !== undefined, `${page}: no front matter`);
    const title = /^title:\s*(.+)$/m.exec(fm)?.[1]?.trim().replace(/^"(.*)"$/, '$1');
    assert.equal(title, page, `${page}: title`);
    const description = /^description:\s*(.+)$/m.exec(fm)?.[1]?.trim().replace(/^"(.*)"$/, '$1') ?? '';
    assert.ok(description.length > 40 && description.length <= 160, `${page}: description length ${description.length}`);
    assert.ok(!/^Reference for the .* module\.$/.test(description), `${page}: stub description`);
    assert.ok(/^sidebar_position:\s*\d+$/m.test(fm), `${page}: sidebar_position`);
    assert.ok(!src.includes('TODO content'), `${page}: still has the stub text`);
  }
});

test('legacy pages open with a removal warning', () => {
  for (const page of PY_API_PAGES) {
    const data = expectedPage(page);
    if (data.status !== 'legacy') continue;
    const tree = pageTree(page);
    // In document order: the warning comes before the first section heading.
    const first = select('[class*="admonition-warning"], h2', tree);
    assert.ok(select('[class*="admonition-warning"]', tree), `${page}: no warning admonition`);
    assert.ok(first && first.tagName !== 'h2', `${page}: the warning must come before the first section`);
    assert.ok(toText(tree).includes(`Removed in jaqpotpy ${data.legacy!.removedIn}`), `${page}: removal version`);
  }
});

test('the index page links every reference page in its module tree', () => {
  const listed = new Set(selectAll('[data-pypage]', pageTree('index')).map((el) => attr(el, 'dataPypage')));
  const missing = PY_API_PAGES.filter((p) => !listed.has(p));
  assert.deepEqual(missing, [], `pages missing from the index tree: ${missing.join(', ')}`);
});
