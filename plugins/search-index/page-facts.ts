/**
 * What a built page is as a whole: its title, its place in the sidebar (its records' lvl0), its
 * kind, the rank it declares, and its `<meta name>` tags.
 */
import type {Element, Root} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {attribute, find, hasDescendant, textContent} from '../built-pages/tree';
import {PAGE_RANK_META} from '../../src/shared/page-rank';
import {LISTING, PAGE_KIND_META} from '../../src/shared/page-kind';
import {SECTION_PATH_SEPARATOR, type PageKind} from '../../src/search/types';
import {clean, hasClass, textOf} from './visible-text';

/** Used when a page is in no sidebar category (Introduction, Getting started, standalone pages). */
export const DEFAULT_LVL0 = 'Documentation';

// Selectors match against every node of the tree they are given: the Redoc page has thousands,
// so lookups start from the page's head or main element.
function head(doc: Root): Element | undefined {
  return find(doc, (el) => el.tagName === 'head');
}

function main(doc: Root): Element | undefined {
  return find(doc, (el) => el.tagName === 'main');
}

/** The content of the page's `<meta name>` tag. */
export function meta(doc: Root, name: string): string | null {
  const from = head(doc);
  const tag = from && select(`meta[name="${name}"]`, from);
  return (tag && attribute(tag, 'content')) ?? null;
}

/** The page's breadcrumb items, the home link left out (the page itself is the last one). */
function breadcrumbItems(doc: Root): Element[] {
  const from = main(doc);
  return from ? selectAll('.breadcrumbs__item', from).filter((li) => !select('[aria-label="Home page"]', li)) : [];
}

/**
 * The page's place in the sidebar, as its breadcrumbs show it (`jaqpotpy › PyTorch models`):
 * the categories above it and, when the page is a category's own page, that category. It is
 * the group title of the modal (lvl0), so hits group by sidebar section, and pages with the
 * same title ("Create a dataset") differ by it. Pages outside any category: "Documentation".
 */
export function sectionOf(doc: Root): string {
  const crumbs = breadcrumbItems(doc);
  const trail = crumbs.filter((li) => !hasClass(li, 'breadcrumbs__item--active')).map((li) => textOf(li));
  const own = crumbs.find((li) => hasClass(li, 'breadcrumbs__item--active'));
  if (own && isCategoryPage(doc)) trail.push(textOf(own));
  return trail.filter(Boolean).join(SECTION_PATH_SEPARATOR) || DEFAULT_LVL0;
}

/** Whether the page is a sidebar category's own page (the sidebar marks its link as the open category). */
function isCategoryPage(doc: Root): boolean {
  const current = select('nav[aria-label="Docs sidebar"] a[aria-current="page"]', doc);
  return Boolean(current && hasClass(current, 'menu__link--sublist'));
}

/**
 * What the page is (see PageKind), from markers our own components write: legacy (it ranks
 * itself down, PAGE_RANK_META), a category listing (PAGE_KIND_META: the generated index of a
 * sidebar category, or a category's own page that shows its children's cards, whose short
 * introduction repeats what the children say), reference (generated signatures,
 * `data-pysignature`), else a guide. A category's own page without cards is a guide.
 */
export function pageKindOf(doc: Root, pageRank: number): PageKind {
  if (pageRank < 0) return 'legacy';
  if (meta(doc, PAGE_KIND_META) === LISTING) return 'listing';
  const body = main(doc);
  if (body && hasDescendant(body, (el) => el.properties.dataPysignature !== undefined)) return 'reference';
  return 'guide';
}

/** The rank a page declares for itself (PAGE_RANK_META), if any. */
export function declaredPageRank(doc: Root): number | undefined {
  const content = meta(doc, PAGE_RANK_META);
  const rank = content?.trim() ? Number(content) : NaN;
  return Number.isFinite(rank) ? rank : undefined;
}

export function pageTitle(doc: Root): string | null {
  const from = head(doc);
  const tag = from && select('title', from);
  const title = tag ? textContent(tag) : '';
  const cut = title.lastIndexOf(' | ');
  return clean(cut > 0 ? title.slice(0, cut) : title) || null;
}
