/** Shared pieces of the browser search tests: the built index and a doctored one. */
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import type {Page} from 'playwright-core';
import {INDEX_FILE} from '../../plugins/search-index/build';
import {loadIndex, serializeIndex, type SearchRecord, type SerializedIndex} from '../../src/search/engine';
import {buildDir} from '../../scripts/lib/browser';
import {DOC_PAGE_FILTERS} from '../../src/search/constants';

export function builtIndex(): SerializedIndex {
  return JSON.parse(readFileSync(resolve(buildDir, INDEX_FILE), 'utf8')) as SerializedIndex;
}


/** The engine's count for a query, as the browser should show it. */
export function expectedCount(query: string, facetFilters: unknown = DOC_PAGE_FILTERS): number {
  return loadIndex(builtIndex()).search(query, {facetFilters: facetFilters as never}).nbHits;
}

export const XSS_IMG = '<img src=x onerror="window.__xss=1">';
export const XSS_SCRIPT = '<script>window.__xss=2</script>';
export const XSS_URL = 'javascript:window.__xss=3';

/** The built index plus a page whose text holds markup and a javascript: URL. */
export function indexWithHostileText(): string {
  const base = builtIndex();
  const origin = base.origin;
  const url = `${origin}/docs/getting-started`;
  const hostile: SearchRecord = {
    objectID: 'hostile',
    url: `${url}#hostile`,
    url_without_anchor: url,
    anchor: 'hostile',
    type: 'content',
    hierarchy: {lvl0: `Zebracorn ${XSS_IMG}`, lvl1: `Zebracorn ${XSS_SCRIPT}`, lvl2: 'Zebracorn heading', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: `Zebracorn text ${XSS_IMG} ${XSS_SCRIPT} <a href="${XSS_URL}">link</a> ${XSS_URL}`,
    section_path: `Zebracorn trail ${XSS_IMG}`,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: {level: 0, position: 0, pageRank: 0},
  };
  const records = [...loadIndex(base).records, hostile];
  return JSON.stringify(serializeIndex(records));
}

/** Answers the index request with `body`, after `delayMs`. */
export async function serveIndex(page: Page, body: string, delayMs = 0): Promise<void> {
  await page.route('**/search/index.json', async (route) => {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    await route.fulfill({status: 200, contentType: 'application/json', body});
  });
}
