/**
 * Where a long identifier in a table cell may wrap. Without such points a cell's
 * `jaqpot_python_sdk.exceptions.exceptions` or `JaqpotPredictionFailureException` is as wide as
 * its text, and two of them push a table past the page's column on a desktop screen.
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
    const [first, ...rest] = part.split(BREAK);
    current += first;
    for (const piece of rest) {
      pieces.push(current);
      current = piece;
    }
  }
  pieces.push(current);
  return pieces;
}
