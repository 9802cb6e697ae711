/** `npm run search` on the build: the query limit counts characters, as the browser's search does. */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {describe, it} from 'node:test';
import {buildDir} from '../../scripts/lib/browser';

const search = (query: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/search.ts', query, '--build', buildDir], {
    encoding: 'utf8',
  });

describe('npm run search', () => {
  it('takes 64 characters, emoji counted as one, and refuses 65', () => {
    const emoji = '\u{1F600}';
    const taken = search(`model ${emoji.repeat(58)}`);
    assert.equal(taken.status, 0, taken.stderr);
    const refused = search(`model ${emoji.repeat(59)}`);
    assert.equal(refused.status, 2);
    assert.match(refused.stderr, /65 characters; the search takes at most 64/);
  });
});
