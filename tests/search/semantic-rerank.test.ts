/**
 * `npm run bench:semantic-rerank`: a weight of 0 leaves the engine's order as it is, a weight
 * re-orders it, and held-out sets are read only with `--held-out`, one setting at a time.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {describe, it} from 'node:test';

const rerank = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'bench/semantic-rerank.ts', ...args], {encoding: 'utf8'});

describe('semantic re-rank bench', () => {
  it("keeps the engine's first places at weight 0 and moves some at a weight", () => {
    const run = rerank('--sets', 'tuning', '--weights', '0,64', '--gates', '100', '--pages', '10');
    assert.equal(run.status, 0, run.stderr);
    const engine = /as the engine orders them: first (\d+)/.exec(run.stdout);
    const none = /^gate 100, weight 0: first (\d+) \(\+0 \/ -0\)$/m.exec(run.stdout);
    const some = /^gate 100, weight 64: first (\d+) \(\+(\d+) \/ -(\d+)\)/m.exec(run.stdout);
    assert.ok(engine && none && some, run.stdout);
    assert.equal(none[1], engine[1]);
    assert.equal(Number(some[1]), Number(engine[1]) + Number(some[2]) - Number(some[3]));
    assert.ok(Number(some[2]) + Number(some[3]) > 0, 'a weight of 64 moves at least one query');
  });

  it('reads held-out sets only with --held-out and one setting', () => {
    const asTuning = rerank('--sets', 'held-out');
    assert.equal(asTuning.status, 1);
    assert.match(asTuning.stderr, /held-out sets are read only with --held-out: held-out/);
    const noSetting = rerank('--held-out');
    assert.equal(noSetting.status, 1);
    assert.match(noSetting.stderr, /--held-out takes one setting: --weight W --gate G/);
  });
});
