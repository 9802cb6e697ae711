/**
 * The built site served and a browser open for one suite's tests: opened before its first test,
 * closed after its last. Every browser test file starts its suites with it.
 */
import {after, before} from 'node:test';
import {openSite, type Site} from '../scripts/lib/browser';

export function servedSite(options?: Parameters<typeof openSite>[0]): Site {
  let opened: Site | undefined;
  before(async () => {
    opened = await openSite(options);
  });
  after(async () => opened?.close());
  // The suite's tests read the site once the hook has opened it.
  return new Proxy({} as Site, {
    get(_, key) {
      if (!opened) throw new Error("The site opens in the suite's before hook: read it inside a test.");
      return opened[key as keyof Site];
    },
  });
}
