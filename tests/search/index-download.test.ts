import assert from 'node:assert/strict';
import {afterEach, describe, it} from 'node:test';
import {prefetchIndex, resetDownloads, takeDownload} from '../../src/search/index-download';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  resetDownloads();
});
const HEAD = '/docs/search/index.json';
const TEXT = '/docs/search/text.json';

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
  it('hands the head download the button started to the client, once; the text waits for the client', async () => {
    const fetches = fakeFetch([200]);
    prefetchIndex(HEAD);
    prefetchIndex(HEAD);
    assert.equal(
      fetches.calls(),
      1,
      'the head alone: the first result needs only it, and the text would share its bandwidth',
    );
    assert.deepEqual(await takeDownload(HEAD), {format: 'x', status: 200});
    assert.equal(fetches.calls(), 1, 'the client took the download under way');
    assert.deepEqual(await takeDownload(TEXT), {format: 'x', status: 200});
    assert.equal(fetches.calls(), 2);
  });

  it('reports a failed download to the client, and the next attempt downloads afresh', async () => {
    const fetches = fakeFetch([new Error('offline'), 503, 200]);
    prefetchIndex(HEAD);
    await assert.rejects(takeDownload(HEAD), /offline/);
    await assert.rejects(takeDownload(HEAD), /answered 503/);
    assert.deepEqual(await takeDownload(HEAD), {format: 'x', status: 200});
    assert.equal(fetches.calls(), 3, 'no text download: the client asks for it after its first answer');
  });

  it('once the client has taken the head, a sign of interest downloads nothing: each later read of the client is its own', async () => {
    const fetches = fakeFetch([200]);
    prefetchIndex(HEAD);
    await takeDownload(HEAD);
    // The reader hovers the button again: a download started now would wait, unused, for the
    // client's next read of the head (a read afresh after a deploy), and give it this build's.
    prefetchIndex(HEAD);
    prefetchIndex(HEAD);
    assert.equal(fetches.calls(), 1);
    await takeDownload(HEAD);
    assert.equal(fetches.calls(), 2, 'the read afresh downloads the head then');
  });

  it("has the browser's cache check each file with the server: a read afresh after a deploy gets the new one", async () => {
    const asked: Array<RequestInit | undefined> = [];
    globalThis.fetch = (async (_url: string, init?: RequestInit) => (
      asked.push(init),
      Response.json({})
    )) as typeof fetch;
    prefetchIndex(HEAD);
    await takeDownload(HEAD);
    await takeDownload(HEAD);
    await takeDownload(TEXT);
    // A host that names no freshness (nginx sends only Last-Modified) lets the browser reuse a copy for a while.
    assert.deepEqual(
      asked.map((init) => init?.cache),
      ['no-cache', 'no-cache', 'no-cache'],
    );
  });

  it('forgets a failed download nobody took: a later attempt downloads afresh', async () => {
    const fetches = fakeFetch([new Error('offline'), 200]);
    prefetchIndex(HEAD);
    // The next turn of the event loop: the prefetch has failed, and nobody took it.
    await new Promise((turn) => setImmediate(turn));
    assert.deepEqual(await takeDownload(HEAD), {format: 'x', status: 200});
    assert.equal(fetches.calls(), 2);
  });
});
