/**
 * What of a built page's markup is content, and its visible text: site chrome and widgets
 * (navigation, buttons, the table of contents, code line numbers, anything marked
 * `data-search-exclude`) are left out, and block boundaries become spaces.
 */
import type {Element, ElementContent} from 'hast';
import {classes, isElement} from '../built-pages/tree';

// Site chrome and widgets that are not content.
const SKIP_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'nav',
  'button',
  'footer',
  'img',
  'aside',
  'form',
  'input',
]);
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
/** Elements that start a block: their text is set apart by spaces, and the article's walk reads each on its own. */
export const BLOCK_TAGS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'main',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'pre',
  'blockquote',
  'dl',
  'dt',
  'dd',
  'details',
  'summary',
  'figure',
  'figcaption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'br',
]);

// CSS-module classes carry a hash suffix (admonitionHeading_avHu), so match prefixes.
export function hasClass(el: Element, prefix: string): boolean {
  return classes(el).some((c) => c === prefix || c.startsWith(`${prefix}_`));
}

/** Put `data-search-exclude` on a widget whose text is indexed another way (the Redoc reference). */
export const EXCLUDE_ATTRIBUTE = 'data-search-exclude';
/** EXCLUDE_ATTRIBUTE as hast names it. */
const EXCLUDE_PROPERTY = 'dataSearchExclude';

/** Whether an element is chrome or a widget, left out of the text. */
export function skipped(el: Element): boolean {
  return (
    SKIP_TAGS.has(el.tagName) ||
    SKIP_CLASSES.some((c) => hasClass(el, c)) ||
    el.properties.ariaHidden === 'true' ||
    el.properties[EXCLUDE_PROPERTY] !== undefined
  );
}

/** Text without zero-width characters, its white space collapsed. */
export function clean(text: string): string {
  return text
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Visible text of an element, with spaces at block boundaries and chrome left out. */
export function textOf(el: Element, stopAt: (child: Element) => boolean = () => false): string {
  const out: string[] = [];
  const visit = (node: ElementContent) => {
    if (node.type === 'text') out.push(node.value);
    if (!isElement(node)) return;
    if (skipped(node) || stopAt(node)) return;
    const block = BLOCK_TAGS.has(node.tagName) || hasClass(node, 'token-line');
    if (block) out.push(' ');
    node.children.forEach(visit);
    if (block) out.push(' ');
  };
  el.children.forEach(visit);
  return clean(out.join(''));
}
