/**
 * No guide names a status, an error code, a rate or a duration for an operation that the ledger of
 * platform behaviour contradicts, or quotes a runtime's error text as what a prediction on Jaqpot
 * fails with (claims.ts says how a page is read). The checker itself is fed
 * wrong samples of each kind, and a right one, so that a silent checker cannot pass the pages.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {contractOperations, readContractFile} from '../../plugins/openapi-contract/source';
import {readLedger} from '../../plugins/platform-behaviour/ledger';
import {checkGuides, checkPage, guideFiles} from './claims';

const operations = new Set(contractOperations(readContractFile('openapi/jaqpot-api.yaml').spec).keys());
const ledger = readLedger(undefined, {operations});
const check = (text: string) => checkPage('docs/sample.mdx', text, ledger, operations).map((p) => p.message);

describe('the guides agree with the ledger of platform behaviour', () => {
  test('the guides are read, and the module reference is not', () => {
    const files = guideFiles('.');
    assert.ok(files.length > 30, `only ${files.length} pages`);
    assert.ok(files.includes('docs/_partials/_platform-errors.mdx'));
    assert.ok(!files.some((f) => f.includes('full-api-reference/')));
  });

  test('no guide names a status, code, rate or duration the ledger contradicts', () => {
    const problems = checkGuides('.', ledger, operations).map((p) => `${p.file}:${p.line}: ${p.message}`);
    assert.deepEqual(problems, []);
  });
});

describe('the claims checker reports wrong samples', () => {
  test('a delete that answers 204, in the prose after its curl command', () => {
    const messages = check(
      [
        '## Delete a model',
        '',
        '```bash',
        'curl -s -o /dev/null -w "%{http_code}\\n" -X DELETE "https://api.jaqpot.org/v1/models/1843" \\',
        '  -H "X-Api-Key: $JAQPOT_API_KEY"',
        '```',
        '',
        'The command prints `204` when the model is gone.',
      ].join('\n'),
    );
    assert.equal(messages.length, 1);
    assert.match(messages[0]!, /^names 204, which only the contract declares; model\.delete:/);
  });

  test('429 defined as an invitation error', () => {
    const messages = check(
      '| What you see | Why |\n|---|---|\n| `429` | Too many organization invitations in a short time. |',
    );
    assert.deepEqual(
      messages.map((m) => m.split(';')[0]),
      ['defines status 429 without saying what it is'],
    );
  });

  test('410 for an expired invitation', () => {
    const messages = check('| `410` | The invitation expired. | Ask for a new one. |');
    assert.ok(messages.some((m) => /^defines status 410, which the platform never answers/.test(m)));
    assert.ok(messages.some((m) => /^names 410, which only the contract declares; invitation\.expired:/.test(m)));
  });

  test('a Docker container that must answer within 30 seconds', () => {
    const messages = check('Your container answers within 30 seconds with a JSON object.');
    assert.equal(messages.length, 1);
    assert.match(messages[0]!, /^names 30 s; docker\.timeout:/);
  });

  test("a prediction rate other than the ledger's", () => {
    const messages = check(
      '`POST /v1/models/{modelId}/predict` allows 100 requests an hour, so send one molecule per call.',
    );
    assert.equal(messages.length, 1);
    assert.match(messages[0]!, /^names a rate of 100 per 3600 s; rate-limit\.predict:/);
  });

  test('the call after the limit named as the first refused', () => {
    const messages = check(
      [
        'Jaqpot hands out download links at most 5 times an hour; a sixth request answers `429`.',
        '',
        '| `429` | More than 5 uploads in a minute (`POST /v1/models`). | Wait. |',
        '',
        '`POST /v1/models/{modelId}/predict` answers `429` after 30 calls in an hour.',
      ].join('\n'),
    );
    assert.deepEqual(
      messages.map((m) => m.split(';')[0]),
      [
        'names the sixth call as the first refused',
        'says 5 calls go through before a refusal',
        'says 30 calls go through before a refusal',
      ],
    );
    assert.ok(messages.every((m) => m.includes('rate-limit.mechanics.last-call')));
  });

  test('code 1001 as a live failure, and a 401 for an expired key', () => {
    assert.match(check('Until you verify your e-mail, calls fail with error code `1001`.')[0]!, /^names code 1001/);
    assert.match(check('A `401` status means the pair is wrong or expired.')[0]!, /^names 401, .*api-key\.expired:/);
  });

  test('a bad feature key or an appName in use refused with 400', () => {
    assert.match(
      check('A feature key that starts with a digit, such as `1st-output`, answers `400`.')[0] ?? '',
      /^names 400, .*model\.create\.feature-key:/,
    );
    assert.match(
      check('An `appName` that another Docker model already uses answers `400 Bad Request`.')[0] ?? '',
      /^names 400, .*docker\.app-name-taken:/,
    );
  });

  test('a prediction Location under /v1, in a sequence diagram', () => {
    const messages = check(
      [
        '```mermaid',
        'sequenceDiagram',
        '    You->>API: POST /v1/models/{modelId}/predict (Dataset)',
        '    API-->>You: 201 Created, Location: /v1/datasets/{id}',
        '```',
      ].join('\n'),
    );
    assert.equal(messages.length, 1);
    assert.match(messages[0]!, /^names the Location \/v1\/datasets\/\{id\}; prediction\.location:/);
  });

  test("a CSV row count other than the ledger's, as the contract's limits put it", () => {
    const messages = check('CSV input: at most 100 dataset input rows.');
    assert.equal(messages.length, 1);
    assert.match(messages[0]!, /^names 100 rows; model\.predict-csv\.max-rows:/);
  });

  test('a base64 limit counted in characters, as the contract puts it', () => {
    const messages = check(
      [
        'Send the file to `POST /v1/models/{modelId}/predict/csv`, up to 10000000 base64 characters.',
        '',
        'An inline `rawModel` takes up to 133,000,000 characters.',
      ].join('\n'),
    );
    assert.deepEqual(
      messages.map((m) => m.split(';')[0]),
      [
        'counts 10000000 in characters, where the platform counts bytes before encoding',
        'counts 133,000,000 in characters, where the platform counts bytes before encoding',
      ],
    );
    assert.match(messages[0]!, /model\.predict-csv\.max-rows:/);
    assert.match(messages[1]!, /model\.raw-files\.max-bytes:/);
  });

  test("a runtime's error text given as what a prediction on Jaqpot fails with", () => {
    const messages = check(
      [
        '| Every prediction fails with `Only BINARY_CLASSIFICATION and REGRESSION tasks are supported` | Multiclass. |',
        '',
        'The prediction fails with `ValueError: Invalid image input. Use base64.` when the text has a prefix.',
      ].join('\n'),
    );
    assert.deepEqual(
      messages.map((m) => m.split(';')[0]),
      [
        'quotes `Only BINARY_CLASSIFICATION and REGRESSION tasks are supported` as what a prediction fails with, which only predicting offline shows',
        'quotes `ValueError: Invalid image input. Use base64.` as what a prediction fails with, which only predicting offline shows',
      ],
    );
    assert.ok(messages.every((m) => m.includes('prediction.failure-reason:')));
  });

  test('datasets kept for a year', () => {
    assert.match(check('Jaqpot keeps every prediction dataset for 1 year.')[0] ?? '', /retention\.prediction-datasets/);
  });
});

describe('the claims checker accepts what the platform does', () => {
  test('the same claims, right', () => {
    const right = [
      'No user can delete a model: `DELETE /v1/models/{id}` answers `403`. Archive it instead; it is deleted 30 days after.',
      '',
      '| `429` | You called an operation more often than its rate limit allows. | Wait. |',
      '',
      'The platform waits up to 30 minutes for your container, and 5 seconds to connect.',
      '',
      '`POST /v1/models/{modelId}/predict` allows 30 requests an hour per user: send up to 100 rows in each.',
      '',
      'Download links come 5 times an hour; the 5th request in a burst answers `429`, after 4 requests.',
      '',
      'Code `1001` is in the contract, but the check that sent it is disabled: no request fails with it.',
      '',
      'An expired key answers `500`. Prediction datasets are deleted 30 days after you create them.',
      '',
      'Confirming twice answers `409`. A file over 100 MB answers `400`.',
      '',
      'An `appName` with an underscore answers `400`. An `appName` another model already has answers `500`.',
      '',
      'A feature key that starts with a digit answers `500`.',
      '',
      'Send up to 100 rows to `POST /v1/models/{modelId}/predict`; it answers `201`, and its `Location` header',
      'ends with `/datasets/4821`. A CSV file takes 99 data rows: its header counts as one of the 100 rows.',
      '',
      // The platform's own words, quoted: a message and a web app label may say 100 rows.
      'A longer CSV file answers `400` with `CSV file contains more than 100 rows`.',
      '',
      'Choose **Upload a CSV file (max 100 rows)**; the CSV file takes 99 data rows.',
      '',
      '`POST /v1/models/{modelId}/predict/csv` takes 10,000,000 bytes, about 13,333,336 base64 characters.',
      '',
      // An error text quoted for offline prediction, a status, and the fixed failureReason itself.
      'Without torchvision every offline prediction fails with `No module named torchvision`.',
      '',
      '| Every prediction ends in `FAILURE`. Offline, the prediction fails with `ValueError: bad input`. | x |',
      '',
      'A prediction request fails with `429` after the limit. A Docker prediction fails with',
      '`org.jaqpot.api.error.JaqpotRuntimeException: Failed to succeed on the Docker runtime, modelId: 7`.',
    ].join('\n');
    assert.deepEqual(check(right), []);
  });
});
