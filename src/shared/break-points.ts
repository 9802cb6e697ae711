/**
 * Where a long identifier in a table cell may wrap: the Markdown tables' cells
 * (plugins/rehype-tables) and the operations in the ledger's tables
 * (src/components/PlatformFacts/Operations.tsx). Without such points a cell's
 * `jaqpot_python_sdk.exceptions.exceptions` or `POST /v1/models/{modelId}/predict` is as wide as
 * its text, and two of them push a table past the page's column.
 */

/** Words shorter than this never wrap inside: `fit()` stays whole. */
export const MIN_BREAKABLE = 16;

/**
 * After `/`, `_` or `,` before a letter or digit, and after `.` before a letter (a version's
 * `2024.03.4` stays whole); before `(` after a word character; and between a lower-case letter
 * or digit and an upper-case letter (camelCase).
 */
const BREAK = /(?<=[/_,])(?=[A-Za-z0-9])|(?<=\.)(?=[A-Za-z])|(?<=[A-Za-z0-9_])(?=\()|(?<=[a-z0-9])(?=[A-Z])/g;

/**
 * `text` in the pieces a `<wbr>` goes between, joined they are `text` again. Only words (runs
 * without white space) of at least MIN_BREAKABLE characters are split.
 */
export function breakPieces(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const part of text.split(/(\s+)/)) {
    if (part.length < MIN_BREAKABLE || /\s/.test(part)) {
      current += part;
      continue;
    }
    let from = 0;
    for (const {index} of part.matchAll(BREAK)) {
      // Not inside a path parameter: `{modelId}` stays whole.
      if (insideBraces(part, index)) continue;
      pieces.push(current + part.slice(from, index));
      current = '';
      from = index;
    }
    current += part.slice(from);
  }
  pieces.push(current);
  return pieces;
}

/** Whether `text` has an unclosed `{` before `index`. */
function insideBraces(text: string, index: number): boolean {
  let depth = 0;
  for (let i = 0; i < index; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}') depth = Math.max(0, depth - 1);
  }
  return depth > 0;
}
