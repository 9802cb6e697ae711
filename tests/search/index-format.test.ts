/**
 * Damaged index files: every count read from a file is bounded and every row checked, so the
 * engine refuses them with a message (no hang, no allocation of billions of entries), and
 * `npm run search` says what is wrong in one line instead of a stack trace.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {loadIndex, type SerializedHead, type SerializedText} from '../../src/search/engine';
import {MAX_RECORDS} from '../../src/search/read-index';
import {builtIndex} from './helpers';

type Files = {head: SerializedHead; text: SerializedText};
const copy = (): Files => JSON.parse(JSON.stringify(builtIndex())) as Files;

/** Each damage, applied to a fresh copy of the built index. */
const DAMAGES: Record<string, (files: Files) => void> = {
  'a huge record count': (f) => (f.head.count = 300_000_000),
  'a count of a billion billion': (f) => (f.head.count = 1e18),
  'a negative count': (f) => (f.head.count = -1),
  'a count that is not a number': (f) => ((f.head as {count: unknown}).count = '12'),
  'a count below the rows': (f) => (f.head.count = 1),
  'a count the text does not fill': (f) => (f.head.count += 5),
  'a heading row past the count': (f) => (f.head.records[0]![0] = f.head.count),
  'keywords that are not text': (f) => (f.head.records[0]! as unknown[]).splice(5, 2, 'A description.', 5),
  'a page number past the pages': (f) => (f.head.records[0]![1] = 10_000),
  'a string number past the strings': (f) => (f.head.pages[0]![0] = 1e9),
  'a hierarchy naming no string': (f) => (f.head.hierarchies[0] = [1e9]),
  'rows that are not a list': (f) => ((f.head as {records: unknown}).records = {length: 1e9}),
  'strings that are not strings': (f) => ((f.head as {strings: unknown[]}).strings[0] = {}),
  'a text row past the count': (f) => f.text.records.push([0, -1, 0, 'more']),
  'a text row with no text': (f) => ((f.text.records[0] as unknown[])[3] = 12),
  'the text of another build': (f) => (f.text.build = 'another'),
  'another format': (f) => ((f.head as {version: unknown}).version = 99),
  'an origin that is not a web origin': (f) => (f.head.origin = 'javascript:alert(1)//'),
};

function cli(dir: string): {status: number | null; stderr: string} {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/search.ts', 'model', '--build', dir],
    // A hang is a failure, not a wait: the run is stopped after 60 s.
    {encoding: 'utf8', timeout: 60_000},
  );
  return {status: run.status, stderr: run.stderr};
}

describe('damaged index files', () => {
  it('the engine refuses each damage with a message', () => {
    assert.ok(MAX_RECORDS >= 100 * builtIndex().head.count, 'the bound leaves room for a site a hundred times ours');
    for (const [damage, apply] of Object.entries(DAMAGES)) {
      const files = copy();
      apply(files);
      assert.throws(() => loadIndex(files.head, files.text), /search index/i, damage);
    }
    const intact = copy();
    assert.ok(loadIndex(intact.head, intact.text).search('model').nbHits > 0);
  });

  it('npm run search names the damage in one line, with no stack trace', () => {
    const root = mkdtempSync(join(tmpdir(), 'jaqpot-index-'));
    const cases: Record<string, (dir: string) => void> = {
      'not JSON': (dir) => writeFileSync(join(dir, 'search', 'index.json'), '{"format": "jaqpot-docs-se'),
      'a huge record count': (dir) => write(dir, (f) => (f.head.count = 300_000_000)),
      'the text of another build': (dir) => write(dir, (f) => (f.text.build = 'another')),
    };
    function write(dir: string, apply: (files: Files) => void) {
      const files = copy();
      apply(files);
      writeFileSync(join(dir, 'search', 'index.json'), JSON.stringify(files.head));
      writeFileSync(join(dir, 'search', 'text.json'), JSON.stringify(files.text));
    }
    for (const [name, damage] of Object.entries(cases)) {
      const dir = join(root, name.replace(/\W+/g, '-'));
      mkdirSync(join(dir, 'search'), {recursive: true});
      write(dir, () => undefined);
      damage(dir);
      const run = cli(dir);
      assert.equal(run.status, 2, `${name}: exit status (${run.stderr.slice(0, 300)})`);
      assert.match(run.stderr, /search index/i, name);
      assert.doesNotMatch(run.stderr, /\n\s+at /, `${name}: no stack trace`);
    }
  });
});
