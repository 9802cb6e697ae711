/**
 * Shared helpers of the jaqpotpy reference tests: paths, the facts, the
 * expected page data (regenerated from the facts, not read from
 * src/data/pyapi) and the built pages, parsed as the built-pages pass parses them.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Element} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';

import {parseHtml} from '../../plugins/built-pages/tree';

import {readFacts} from '../../scripts/pyapi/facts';
import {buildPageData} from '../../scripts/pyapi/page-data';
import {PY_API_PAGES, pageBuildFile, pageDocFile} from '../../src/components/PyApi/pages';
import type {PyPageData} from '../../src/components/PyApi/types';

export const ROOT = path.resolve(__dirname, '..', '..');
export const BUILD_DIR = path.join(ROOT, 'build');

export const facts = readFacts(ROOT);
/** What each page must document, derived from the facts. */
const expectedPages: Record<string, PyPageData> = buildPageData(facts);
/** What `page` must document; fails when the facts give it nothing. */
export function expectedPage(page: string): PyPageData {
  const data = expectedPages[page];
  if (!data) throw new Error(`The facts give no data for the reference page ${page}`);
  return data;
}
export {PY_API_PAGES};

let buildChecked = false;

/** Throws a clear error when the site has not been built. */
export function requireBuild(): void {
  if (buildChecked) return;
  if (!existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error(
      `build/ is missing (looked for ${path.join(BUILD_DIR, 'index.html')}). ` +
        'Run `npx docusaurus build` in the repository root before these tests.',
    );
  }
  buildChecked = true;
}

const treeCache = new Map<string, Element>();

/** The built HTML of a reference page, its <article> parsed with the project's parser (plugins/built-pages). */
export function pageTree(page: string): Element {
  requireBuild();
  const cached = treeCache.get(page);
  if (cached) return cached;
  const file = path.join(BUILD_DIR, pageBuildFile(page));
  if (!existsSync(file)) {
    throw new Error(`No built page for ${page}: ${file} is missing.`);
  }
  const article = select('article', parseHtml(readFileSync(file, 'utf8')));
  if (!article) throw new Error(`${file}: no <article>`);
  treeCache.set(page, article);
  return article;
}

export function pageSource(page: string): string {
  return readFileSync(path.join(ROOT, pageDocFile(page)), 'utf8');
}

/** The string value of an attribute (hast names: `dataPyparams` for data-pyparams), or undefined. */
export function attr(el: Element, name: string): string | undefined {
  const value = el.properties[name];
  return value === undefined || value === null || value === false
    ? undefined
    : Array.isArray(value)
      ? value.join(' ')
      : String(value);
}

/** First-column texts of the body rows of a table, without the "keyword-only" note. */
export function firstColumn(table: Element): string[] {
  return selectAll('tbody > tr', table).map((row) => {
    const cell = select('td, th', row);
    return cell ? toText(cell).trim().replace(/\s*keyword-only$/, '') : '';
  });
}

/** Label of a parameter as the tables show it. */
export function paramLabels(params: {name: string; kind: string}[]): string[] {
  return params.map((p) =>
    p.kind === 'var_positional' ? `*${p.name}` : p.kind === 'var_keyword' ? `**${p.name}` : p.name,
  );
}
