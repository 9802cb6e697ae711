/** Every parameter of every documented signature appears in its parameter table. */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {paramsOf} from '../../src/components/PyApi/data';
import type {PyCallableSymbol} from '../../src/components/PyApi/types';
import {selectAll} from 'hast-util-select';

import {PY_API_PAGES, attr, expectedPage, firstColumn, pageTree, paramLabels} from './helpers';

for (const page of PY_API_PAGES) {
  test(`parameter tables on ${page}`, () => {
    const data = expectedPage(page);
    const byAnchor = new Map<string, string>();
    for (const t of selectAll('[data-pyparams]', pageTree(page))) {
      const rows = t.tagName === 'table' ? firstColumn(t) : [];
      for (const anchor of attr(t, 'dataPyparams')!.split(/\s+/)) {
        assert.ok(!byAnchor.has(anchor), `${page}: two parameter tables claim ${anchor}`);
        byAnchor.set(anchor, JSON.stringify(rows));
      }
    }
    const problems: string[] = [];
    for (const sym of Object.values(data.symbols)) {
      if (sym.kind === 'class') continue;
      const rows = byAnchor.get(sym.anchor);
      const labels = paramLabels(paramsOf(data, sym as PyCallableSymbol));
      if (rows === undefined) {
        problems.push(`${sym.anchor}: no parameter table`);
        continue;
      }
      if (rows !== JSON.stringify(labels)) {
        problems.push(`${sym.anchor}: table ${rows} != signature ${JSON.stringify(labels)}`);
      }
    }
    for (const anchor of byAnchor.keys()) {
      if (!data.symbols[anchor]) problems.push(`${anchor}: table for a symbol the facts do not contain`);
    }
    assert.deepEqual(problems, [], `${page}:\n  ${problems.join('\n  ')}`);
  });
}
