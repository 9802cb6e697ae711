/**
 * The contract is valid OpenAPI (swagger-parser), lints clean (Redocly recommended rules with
 * redocly.yaml), and openapi/validate.ts names the JSON path of every fault it finds.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';
import {
  formatProblems,
  lintContract,
  semanticProblems,
  validateContract,
  type JsonObject,
} from '../../openapi/validate';
import {CONTRACT, contract} from './helpers';

const BROKEN = join(__dirname, 'fixtures', 'broken-contract.yaml');

describe('the contract openapi/jaqpot-api.yaml', () => {
  test('is OpenAPI 3.0.3 and passes swagger-parser validation and the semantic checks', async () => {
    assert.equal(contract().openapi, '3.0.3');
    const problems = await validateContract(CONTRACT);
    assert.deepEqual(problems, [], formatProblems(problems));
  });

  test('redocly lint (recommended + redocly.yaml): 0 errors, 0 warnings', () => {
    const lint = lintContract(CONTRACT);
    assert.equal(lint.errors, 0, formatProblems(lint.problems));
    assert.equal(lint.warnings, 0, formatProblems(lint.problems));
  });
});

describe('openapi/validate.ts reports faults with their JSON path', () => {
  test('a missing required field: the 201 response without description', async () => {
    const problems = await validateContract(BROKEN);
    const hit = problems.find((p) => p.path === '#/paths/~1v1~1models/post/responses/201');
    assert.ok(hit, formatProblems(problems));
    assert.match(hit.message, /^#\/paths\/~1v1~1models\/post\/responses\/201 .*'description'/);
    assert.equal(hit.source, 'swagger-parser');
  });

  test('a wrong type: minLength given as a string', async () => {
    const problems = await validateContract(BROKEN);
    const path = '#/paths/~1v1~1models/post/requestBody/content/application~1json/schema/properties/name/minLength';
    const hit = problems.find((p) => p.path === path);
    assert.ok(hit, formatProblems(problems));
    assert.match(hit.message, /must be integer/);
    assert.ok(hit.message.startsWith(path), 'the message names the path');
  });

  test('the echo errors of the meta-schema ("$ref" alternative, oneOf) are dropped', async () => {
    const problems = await validateContract(BROKEN);
    assert.equal(problems.length, 2, formatProblems(problems));
  });

  test('redocly lint of the broken fixture reports errors at the same paths', () => {
    const lint = lintContract(BROKEN);
    assert.ok(lint.errors > 0);
    const paths = lint.problems.filter((p) => p.severity === 'error').map((p) => p.path);
    assert.ok(paths.includes('#/paths/~1v1~1models/post/responses/201'), paths.join('\n'));
    assert.ok(
      paths.includes(
        '#/paths/~1v1~1models/post/requestBody/content/application~1json/schema/properties/name/minLength',
      ),
      paths.join('\n'),
    );
  });

  describe('YAML and semantic faults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-'));
    after(() => rmSync(dir, {recursive: true, force: true}));

    test('a YAML syntax error is reported at # with its line', async () => {
      const file = join(dir, 'bad.yaml');
      writeFileSync(file, 'openapi: 3.0.3\ninfo:\n  title: x\n  version: [1\npaths: {}\n');
      const problems = await validateContract(file);
      assert.equal(problems.length > 0, true);
      assert.equal(problems[0]!.path, '#');
      assert.match(problems[0]!.message, /line \d+/);
    });

    test('unresolved $ref, missing and undeclared path parameters, duplicate operationId, array without items', () => {
      const doc = {
        openapi: '3.0.3',
        info: {title: 'x', version: '1'},
        paths: {
          '/v1/models/{id}': {
            get: {
              operationId: 'getModelById',
              responses: {
                '200': {
                  description: 'ok',
                  content: {'application/json': {schema: {$ref: '#/components/schemas/Nope'}}},
                },
              },
            },
            delete: {
              operationId: 'getModelById',
              parameters: [{name: 'modelId', in: 'path', required: true, schema: {type: 'integer'}}],
              responses: {'204': {description: 'gone'}},
            },
          },
        },
        components: {
          schemas: {
            List: {type: 'array'},
            Thing: {type: 'object', required: ['name'], properties: {id: {type: 'integer'}}},
          },
        },
      } as unknown as JsonObject;
      const byPath = new Map(semanticProblems(doc).map((p) => [p.path, p.message]));
      const get = '#/paths/~1v1~1models~1{id}/get';
      const del = '#/paths/~1v1~1models~1{id}/delete';
      assert.match(byPath.get(`${get}/responses/200/content/application~1json/schema/$ref`) ?? '', /does not exist/);
      assert.match(byPath.get(get) ?? '', /no parameter for the path placeholder \{id\}/);
      assert.match(byPath.get(`${del}/parameters/0`) ?? '', /has no \{modelId\}/);
      assert.match(byPath.get(`${del}/operationId`) ?? '', /duplicates operationId "getModelById"/);
      assert.match(byPath.get('#/components/schemas/List') ?? '', /without "items"/);
      assert.match(byPath.get('#/components/schemas/Thing/required') ?? '', /requires "name"/);
    });
  });
});
