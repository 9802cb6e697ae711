/**
 * Anchors: every public class, function and method in the facts has an element
 * whose id is its anchor on its page; no other `jaqpotpy.…` anchor exists; ids
 * are unique.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {selectAll} from 'hast-util-select';

import {PY_API_PAGES, attr, expectedPage, pageTree} from './helpers';

for (const page of PY_API_PAGES) {
  test(`anchors on ${page}`, () => {
    const all = selectAll('[id]', pageTree(page)).map((el) => attr(el, 'id')!);
    const expected = new Set(Object.keys(expectedPage(page).symbols));
    const found = new Set(all.filter((id) => id.startsWith('jaqpotpy.')));

    const missing = [...expected].filter((a) => !found.has(a));
    assert.deepEqual(missing, [], `${page}: facts symbols without an anchor:\n  ${missing.join('\n  ')}`);

    const extra = [...found].filter((a) => !expected.has(a));
    assert.deepEqual(extra, [], `${page}: anchors for names the facts do not contain:\n  ${extra.join('\n  ')}`);

    const seen = new Set<string>();
    const dupes = all.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
    assert.deepEqual(dupes, [], `${page}: duplicate ids: ${dupes.join(', ')}`);
  });
}
