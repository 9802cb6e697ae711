import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {commitMessageFaults} from '../../scripts/lib/commit-message';

describe('commit message rule (npm run lint, and the commit-msg hook)', () => {
  test('an imperative subject with a body passes', () => {
    assert.deepEqual(commitMessageFaults('Add the ledger of platform behaviour\n\nWhy it exists.\n'), []);
    assert.deepEqual(commitMessageFaults('Process the index as it arrives'), []);
    assert.deepEqual(commitMessageFaults('Embed the schema\n# a comment git strips\n'), []);
  });

  test('a long subject is refused with its length and the limit', () => {
    const faults = commitMessageFaults(`Add ${'x'.repeat(80)}`);
    assert.equal(faults.length, 1);
    assert.match(faults[0] ?? '', /84 characters; at most 72/);
  });

  test('past tense, third person and -ing subjects are refused', () => {
    for (const subject of ['Added a test', 'Adds a test', 'Fixes the loop', 'Adding a test']) {
      assert.match(commitMessageFaults(subject).join(), /imperative/, subject);
    }
  });

  test('a lower-case start, a full stop and a missing blank line are named', () => {
    assert.match(commitMessageFaults('fix the loop').join(), /capitalised verb/);
    assert.match(commitMessageFaults('Fix the loop.').join(), /full stop/);
    assert.match(commitMessageFaults('Fix the loop\nbody right away').join(), /second line is not blank/);
    assert.match(commitMessageFaults('\n\n').join(), /empty/);
  });
});
