/**
 * DocSearch-shaped records from one built page: only the article body, one
 * lvl1 record for the title, one record per section heading and one per text
 * block (paragraph, list item, table row, code block).
 */
import {parse, type HTMLElement, type Node} from 'node-html-parser';
import {PAGE_RANK_META} from '../../src/shared/page-rank';
import {LEVELS, SECTION_PATH_SEPARATOR, type Hierarchy, type PageKind, type RecordType, type SearchRecord} from '../../src/search/types';
import {recordsOfPage, type RecordDraft} from './records';
import {cellTexts, operationFromCells} from './operations';

export interface PageInput {
  /** The built page, parsed once (`parseHtml`): other post-build passes can share the parse. */
  doc: HTMLElement;
  /** Absolute URL of the page, without anchor. */
  url: string;
  /** Emit one record per API operation row (METHOD + /v1 path). */
  operations?: boolean;
  pageRank?: number;
}

/** Used when a page is in no sidebar category (Introduction, Getting started, standalone pages). */
export const DEFAULT_LVL0 = 'Documentation';
/** Code is indexed for its identifiers; the rest of a long listing adds size, not recall. */
export const MAX_CODE_CHARS = 600;
export const MAX_TEXT_CHARS = 2000;

// Site chrome and widgets that are not content.
const SKIP_TAGS = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'NAV', 'BUTTON', 'FOOTER', 'IMG', 'ASIDE', 'FORM', 'INPUT']);
const SKIP_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'table-of-contents',
  'theme-doc-breadcrumbs',
  'pagination-nav',
  'theme-doc-footer',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'buttonGroup',
  'codeLineNumber',
  'admonitionHeading',
  'cardTitleIcon',
  'tocCollapsible',
];
const BLOCK_TAGS = new Set([
  'P', 'DIV', 'SECTION', 'ARTICLE', 'HEADER', 'MAIN', 'UL', 'OL', 'LI', 'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR',
  'TD', 'TH', 'PRE', 'BLOCKQUOTE', 'DL', 'DT', 'DD', 'DETAILS', 'SUMMARY', 'FIGURE', 'FIGCAPTION', 'H1', 'H2', 'H3',
  'H4', 'H5', 'H6', 'HR', 'BR',
]);
const TEXT_BLOCKS = new Set(['P', 'DT', 'DD', 'FIGCAPTION', 'SUMMARY', 'BLOCKQUOTE']);

function isElement(node: Node): node is HTMLElement {
  return node.nodeType === 1;
}

function classes(el: HTMLElement): string[] {
  return (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
}

// CSS-module classes carry a hash suffix (admonitionHeading_avHu), so match prefixes.
function hasClass(el: HTMLElement, prefix: string): boolean {
  return classes(el).some((c) => c === prefix || c.startsWith(`${prefix}_`));
}

/** Put `data-search-exclude` on a widget whose text is indexed another way (the Redoc reference). */
export const EXCLUDE_ATTRIBUTE = 'data-search-exclude';

function skipped(el: HTMLElement): boolean {
  return (
    SKIP_TAGS.has(el.tagName) ||
    SKIP_CLASSES.some((c) => hasClass(el, c)) ||
    el.getAttribute('aria-hidden') === 'true' ||
    el.hasAttribute(EXCLUDE_ATTRIBUTE)
  );
}

function clean(text: string): string {
  return text.replace(/\u200b|\u200c|\u200d|\ufeff/g, '').replace(/\s+/g, ' ').trim();
}

/** Visible text of an element, with spaces at block boundaries and chrome left out. */
export function textOf(el: HTMLElement, stopAt: (child: HTMLElement) => boolean = () => false): string {
  const out: string[] = [];
  const visit = (node: Node) => {
    if (!isElement(node)) {
      out.push(node.text);
      return;
    }
    if (skipped(node) || stopAt(node)) return;
    const block = BLOCK_TAGS.has(node.tagName) || hasClass(node, 'token-line');
    if (block) out.push(' ');
    node.childNodes.forEach(visit);
    if (block) out.push(' ');
  };
  el.childNodes.forEach(visit);
  return clean(out.join(''));
}

interface State {
  hierarchy: Hierarchy;
  anchor: string | null;
  level: number;
  out: RecordDraft[];
  operations: boolean;
  /** Table header rows already indexed on this page. */
  headers: Set<string>;
}

function emit(state: State, content: string, max = MAX_TEXT_CHARS) {
  const text = clean(content);
  if (!text || !/[\p{L}\p{N}]/u.test(text)) return;
  const cut = text.length > max ? `${text.slice(0, max).replace(/\s+\S*$/, '')} …` : text;
  const last = state.out[state.out.length - 1];
  if (last && last.content === cut && last.anchor === state.anchor) return;
  state.out.push({type: 'content', hierarchy: {...state.hierarchy}, anchor: state.anchor, content: cut});
}

function heading(state: State, el: HTMLElement, level: number) {
  const text = textOf(el);
  if (!text) return;
  state.hierarchy[LEVELS[level]!] = text;
  for (let l = level + 1; l < LEVELS.length; l++) state.hierarchy[LEVELS[l]!] = null;
  state.level = level;
  state.anchor = el.getAttribute('id') ?? state.anchor;
  state.out.push({type: `lvl${level}` as RecordType, hierarchy: {...state.hierarchy}, anchor: state.anchor, content: null});
}

function codeBlock(state: State, el: HTMLElement) {
  const title = el.querySelector('[class*="codeBlockTitle"]');
  const lines = el.querySelectorAll('.token-line');
  const code = lines.length ? lines.map((l) => textOf(l)).join(' ') : textOf(el.querySelector('pre') ?? el);
  const prefix = title ? `${textOf(title)}: ` : '';
  emit(state, prefix + code, MAX_CODE_CHARS);
}

function table(state: State, el: HTMLElement) {
  for (const row of el.querySelectorAll('tr')) {
    const cells = cellTexts(row, (c) => textOf(c));
    // A header row says what its columns hold ("Who can see and run the model"): it is text,
    // once per page (generated pages repeat "Parameter · Type · Default · Description").
    if (!row.querySelector('td')) {
      const header = cells.filter(Boolean).join(' · ');
      if (state.headers.has(header)) continue;
      state.headers.add(header);
    }
    const op = state.operations && row.querySelector('td') ? operationFromCells(cells) : null;
    if (op) {
      const level = Math.min(6, state.level + 1);
      const hierarchy = {...state.hierarchy, [LEVELS[level]!]: `${op.method} ${op.path}`};
      state.out.push({type: `lvl${level}` as RecordType, hierarchy, anchor: state.anchor, content: op.summary || null});
    } else {
      emit(state, cells.filter(Boolean).join(' · '));
    }
  }
}

function listItem(state: State, el: HTMLElement) {
  const nested = (child: HTMLElement) =>
    ['UL', 'OL', 'TABLE', 'PRE'].includes(child.tagName) || hasClass(child, 'theme-code-block');
  emit(state, textOf(el, nested));
  for (const child of el.querySelectorAll('ul, ol, table, pre, .theme-code-block')) {
    if (child.parentNode === el) walkChild(state, child);
  }
}

function walkChild(state: State, el: HTMLElement) {
  if (skipped(el)) return;
  const tag = el.tagName;
  const h = /^H([1-6])$/.exec(tag);
  if (h) {
    if (h[1] === '1') {
      if (!state.hierarchy.lvl1) state.hierarchy.lvl1 = textOf(el);
      return;
    }
    if (el.getAttribute('id')) return heading(state, el, Number(h[1]));
    return emit(state, textOf(el));
  }
  if (hasClass(el, 'theme-code-block') || tag === 'PRE') return codeBlock(state, el);
  if (tag === 'TABLE') return table(state, el);
  if (tag === 'LI') return listItem(state, el);
  if (TEXT_BLOCKS.has(tag)) return emit(state, textOf(el));
  // A doc card (category pages): its title and description make one entry.
  if (tag === 'A' && hasClass(el, 'card')) {
    const title = el.querySelector('h2, h3');
    const desc = el.querySelector('p');
    return emit(state, [title && textOf(title), desc && textOf(desc)].filter(Boolean).join(': '));
  }
  walk(state, el);
}

function walk(state: State, el: HTMLElement) {
  let inline: Node[] = [];
  const flush = () => {
    if (inline.length) emit(state, inline.map((n) => (isElement(n) ? textOf(n) : n.text)).join(''));
    inline = [];
  };
  for (const child of el.childNodes) {
    const blockish = isElement(child) && (BLOCK_TAGS.has(child.tagName) || child.querySelector('p, div, h2, h3, table, ul, ol, pre'));
    if (!blockish) {
      if (!isElement(child) || !skipped(child)) inline.push(child);
      continue;
    }
    flush();
    walkChild(state, child as HTMLElement);
  }
  flush();
}

function meta(doc: HTMLElement, name: string): string | null {
  return doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

/** The page's breadcrumb items, the home link left out (the page itself is the last one). */
function breadcrumbItems(doc: HTMLElement): HTMLElement[] {
  return doc.querySelectorAll('.breadcrumbs__item').filter((li) => !li.querySelector('[aria-label="Home page"]'));
}

/**
 * The page's place in the sidebar, as its breadcrumbs show it (`jaqpotpy › PyTorch models`):
 * the categories above it and, when the page is a category's own page, that category. It is
 * the group title of the modal (lvl0), so hits group by sidebar section, and pages with the
 * same title ("Create a dataset") differ by it. Pages outside any category: "Documentation".
 */
export function sectionOf(doc: HTMLElement): string {
  const crumbs = breadcrumbItems(doc);
  const trail = crumbs.filter((li) => !hasClass(li, 'breadcrumbs__item--active')).map((li) => textOf(li));
  const current = doc.querySelector('nav[aria-label="Docs sidebar"] a[aria-current="page"]');
  const own = crumbs.find((li) => hasClass(li, 'breadcrumbs__item--active'));
  if (current && hasClass(current, 'menu__link--sublist') && own) trail.push(textOf(own));
  return trail.filter(Boolean).join(SECTION_PATH_SEPARATOR) || DEFAULT_LVL0;
}

/**
 * What the page is (see PageKind): a category listing (the generated index of a sidebar
 * category), legacy (it ranks itself down), reference (generated signatures), else a guide.
 */
export function pageKindOf(doc: HTMLElement, pageRank: number): PageKind {
  if (pageRank < 0) return 'legacy';
  if (doc.querySelector('main [class*="generatedIndexPage"]')) return 'listing';
  if (doc.querySelector('main [data-pysignature]')) return 'reference';
  return 'guide';
}

/** The rank a page declares for itself (PAGE_RANK_META), if any. */
export function declaredPageRank(doc: HTMLElement): number | undefined {
  const content = doc.querySelector(`meta[name="${PAGE_RANK_META}"]`)?.getAttribute('content');
  const rank = content?.trim() ? Number(content) : NaN;
  return Number.isFinite(rank) ? rank : undefined;
}

function pageTitle(doc: HTMLElement): string | null {
  const title = doc.querySelector('title')?.text ?? '';
  const cut = title.lastIndexOf(' | ');
  return clean(cut > 0 ? title.slice(0, cut) : title) || null;
}

export function parseHtml(html: string): HTMLElement {
  // `pre` must be parsed as elements, not raw text, to read prism's token lines.
  return parse(html, {blockTextElements: {script: true, style: true, noscript: true}});
}

export interface ExtractedPage {
  language: string;
  docusaurus_tag: string;
  page_kind: PageKind;
  /** The lvl1 record first, then the body's records in page order. */
  drafts: RecordDraft[];
}

/** Records of one page; empty when the page has no content root. */
export function extractRecords(page: PageInput): SearchRecord[] {
  const extracted = extractPage(page);
  if (!extracted) return [];
  const {drafts, ...attributes} = extracted;
  return recordsOfPage({url: page.url, ...attributes, pageRank: page.pageRank}, drafts);
}

/**
 * The record drafts of one page, or null without a content root or title. The title record
 * carries the page's meta description: the page's own summary of what it is about.
 */
export function extractPage(page: PageInput): ExtractedPage | null {
  const {doc} = page;
  const root = doc.querySelector('.theme-doc-markdown') ?? doc.querySelector('main');
  if (!root) return null;
  const h1 = root.querySelector('h1') ?? doc.querySelector('main h1');
  const hierarchy = Object.fromEntries(LEVELS.map((l) => [l, null])) as Hierarchy;
  hierarchy.lvl0 = sectionOf(doc);
  hierarchy.lvl1 = (h1 && textOf(h1)) || pageTitle(doc);
  const state: State = {hierarchy: {...hierarchy}, anchor: null, level: 1, out: [], operations: Boolean(page.operations), headers: new Set()};
  walk(state, root);
  if (!hierarchy.lvl1) return null;
  const description = clean(meta(doc, 'description') ?? '') || null;
  return {
    language: meta(doc, 'docsearch:language') ?? 'en',
    docusaurus_tag: meta(doc, 'docsearch:docusaurus_tag') ?? 'default',
    page_kind: pageKindOf(doc, page.pageRank ?? 0),
    drafts: [{type: 'lvl1', hierarchy, anchor: null, content: description}, ...state.out],
  };
}
