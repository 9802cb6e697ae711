/**
 * The ledger of platform behaviour (reference/platform-behaviour.yaml) parses, and every operation it
 * names is one of the contract's. Its validator reports each kind of bad entry with the entry, the
 * field and the line, and accepts nothing it reports.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {contractOperations, readContractFile} from '../../plugins/openapi-contract/source';
import {LEDGER_FILE, parseLedger, readLedger} from '../../plugins/platform-behaviour/ledger';
import {at, contract, operations as contractOps, type Obj} from '../contract/helpers';

const operations = contractOperations(readContractFile('openapi/jaqpot-api.yaml').spec);

/** The `maxLength`s of the base64 fields (`format: byte`) under a schema of the contract, through its $refs. */
function base64MaxLengths(doc: Obj, schema: unknown, seen = new Set<string>()): number[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Obj;
  if (typeof node.$ref === 'string') {
    if (seen.has(node.$ref)) return [];
    seen.add(node.$ref);
    return base64MaxLengths(doc, at(doc, node.$ref), seen);
  }
  const own = node.format === 'byte' && typeof node.maxLength === 'number' ? [node.maxLength as number] : [];
  return [...own, ...Object.values(node).flatMap((child) => base64MaxLengths(doc, child, seen))];
}

const GOOD_ENTRY = `
  - id: rate-limit.predict
    behaviour: Predictions allow 30 requests an hour per user.
    operations:
      - POST /v1/models/{modelId}/predict
    status: 429
    limit: 30
    intervalSeconds: 3600
    source:
      - jaqpot-api:src/main/kotlin/org/jaqpot/api/service/model/ModelService.kt:200-205@8a72b6e
    read: 2026-11-27`;

const ledgerText = (entries: string) => `commits:\n  jaqpot-api: 8a72b6e\nentries:${entries}\n`;

describe('the ledger of platform behaviour', () => {
  test(`${LEDGER_FILE} is valid and names only operations of the contract`, () => {
    const ledger = readLedger(LEDGER_FILE, {operations: operations.keys()});
    assert.ok(ledger.entries.length >= 50, `only ${ledger.entries.length} entries`);
  });

  test('every rate limit answers 429 and has a subject for the table', () => {
    const ledger = readLedger();
    const limits = ledger.entries.filter((e) => e.limit !== undefined);
    assert.ok(limits.length >= 15);
    for (const entry of limits) {
      assert.equal(entry.status, 429, entry.id);
      assert.ok(entry.subject, `${entry.id} has no subject`);
    }
  });

  test("every base64 field with a maxLength has the ledger's byte limit, the same number", () => {
    // The platform's generator turns the contract's maxLength into a @Size on the decoded bytes.
    const ledger = readLedger();
    const wrong: string[] = [];
    for (const {method, path, op} of contractOps()) {
      const key = `${method.toUpperCase()} ${path}`;
      const lengths = base64MaxLengths(contract(), op.requestBody);
      const bytes = ledger.entries.filter((e) => e.bytes !== undefined && e.operations?.includes(key));
      if (lengths.length && bytes.length !== 1) wrong.push(`${key}: ${bytes.length} entries with bytes`);
      if (!lengths.length && bytes.length) wrong.push(`${key}: bytes in ${bytes[0]!.id}, but no base64 field`);
      for (const length of lengths)
        if (bytes.length === 1 && length !== bytes[0]!.bytes)
          wrong.push(`${key}: maxLength ${length}, bytes ${bytes[0]!.bytes}`);
    }
    assert.deepEqual(wrong, []);
  });

  test('a good entry passes', () => {
    const {ledger, problems} = parseLedger(ledgerText(GOOD_ENTRY), {operations: operations.keys()});
    assert.deepEqual(problems, []);
    assert.equal(ledger?.entries[0]?.limit, 30);
  });
});

describe('the ledger validator reports bad entries', () => {
  const bad = (entry: string) => parseLedger(ledgerText(GOOD_ENTRY + entry), {operations: operations.keys()});

  const cases: [name: string, entry: string, expected: RegExp][] = [
    [
      'a limit without its interval',
      `
  - id: rate-limit.bad
    behaviour: A limit that says not per how long.
    limit: 5
    source: [jaqpot-api:src/x.kt:1@8a72b6e]
    read: 2026-11-27`,
      /entries\[1\] \(rate-limit\.bad\): "limit" needs "intervalSeconds"/,
    ],
    [
      'an operation the contract lacks',
      `
  - id: model.bad
    behaviour: An operation nobody defined anywhere.
    operations:
      - DELETE /v1/models/{id}/everything
    source: [jaqpot-api:src/x.kt:1@8a72b6e]
    read: 2026-11-27`,
      /entries\[1\] \(model\.bad\)\.operations\.0: "DELETE \/v1\/models\/\{id\}\/everything" is not an operation of the contract/,
    ],
    [
      'a source read at another commit than the pinned one',
      `
  - id: model.bad
    behaviour: A fact read at some other commit.
    source: [jaqpot-api:src/x.kt:1@1234567]
    read: 2026-11-27`,
      /source\.0: read at 1234567, but "commits" pins jaqpot-api at 8a72b6e/,
    ],
    [
      'a source without lines',
      `
  - id: model.bad
    behaviour: A fact without the lines that do it.
    source: [jaqpot-api:src/x.kt@8a72b6e]
    read: 2026-11-27`,
      /entries\[1\] \(model\.bad\)\.source\.0: must match pattern/,
    ],
    [
      'a duplicate id',
      `
  - id: rate-limit.predict
    behaviour: The same fact a second time in the ledger.
    source: [jaqpot-api:src/x.kt:1@8a72b6e]
    read: 2026-11-27`,
      /entries\[1\] \(rate-limit\.predict\)\.id: duplicate id, first at entries\[0\]/,
    ],
    [
      'an unknown field',
      `
  - id: model.bad
    behaviour: A fact with a field the ledger does not know.
    seconds: 30
    source: [jaqpot-api:src/x.kt:1@8a72b6e]
    read: 2026-11-27`,
      /entries\[1\] \(model\.bad\): unknown field "seconds"/,
    ],
    [
      'a byte size written with its unit',
      `
  - id: model.bad
    behaviour: A size that is not a number of bytes.
    bytes: 10 MB
    source: [jaqpot-api:src/x.kt:1@8a72b6e]
    read: 2026-11-27`,
      /entries\[1\] \(model\.bad\)\.bytes: must be integer/,
    ],
    [
      'a contract status without the contract text',
      `
  - id: model.bad
    behaviour: The contract says something else here.
    status: 400
    contractStatus: 409
    source: [jaqpot-api:src/x.kt:1@8a72b6e]
    read: 2026-11-27`,
      /"contractStatus" needs "contract"/,
    ],
    [
      'a mention that is not a regular expression',
      `
  - id: model.bad
    behaviour: A fact whose mention does not compile.
    mentions: ['(archiv']
    source: [jaqpot-api:src/x.kt:1@8a72b6e]
    read: 2026-11-27`,
      /mentions\.0: not a regular expression/,
    ],
    [
      'inline code in the contract text, which the reference note sets in italics',
      `
  - id: model.bad
    behaviour: The platform answers otherwise than the contract.
    contract: The contract gives the header as \`/v1/x\`.
    source: [jaqpot-api:src/x.kt:1@8a72b6e]
    read: 2026-11-27`,
      /entries\[1\] \(model\.bad\)\.contract: no inline code/,
    ],
    [
      'a permission row without every kind of caller',
      `
  - id: permission.bad
    behaviour: Who may do it, for some callers only.
    who: {anonymous: 'no', user: 'no'}
    source: [jaqpot-api:src/x.kt:1@8a72b6e]
    read: 2026-11-27`,
      /entries\[1\] \(permission\.bad\)\.who: missing field "owner"/,
    ],
  ];

  for (const [name, entry, expected] of cases) {
    test(name, () => {
      const {ledger, problems} = bad(entry);
      assert.equal(ledger, undefined, 'a ledger with a problem is not returned');
      const text = problems.map((p) => `${p.path}: ${p.message}`).join('\n');
      assert.match(text, expected);
      // The report points at the bad entry: its lines follow the good entry's.
      assert.ok(
        problems.every((p) => (p.line ?? 0) >= 14),
        `lines: ${problems.map((p) => p.line).join(', ')}`,
      );
    });
  }

  test('broken YAML is reported with its line', () => {
    const {problems} = parseLedger('commits:\n  jaqpot-api: 8a72b6e\nentries:\n  - id: [unclosed\n');
    assert.equal(problems.length > 0, true);
    assert.equal(problems[0]!.path, '(YAML)');
    assert.ok(problems[0]!.line! >= 4, `line ${problems[0]!.line}`);
  });

  test('readLedger throws naming the file and every problem', () => {
    assert.throws(
      () => readLedger('tests/platform-behaviour/fixtures/bad-ledger.yaml'),
      (error: Error) => {
        assert.match(error.message, /bad-ledger\.yaml:\d+ entries\[0\] \(retention\.bad\)\.days: must be integer/);
        assert.match(error.message, /bad-ledger\.yaml:\d+ entries\[1\] \(retention\.bad\)\.id: duplicate id/);
        return true;
      },
    );
  });
});
