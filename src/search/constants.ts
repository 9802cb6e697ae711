/**
 * The offline search's fixed values, for code that must not load the search client or engine:
 * the navbar button (first-load JavaScript), the site config and the indexer.
 */

/** The index's head (pages, titles, headings) under the site's base URL; the search-index plugin writes it. */
export const INDEX_PATH = 'search/index.json';

/** The index's body text, fetched with the head and indexed after it. */
export const TEXT_PATH = 'search/text.json';

/** The sentence vectors' piece table (semantic/table-format.ts), fetched once the text is indexed. */
export const PIECES_PATH = 'search/pieces.bin';

/** A large site's head, sharded (sharded-format.ts): `kind` of its manifest, which is then the index's head file. */
export const SHARDED = 'sharded';

/** Beside a sharded head's manifest: the whole head, the term shards, the fragments. */
export const WHOLE_HEAD_FILE = 'head.json';
export const termShardFile = (shard: number) => `terms-${shard}.json`;
export const fragmentFile = (fragment: number) => `pages-${fragment}.json`;

/** Whether the head's file holds a sharded head's manifest. */
export function isManifest(data: unknown): boolean {
  return (data as {kind?: unknown} | null)?.kind === SHARDED;
}

/** The plain DocSearch records (for an Algolia or Typesense upload), next to the index. */
export const RECORDS_PATH = 'search/records.json';

/** Longest query the search takes, everywhere (the specification's limit; DocSearch's core allows 512). */
export const MAX_QUERY_LENGTH = 64;

/** Characters (code points) in a text: an emoji is one, where `length` counts two. */
export function queryLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++, n++) if (isPair(text, i)) i++;
  return n;
}

/**
 * The query as the search takes it: its first MAX_QUERY_LENGTH characters, cut between code
 * points (half of an emoji makes `encodeURIComponent` throw), a lone surrogate made U+FFFD.
 */
export function cutQuery(text: string): string {
  let end = 0;
  for (let n = 0; end < text.length && n < MAX_QUERY_LENGTH; n++) end += isPair(text, end) ? 2 : 1;
  return text
    .slice(0, end)
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** Whether a surrogate pair starts at `i`. */
function isPair(text: string, i: number): boolean {
  const high = text.charCodeAt(i);
  const low = text.charCodeAt(i + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

/** Snippets of 10 words, 5 on screens up to 768 px (as DocSearch asks for them). */
export const SMALL_SCREEN = '(max-width: 768px)';

/** The app id config/search.ts sets when no Algolia keys were given at build time. */
export const LOCAL_APP_ID = 'local';

export function isLocalSearch(appId: string | undefined): boolean {
  return !appId || appId === LOCAL_APP_ID;
}

/** The facet filters DocSearch sends from a doc page (contextual search: language and docs version). */
export const DOC_PAGE_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
