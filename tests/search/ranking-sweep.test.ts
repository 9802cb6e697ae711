/**
 * `npm run bench:ranking-sweep -- --with name=value,...`: a combination of ranking numbers measured
 * at once beside the weights as they are, and a name that is not one of them refused before any
 * scoring.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {describe, it} from 'node:test';

const sweep = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'bench/ranking-sweep.ts', '--sets', 'tuning', ...args], {
    encoding: 'utf8',
  });

describe('ranking sweep --with', () => {
  it('prints the figures of the numbers given beside those of the weights as they are', () => {
    const run = sweep('--with', 'fields.boost.title=0', '--only', 'none');
    assert.equal(run.status, 0, run.stderr);
    const asIs = /as the weights are: first (\d+)/.exec(run.stdout);
    const given = /^with fields\.boost\.title=0: first (\d+)/m.exec(run.stdout);
    assert.ok(asIs && given, run.stdout);
    // Titles not counted at all: fewer right pages first on the set written from the docs' words.
    assert.ok(Number(given[1]) < Number(asIs[1]), run.stdout);
    assert.doesNotMatch(run.stdout, /^\S+ = /m, '--only none sweeps no number');
  });

  it('refuses a name that is not a ranking number, and a value that is not a number', () => {
    const unknown = sweep('--with', 'page.nothing=1', '--only', 'none');
    assert.equal(unknown.status, 1);
    assert.match(unknown.stderr, /--with: page\.nothing is not a number of RANKING/);
    assert.doesNotMatch(unknown.stdout, /tuning queries/, 'stopped before scoring');
    const notNumber = sweep('--with', 'page.evidence=high', '--only', 'none');
    assert.equal(notNumber.status, 1);
    assert.match(notNumber.stderr, /--with: page\.evidence=high needs a number after =/);
  });
});
