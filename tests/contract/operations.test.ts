/**
 * Every call of specification section 7 ("Platform API") is in the contract, with the metadata a
 * reader needs; the contract has no other operation unless it states why (`x-extra-reason`); and
 * every component is used.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {contract, operations, referencedPointers, type Obj} from './helpers';

/** Section 7, "Platform API (base path /v1)", one entry per method + path. */
export const SECTION_7_CALLS = [
  'GET /v1/auth/validate',
  'GET /v1/admin/users',
  'GET /v1/admin/models',
  'GET /v1/user/models',
  'GET /v1/user/shared-models',
  'GET /v1/user/archived-models',
  'POST /v1/models',
  'GET /v1/models/search',
  'POST /v1/models/{modelId}/archive',
  'POST /v1/models/{modelId}/unarchive',
  'GET /v1/models/{modelId}/download/urls',
  'GET /v1/models/{id}',
  'DELETE /v1/models/{id}',
  'GET /v1/models/legacy/{id}',
  'POST /v1/models/{modelId}/predict',
  'POST /v1/models/{modelId}/predict/csv',
  'PATCH /v1/models/{id}/partial',
  'PATCH /v1/models/{modelId}/features/{featureId}',
  'GET /v1/user/datasets',
  'POST /v1/user/models/{modelId}/datasets',
  'GET /v1/user/models/{modelId}/datasets',
  'GET /v1/datasets/{id}',
  'GET /v1/organizations',
  'POST /v1/organizations',
  'GET /v1/user/organizations',
  'PATCH /v1/organizations/{id}/partial',
  'GET /v1/organizations/{name}',
  'GET /v1/organizations/{orgName}/invitations',
  'POST /v1/organizations/{orgName}/invitations',
  'POST /v1/organizations/{orgId}/invitations/{id}/resend',
  'GET /v1/organizations/{name}/invitations/{uuid}',
  'PUT /v1/organizations/{name}/invitations/{uuid}',
  'GET /v1/leads',
  'POST /v1/leads',
  'GET /v1/leads/{id}',
  'PUT /v1/leads/{id}',
  'DELETE /v1/leads/{id}',
  'POST /v1/user/api-keys',
  'GET /v1/user/api-keys',
  'DELETE /v1/user/api-keys/{key}',
  'PATCH /v1/user/api-keys/{key}',
  'GET /v1/user/settings',
  'POST /v1/user/settings',
  'DELETE /v1/user/avatar',
  'GET /v1/users/{username}',
  'POST /v1/large-models',
  'POST /v1/large-models/{modelId}/confirm-upload',
];

const TAGS = [
  'Models',
  'Datasets',
  'Organizations',
  'Invitations',
  'Leads',
  'API keys',
  'Users',
  'Admin',
  'Auth',
  'Large models',
];

const doc = contract();
const ops = operations(doc);
const key = (o: {method: string; path: string}) => `${o.method.toUpperCase()} ${o.path}`;

describe('operations of section 7', () => {
  test('the contract is "Jaqpot API" on https://api.jaqpot.org with paths under /v1', () => {
    assert.equal(doc.info.title, 'Jaqpot API');
    assert.deepEqual(
      doc.servers.map((s: Obj) => s.url),
      ['https://api.jaqpot.org'],
    );
    for (const path of Object.keys(doc.paths)) assert.match(path, /^\/v1\//);
  });

  for (const call of SECTION_7_CALLS) {
    test(`${call} is present`, () => {
      assert.ok(
        ops.some((o) => key(o) === call),
        `${call} is missing from the contract`,
      );
    });
  }

  test('no operation beyond section 7 without an x-extra-reason', () => {
    const extra = ops.filter((o) => !SECTION_7_CALLS.includes(key(o)));
    const unexplained = extra.filter(
      (o) => typeof o.op['x-extra-reason'] !== 'string' || o.op['x-extra-reason'].trim().length < 20,
    );
    assert.deepEqual(unexplained.map(key), []);
  });

  test('the tag list is the ten resource groups, each used', () => {
    assert.deepEqual(
      doc.tags.map((t: Obj) => t.name),
      TAGS,
    );
    for (const tag of TAGS)
      assert.ok(
        ops.some((o) => o.op.tags?.includes(tag)),
        `tag ${tag} unused`,
      );
  });

  for (const o of ops) {
    test(`${key(o)} has an operationId, one known tag, a summary, a description and responses`, () => {
      assert.match(o.op.operationId ?? '', /^[a-z][A-Za-z]+$/);
      assert.equal(o.op.tags?.length, 1);
      assert.ok(TAGS.includes(o.op.tags[0]), o.op.tags[0]);
      assert.ok((o.op.summary ?? '').length > 5, 'summary');
      assert.ok((o.op.description ?? '').length > 20, 'description');
      assert.ok(
        Object.keys(o.op.responses ?? {}).some((s) => /^2/.test(s)),
        'a 2xx response',
      );
    });
  }
});

describe('security', () => {
  test('bearer JWT by default, the X-Api-Key + X-Api-Secret pair as the alternative', () => {
    const schemes = doc.components.securitySchemes;
    assert.deepEqual(schemes.bearerAuth, {...schemes.bearerAuth, type: 'http', scheme: 'bearer', bearerFormat: 'JWT'});
    assert.deepEqual({in: schemes.apiKeyAuth.in, name: schemes.apiKeyAuth.name}, {in: 'header', name: 'X-Api-Key'});
    assert.deepEqual(
      {in: schemes.apiSecretAuth.in, name: schemes.apiSecretAuth.name},
      {in: 'header', name: 'X-Api-Secret'},
    );
    assert.deepEqual(doc.security, [{bearerAuth: []}, {apiKeyAuth: [], apiSecretAuth: []}]);
  });

  test('permission notes on the operations section 6 restricts', () => {
    const restricted = [
      'GET /v1/admin/users',
      'GET /v1/admin/models',
      'GET /v1/organizations/{orgName}/invitations',
      'POST /v1/organizations/{orgName}/invitations',
      'POST /v1/organizations/{orgId}/invitations/{id}/resend',
      'DELETE /v1/user/api-keys/{key}',
      'POST /v1/models/{modelId}/archive',
      'POST /v1/models/{modelId}/unarchive',
      'GET /v1/models/{modelId}/download/urls',
      'POST /v1/large-models',
    ];
    for (const call of restricted) {
      const o = ops.find((x) => key(x) === call)!;
      assert.match(o.op.description, /\*\*Permission:\*\*/, call);
    }
  });
});

describe('components', () => {
  test('every component is referenced, except the prediction-service bodies (see redocly.yaml)', () => {
    const refs = referencedPointers(doc);
    const unused: string[] = [];
    for (const [kind, items] of Object.entries<Obj>(doc.components)) {
      if (kind === 'securitySchemes') continue;
      for (const name of Object.keys(items)) {
        if (!refs.has(`#/components/${kind}/${name}`)) unused.push(`${kind}/${name}`);
      }
    }
    assert.deepEqual(unused.sort(), ['schemas/PredictionRequest', 'schemas/PredictionResponse']);
  });
});
