/**
 * What a record is, read once per record and engine when a query first reaches it.
 *
 * A signpost points to another page of the docs rather than say something itself. The docs
 * write them two ways: a link list entry that leads with the page's title ("Create a dataset:
 * the first scikit-learn tutorial.", under Next steps) and a table row with a cell that is a
 * page's title ("Make a first prediction in a few minutes · Getting started": the indexer
 * joins cells with " · "). Both repeat the words the page they point to is about, in the words
 * readers type for a task, so they match a question as well as that page does; the page
 * answers it. The indexer, which sees the links, marks the ones whose link text is not the
 * page's title ("Offline models: download your model…", `signpost` on the record); the engine
 * reads the others from the titles it knows.
 *
 * A code sample is a text mostly of identifiers (over RANKING.codeShare of its tokens): it shows how
 * to call something, and its words are mostly parts of identifiers, counted over and over.
 *
 * A symbol heading is a section heading that is one identifier (`OfflineModelData`,
 * `dockerImage`; not a hyphenated word, see isCode): it names a symbol, and holds words only as
 * the parts of that name. A page's title is the page's subject, whatever it is written as (a
 * module's reference page).
 */
import {isCode, isCompound, normalize, tokenize} from './tokenize';
import type {SearchRecord} from './types';
import {RANKING} from './weights';

/** Between the cells of a table row, as the indexer joins them. */
const CELL = ' · ';
/** A lead title ends with a colon and is short (a page title, not a sentence). */
const LEAD = /^([^:]{2,80}):\s/;

/** The pages, each with the place of its title record (-1: none). */
type Pages = ReadonlyArray<{title: number}>;
type Records = ReadonlyArray<SearchRecord | undefined>;

const READ = 1;
const SIGNPOST = 2;
const CODE = 4;
const SYMBOL = 8;

interface Known {
  /** Per place: READ once read, with SIGNPOST, CODE and SYMBOL as they apply. */
  flags: Uint8Array;
  /** Page titles (lower case) → page number, for the pages known when it was made. */
  titles: Map<string, number>;
  pages: number;
}

/** Per records array (one per engine). */
const known = new WeakMap<Records, Known>();

function titlesOf(records: Records, pages: Pages): Map<string, number> {
  const titles = new Map<string, number>();
  pages.forEach((p, page) => {
    const title = p.title >= 0 ? records[p.title]?.hierarchy.lvl1 : null;
    if (title) titles.set(title.toLowerCase(), page);
  });
  return titles;
}

function flagsOf(records: Records, pages: Pages, place: number, page: number): number {
  let k = known.get(records);
  if (!k || k.pages !== pages.length) {
    // A new page (the head indexed in slices) may be the one a record names: read again.
    k = {flags: new Uint8Array(records.length), titles: titlesOf(records, pages), pages: pages.length};
    known.set(records, k);
  }
  if (!k.flags[place]) k.flags[place] = read(records[place], k.titles, page);
  return k.flags[place]!;
}

/** The one token of a section heading, or null. */
function headingToken(record: SearchRecord | undefined): string | null {
  if (!record || record.type === 'content' || record.type === 'lvl1') return null;
  const tokens = tokenize(record.hierarchy[record.type] ?? '');
  return tokens.length === 1 ? tokens[0]! : null;
}

function read(record: SearchRecord | undefined, titles: Map<string, number>, page: number): number {
  const token = headingToken(record);
  if (token !== null) return READ | (isCode(token) ? SYMBOL : 0);
  const text = record?.type === 'content' ? record.content : null;
  if (!text) return READ;
  const other = (name: string) => {
    const at = titles.get(name.trim().replace(/\.$/, '').toLowerCase());
    return at !== undefined && at !== page;
  };
  const lead = LEAD.exec(text);
  const signpost =
    record?.signpost || (lead && other(lead[1]!)) || (text.includes(CELL) && text.split(CELL).some(other));
  const tokens = tokenize(text);
  const code = tokens.length > 0 && tokens.filter(isCompound).length / tokens.length > RANKING.codeShare;
  return READ | (signpost ? SIGNPOST : 0) | (code ? CODE : 0);
}

/** Whether the text record at `place` (on page `page`) points to another page (see above). */
export function isSignpost(records: Records, pages: Pages, place: number, page: number): boolean {
  return (flagsOf(records, pages, place, page) & SIGNPOST) !== 0;
}

/** Whether the text record at `place` (on page `page`) is a code sample (see above). */
export function isCodeSample(records: Records, pages: Pages, place: number, page: number): boolean {
  return (flagsOf(records, pages, place, page) & CODE) !== 0;
}

/** The identifier a symbol heading at `place` (on page `page`) names, as an index term (see above); null for any other record. */
export function symbolOf(records: Records, pages: Pages, place: number, page: number): string | null {
  return flagsOf(records, pages, place, page) & SYMBOL ? normalize(headingToken(records[place])!) : null;
}
