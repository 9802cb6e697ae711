/**
 * A section's search words (`<SearchWords words="…" />`, src/shared/search-words.ts) sit alone on
 * the line under a heading, with 1 to 8 short entries, none that the page's keywords or another
 * section of the page already has: the indexer gives them to the heading above, and a word
 * repeated on one page would only weigh that page down twice.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, test} from 'node:test';
import {parse as parseYaml} from 'yaml';
import {MAX_SEARCH_WORD_LENGTH, MAX_SEARCH_WORDS, searchWordsOf} from '../../src/shared/search-words';
import {sourceFiles} from '../../scripts/lib/doc-sources';

const USE = /<SearchWords\b/;
const LINE = /^<SearchWords words="([^"]*)" \/>$/;
const HEADING = /^#{2,6} \S/;

/** Problems with the search words of one page's source. */
export function searchWordsProblems(text: string): string[] {
  const problems: string[] = [];
  const front = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const keywords: unknown = front ? (parseYaml(front[1]!) as {keywords?: unknown} | null)?.keywords : undefined;
  const seen = new Set((Array.isArray(keywords) ? keywords : []).map((k) => String(k).toLowerCase()));
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (!USE.test(line)) return;
    const where = `line ${i + 1}`;
    const m = LINE.exec(line.trim());
    if (!m) return problems.push(`${where}: write <SearchWords words="a, b" /> alone on its line`);
    let above = i - 1;
    while (above >= 0 && !lines[above]!.trim()) above--;
    if (above < 0 || !HEADING.test(lines[above]!)) problems.push(`${where}: not under a heading`);
    const words = searchWordsOf(m[1]!);
    if (words.length < 1 || words.length > MAX_SEARCH_WORDS)
      problems.push(`${where}: ${words.length} entries (1 to ${MAX_SEARCH_WORDS})`);
    for (const word of words) {
      if (word.length > MAX_SEARCH_WORD_LENGTH)
        problems.push(`${where}: "${word}" is ${word.length} characters (at most ${MAX_SEARCH_WORD_LENGTH})`);
      if (seen.has(word.toLowerCase())) problems.push(`${where}: "${word}" is already a word of this page`);
      seen.add(word.toLowerCase());
    }
  });
  return problems;
}

const pages = sourceFiles('.', 'docs', (name) => /\.mdx?$/.test(name));

describe('search words', () => {
  for (const page of pages) {
    const text = readFileSync(page, 'utf8');
    if (USE.test(text))
      test(`${page}: search words under headings, few, short, not repeated`, () => {
        assert.deepEqual(searchWordsProblems(text), []);
      });
  }

  test('misplaced, long, too many and repeated words are reported', () => {
    const page = (body: string) => `---\ntitle: T\nkeywords: [pickle]\n---\n\n${body}\n`;
    assert.deepEqual(searchWordsProblems(page('## Save\n\n<SearchWords words="joblib, dump" />')), []);
    assert.deepEqual(searchWordsProblems(page('Some text.\n<SearchWords words="joblib" />')), [
      'line 7: not under a heading',
    ]);
    assert.deepEqual(searchWordsProblems(page('## Save\n<SearchWords words="Pickle" />')), [
      'line 7: "Pickle" is already a word of this page',
    ]);
    assert.deepEqual(searchWordsProblems(page(`## Save\n<SearchWords words="${'x'.repeat(41)}" />`)), [
      `line 7: "${'x'.repeat(41)}" is 41 characters (at most 40)`,
    ]);
    assert.deepEqual(searchWordsProblems(page('## Save\n<SearchWords words="a,b,c,d,e,f,g,h,i" />')), [
      'line 7: 9 entries (1 to 8)',
    ]);
    assert.deepEqual(searchWordsProblems(page('## Save\nText <SearchWords words="a" /> inline')), [
      'line 7: write <SearchWords words="a, b" /> alone on its line',
    ]);
  });
});
