/**
 * Small readers of a parsed page (hast) shared by the writers of the built-pages pass. Where a
 * CSS selector says it best, writers use hast-util-select; these cover the hot loops, where a
 * selector would be parsed and matched once per node.
 */
import type {Element, Nodes, Root} from 'hast';
import {fromParse5} from 'hast-util-from-parse5';
import {parse} from 'parse5';

/**
 * The one HTML parser of the project: parse5 (as browsers parse) into hast. Not
 * hast-util-from-html, which does the same plus source positions: nothing here reads them,
 * and they took about 40% of the parse time of our built pages.
 */
export function parseHtml(html: string): Root {
  // Scripting off, as in hast-util-from-html: `<noscript>` content is markup, not text.
  return fromParse5(parse(html, {scriptingEnabled: false})) as Root;
}

export function isElement(node: Nodes): node is Element {
  return node.type === 'element';
}

export function classes(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

export function hasClass(node: Element, name: string): boolean {
  return classes(node).includes(name);
}

/** The elements under `node` that match, outermost first: the search does not enter a match. */
export function collect(node: Root | Element, match: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (match(child)) {
      found.push(child);
    } else {
      found.push(...collect(child, match));
    }
  }
  return found;
}

/** The first element under `node` (not `node` itself) that matches, in document order. */
export function find(node: Root | Element, match: (element: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const found = match(child) ? child : find(child, match);
    if (found) return found;
  }
  return undefined;
}

/** Whether an element under `node` (not `node` itself) matches. */
export function hasDescendant(node: Root | Element, match: (element: Element) => boolean): boolean {
  return find(node, match) !== undefined;
}

/** The text of every text node under `node`, as the DOM's `textContent`. */
export function textContent(node: Nodes): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textContent).join('') : '';
}

/** A string attribute (`id`, `content`, `href`), by its hast property name. */
export function attribute(node: Element, property: string): string | undefined {
  const value = node.properties[property];
  return typeof value === 'string' ? value : undefined;
}
