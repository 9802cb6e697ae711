/**
 * API operations (method + path + summary) from table rows. Today the API
 * reference is an MDX table; a later rendering (Redoc) only has to yield rows
 * of cells with a METHOD and a /v1 path for this to keep working.
 */
import type {HTMLElement} from 'node-html-parser';

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

export function cellTexts(row: HTMLElement, textOf: (el: HTMLElement) => string): string[] {
  return row.childNodes
    .filter((n): n is HTMLElement => n.nodeType === 1 && /^(td|th)$/i.test((n as HTMLElement).tagName))
    .map(textOf);
}

/** Every operation row under `root`, with the id of the heading it sits under. */
export function extractOperations(
  root: HTMLElement,
  textOf: (el: HTMLElement) => string = (el) => el.text,
): Array<Operation & {anchor: string | null}> {
  const out: Array<Operation & {anchor: string | null}> = [];
  let anchor: string | null = null;
  for (const el of root.querySelectorAll('h2, h3, h4, h5, h6, tr')) {
    if (el.tagName !== 'TR') {
      anchor = el.getAttribute('id') ?? anchor;
      continue;
    }
    const op = operationFromCells(cellTexts(el, textOf));
    if (op) out.push({...op, anchor});
  }
  return out;
}
