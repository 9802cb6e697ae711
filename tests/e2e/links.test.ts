import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import {LinkChecker, LinkState} from 'linkinator';
import {startStaticServer, type RunningServer} from '../../scripts/lib/static-server';
import {buildDir} from '../../scripts/lib/browser';

describe('links and anchors of the built site', () => {
  let server: RunningServer;
  before(async () => {
    // The crawler opens a new connection per request and its closed ones linger: ~110 open at a
    // time with 8 requests in flight, over the per-client cap meant for browsers.
    server = await startStaticServer({root: buildDir, maxConnectionsPerClient: 512});
  });
  after(async () => server?.close());

  test('every internal link and fragment resolves', async () => {
    const origin = new URL(server.url).origin;
    const checker = new LinkChecker();
    const result = await checker.check({
      path: server.url,
      recurse: true,
      checkFragments: true,
      concurrency: 8,
      // Outside hosts are not reachable from CI and are not ours to keep alive.
      linksToSkip: async (link) => !link.startsWith(origin),
    });
    const broken = result.links
      .filter((link) => link.state === LinkState.BROKEN)
      .map((link) => `${link.url} (status ${link.status}) on ${link.parent}`);
    assert.deepEqual(broken, []);
    const pages = new Set(result.links.filter((l) => l.state === LinkState.OK).map((l) => l.url.split('#')[0]));
    assert.ok(pages.size > 60, `only ${pages.size} internal URLs were crawled`);
  });
});
