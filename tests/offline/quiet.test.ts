/**
 * The worker keeps copies once pages stop asking for files (src/offline/worker/quiet.ts): work
 * waits while requests keep coming, and never past its limit.
 */
import assert from 'node:assert/strict';
import {afterEach, beforeEach, describe, it, mock} from 'node:test';
import {MAX_WAIT_MS, QUIET_MS, QuietGate} from '../../src/offline/worker/quiet';

/** Whether each promise has settled, read after pending callbacks ran. */
async function settled(promises: Promise<void>[]): Promise<boolean[]> {
  const done = promises.map(() => false);
  promises.forEach((p, i) => void p.then(() => (done[i] = true)));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}

describe('keeping waits for the pages to stop asking', () => {
  beforeEach(() => mock.timers.enable({apis: ['setTimeout', 'Date']}));
  afterEach(() => mock.timers.reset());

  it('runs once no request has come for the quiet time', async () => {
    const gate = new QuietGate();
    const work = gate.quiet();
    mock.timers.tick(QUIET_MS - 1);
    assert.deepEqual(await settled([work]), [false]);
    mock.timers.tick(1);
    assert.deepEqual(await settled([work]), [true]);
  });

  it('waits while requests keep coming, then runs every waiting piece at once', async () => {
    const gate = new QuietGate();
    const first = gate.quiet();
    mock.timers.tick(QUIET_MS / 2);
    const second = gate.quiet();
    for (let i = 0; i < 4; i++) {
      mock.timers.tick(QUIET_MS - 100);
      gate.busy();
    }
    assert.deepEqual(await settled([first, second]), [false, false]);
    mock.timers.tick(QUIET_MS);
    assert.deepEqual(await settled([first, second]), [true, true]);
  });

  it('runs at its limit even if requests never stop', async () => {
    const gate = new QuietGate();
    const work = gate.quiet();
    let waited = 0;
    while (waited < MAX_WAIT_MS - 100) {
      mock.timers.tick(100);
      waited += 100;
      gate.busy();
    }
    assert.deepEqual(await settled([work]), [false]);
    mock.timers.tick(100);
    assert.deepEqual(await settled([work]), [true]);
  });

  it('a request with nothing waiting arms nothing', async () => {
    const gate = new QuietGate();
    gate.busy();
    mock.timers.tick(MAX_WAIT_MS * 2);
    const work = gate.quiet();
    mock.timers.tick(QUIET_MS);
    assert.deepEqual(await settled([work]), [true]);
  });
});
