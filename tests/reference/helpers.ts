/**
 * Shared helpers of the jaqpotpy reference tests: paths, the facts, the
 * expected page data (regenerated from the facts, not read from
 * src/data/pyapi) and a small HTML reader for the minified build output.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {readFacts} from '../../scripts/pyapi/facts';
import {buildPageData} from '../../scripts/pyapi/page-data';
import {PY_API_PAGES, pageBuildFile, pageDocFile} from '../../src/components/PyApi/pages';
import type {PyPageData} from '../../src/components/PyApi/types';

export const ROOT = path.resolve(__dirname, '..', '..');
export const BUILD_DIR = path.join(ROOT, 'build');

export const facts = readFacts(ROOT);
/** What each page must document, derived from the facts. */
export const expectedPages: Record<string, PyPageData> = buildPageData(facts);
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

const htmlCache = new Map<string, string>();

/** The built HTML of a reference page (the <article> part). */
export function pageHtml(page: string): string {
  requireBuild();
  const cached = htmlCache.get(page);
  if (cached !== undefined) return cached;
  const file = path.join(BUILD_DIR, pageBuildFile(page));
  if (!existsSync(file)) {
    throw new Error(`No built page for ${page}: ${file} is missing.`);
  }
  const html = readFileSync(file, 'utf8');
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  const article = start >= 0 && end > start ? html.slice(start, end) : html;
  htmlCache.set(page, article);
  return article;
}

export function pageSource(page: string): string {
  return readFileSync(path.join(ROOT, pageDocFile(page)), 'utf8');
}

// ---------------------------------------------------------------------------
// A minimal reader for minified HTML (unquoted attributes, omitted end tags).

export interface Tag {
  name: string;
  attrs: Record<string, string>;
  /** Offset of the '<' of the start tag. */
  start: number;
  /** Offset just after the '>' of the start tag. */
  end: number;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const TAG_RE = /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>"'/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTR_RE = /([^\s=>"'/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** Every start tag with its attributes. */
export function startTags(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const m of html.matchAll(TAG_RE)) {
    const attrs: Record<string, string> = {};
    for (const a of (m[2] ?? '').matchAll(ATTR_RE)) {
      attrs[a[1].toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
    }
    tags.push({name: m[1].toLowerCase(), attrs, start: m.index!, end: m.index! + m[0].length});
  }
  return tags;
}

/** All id attribute values, in document order (duplicates kept). */
export function ids(html: string): string[] {
  return startTags(html)
    .map((t) => t.attrs.id)
    .filter((id): id is string => id !== undefined);
}

/** Text content of an HTML fragment (tags removed, entities decoded). */
export function textOf(html: string): string {
  return decodeEntities(html.replace(/<!--.*?-->/g, '').replace(/<[^>]*>/g, '')).trim();
}

/** The HTML of an element from its start tag to its end tag (no nesting of the same tag assumed). */
export function elementHtml(html: string, tag: Tag): string {
  const close = html.indexOf(`</${tag.name}>`, tag.end);
  return html.slice(tag.start, close < 0 ? html.length : close);
}

/** First-column texts of the body rows of a table fragment. */
export function firstColumn(tableHtml: string): string[] {
  const body = tableHtml.slice(Math.max(0, tableHtml.indexOf('<tbody')));
  return body
    .split(/<tr[\s>]/)
    .slice(1)
    .map((row) => {
      const cells = row.split(/<t[dh][\s>]/);
      return textOf(`<x ${cells[1] ?? ''}`.replace(/^<x [^>]*>/, '')).replace(/\s*keyword-only$/, '');
    });
}

/** Label of a parameter as the tables show it. */
export function paramLabels(params: {name: string; kind: string}[]): string[] {
  return params.map((p) =>
    p.kind === 'var_positional' ? `*${p.name}` : p.kind === 'var_keyword' ? `**${p.name}` : p.name,
  );
}
