/**
 * Every example in the contract validates (Ajv) against the schema it illustrates, and every
 * request body and every 2xx response that carries content has at least one example.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {allExamples, contract, deref, formatAjvErrors, operations, schemaValidator, type Obj} from './helpers';

const doc = contract();
const validator = schemaValidator(doc);
const cases = allExamples(doc);

describe('contract examples', () => {
  test('there are examples to check', () => {
    assert.ok(cases.filter((c) => c.kind === 'request body').length >= 15, 'request-body examples');
    assert.ok(cases.filter((c) => c.kind === 'response').length >= 40, 'response examples');
  });

  for (const c of cases) {
    test(`${c.kind} example ${c.where} is valid (${c.mode})`, () => {
      const errors = validator.validate(c.schema, c.value, c.mode);
      assert.deepEqual(errors, [], `${c.where}: ${formatAjvErrors(errors)}`);
    });
  }

  const hasExample = (media: Obj) => 'example' in media || Object.keys(media.examples ?? {}).length > 0;

  for (const o of operations(doc)) {
    const name = `${o.method.toUpperCase()} ${o.path}`;
    test(`${name}: its request body and 2xx responses have examples`, () => {
      if (o.op.requestBody) {
        const body = deref(o.op.requestBody, doc);
        for (const [type, media] of Object.entries<Obj>(body.content ?? {})) {
          assert.ok(hasExample(media), `${name} request body ${type} has no example`);
        }
      }
      for (const [status, r] of Object.entries<Obj>(o.op.responses ?? {})) {
        if (!/^2/.test(status)) continue;
        for (const [type, media] of Object.entries<Obj>(deref(r, doc).content ?? {})) {
          assert.ok(hasExample(media), `${name} ${status} ${type} has no example`);
        }
      }
    });
  }
});

describe('the example check catches a wrong example', () => {
  test('a model without a name and with an unknown type fails with the field paths', () => {
    const model = doc.components.schemas.Model;
    const errors = validator.validate(model, {type: 'NOT_A_TYPE', task: 'REGRESSION', visibility: 'PUBLIC'}, 'request');
    const text = formatAjvErrors(errors);
    assert.match(text, /must have required property 'name'/);
    assert.match(text, /\/type must be equal to one of the allowed values/);
  });

  test('a read-only field sent in a request fails', () => {
    const errors = validator.validate(
      {$ref: '#/components/schemas/Model'},
      {
        id: 7,
        name: 'abc',
        type: 'SKLEARN_ONNX',
        task: 'REGRESSION',
        visibility: 'PUBLIC',
        libraries: [],
        dependentFeatures: [],
        independentFeatures: [],
      },
      'request',
    );
    assert.match(formatAjvErrors(errors), /\/id boolean schema is false/);
  });
});
