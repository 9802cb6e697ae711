/**
 * API operations (method + path + summary) named by table rows of the guides, such as the
 * endpoint tables of the prediction workflow. The reference's operations come from the contract.
 */
import type {Element} from 'hast';
import {isElement} from '../built-pages/tree';

export interface Operation {
  method: string;
  path: string;
  summary: string;
}

const METHOD = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE)$/i;
const API_PATH = /^\/v1(?:[/?#]|$)/;
const METHOD_AND_PATH = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE)\s+(\/v1\S*)$/i;

/** The operation of one table row, given its cell texts; null when the row is not one. */
export function operationFromCells(cells: readonly string[]): Operation | null {
  const trimmed = cells.map((c) => c.replace(/\s+/g, ' ').trim());
  let method = '';
  let path = '';
  const used = new Set<number>();
  trimmed.forEach((cell, i) => {
    const both = METHOD_AND_PATH.exec(cell);
    if (both && !method && !path) {
      [method, path] = [both[1]!, both[2]!];
      used.add(i);
    } else if (!method && METHOD.test(cell)) {
      method = cell;
      used.add(i);
    } else if (!path && API_PATH.test(cell)) {
      path = cell;
      used.add(i);
    }
  });
  if (!method || !path) return null;
  const summary = trimmed.filter((c, i) => !used.has(i) && c).join(' ');
  return {method: method.toUpperCase(), path, summary};
}

export function cellTexts(row: Element, textOf: (el: Element) => string): string[] {
  return row.children
    .filter((n): n is Element => isElement(n) && (n.tagName === 'td' || n.tagName === 'th'))
    .map(textOf);
}
