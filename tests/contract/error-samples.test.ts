/**
 * Every error body a doc page shows validates against the contract's `ErrorResponse`
 * (`message` string, `code` integer): ```json blocks that show an error, wherever they are
 * (partials included), and inline fragments such as `"code": 1001` in prose and tables.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {ROOT} from '../../openapi/validate';
import {type CodeBlock, codeBlocks, docFiles} from './doc-calls';
import {contract, formatAjvErrors, schemaValidator} from './helpers';

const doc = contract();
const validator = schemaValidator(doc);
const ERROR_SCHEMA = {$ref: '#/components/schemas/ErrorResponse'};
const ERROR_KEYS = new Set(Object.keys(doc.components.schemas.ErrorResponse.properties));

/** Whether a JSON block shows an error body: labelled as one, titled as one, or shaped like one. */
export function isErrorSample(block: CodeBlock, value: unknown): boolean {
  if (/contract="(schema ErrorResponse|[A-Z]+ \S+ [45]\d\d)"/.test(block.meta)) return true;
  if (/title="[^"]*error[^"]*"/i.test(block.meta)) return true;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes('message') && keys.every((k) => ERROR_KEYS.has(k));
}

/** Inline code spans of a page that hold an error `code` fragment, as a full error body to validate. */
export function inlineErrorFragments(text: string): {line: number; span: string; body: string}[] {
  const found: {line: number; span: string; body: string}[] = [];
  // Only prose: fenced blocks are checked as blocks.
  const prose = text.replace(/^([ \t]*)(`{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, (m) => m.replace(/[^\n]/g, ' '));
  for (const m of prose.matchAll(/`([^`\n]*"code"\s*:[^`\n]*)`/g)) {
    const span = m[1]!.trim();
    const body = span.startsWith('{') ? span : `{"message": "m", ${span}}`;
    found.push({line: prose.slice(0, m.index).split('\n').length, span, body});
  }
  return found;
}

function errorsOf(text: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `not JSON: ${(error as Error).message}`;
  }
  return formatAjvErrors(validator.validate(ERROR_SCHEMA, value, 'response'));
}

const files = docFiles(ROOT);
const samples = files.flatMap((file) =>
  codeBlocks(file, readFileSync(join(ROOT, file), 'utf8'))
    .filter((b) => b.lang === 'json')
    .flatMap((b) => {
      let value: unknown;
      try {
        value = JSON.parse(b.code);
      } catch {
        value = undefined;
      }
      return isErrorSample(b, value) ? [b] : [];
    }),
);
const fragments = files.flatMap((file) =>
  inlineErrorFragments(readFileSync(join(ROOT, file), 'utf8')).map((f) => ({file, ...f})),
);

describe('error bodies shown in the docs', () => {
  // Inline fragments are checked where there are any; the pages need none, since no error the
  // platform sends today carries a code (ledger entry error.code-1001).
  test('there are error samples to check', () => {
    assert.ok(samples.length >= 1, `only ${samples.length} json error samples`);
  });

  for (const block of samples) {
    test(`${block.file}:${block.line}: the json error sample is an ErrorResponse`, () => {
      assert.equal(errorsOf(block.code), '', `${block.file}:${block.line}`);
    });
  }

  for (const f of fragments) {
    test(`${f.file}:${f.line}: \`${f.span}\` fits an ErrorResponse`, () => {
      assert.equal(errorsOf(f.body), '', `${f.file}:${f.line}: ${f.span}`);
    });
  }
});

describe('the error-sample check catches a wrong sample', () => {
  const block = (code: string, meta = ''): CodeBlock => ({file: 'x.mdx', line: 1, lang: 'json', meta, code});

  test('a string code is found and fails', () => {
    const code = '{"message": "not verified", "code": "1001"}';
    assert.ok(isErrorSample(block(code), JSON.parse(code)));
    assert.match(errorsOf(code), /\/code must be integer/);
  });

  test('an inline fragment with a string code fails, an integer one passes', () => {
    const [bad, good] = inlineErrorFragments(
      '| `"code": "1001"` | x |\n\nOr `"code": 1001`.\n\n```json\n{"code": "x"}\n```\n',
    );
    assert.match(errorsOf(bad!.body), /must be integer/);
    assert.equal(errorsOf(good!.body), '');
  });

  test('a body with other fields is not taken for an error', () => {
    const code = '{"message": "hi", "predictions": []}';
    assert.ok(!isErrorSample(block(code), JSON.parse(code)));
    assert.ok(isErrorSample(block(code, 'title="error response"'), JSON.parse(code)));
  });
});
