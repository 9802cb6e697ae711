/**
 * The text a reference page shows for one symbol, as Markdown: the element with the symbol's
 * anchor (its heading) and what follows it up to the next heading, converted as the page's
 * Markdown copy is.
 */
import type {Element, ElementContent, Root} from 'hast';
import {attribute, isElement} from '../plugins/built-pages/tree';
import {fragmentToMarkdown} from '../plugins/llms-txt/html-to-markdown';

function section(parent: Root | Element, id: string): ElementContent[] | undefined {
  const children = parent.children as ElementContent[];
  const index = children.findIndex((child) => isElement(child) && attribute(child, 'id') === id);
  if (index >= 0) {
    const end = children.findIndex((child, i) => i > index && isElement(child) && /^h[1-6]$/.test(child.tagName));
    return children.slice(index, end < 0 ? undefined : end);
  }
  for (const child of children) {
    const found = isElement(child) ? section(child, id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The Markdown of the symbol's section on its built page, or null when the page has no such anchor. */
export function symbolText(page: Root, anchor: string, pageUrl: string): string | null {
  const nodes = section(page, anchor);
  return nodes ? fragmentToMarkdown(nodes, pageUrl) : null;
}
