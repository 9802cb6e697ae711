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

function titlesOf(records: Records, pages: Pages): Map<string, number> {
  const titles = new Map<string, number>();
  pages.forEach((p, page) => {
    const title = p.title >= 0 ? records[p.title]?.hierarchy.lvl1 : null;
    if (title) titles.set(title.toLowerCase(), page);
  });
  return titles;
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

/** What the records of one engine are, each read once when a query first reaches it. */
export interface RecordKinds {
  /** Whether the text record at `place` points to another page (see above). */
  signpost(place: number): boolean;
  /** Whether the text record at `place` is a code sample (see above). */
  codeSample(place: number): boolean;
  /** The identifier a symbol heading at `place` names, as an index term (see above); null for any other record. */
  symbol(place: number): string | null;
}

/**
 * The kinds of `records`, whose pages are `pages` and page numbers `pageOf`. The re-ranker asks
 * for tens of thousands of records a query on a large site, so the flags sit in one typed array
 * in this closure, read again only when a page is added (the head indexed in slices): it may be
 * the one a record names.
 */
export function recordKinds(records: Records, pages: Pages, pageOf: Int32Array): RecordKinds {
  /** Per place: READ once read, with SIGNPOST, CODE and SYMBOL as they apply. */
  let flags = new Uint8Array(0);
  let titles = new Map<string, number>();
  let known = -1;
  const flagsOf = (place: number): number => {
    if (known !== pages.length) {
      flags = new Uint8Array(records.length);
      titles = titlesOf(records, pages);
      known = pages.length;
    }
    return flags[place] || (flags[place] = read(records[place], titles, pageOf[place]!));
  };
  return {
    signpost: (place) => (flagsOf(place) & SIGNPOST) !== 0,
    codeSample: (place) => (flagsOf(place) & CODE) !== 0,
    symbol: (place) => (flagsOf(place) & SYMBOL ? normalize(headingToken(records[place])!) : null),
  };
}
