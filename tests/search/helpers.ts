/** Shared pieces of the browser search tests: the built index and a doctored one. */
import type {Page} from 'playwright-core';
import {isHeldOut, readQuerySets} from '../../bench/lib/search-relevance';
import {readBuiltIndex} from '../../plugins/search-index/build';
import {
  loadIndex,
  serializeIndex,
  type SearchRecord,
  type SerializedHead,
  type SerializedText,
} from '../../src/search/engine';
import {buildDir} from '../../scripts/lib/browser';
import {DOC_PAGE_FILTERS} from '../../src/search/constants';

export function builtIndex(): {head: SerializedHead; text: SerializedText} {
  return readBuiltIndex(buildDir);
}

/** A word of the body text that no title or heading holds: only the complete index finds it. */
export function textOnlyWord(): string {
  const {head, text} = builtIndex();
  const headOnly = loadIndex(head);
  const complete = loadIndex(head, text);
  for (const row of text.records) {
    for (const word of row[3].split(/[^a-z]+/)) {
      if (word.length >= 7 && headOnly.search(word).nbHits === 0 && complete.search(word).nbHits > 0) return word;
    }
  }
  throw new Error('No word of the body text is missing from the titles and headings');
}

/** The engine's count for a query, as the browser should show it. */
export function expectedCount(query: string, facetFilters: unknown = DOC_PAGE_FILTERS): number {
  return expectedCounts(query, facetFilters).results;
}

/** The engine's counts for a query: results, and the pages of the docs they are on. */
export function expectedCounts(
  query: string,
  facetFilters: unknown = DOC_PAGE_FILTERS,
): {results: number; pages: number} {
  const {head, text} = builtIndex();
  const response = loadIndex(head, text).search(query, {facetFilters: facetFilters as never});
  return {results: response.nbHits, pages: response.nbDocuments ?? NaN};
}

export const XSS_IMG = '<img src=x onerror="window.__xss=1">';
export const XSS_SCRIPT = '<script>window.__xss=2</script>';
export const XSS_URL = 'javascript:window.__xss=3';

/** The built index plus a page whose text holds markup and a javascript: URL: the head and the text files. */
export function indexWithHostileText(): {head: string; text: string} {
  const base = builtIndex();
  const origin = base.head.origin;
  const url = `${origin}/docs/getting-started`;
  const hostile: SearchRecord = {
    objectID: 'hostile',
    url: `${url}#hostile`,
    url_without_anchor: url,
    anchor: 'hostile',
    type: 'content',
    hierarchy: {
      lvl0: `Zebracorn ${XSS_IMG}`,
      lvl1: `Zebracorn ${XSS_SCRIPT}`,
      lvl2: 'Zebracorn heading',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: `Zebracorn text ${XSS_IMG} ${XSS_SCRIPT} <a href="${XSS_URL}">link</a> ${XSS_URL}`,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    page_kind: 'guide',
    weight: {level: 0, position: 0, pageRank: 0},
  };
  const records = [...loadIndex(base.head, base.text).records.map((r) => r!), hostile];
  const {head, text} = serializeIndex(records);
  return {head: JSON.stringify(head), text: JSON.stringify(text)};
}

/** Answers the index requests (head and text) with `files`, once `until` (a slow network's answer) has resolved. */
export async function serveIndex(
  page: Page,
  files: {head: string; text: string},
  until: Promise<void> = Promise.resolve(),
): Promise<void> {
  for (const [path, body] of [
    ['index', files.head],
    ['text', files.text],
  ] as const) {
    await page.route(`**/search/${path}.json`, async (route) => {
      await until;
      await route.fulfill({status: 200, contentType: 'application/json', body});
    });
  }
}

/** Markup that runs script when a browser parses it as HTML, each calling `window.__ran` with its number. */
const SCRIPT_VECTORS = [
  (n: number) => `<img src=x onerror="window.__ran(${n})">`,
  (n: number) => `<svg onload="window.__ran(${n})">`,
  (n: number) => `<svg><animate onbegin="window.__ran(${n})" attributeName=x dur=1s></animate></svg>`,
  (n: number) => `<iframe srcdoc="<script>parent.__ran(${n})</script>"></iframe>`,
  (n: number) => `<details open ontoggle="window.__ran(${n})"><summary>x</summary></details>`,
  (n: number) => `<input autofocus onfocus="window.__ran(${n})">`,
  (n: number) => `<video><source onerror="window.__ran(${n})"></video>`,
  (n: number) => `<audio src=x onerror="window.__ran(${n})"></audio>`,
  (n: number) => `<object data="javascript:window.__ran(${n})"></object>`,
  (n: number) => `<embed src="javascript:window.__ran(${n})">`,
  (n: number) => `<math><mtext><table><mglyph><style><img src=x onerror="window.__ran(${n})">`,
  (n: number) =>
    `<style>@keyframes k${n}{}</style><b style="animation-name:k${n}" onanimationstart="window.__ran(${n})">b</b>`,
  (n: number) => `"><img src=x onerror="window.__ran(${n})">`,
  (n: number) => `<script>window.__ran(${n})</script>`,
  (n: number) => `<a href="javascript:window.__ran(${n})">link</a>`,
  (n: number) => `<form><button formaction="javascript:window.__ran(${n})">b</button></form>`,
];

/**
 * Stored recent and favourite searches (DocSearch keeps them in localStorage) with markup in
 * every field DocSearch renders as HTML: the title, the text, and their `_snippetResult`
 * copies. 16 vectors in 3 places: 48 payloads, one number each.
 */
export function poisonedStoredHits(origin: string): Array<Record<string, unknown>> {
  const hits: Array<Record<string, unknown>> = [];
  let n = 0;
  for (const vector of SCRIPT_VECTORS) {
    const base = (field: string) => ({
      objectID: `poison-${field}-${n}`,
      url: `${origin}/docs/getting-started#poison-${n}`,
      type: 'lvl1',
      hierarchy: {lvl0: 'Docs', lvl1: `Title ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: `Text ${n}`,
    });
    const inTitle = base('title');
    (inTitle.hierarchy as Record<string, unknown>).lvl1 = vector(++n);
    hits.push(inTitle);
    hits.push({...base('content'), content: vector(++n)});
    hits.push({...base('snippet'), _snippetResult: {hierarchy: {lvl1: {value: vector(++n)}}, content: {value: 'x'}}});
  }
  return hits;
}

/**
 * A question readers asked (of a tuning set: the held-out sets are not read) whose first page, as the modal asks for it, the
 * sentence vectors change, and that page: the shortest such question, to type quickly.
 */
export function questionReorderedByMeaning(): {question: string; first: string} {
  const {head, text, table} = readBuiltIndex(buildDir, true);
  if (!table) throw new Error('The build has no piece table');
  const [words, meaning] = [loadIndex(head, text), loadIndex(head, text, undefined, table)];
  const request = {hitsPerPage: 20, facetFilters: DOC_PAGE_FILTERS as never};
  const firstPage = (engine: typeof words, query: string) => {
    const url = engine.search(query, request).hits[0]?.url;
    return url && new URL(url).pathname;
  };
  const questions = readQuerySets()
    .filter((set) => !isHeldOut(set.name))
    .flatMap((set) => set.queries.map((q) => q.query))
    .sort((a, b) => a.length - b.length || a.localeCompare(b));
  for (const question of questions) {
    const first = firstPage(meaning, question);
    if (first && first !== firstPage(words, question)) return {question, first};
  }
  throw new Error('No tuning question has another first page with the sentence vectors');
}
