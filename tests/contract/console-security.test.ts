/** plugins/openapi-contract/console-security.ts: the console's document takes the key pair on every operation. */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {withKeyPairOnEveryOperation} from '../../plugins/openapi-contract/console-security';
import {contract} from './helpers';

test('an operation whose own list leaves out the key pair gets it; the others stay as they are', () => {
  const spec = contract() as Parameters<typeof withKeyPairOnEveryOperation>[0];
  const consoleSpec = withKeyPairOnEveryOperation(spec);
  const validate = (consoleSpec.paths!['/v1/auth/validate']!.get as {security: object[]}).security;
  assert.deepEqual(validate, [{bearerAuth: []}, {apiKeyAuth: [], apiSecretAuth: []}]);
  assert.deepEqual((spec.paths!['/v1/auth/validate']!.get as {security: object[]}).security, [{bearerAuth: []}]);
  assert.deepEqual(consoleSpec.paths!['/v1/models/{id}'], spec.paths!['/v1/models/{id}']);
});

test('a document with no key pair requirement to give stops the build with a clear error', () => {
  assert.throws(
    () => withKeyPairOnEveryOperation({security: [{bearerAuth: []}], paths: {}}),
    /no document-wide API key pair/,
  );
});
