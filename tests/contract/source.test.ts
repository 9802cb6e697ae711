/**
 * plugins/openapi-contract/source.ts: the reference is built from JAQPOT_OPENAPI_URL when it
 * answers with an OpenAPI document, else from the local contract with a warning naming the URL.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {loadContractSource, readContractFile} from '../../plugins/openapi-contract/source';
import {CONTRACT} from './helpers';

const URL_ = 'https://example.org/jaqpot/openapi.yaml';
const remote = 'openapi: 3.0.3\ninfo: {title: Remote, version: "9"}\npaths: {}\n';
const answer = (status: number, body: string) => async () => ({ok: status < 400, status, text: async () => body});

async function load(
  fetchImpl?: Parameters<typeof loadContractSource>[0]['fetchImpl'],
  remoteUrl: string | null = URL_,
) {
  const warnings: string[] = [];
  const source = await loadContractSource({
    localFile: CONTRACT,
    remoteUrl: remoteUrl ?? undefined,
    fetchImpl,
    warn: (m) => warnings.push(m),
  });
  return {source, warnings};
}

describe('OpenAPI source of the reference', () => {
  test('a malformed local contract is an error naming the file and the line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jaqpot-contract-'));
    writeFileSync(join(dir, 'no-paths.yaml'), 'openapi: 3.0.3\ninfo: {title: x}\n');
    assert.throws(
      () => readContractFile(join(dir, 'no-paths.yaml')),
      (e: Error) => e.message.includes(join(dir, 'no-paths.yaml')) && /paths/.test(e.message),
    );
    writeFileSync(join(dir, 'broken.yaml'), 'openapi: 3.0.3\npaths: [unclosed\n');
    assert.throws(
      () => readContractFile(join(dir, 'broken.yaml')),
      (e: Error) => e.message.startsWith(`${join(dir, 'broken.yaml')}:`) && /YAML/.test(e.message),
    );
    writeFileSync(join(dir, 'twice.yaml'), 'openapi: 3.0.3\npaths: {}\npaths: {}\n');
    assert.throws(() => readContractFile(join(dir, 'twice.yaml')), /DUPLICATE_KEY/);
  });

  test('without JAQPOT_OPENAPI_URL: the local contract, no network', async () => {
    const {source, warnings} = await load(async () => assert.fail('fetched'), null);
    assert.equal(source.origin, 'local');
    assert.equal((source.spec.info as {title: string}).title, 'Jaqpot API');
    assert.deepEqual(warnings, []);
  });

  test('a remote OpenAPI document is used as is', async () => {
    const {source, warnings} = await load(answer(200, remote));
    assert.equal(source.origin, URL_);
    assert.equal(source.text, remote);
    assert.equal((source.spec.info as {title: string}).title, 'Remote');
    assert.deepEqual(warnings, []);
  });

  for (const [why, fetchImpl, reason] of [
    ['an HTTP error', answer(503, 'busy'), /HTTP 503/],
    ['a network failure', async () => Promise.reject(new Error('getaddrinfo ENOTFOUND example.org')), /ENOTFOUND/],
    ['a document that is not OpenAPI', answer(200, '<html>login</html>'), /not an OpenAPI document/],
  ] as const) {
    test(`${why}: falls back to the local file and warns with the URL`, async () => {
      const {source, warnings} = await load(fetchImpl);
      assert.equal(source.origin, 'local');
      assert.equal(warnings.length, 1);
      assert.ok(warnings[0]!.includes(`JAQPOT_OPENAPI_URL=${URL_}`), warnings[0]);
      assert.match(warnings[0]!, reason);
      assert.match(warnings[0]!, /falling back to .*jaqpot-api\.yaml/);
    });
  }
});
