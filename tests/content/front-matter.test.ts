/**
 * Every doc page has front matter `title`, `description` (one sentence, at most 160 characters)
 * and `sidebar_position`, and, when it has `keywords`, a list of 1 to 10 short strings; every
 * generated category listing has a description within the same limit. Pages speak of the
 * reader's task, never of how the site itself is made.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, test} from 'node:test';
import {parse as parseYaml} from 'yaml';
import {sourceFiles} from '../../scripts/lib/doc-sources';

export const MAX_DESCRIPTION = 160;
export const MAX_KEYWORDS = 10;
export const MAX_KEYWORD_LENGTH = 40;

const walk = (dir: string, keep: (name: string) => boolean) => sourceFiles('.', dir, keep);

/** Front matter fields of a page (flat `key: value` lines; quotes removed). */
export function frontMatter(text: string): Record<string, string> | undefined {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!m) return undefined;
  const fields: Record<string, string> = {};
  for (const line of m[1]!.split('\n')) {
    const kv = /^(\w+):\s*(.*)$/.exec(line);
    if (kv)
      fields[kv[1]!] = kv[2]!
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .replace(/^'(.*)'$/, '$1')
        .replace(/\\"/g, '"');
  }
  return fields;
}

/** Problems with a page's front matter. */
export function frontMatterProblems(text: string): string[] {
  const fm = frontMatter(text);
  if (!fm) return ['no front matter'];
  const problems: string[] = [];
  for (const key of ['title', 'description', 'sidebar_position']) if (!fm[key]) problems.push(`no ${key}`);
  const description = fm.description ?? '';
  if (description.length > MAX_DESCRIPTION)
    problems.push(`description is ${description.length} characters (at most ${MAX_DESCRIPTION})`);
  if (description && description.length < 20) problems.push(`description is only ${description.length} characters`);
  problems.push(...keywordProblems(text));
  return problems;
}

/**
 * Problems with a page's `keywords` (rendered as `<meta name="keywords">` and indexed by the
 * search with the page's title): when present, a YAML list of 1 to 10 non-empty strings of at
 * most 40 characters. The front matter is read as YAML here, since a list spans the flat
 * `key: value` lines that `frontMatter` reads.
 */
export function keywordProblems(text: string): string[] {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!m) return [];
  let data: unknown;
  try {
    data = parseYaml(m[1]!);
  } catch (error) {
    return [`front matter is not valid YAML: ${String(error).split('\n')[0]}`];
  }
  if (typeof data !== 'object' || data === null || !('keywords' in data)) return [];
  const keywords: unknown = data.keywords;
  if (!Array.isArray(keywords)) return ['keywords is not a list'];
  const problems: string[] = [];
  if (keywords.length < 1 || keywords.length > MAX_KEYWORDS)
    problems.push(`keywords has ${keywords.length} entries (1 to ${MAX_KEYWORDS})`);
  keywords.forEach((keyword: unknown, i) => {
    if (typeof keyword !== 'string' || !keyword.trim()) problems.push(`keyword ${i + 1} is not a non-empty string`);
    else if (keyword.length > MAX_KEYWORD_LENGTH)
      problems.push(`keyword "${keyword}" is ${keyword.length} characters (at most ${MAX_KEYWORD_LENGTH})`);
  });
  return problems;
}

/** Sentences about the site's own making, which a reader has no use for. */
const MACHINERY = [
  /\bthis documentation\b/i,
  /\bthe documentation repository\b/i,
  /\bclone of the docs?\b/i,
  /\bthe site's (own )?tests\b/i,
  /\bwill join (it|this page)\b/i,
  /\bthese pages describe\b/i,
  /\bour (tests|build|docs)\b/i,
];

export function machineryProblems(text: string): string[] {
  // Prose only: code may legitimately say anything.
  const prose = text.replace(/^([ \t]*)(`{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, (m) => m.replace(/[^\n]/g, ' '));
  const found: string[] = [];
  prose.split('\n').forEach((line, i) => {
    for (const pattern of MACHINERY) if (pattern.test(line)) found.push(`line ${i + 1}: ${line.trim().slice(0, 100)}`);
  });
  return found;
}

const pages = walk('docs', (name) => /\.mdx?$/.test(name) && !name.startsWith('_'));
const categories = walk('docs', (name) => name === '_category_.json');

describe('front matter', () => {
  test('there are pages to check', () => assert.ok(pages.length >= 50, `${pages.length} pages`));

  for (const page of pages) {
    test(`${page}: title, description of at most ${MAX_DESCRIPTION} characters, sidebar_position, keywords`, () => {
      assert.deepEqual(frontMatterProblems(readFileSync(page, 'utf8')), []);
    });
  }

  for (const file of categories) {
    test(`${file}: a category listing's description is at most ${MAX_DESCRIPTION} characters`, () => {
      const description: string | undefined = JSON.parse(readFileSync(file, 'utf8')).link?.description;
      if (description !== undefined)
        assert.ok(description.length <= MAX_DESCRIPTION, `${description.length} characters`);
    });
  }
});

describe("pages speak of the reader's task", () => {
  for (const page of [...pages, ...walk('docs', (name) => name.startsWith('_') && name.endsWith('.mdx'))]) {
    test(`${page} says nothing about how the site is made`, () => {
      assert.deepEqual(machineryProblems(readFileSync(page, 'utf8')), []);
    });
  }
});

describe('the front-matter checks catch wrong pages', () => {
  test('a long description and a missing position are reported', () => {
    const text = `---\ntitle: T\ndescription: "${'x'.repeat(161)}"\n---\n`;
    assert.deepEqual(frontMatterProblems(text), ['no sidebar_position', 'description is 161 characters (at most 160)']);
  });

  test('keywords that are not a list of 1 to 10 short strings are reported', () => {
    const page = (keywords: string) =>
      `---\ntitle: T\ndescription: A description of twenty characters or more.\nsidebar_position: 1\nkeywords: ${keywords}\n---\n`;
    const long = 'x'.repeat(41);
    assert.deepEqual(frontMatterProblems(page('[convert to onnx, skl2onnx]')), []);
    assert.deepEqual(frontMatterProblems(page('onnx')), ['keywords is not a list']);
    assert.deepEqual(keywordProblems(page('[]')), ['keywords has 0 entries (1 to 10)']);
    const eleven = `[${Array.from({length: 11}, (_, i) => `k${i}`).join(', ')}]`;
    assert.deepEqual(keywordProblems(page(eleven)), ['keywords has 11 entries (1 to 10)']);
    assert.deepEqual(keywordProblems(page(`["", 3, ${long}]`)), [
      'keyword 1 is not a non-empty string',
      'keyword 2 is not a non-empty string',
      `keyword "${long}" is 41 characters (at most 40)`,
    ]);
    assert.deepEqual(keywordProblems(page('[a, b')).length, 1);
  });

  test('a sentence about the site is found in prose, not in code', () => {
    const text = 'Intro.\n\nThis documentation does not cover it.\n\n```bash\necho "this documentation"\n```\n';
    assert.deepEqual(machineryProblems(text), ['line 3: This documentation does not cover it.']);
  });
});
