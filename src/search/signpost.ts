/**
 * Signposts: text records that point to another page of the docs rather than say something
 * themselves. The docs write them two ways: a link list entry that leads with the page's
 * title ("Create a dataset: the first scikit-learn tutorial.", under Next steps) and a table
 * row with a cell that is a page's title ("Make a first prediction in a few minutes ·
 * Getting started", the indexer joins cells with " · "). Both repeat the words the page
 * they point to is about, in the words readers type for a task, so they match a question as
 * well as that page does; the page answers it.
 */
import type {SearchRecord} from './types';

/** Between the cells of a table row, as the indexer joins them. */
const CELL = ' · ';
/** A lead title ends with a colon and is short (a page title, not a sentence). */
const LEAD = /^([^:]{2,80}):\s/;

/** The pages, each with the place of its title record (-1: none). */
type Pages = ReadonlyArray<{title: number}>;

interface Known {
  /** Per place: 0 not read yet, 1 not a signpost, 2 a signpost. */
  flags: Uint8Array;
  /** Page titles (lower case) → page number, for the pages known when it was made. */
  titles: Map<string, number>;
  pages: number;
}

/** Per records array (one per engine): the records read so far, and the page titles. */
const known = new WeakMap<ReadonlyArray<SearchRecord | undefined>, Known>();

function titlesOf(records: ReadonlyArray<SearchRecord | undefined>, pages: Pages): Map<string, number> {
  const titles = new Map<string, number>();
  pages.forEach((p, page) => {
    const title = p.title >= 0 ? records[p.title]?.hierarchy.lvl1 : null;
    if (title) titles.set(title.toLowerCase(), page);
  });
  return titles;
}

/**
 * Whether the text record at `place` (on page `page`) points to another page: it leads with
 * that page's title followed by a colon, or one of its table cells is that page's title.
 * Read once per record and engine, when a query first matches it.
 */
export function isSignpost(records: ReadonlyArray<SearchRecord | undefined>, pages: Pages, place: number, page: number): boolean {
  let k = known.get(records);
  if (!k || k.pages !== pages.length) {
    // A new page (the head indexed in slices) may be the one a record names: read again.
    k = {flags: new Uint8Array(records.length), titles: titlesOf(records, pages), pages: pages.length};
    known.set(records, k);
  }
  if (!k.flags[place]) k.flags[place] = read(records[place], k.titles, page) ? 2 : 1;
  return k.flags[place] === 2;
}

function read(record: SearchRecord | undefined, titles: Map<string, number>, page: number): boolean {
  const text = record?.type === 'content' ? record.content : null;
  if (!text) return false;
  const other = (name: string) => {
    const at = titles.get(name.trim().replace(/\.$/, '').toLowerCase());
    return at !== undefined && at !== page;
  };
  const lead = LEAD.exec(text);
  if (lead && other(lead[1]!)) return true;
  return text.includes(CELL) && text.split(CELL).some(other);
}
