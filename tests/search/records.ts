/** Search records for the engine's tests, and the engine and index sources made from them. */
import {
  LEVELS,
  levelWeight,
  loadIndex,
  recordId,
  serializeIndex,
  type Hierarchy,
  type RecordType,
  type SearchRecord,
} from '../../src/search/engine';
import type {ReadTable} from '../../src/search/semantic/table-format';

export const ORIGIN = 'https://jaqpot.org';

/** A record of page `path` under headings `titles` (lvl0, lvl1, …). */
export function rec(
  path: string,
  titles: string[],
  content: string | null = null,
  extra: Partial<SearchRecord> = {},
): SearchRecord {
  const hierarchy = Object.fromEntries(LEVELS.map((l, i) => [l, titles[i] ?? null])) as Hierarchy;
  const type: RecordType = content === null ? (`lvl${titles.length - 1}` as RecordType) : 'content';
  const anchor = titles.length > 2 ? titles[titles.length - 1]!.toLowerCase().replace(/[^a-z0-9]+/g, '-') : null;
  const url = `${ORIGIN}${path}${anchor ? `#${anchor}` : ''}`;
  return {
    objectID: recordId(url, type, 0),
    url,
    url_without_anchor: ORIGIN + path,
    anchor,
    type,
    hierarchy,
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    page_kind: 'guide',
    weight: {level: levelWeight(type), position: 0, pageRank: 0},
    ...extra,
  };
}

/** The engine on records, through the files the indexer writes (head and text). */
export function engineOf(list: SearchRecord[], table?: ReadTable) {
  const {head, text} = JSON.parse(JSON.stringify(serializeIndex(list))) as ReturnType<typeof serializeIndex>;
  return loadIndex(head, text, undefined, table);
}

/** Index sources for a client, from records. */
export const sourcesOf = (list: SearchRecord[]) => {
  const {head, text} = serializeIndex(list);
  return {head: async () => head, text: async () => text};
};
