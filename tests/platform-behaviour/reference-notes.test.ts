/**
 * The API reference carries an "On the platform today" note on each operation where the ledger of
 * platform behaviour says the platform differs from the contract, and nowhere else; the download
 * stays the contract as published. The unit part needs no build; the rest reads the build.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {readContractFile} from '../../plugins/openapi-contract/source';
import {NOTE_EXTENSION, NOTE_TITLE, withPlatformNotes} from '../../plugins/platform-behaviour/contract-notes';
import {contractDifferences, contractWideDifferences, readLedger} from '../../plugins/platform-behaviour/ledger';
import {buildDir} from '../../scripts/lib/browser';

const ledger = readLedger();

type Operation = {description?: string; [NOTE_EXTENSION]?: {id: string}[]};
type Spec = {info: Operation; paths: Record<string, Record<string, Operation>>};

describe('"On the platform today" notes in the API reference', () => {
  const source = readContractFile('openapi/jaqpot-api.yaml');
  const spec = source.spec as Spec;

  test('the note goes on the operations the ledger says differ, and nowhere else', () => {
    const before = JSON.stringify(spec);
    const noted = withPlatformNotes(spec, ledger);
    assert.equal(JSON.stringify(spec), before, 'the published document is not changed');
    const del = noted.paths['/v1/models/{id}']!.delete!;
    assert.match(del.description!, new RegExp(`\\*\\*${NOTE_TITLE}\\*\\*`));
    assert.match(del.description!, /No user can delete a model/);
    assert.deepEqual(
      del[NOTE_EXTENSION]!.map((e) => e.id),
      ['model.delete'],
    );
    const differing = contractDifferences(ledger);
    for (const [path, item] of Object.entries(noted.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const expected = differing.has(`${method.toUpperCase()} ${path}`);
        assert.equal(operation[NOTE_EXTENSION] !== undefined, expected, `${method.toUpperCase()} ${path}`);
        if (!expected) assert.equal(operation, spec.paths[path]![method], 'untouched operations are shared');
      }
    }
  });

  test('what differs for every call goes in a note at the end of the introduction', () => {
    const wide = contractWideDifferences(ledger);
    assert.ok(wide.some((e) => e.id === 'error.code-1001'));
    const noted = withPlatformNotes(spec, ledger);
    assert.ok(noted.info.description!.startsWith(spec.info.description!.trimEnd()));
    assert.match(noted.info.description!, new RegExp(`\\*\\*${NOTE_TITLE}\\*\\*[^]*code 1001`));
    assert.deepEqual(
      noted.info[NOTE_EXTENSION]!.map((e) => e.id),
      wide.map((e) => e.id),
    );
    assert.equal(spec.info[NOTE_EXTENSION], undefined, 'the published introduction is not changed');
  });

  test('the built reference shows the note in the section of DELETE /v1/models/{id}', () => {
    const html = readFileSync(join(buildDir, 'jaqpot-api/documentation/full-api-reference/index.html'), 'utf8');
    const start = html.search(/data-section-id="?operation\/deleteModelById/);
    assert.ok(start >= 0, 'no section for deleteModelById');
    const next = html.slice(start + 1).search(/data-section-id="?operation\//);
    const section = html.slice(start, next < 0 ? undefined : start + 1 + next);
    assert.match(section, new RegExp(NOTE_TITLE));
    assert.match(section, /No user can delete a model/);
    assert.match(section, /This reference says otherwise/);
  });

  test('every differing operation of the built reference carries its note', () => {
    const html = readFileSync(join(buildDir, 'jaqpot-api/documentation/full-api-reference/index.html'), 'utf8');
    // The page's introduction names the notes too; count the notes themselves: one per differing
    // operation, and one in the API's introduction.
    const notes = html.split(`${NOTE_TITLE}</strong> (read in the platform's code`).length - 1;
    assert.equal(notes, contractDifferences(ledger).size + (contractWideDifferences(ledger).length ? 1 : 0));
  });

  test('the download is the contract as published, without notes', () => {
    const download = readFileSync(join(buildDir, 'openapi/jaqpot-api.yaml'), 'utf8');
    assert.equal(download, source.text);
    assert.ok(!download.includes(NOTE_TITLE));
  });
});
