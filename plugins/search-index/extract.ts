/**
 * DocSearch-shaped records from one built page: only the article body, one
 * lvl1 record for the title, one record per section heading and one per text
 * block (paragraph, list item, table row, code block).
 */
import type {Element, ElementContent, Root} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {attribute, hasDescendant, isElement} from '../built-pages/tree';
import {LEVELS, type Hierarchy, type PageKind, type RecordType, type SearchRecord} from '../../src/search/types';
import {recordsOfPage, type RecordDraft} from './records';
import {cellTexts, operationFromCells} from './operations';
import {meta, pageKindOf, pageTitle, sectionOf} from './page-facts';
import {BLOCK_TAGS, clean, hasClass, skipped, textOf} from './visible-text';

export interface PageInput {
  /** The built page, parsed once by the built-pages pass (`parseHtml`). */
  doc: Root;
  /** Absolute URL of the page, without anchor. */
  url: string;
  /** Emit one record per API operation row (METHOD + /v1 path). */
  operations?: boolean;
  pageRank?: number;
}

/** Code is indexed for its identifiers; the rest of a long listing adds size, not recall. */
export const MAX_CODE_CHARS = 600;
export const MAX_TEXT_CHARS = 2000;

const TEXT_BLOCKS = new Set(['p', 'dt', 'dd', 'figcaption', 'summary', 'blockquote']);
/** An element holding one of these is walked as blocks, not read as one run of inline text. */
const HOLDS_BLOCKS = new Set(['p', 'div', 'h2', 'h3', 'table', 'ul', 'ol', 'pre']);

interface State {
  /** The page's path, without a trailing slash: a link elsewhere points to another path. */
  path: string;
  hierarchy: Hierarchy;
  anchor: string | null;
  level: number;
  out: RecordDraft[];
  operations: boolean;
  /** Table header rows already indexed on this page. */
  headers: Set<string>;
}

function emit(state: State, content: string, max = MAX_TEXT_CHARS, signpost = false) {
  const text = clean(content);
  if (!text || !/[\p{L}\p{N}]/u.test(text)) return;
  const cut = text.length > max ? `${text.slice(0, max).replace(/\s+\S*$/, '')} …` : text;
  const last = state.out[state.out.length - 1];
  if (last && last.content === cut && last.anchor === state.anchor) return;
  state.out.push({
    type: 'content',
    hierarchy: {...state.hierarchy},
    anchor: state.anchor,
    content: cut,
    ...(signpost ? {signpost: true as const} : {}),
  });
}

/** Whether `node` is a link to another page of the site (a path of its own, not this page or an anchor on it). */
function linksElsewhere(node: ElementContent | undefined, state: State): boolean {
  if (!node || !isElement(node) || node.tagName !== 'a') return false;
  const href = attribute(node, 'href') ?? '';
  return (
    href.startsWith('/') && !href.startsWith('//') && href.replace(/[#?].*$/, '').replace(/\/$/, '') !== state.path
  );
}

/** An element's children without the whitespace between them. */
function filledChildren(el: Element): ElementContent[] {
  return el.children.filter((n) => !(n.type === 'text' && !n.value.trim()));
}

/**
 * Whether a list entry points to another page: it leads with a link there, alone or followed by
 * a colon, a full stop or a dash, past any badge ("[Offline models](…): download your model and
 * predict…", a Next steps entry; "`jaqpotpy.utils` legacy — Chemistry…", a module tree line).
 * The link's text need not be the page's title, which the engine alone could not tell.
 */
function leadsWithLink(el: Element, state: State): boolean {
  const [lead, ...rest] = filledChildren(el).filter((n) => n.type !== 'comment');
  const after = rest.find((n) => !(isElement(n) && hasClass(n, 'badge')));
  const text = after?.type === 'text' ? after.value.trim() : after ? null : '';
  return linksElsewhere(lead, state) && text !== null && /^(?:[:.—–]|$)/.test(text);
}

/** Whether a table cell is a link to another page and nothing else ("Go to: Getting started"). */
function isLinkCell(cell: Element, state: State): boolean {
  const nodes = filledChildren(cell);
  return nodes.length === 1 && linksElsewhere(nodes[0], state);
}

function heading(state: State, el: Element, level: number) {
  const text = textOf(el);
  if (!text) return;
  state.hierarchy[LEVELS[level]!] = text;
  for (let l = level + 1; l < LEVELS.length; l++) state.hierarchy[LEVELS[l]!] = null;
  state.level = level;
  state.anchor = attribute(el, 'id') ?? state.anchor;
  state.out.push({
    type: `lvl${level}` as RecordType,
    hierarchy: {...state.hierarchy},
    anchor: state.anchor,
    content: null,
  });
}

function codeBlock(state: State, el: Element) {
  const title = select('[class*="codeBlockTitle"]', el);
  const lines = selectAll('.token-line', el);
  const code = lines.length ? lines.map((l) => textOf(l)).join(' ') : textOf(select('pre', el) ?? el);
  const prefix = title ? `${textOf(title)}: ` : '';
  emit(state, prefix + code, MAX_CODE_CHARS);
}

function table(state: State, el: Element) {
  for (const row of selectAll('tr', el)) {
    const cells = cellTexts(row, (c) => textOf(c));
    // A header row says what its columns hold ("Who can see and run the model"): it is text,
    // once per page (generated pages repeat "Parameter · Type · Default · Description").
    if (!select('td', row)) {
      const header = cells.filter(Boolean).join(' · ');
      if (state.headers.has(header)) continue;
      state.headers.add(header);
    }
    const op = state.operations && select('td', row) ? operationFromCells(cells) : null;
    if (op) {
      const level = Math.min(6, state.level + 1);
      const hierarchy = {...state.hierarchy, [LEVELS[level]!]: `${op.method} ${op.path}`};
      state.out.push({type: `lvl${level}` as RecordType, hierarchy, anchor: state.anchor, content: op.summary || null});
    } else {
      const linked = row.children.some(
        (c) => isElement(c) && (c.tagName === 'td' || c.tagName === 'th') && isLinkCell(c, state),
      );
      emit(state, cells.filter(Boolean).join(' · '), MAX_TEXT_CHARS, linked);
    }
  }
}

function listItem(state: State, el: Element) {
  const nested = (child: Element) =>
    ['ul', 'ol', 'table', 'pre'].includes(child.tagName) || hasClass(child, 'theme-code-block');
  emit(state, textOf(el, nested), MAX_TEXT_CHARS, leadsWithLink(el, state));
  for (const child of el.children) {
    if (isElement(child) && nested(child)) walkChild(state, child);
  }
}

function walkChild(state: State, el: Element) {
  if (skipped(el)) return;
  const tag = el.tagName;
  const h = /^h([1-6])$/.exec(tag);
  if (h) {
    if (h[1] === '1') {
      if (!state.hierarchy.lvl1) state.hierarchy.lvl1 = textOf(el);
      return;
    }
    if (attribute(el, 'id')) return heading(state, el, Number(h[1]));
    return emit(state, textOf(el));
  }
  if (hasClass(el, 'theme-code-block') || tag === 'pre') return codeBlock(state, el);
  if (tag === 'table') return table(state, el);
  if (tag === 'li') return listItem(state, el);
  if (TEXT_BLOCKS.has(tag)) return emit(state, textOf(el));
  // A doc card (category pages): its title and description make one entry.
  if (tag === 'a' && hasClass(el, 'card')) {
    const title = select('h2, h3', el);
    const desc = select('p', el);
    return emit(state, [title && textOf(title), desc && textOf(desc)].filter(Boolean).join(': '));
  }
  walk(state, el);
}

function walk(state: State, el: Element) {
  let inline: ElementContent[] = [];
  const flush = () => {
    if (inline.length)
      emit(state, inline.map((n) => (isElement(n) ? textOf(n) : n.type === 'text' ? n.value : '')).join(''));
    inline = [];
  };
  for (const child of el.children) {
    const blockish =
      isElement(child) && (BLOCK_TAGS.has(child.tagName) || hasDescendant(child, (d) => HOLDS_BLOCKS.has(d.tagName)));
    if (!blockish) {
      if (child.type === 'text' || (isElement(child) && !skipped(child))) inline.push(child);
      continue;
    }
    flush();
    walkChild(state, child);
  }
  flush();
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
 * carries the page's meta description, the page's own summary of what it is about, and its meta
 * keywords, the words a reader may search it by.
 */
export function extractPage(page: PageInput): ExtractedPage | null {
  const {doc} = page;
  const root = select('.theme-doc-markdown', doc) ?? select('main', doc);
  if (!root) return null;
  const h1 = select('h1', root) ?? select('main h1', doc);
  const hierarchy = Object.fromEntries(LEVELS.map((l) => [l, null])) as Hierarchy;
  hierarchy.lvl0 = sectionOf(doc);
  hierarchy.lvl1 = (h1 && textOf(h1)) || pageTitle(doc);
  const path = new URL(page.url).pathname.replace(/\/$/, '');
  const state: State = {
    path,
    hierarchy: {...hierarchy},
    anchor: null,
    level: 1,
    out: [],
    operations: Boolean(page.operations),
    headers: new Set(),
  };
  walk(state, root);
  if (!hierarchy.lvl1) return null;
  const description = clean(meta(doc, 'description') ?? '') || null;
  const keywords = clean(meta(doc, 'keywords') ?? '');
  return {
    language: meta(doc, 'docsearch:language') ?? 'en',
    docusaurus_tag: meta(doc, 'docsearch:docusaurus_tag') ?? 'default',
    page_kind: pageKindOf(doc, page.pageRank ?? 0),
    drafts: [
      {type: 'lvl1', hierarchy, anchor: null, content: description, ...(keywords ? {keywords} : {})},
      ...state.out,
    ],
  };
}
