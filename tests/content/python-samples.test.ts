/**
 * Every ```python block of the site parses with Python 3's parser, imports only names that the
 * facts files list, calls imported jaqpotpy / SDK classes and functions with arguments their
 * signatures accept, uses only enum members and class attributes the facts list, and calls only
 * existing methods, with existing parameter names, on objects made by `x = KnownClass(...)`, and
 * makes no call that runs but behaves otherwise than the sample implies (reference/platform-runtime-facts.txt).
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {codeBlocks, isPartial} from './blocks';
import {analyse, problems} from './python-check';

const blocks = codeBlocks(['python']);
const analyses = analyse(blocks);
const {result, counts} = problems(blocks, analyses);

describe('python code samples', () => {
  test('there are samples to check', () => {
    assert.ok(blocks.length > 50, `only ${blocks.length} python blocks found`);
    console.log(
      `[content] ${blocks.length} python blocks: ${counts.imports} imported names, ${counts.calls} calls of imported names, ` +
        `${counts.names} enum members / class attributes, ${counts.members} instance attributes, ` +
        `${counts.handlers} except clauses around client calls, ${counts.behaviour} calls checked for run-time behaviour`,
    );
  });

  test('every block parses (partial blocks after their placeholder lines are removed)', () => {
    assert.deepEqual(result.parse, []);
  });

  test('partial blocks are marked, have placeholders, and stay rare', () => {
    assert.deepEqual(result.partial, []);
    const partial = blocks.filter(isPartial).length;
    assert.ok(partial <= Math.max(3, blocks.length / 10), `${partial} of ${blocks.length} python blocks are partial`);
  });

  test('every jaqpotpy, jaqpot_api_client and jaqpot_python_sdk import exists in the facts', () => {
    assert.deepEqual(result.imports, []);
  });

  test('calls of imported classes and functions use only arguments their signatures accept', () => {
    assert.deepEqual(result.calls, []);
  });

  test('enum members and class attributes exist in the facts', () => {
    assert.deepEqual(result.names, []);
  });

  test('methods called on instances of known classes exist and take the arguments given', () => {
    assert.deepEqual(result.members, []);
  });

  test('every except around a Jaqpot client call names a class the client raises', () => {
    assert.ok(counts.handlers >= 3, `only ${counts.handlers} except clauses around client calls found`);
    assert.deepEqual(result.handlers, []);
  });

  test('calls do what the platform does: predict_sync gets a list of at most 100 rows, Leverage gets scaled features, KernelBased no fallback kernel', () => {
    assert.deepEqual(result.behaviour, []);
  });

  test('no name the original site got wrong comes back', () => {
    const stale = /\b(deploy_torch_model|GraphSageNetwork\b|JaqpotpyDataset|predict_local|Sequence_LSTM)/;
    const bad = blocks.filter((b) => stale.test(b.code)).map((b) => `${b.file}:${b.line}`);
    assert.deepEqual(bad, []);
  });
});
