/**
 * Counts what the reference documents and how many parameter descriptions are
 * still thin (an em dash instead of a meaning). Prints the numbers; never fails
 * on the thin count.
 */
import {test} from 'node:test';

import {paramsOf} from '../../src/components/PyApi/data';
import type {PyCallableSymbol} from '../../src/components/PyApi/types';
import {PY_API_PAGES, expectedPages, pageHtml, startTags} from './helpers';

test('documented symbols and thin descriptions (report only)', () => {
  let classes = 0;
  let functions = 0;
  let methods = 0;
  let params = 0;
  let thin = 0;
  const perPage: string[] = [];
  for (const page of PY_API_PAGES) {
    const data = expectedPages[page];
    for (const sym of Object.values(data.symbols)) {
      if (sym.kind === 'class') classes += 1;
      else {
        if (sym.kind === 'function') functions += 1;
        else methods += 1;
        // Parameters listed in a table of their own (shared tables count once).
        if (!(sym as PyCallableSymbol).sameParamsAs) params += paramsOf(data, sym as PyCallableSymbol).length;
      }
    }
    const n = startTags(pageHtml(page)).filter((t) => t.attrs['data-thin'] !== undefined).length;
    thin += n;
    if (n > 0) perPage.push(`${page}: ${n}`);
  }
  console.log(
    `[reference] ${PY_API_PAGES.length} pages; ${classes} classes, ${functions} functions, ` +
      `${methods} methods (incl. __init__), ${params} parameter rows; thin descriptions: ${thin}`,
  );
  if (perPage.length) console.log(`[reference] thin per page: ${perPage.join('; ')}`);
});
