/** Shared pieces of the browser search tests: the built index and a doctored one. */
import type {Page} from 'playwright-core';
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
  const {head, text} = builtIndex();
  return loadIndex(head, text).search(query, {facetFilters: facetFilters as never}).nbHits;
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

/** Answers the index requests (head and text) with `files`, after `delayMs`. */
export async function serveIndex(page: Page, files: {head: string; text: string}, delayMs = 0): Promise<void> {
  for (const [path, body] of [
    ['index', files.head],
    ['text', files.text],
  ] as const) {
    await page.route(`**/search/${path}.json`, async (route) => {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      await route.fulfill({status: 200, contentType: 'application/json', body});
    });
  }
}
