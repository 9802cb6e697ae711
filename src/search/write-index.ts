/**
 * Writes the index files (format.ts) from the records of a site: the indexer's last step, and
 * the tests' and the bench's way to an index of their own records.
 */
import {LEVELS, PAGE_KINDS, type SearchRecord} from './types';
import {
  differences,
  headRow,
  INDEX_FORMAT,
  INDEX_VERSION,
  recordId,
  TYPES,
  type HeadRow,
  type PageRow,
  type SerializedHead,
  type SerializedText,
  type TextRow,
} from './format';

export function serializeIndex(records: readonly SearchRecord[]): {head: SerializedHead; text: SerializedText} {
  const origin = records.length ? new URL(records[0]!.url).origin : '';
  const strings: string[] = [];
  const ids = new Map<string, number>();
  const intern = (table: unknown[], key: string, value: () => unknown): number => {
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = table.push(value()) - 1));
    return id;
  };
  const str = (s: string | null) => (s === null ? -1 : intern(strings, `s${s}`, () => s));
  const pages: PageRow[] = [];
  const hierarchies: number[][] = [];
  const head: HeadRow[] = [];
  const late: HeadRow[] = [];
  const text: TextRow[] = [];
  const [textPage, textHierarchy] = [differences(), differences()];
  const headingRow = new Map(
    [head, late].map((rows) => [rows, [differences(), differences(), differences()]] as const),
  );
  const firstPlace = new Map<string, number>();
  records.forEach((r, place) => {
    if (!r.url_without_anchor.startsWith(origin)) throw new Error(`Record ${r.url} is not under ${origin}`);
    if (!firstPlace.has(r.url_without_anchor)) firstPlace.set(r.url_without_anchor, place);
  });
  const inHead = (r: SearchRecord) => r.type !== 'content' && (r.page_kind !== 'legacy' || r.type === 'lvl1');
  const write = (r: SearchRecord, place: number) => {
    const row = [
      r.url_without_anchor.slice(origin.length),
      r.language,
      r.docusaurus_tag,
      r.weight.pageRank,
      r.page_kind,
    ] as const;
    const first = firstPlace.get(r.url_without_anchor)!;
    const page = intern(pages, `p${JSON.stringify(row)}`, () => [
      str(row[0]),
      str(row[1]),
      str(row[2]),
      row[3],
      PAGE_KINDS.indexOf(row[4]),
      first,
    ]);
    const levels = LEVELS.map((l) => str(r.hierarchy[l]));
    while (levels.length && levels[levels.length - 1] === -1) levels.pop();
    const hier = intern(hierarchies, `h${levels.join(',')}`, () => levels);
    const anchor = str(r.anchor);
    if (r.type === 'content') {
      const row: TextRow = [textPage(page), anchor, textHierarchy(hier), r.content ?? ''];
      text.push(r.signpost ? [...row, 1] : row);
    } else {
      const rows = inHead(r) ? head : late;
      const [placeStep, pageStep, hierarchyStep] = headingRow.get(rows)!;
      rows.push(headRow([placeStep(place), pageStep(page), anchor, TYPES.indexOf(r.type), hierarchyStep(hier)], r));
    }
  };
  // The head's rows first, so the strings and hierarchies they use come first and the head
  // carries only those (the first result waits for its bytes); the text carries the rest.
  records.forEach((r, place) => inHead(r) && write(r, place));
  const [stringsInHead, hierarchiesInHead] = [strings.length, hierarchies.length];
  records.forEach((r, place) => inHead(r) || write(r, place));
  // One build's two files carry the same id, so a cached head never meets another build's text.
  const build =
    recordId(origin, 'content', records.length) + recordId(JSON.stringify(head.at(-1) ?? ''), 'content', text.length);
  const common = {format: INDEX_FORMAT, version: INDEX_VERSION, build} as const;
  return {
    head: {
      ...common,
      origin,
      count: records.length,
      strings: strings.slice(0, stringsInHead),
      pages,
      hierarchies: hierarchies.slice(0, hierarchiesInHead),
      records: head,
    },
    text: {
      ...common,
      strings: strings.slice(stringsInHead),
      hierarchies: hierarchies.slice(hierarchiesInHead),
      headings: late,
      records: text,
    },
  };
}
