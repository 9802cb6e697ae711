/**
 * `npm run search` on the build: the query limit counts characters, as the browser's search does,
 * and a reader that stops reading early (`| head -1`) ends it quietly.
 */
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
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

  it('stops quietly when its reader closes the pipe after the first line', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/search.ts', 'model', '--explain', '--limit', '500', '--build', buildDir],
      {stdio: ['ignore', 'pipe', 'pipe']},
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // The first chunk read, the pipe closes, as `head -1` closes it: the rest cannot be written.
    child.stdout.once('data', () => child.stdout.destroy());
    const status = await new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    assert.doesNotMatch(stderr, /EPIPE|Unhandled/, stderr);
    assert.equal(status, 0);
  });
});
