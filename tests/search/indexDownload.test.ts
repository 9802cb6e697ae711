import assert from 'node:assert/strict';
import {afterEach, describe, it} from 'node:test';
import {prefetchIndex, takeIndex} from '../../src/search/indexDownload';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A fetch that counts its calls and answers with `answers` in turn (a status, or a thrown error). */
function fakeFetch(answers: Array<number | Error>): {calls: () => number} {
  let calls = 0;
  globalThis.fetch = (async () => {
    const answer = answers[Math.min(calls++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify({format: 'x', status: answer}), {status: answer});
  }) as typeof fetch;
  return {calls: () => calls};
}

describe('index download', () => {
  it('hands the download the button started to the client, once', async () => {
    const fetches = fakeFetch([200]);
    prefetchIndex('/docs/search/index.json');
    prefetchIndex('/docs/search/index.json');
    assert.equal(fetches.calls(), 1, 'a second sign of interest does not download again');
    assert.deepEqual(await takeIndex('/docs/search/index.json'), {format: 'x', status: 200});
    assert.equal(fetches.calls(), 1, 'the client took the download under way');
  });

  it('reports a failed download to the client, and the next attempt downloads afresh', async () => {
    const fetches = fakeFetch([new Error('offline'), 503, 200]);
    prefetchIndex('/docs/search/index.json');
    await assert.rejects(takeIndex('/docs/search/index.json'), /offline/);
    await assert.rejects(takeIndex('/docs/search/index.json'), /answered 503/);
    assert.deepEqual(await takeIndex('/docs/search/index.json'), {format: 'x', status: 200});
    assert.equal(fetches.calls(), 3);
  });
});
