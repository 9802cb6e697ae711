/**
 * The API reference's code samples (plugins/api-samples): one per operation in each client, and
 * each one right against the contract and the SDK facts: the method, path and parameters are the
 * operation's, the body fits its schema, Python parses and calls only what the facts list, Java and
 * Kotlin call only the facts' methods with their parameters. A contract changed so that a sample
 * no longer fits is reported with the operation's id.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {allSamples, SAMPLES_EXTENSION, withCodeSamples} from '../../plugins/api-samples';
import {readSdkFacts} from '../../plugins/api-samples/sdk';
import {contractOperations} from '../../plugins/openapi-contract/source';
import {CODE_LANGUAGES} from '../../src/shared/code-languages';
import {contract, type Obj} from '../contract/helpers';
import {checkSamples} from './check';

const facts = readSdkFacts('.');
const doc = contract();
const checks = checkSamples(doc, facts);
const clone = (): Obj => structuredClone(doc);

describe('code samples of the API reference', () => {
  test('every operation has a sample in each client, in the tabs’ order', () => {
    const rendered = withCodeSamples(doc, facts);
    const operations = [...contractOperations(doc).keys()];
    assert.ok(operations.length >= 47, `${operations.length} operations`);
    const missing: string[] = [];
    for (const key of operations) {
      const [method, path] = key.split(' ') as [string, string];
      const samples = rendered.paths[path][method.toLowerCase()][SAMPLES_EXTENSION] as {
        label: string;
        source: string;
      }[];
      const labels = (samples ?? []).map((s) => s.label);
      if (labels.join() !== CODE_LANGUAGES.map((l) => l.label).join() || samples.some((s) => !s.source.trim()))
        missing.push(`${key}: ${labels.join(', ')}`);
    }
    assert.deepEqual(missing, []);
    // The published document is left as written.
    assert.equal(doc.paths['/v1/models/{id}'].get[SAMPLES_EXTENSION], undefined);
  });

  test('curl, Python and JavaScript send the operation’s method, path, parameters, key pair and a valid body', () => {
    assert.equal(checks.operations, contractOperations(doc).size);
    assert.deepEqual(checks.http, []);
  });

  test('every Python sample parses and calls only what the facts list', () => {
    assert.deepEqual(checks.python, []);
  });

  test('every Java and Kotlin SDK call exists in the facts, with its parameters', () => {
    assert.deepEqual(checks.jvm, []);
    console.log(
      `[api-samples] ${checks.operations} operations, ${checks.sdkCalls} SDK names checked against the facts`,
    );
  });

  test('every SDK mapping of the facts names an operation of the contract', () => {
    const operations = [...contractOperations(doc).keys()].map((k) => k.replace(/\{[^}]+\}/g, '{}'));
    const stray = facts.python_sdk.operations
      .filter((o) => !operations.includes(o.http.replace(/\{[^}]+\}/g, '{}')))
      .map((o) => `${o.method} → ${o.operationId} (${o.http})`);
    assert.deepEqual(stray, []);
  });

  test('an operation the SDK lacks gets a comment that says so, never a call', () => {
    const samples = allSamples(doc, facts).get('GET /v1/admin/models')!.byLanguage;
    for (const lang of ['python-sdk', 'java', 'kotlin'] as const) {
      const lines = samples[lang]!.split('\n');
      assert.ok(
        lines.every((l) => /^(#|\/\/) /.test(l)),
        `${lang}: ${samples[lang]}`,
      );
      assert.match(samples[lang]!, /has no method for getAllModels/);
    }
    // The SDK's own getAllModels sends another path: the comment says which.
    assert.match(samples.java!, /ModelApi\.getAllModels sends GET \/v1\/models, not GET \/v1\/admin\/models/);
    // And where it has the call, the sample makes it.
    const predict = allSamples(doc, facts).get('POST /v1/models/{modelId}/predict')!.byLanguage;
    assert.match(predict['python-sdk']!, /client\.predict_async\(1843, rows\)/);
    assert.match(predict.kotlin!, /client\.predictSync\(1843L, input\)/);
  });

  describe('a contract change that breaks a sample is reported with the operation', () => {
    test('a body the changed schema no longer accepts', () => {
      const changed = clone();
      changed.components.schemas.Dataset.properties.purpose = {type: 'string'};
      changed.components.schemas.Dataset.required.push('purpose');
      const found = checkSamples(changed, facts).http;
      assert.ok(
        found.some((p) => /^predictWithModel: the request body does not fit the schema: .*purpose/.test(p)),
        found.join('\n'),
      );
      assert.ok(
        found.every((p) => /^(predictWithModel|createDataset): /.test(p)),
        found.join('\n'),
      );
    });

    test('a path value of the wrong type', () => {
      const changed = clone();
      changed.components.parameters.ModelId.example = 'solubility';
      const found = checkSamples(changed, facts).http;
      assert.ok(
        found.includes('archiveModel: path parameter modelId=solubility: / must be integer {"type":"integer"}'),
        found.join('\n'),
      );
    });

    test('a required query parameter without a value the schema accepts', () => {
      const changed = clone();
      const search = changed.paths['/v1/models/search'].get.parameters.find((p: Obj) => p.name === 'query');
      search.example = '';
      const found = checkSamples(changed, facts).http;
      assert.ok(
        found.some((p) => /^searchModels: query parameter query=: \/ must NOT have fewer than 1 characters/.test(p)),
        found.join('\n'),
      );
    });
  });
});
