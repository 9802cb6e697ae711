/** A synthetic corpus in the site's own vocabulary, for measuring the engine at 5,000 pages. */
import type {SearchRecord} from '../../src/search/engine';

export const SYNTHETIC_PAGES = 5000;

/** `pages` generated pages: a title record with a description of 8 site words, 4 headings, 3 paragraphs of 25 site words under each. */
export function synthetic(records: SearchRecord[], pages: number): SearchRecord[] {
  const words = records.flatMap((r) => (r.content ?? '').split(/\s+/)).filter((w) => /^[\w.()/{}-]{2,30}$/.test(w));
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const pick = () => words[Math.floor(rand() * words.length)]!;
  const text = (n: number) => Array.from({length: n}, pick).join(' ');
  const out: SearchRecord[] = [];
  const base = records[0]!;
  for (let p = 0; p < pages; p++) {
    const url = `https://jaqpot.org/docs/synthetic/page-${p}`;
    const title = `${pick()} ${pick()} ${p}`;
    const hierarchy = {...base.hierarchy, lvl0: `Section ${p % 12}`, lvl1: title, lvl2: null, lvl3: null};
    out.push({
      ...base,
      objectID: `s${p}`,
      url,
      url_without_anchor: url,
      anchor: null,
      type: 'lvl1',
      hierarchy,
      content: text(8),
    });
    for (let h = 0; h < 4; h++) {
      const anchor = `h-${h}`;
      const hh = {...hierarchy, lvl2: `${pick()} ${pick()}`};
      out.push({
        ...base,
        objectID: `s${p}-${h}`,
        url: `${url}#${anchor}`,
        url_without_anchor: url,
        anchor,
        type: 'lvl2',
        hierarchy: hh,
        content: null,
      });
      for (let c = 0; c < 3; c++) {
        out.push({
          ...base,
          objectID: `s${p}-${h}-${c}`,
          url: `${url}#${anchor}`,
          url_without_anchor: url,
          anchor,
          type: 'content',
          hierarchy: hh,
          content: text(25),
        });
      }
    }
  }
  return out;
}
