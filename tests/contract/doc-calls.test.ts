/**
 * Every API call a doc page shows exists in the contract (method + path, query parameter names),
 * and every JSON body it shows validates against the operation's schema: inline curl and ```http
 * request bodies, and ```json blocks labelled contract="METHOD /v1/path request|STATUS" or
 * contract="schema Name".
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';
import {ROOT} from '../../openapi/validate';
import {docFiles, extract, matchTemplates, mostLiteral, operationCells, type DocCall} from './doc-calls';
import {readFileSync} from 'node:fs';
import {contract, deref, formatAjvErrors, operations, parametersOf, schemaValidator, type Obj} from './helpers';

const doc = contract();
const validator = schemaValidator(doc);
const ops = operations(doc);
const templates = Object.keys(doc.paths);
const {calls, json, blocks} = extract(ROOT);
const where = (c: {file: string; line: number}) => `${c.file}:${c.line}`;

/** The operation a doc call addresses, or a reason why there is none. */
function resolve(call: {method?: string; path: string}): {op?: (typeof ops)[number]; error?: string} {
  const matching = matchTemplates(call.path, templates);
  if (!matching.length) return {error: `${call.path} matches no path of the contract`};
  if (!call.method) return {};
  const withMethod = matching.filter((t) => ops.some((o) => o.path === t && o.method === call.method!.toLowerCase()));
  const path = mostLiteral(withMethod);
  if (!path)
    return {error: `${call.method} ${call.path}: the contract has ${matching.join(', ')} but not with ${call.method}`};
  return {op: ops.find((o) => o.path === path && o.method === call.method!.toLowerCase())};
}

function jsonSchemaOf(content: Obj | undefined): unknown {
  return content?.['application/json']?.schema;
}

describe('API calls shown in the docs', () => {
  test('the extraction finds the calls of the API pages', () => {
    const byKind = (k: DocCall['kind']) => calls.filter((c) => c.kind === k).length;
    assert.ok(byKind('curl') >= 15, `curl calls: ${byKind('curl')}`);
    assert.ok(byKind('http') >= 1, `http blocks: ${byKind('http')}`);
    assert.ok(byKind('mention') >= 40, `mentions: ${byKind('mention')}`);
    assert.ok(calls.filter((c) => c.body).length >= 5, 'inline bodies');
    assert.ok(json.length >= 3, `labelled json blocks: ${json.length}`);
  });

  for (const call of calls) {
    const label = `${call.kind} ${call.method ?? '(path)'} ${call.path} at ${where(call)}`;
    test(`${label} is in the contract`, () => {
      const {op, error} = resolve(call);
      assert.equal(error, undefined, `${where(call)}: ${error}`);
      if (!op) return;
      const names = new Set(
        parametersOf(op, doc)
          .filter((p) => p.in === 'query')
          .map((p) => p.name),
      );
      for (const q of call.query)
        assert.ok(
          names.has(q),
          `${where(call)}: query parameter "${q}" is not a parameter of ${op.method.toUpperCase()} ${op.path}`,
        );
      if (call.body !== undefined) {
        let body: unknown;
        assert.doesNotThrow(
          () => (body = JSON.parse(call.body!)),
          `${where(call)}: the body is not JSON: ${call.body}`,
        );
        const schema = jsonSchemaOf(deref(op.op.requestBody, doc)?.content);
        assert.ok(schema, `${where(call)}: ${op.method.toUpperCase()} ${op.path} takes no JSON body`);
        const errors = validator.validate(schema, body, 'request');
        assert.deepEqual(errors, [], `${where(call)}: ${formatAjvErrors(errors)}`);
      }
    });
  }

  for (const j of json) {
    const target =
      'schema' in j.target ? `schema ${j.target.schema}` : `${j.target.method} ${j.target.path} ${j.target.status}`;
    test(`json block at ${where(j)} validates as ${target}`, () => {
      let value: unknown;
      assert.doesNotThrow(() => (value = JSON.parse(j.text)), `${where(j)}: not JSON`);
      let schema: unknown;
      let mode: 'request' | 'response' = 'response';
      if ('schema' in j.target) {
        schema = {$ref: `#/components/schemas/${j.target.schema}`};
        assert.ok(doc.components.schemas[j.target.schema], `${where(j)}: no schema ${j.target.schema}`);
      } else {
        const {op, error} = resolve(j.target);
        assert.equal(error, undefined, error);
        if (j.target.status === 'request') {
          mode = 'request';
          schema = jsonSchemaOf(deref(op!.op.requestBody, doc)?.content);
        } else {
          const response = op!.op.responses?.[j.target.status];
          assert.ok(response, `${where(j)}: ${target} is not a documented response`);
          schema = jsonSchemaOf(deref(response, doc).content);
        }
        assert.ok(schema, `${where(j)}: ${target} has no JSON schema`);
      }
      const errors = validator.validate(schema, value, mode);
      assert.deepEqual(errors, [], `${where(j)}: ${formatAjvErrors(errors)}`);
    });
  }

  test('every ```json block of the API pages is labelled with what it shows', () => {
    const unlabelled = blocks.filter(
      (b) => b.file.startsWith('docs/jaqpot-api/') && b.lang === 'json' && !/contract="/.test(b.meta),
    );
    assert.deepEqual(unlabelled.map(where), []);
  });
});

describe('operation ids named in the docs', () => {
  const cells = docFiles(ROOT).flatMap((f) => operationCells(f, readFileSync(join(ROOT, f), 'utf8')));

  test('tables name operation ids', () =>
    assert.ok(cells.filter((c) => c.ids.length).length >= 10, `${cells.length} rows`));

  for (const cell of cells) {
    test(`${where(cell)}: ${cell.ids.join(', ')} are the operations of ${cell.calls.map((c) => `${c.method} ${c.path}`).join(', ')}`, () => {
      assert.ok(cell.ids.length > 0, `${where(cell)}: no operation id in the operation column`);
      const expected = cell.calls.map((c) => resolve(c).op?.op.operationId);
      for (const id of cell.ids) {
        assert.ok(
          ops.some((o) => o.op.operationId === id),
          `${where(cell)}: ${id} is no operation id of the contract`,
        );
        // A row without calls (e.g. the operations of a generated API class) only names ids.
        if (cell.calls.length)
          assert.ok(
            expected.includes(id),
            `${where(cell)}: ${id} is not the operation of the calls in its row (${expected.join(', ')})`,
          );
      }
    });
  }
});

describe('the doc-call check catches wrong calls', () => {
  const dir = mkdtempSync(join(tmpdir(), 'doc-calls-'));
  after(() => rmSync(dir, {recursive: true, force: true}));
  mkdirSync(join(dir, 'docs'));
  writeFileSync(
    join(dir, 'docs', 'wrong.mdx'),
    [
      'Send `DELETE /v1/datasets/{id}` to remove it, or read `/v1/admin`.',
      '',
      '```bash',
      'curl -X POST "https://api.jaqpot.org/v1/models/$MODEL_ID/predict" \\',
      '  -H "Content-Type: application/json" \\',
      `  -d '{"type": "PREDICTION", "input": []}'`,
      'curl "https://api.jaqpot.org/v1/models/search?q=x"',
      '```',
      '',
      '```json contract="POST /v1/user/api-keys 201"',
      '{"clientKey": "k"}',
      '```',
    ].join('\n'),
  );
  const wrong = extract(dir);

  test('a method the path does not have, and a prefix that is no path', () => {
    const del = wrong.calls.find((c) => c.method === 'DELETE')!;
    assert.match(resolve(del).error ?? '', /not with DELETE/);
    const admin = wrong.calls.find((c) => c.path === '/v1/admin')!;
    assert.match(resolve(admin).error ?? '', /matches no path/);
  });

  test('a body without entryType fails validation against the Dataset schema', () => {
    const post = wrong.calls.find((c) => c.kind === 'curl' && c.method === 'POST')!;
    assert.equal(post.line, 4);
    const {op} = resolve(post);
    assert.equal(op?.op.operationId, 'predictWithModel');
    const errors = validator.validate(
      jsonSchemaOf(deref(op!.op.requestBody, doc).content),
      JSON.parse(post.body!),
      'request',
    );
    assert.match(formatAjvErrors(errors), /required property 'entryType'/);
  });

  test('an unknown query parameter and an incomplete response body are found', () => {
    const search = wrong.calls.find((c) => c.path === '/v1/models/search')!;
    assert.deepEqual(search.query, ['q']);
    const names = parametersOf(resolve(search).op!, doc).map((p) => p.name);
    assert.ok(!names.includes('q'));
    const label = wrong.json[0]!;
    const schema = jsonSchemaOf(deref(op201(), doc).content);
    assert.match(formatAjvErrors(validator.validate(schema, JSON.parse(label.text), 'response')), /clientSecret/);
  });
});

function op201() {
  return ops.find((o) => o.op.operationId === 'createApiKey')!.op.responses['201'];
}
