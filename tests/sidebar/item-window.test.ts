import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  extended,
  showMoreLabel,
  stillHolds,
  WINDOW_ABOVE,
  WINDOW_RADIUS,
  WINDOW_STEP,
  windowAround,
} from '../../src/sidebar/item-window';

describe('sidebar item window', () => {
  test('a list up to the limit renders whole; a longer one, the items around the current page', () => {
    assert.deepEqual(windowAround(40, WINDOW_ABOVE), {start: 0, end: WINDOW_ABOVE});
    assert.deepEqual(windowAround(1000, 2000), {start: 1000 - WINDOW_RADIUS, end: 1000 + WINDOW_RADIUS + 1});
  });

  test('near an end, the window keeps its size on the other side; without a current page it opens at the top', () => {
    const size = 2 * WINDOW_RADIUS + 1;
    assert.deepEqual(windowAround(0, 2000), {start: 0, end: size});
    assert.deepEqual(windowAround(1999, 2000), {start: 2000 - size, end: 2000});
    assert.deepEqual(windowAround(-1, 2000), {start: 0, end: size});
  });

  test('showing more adds up to a step on its side, never past the list', () => {
    assert.deepEqual(extended({start: 500, end: 551}, 'after', 2000), {start: 500, end: 551 + WINDOW_STEP});
    assert.deepEqual(extended({start: 500, end: 551}, 'before', 2000), {start: 500 - WINDOW_STEP, end: 551});
    assert.deepEqual(extended({start: 30, end: 81}, 'before', 2000), {start: 0, end: 81});
    assert.deepEqual(extended({start: 1900, end: 1951}, 'after', 2000), {start: 1900, end: 2000});
  });

  test('a grown window stays while it holds the current page and fits the list', () => {
    assert.equal(stillHolds({start: 0, end: 300}, 250, 2000), true);
    assert.equal(stillHolds({start: 0, end: 300}, 300, 2000), false);
    assert.equal(stillHolds({start: 0, end: 300}, -1, 2000), true);
    assert.equal(stillHolds({start: 0, end: 300}, 10, 200), false);
  });

  test('the button says how many pages it shows and how many are hidden on its side', () => {
    assert.equal(showMoreLabel('after', 49), 'Show the 49 later pages');
    assert.equal(showMoreLabel('before', 975), `Show ${WINDOW_STEP} of 975 earlier pages`);
  });
});
