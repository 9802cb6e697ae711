/**
 * Every parameter the jaqpotpy reference lists says what it means: a parameter row without a
 * meaning shows an em dash (`data-thin` on its cell, ParamsTable.tsx), and none is allowed.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {selectAll} from 'hast-util-select';

import {PY_API_PAGES, pageTree} from './helpers';

test('no parameter of the reference is left without a meaning', () => {
  const thin = PY_API_PAGES.flatMap((page) => {
    const n = selectAll('[data-thin]', pageTree(page)).length;
    return n > 0 ? [`${page}: ${n}`] : [];
  });
  assert.deepEqual(thin, [], 'parameters whose meaning is an em dash, per page');
});
