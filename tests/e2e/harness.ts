/** What browser tests share beyond scripts/lib/browser.ts: the route list they visit. */
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';

export function readRoutes(): string[] {
  return readFileSync(resolve('tests/routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}
