/**
 * One row per rule of specification sections 5 (validation), 8 (errors) and 9 (constants):
 * each row asserts that the contract states the rule, as schema keywords, and where the rule is
 * a pattern or a boundary, by validating values on both sides of it with Ajv.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  contract,
  deref,
  formatAjvErrors,
  operations,
  parametersOf,
  resolveAt,
  schemaValidator,
  type Obj,
} from './helpers';

const doc = contract();
const validator = schemaValidator(doc);
const S = '#/components/schemas';

/** The schema at a pointer, following `$ref`s. */
function schema(ptr: string): Obj {
  const s = resolveAt(doc, ptr) as Obj | undefined;
  assert.ok(s && typeof s === 'object', `${ptr} does not exist`);
  return s;
}

/** The property schema, following a `$ref` and a single-item `allOf` wrapper. */
function prop(ptr: string): Obj {
  const s = schema(ptr);
  return s.allOf?.length === 1 ? deref(s.allOf[0], doc) : s;
}

function keywords(ptr: string, expected: Obj) {
  const s = prop(ptr);
  for (const [k, v] of Object.entries(expected)) assert.deepEqual(s[k], v, `${ptr}: ${k}`);
}

function requiredSet(ptr: string, names: string[]) {
  assert.deepEqual([...(schema(ptr).required ?? [])].sort(), [...names].sort(), `${ptr}: required`);
}

function accepts(ptr: string, values: unknown[]) {
  for (const v of values) {
    const errors = validator.validate(prop(ptr), v, 'request');
    assert.deepEqual(errors, [], `${ptr} should accept ${JSON.stringify(v)}: ${formatAjvErrors(errors)}`);
  }
}

function rejects(ptr: string, values: unknown[]) {
  for (const v of values) {
    assert.notDeepEqual(validator.validate(prop(ptr), v, 'request'), [], `${ptr} should reject ${JSON.stringify(v)}`);
  }
}

/** Boundary check of a string length or an item count, with values built by `make(n)`. */
function bounds(ptr: string, min: number | undefined, max: number, make: (n: number) => unknown) {
  accepts(ptr, [make(max), ...(min === undefined ? [] : [make(min)])]);
  rejects(ptr, [make(max + 1), ...(min === undefined || min === 0 ? [] : [make(min - 1)])]);
}
const str = (n: number) => 'a'.repeat(n);

function op(method: string, path: string) {
  const o = operations(doc).find((x) => x.method === method && x.path === path);
  assert.ok(o, `${method.toUpperCase()} ${path} is missing`);
  return o;
}

function param(method: string, path: string, name: string): Obj {
  const p = parametersOf(op(method, path), doc).find((x) => x.name === name);
  assert.ok(p, `${method.toUpperCase()} ${path} has no parameter ${name}`);
  return p;
}

/** The request-body schema of an operation (application/json). */
function bodySchema(method: string, path: string): Obj {
  const body = deref(op(method, path).op.requestBody, doc);
  assert.ok(body?.content?.['application/json'], `${method.toUpperCase()} ${path} has no JSON body`);
  return deref(body.content['application/json'].schema, doc);
}

/** Asserts the operation answers `status` with an ErrorResponse body, and its text matches. */
function errorResponse(method: string, path: string, status: string, text?: RegExp) {
  const o = op(method, path);
  const r = o.op.responses?.[status];
  assert.ok(r, `${method.toUpperCase()} ${path} does not document ${status}`);
  const response = deref(r, doc);
  const s = response.content?.['application/json']?.schema;
  assert.equal(s?.$ref, `${S}/ErrorResponse`, `${method.toUpperCase()} ${path} ${status}: body is not ErrorResponse`);
  if (text) assert.match(`${response.description} ${o.op.description ?? ''}`, text);
}

function describes(method: string, path: string, text: RegExp) {
  assert.match(op(method, path).op.description ?? '', text);
}

const DOA_DATA = [
  'LeverageDoaData',
  'BoundingBoxDoaData',
  'KernelBasedDoaData',
  'MeanVarDoaData',
  'MahalanobisDoaData',
  'CityBlockDoaData',
];

const rules: [string, () => void][] = [
  // ---- Section 5: validation rules --------------------------------------------------------
  ['Model.name 3–255', () => bounds(`${S}/Model/properties/name`, 3, 255, str)],
  ['Model.description 3–50000', () => bounds(`${S}/Model/properties/description`, 3, 50000, str)],
  ['Model.tags at most 1000 characters', () => bounds(`${S}/Model/properties/tags`, undefined, 1000, str)],
  ['Model.doas at most 50', () => keywords(`${S}/Model/properties/doas`, {maxItems: 50})],
  ...(['libraries', 'dependentFeatures', 'independentFeatures', 'selectedFeatures'] as const).map(
    (f): [string, () => void] => [
      `Model.${f} at most 1000 items`,
      () => keywords(`${S}/Model/properties/${f}`, {maxItems: 1000}),
    ],
  ),
  ['Model.torchConfig at most 20 properties', () => keywords(`${S}/Model/properties/torchConfig`, {maxProperties: 20})],
  [
    'Transformer.config at most 20 properties',
    () => {
      keywords(`${S}/Transformer/properties/config`, {maxProperties: 20});
      rejects(`${S}/Transformer/properties/config`, [
        Object.fromEntries(Array.from({length: 21}, (_, i) => [`k${i}`, i])),
      ]);
    },
  ],
  [
    'Model.preprocessors and featurizers at most 50 each',
    () => {
      keywords(`${S}/Model/properties/preprocessors`, {maxItems: 50});
      keywords(`${S}/Model/properties/featurizers`, {maxItems: 50});
    },
  ],
  [
    'Model.rawModel and rawPreprocessor up to 133000000 characters',
    () => {
      keywords(`${S}/Model/properties/rawModel`, {maxLength: 133000000});
      keywords(`${S}/Model/properties/rawPreprocessor`, {maxLength: 133000000});
    },
  ],
  [
    'Model create requires libraries, dependentFeatures, independentFeatures, name, visibility, type, task',
    () => {
      requiredSet(`${S}/Model`, [
        'libraries',
        'dependentFeatures',
        'independentFeatures',
        'name',
        'visibility',
        'type',
        'task',
      ]);
      assert.equal(op('post', '/v1/models').op.requestBody.content['application/json'].schema.$ref, `${S}/Model`);
    },
  ],
  [
    'Model partial update requires name, visibility, task',
    () => {
      const body = bodySchema('patch', '/v1/models/{id}/partial');
      assert.deepEqual([...body.required].sort(), ['name', 'task', 'visibility']);
      for (const f of ['name', 'description', 'visibility', 'task', 'tags', 'sharedWithOrganizationIds'])
        assert.ok(body.properties[f], f);
    },
  ],
  ['Feature requires key, name, featureType', () => requiredSet(`${S}/Feature`, ['key', 'name', 'featureType'])],
  [
    'Feature.key starts with a letter, then letters, digits, hyphens, underscores',
    () => {
      accepts(`${S}/Feature/properties/key`, ['a', 'logP', 'mol_weight-2', 'X9']);
      rejects(`${S}/Feature/properties/key`, ['', '1abc', '_a', '-a', 'a b', 'a.b', 'é']);
    },
  ],
  [
    'Feature.name, units, range at most 255',
    () => {
      for (const f of ['name', 'units', 'range']) bounds(`${S}/Feature/properties/${f}`, undefined, 255, str);
    },
  ],
  ['Feature.description at most 2000', () => bounds(`${S}/Feature/properties/description`, undefined, 2000, str)],
  ['Feature.possibleValues at most 1000', () => keywords(`${S}/Feature/properties/possibleValues`, {maxItems: 1000})],
  [
    'Feature update requires name, featureType',
    () => {
      const body = bodySchema('patch', '/v1/models/{modelId}/features/{featureId}');
      assert.deepEqual([...body.required].sort(), ['featureType', 'name']);
    },
  ],
  [
    'Organization.name: word characters and hyphens, 3–200',
    () => {
      bounds(`${S}/Organization/properties/name`, 3, 200, str);
      accepts(`${S}/Organization/properties/name`, ['upci-ntua', 'Org_2']);
      rejects(`${S}/Organization/properties/name`, ['my org', 'org.name', 'org/x']);
    },
  ],
  ['Organization.description 3–50000', () => bounds(`${S}/Organization/properties/description`, 3, 50000, str)],
  [
    'Organization requires contactEmail, name, visibility',
    () => {
      requiredSet(`${S}/Organization`, ['contactEmail', 'name', 'visibility']);
      assert.equal(
        op('post', '/v1/organizations').op.requestBody.content['application/json'].schema.$ref,
        `${S}/Organization`,
      );
    },
  ],
  [
    'Organization partial update takes name, description, contactEmail, visibility',
    () => {
      const body = bodySchema('patch', '/v1/organizations/{id}/partial');
      assert.deepEqual(Object.keys(body.properties).sort(), ['contactEmail', 'description', 'name', 'visibility']);
    },
  ],
  [
    'invitation emails 1–10',
    () => {
      const body = bodySchema('post', '/v1/organizations/{orgName}/invitations');
      assert.deepEqual(body.required, ['emails']);
      const ptr = `${S}/CreateInvitationsRequest/properties/emails`;
      bounds(ptr, 1, 10, (n) => Array.from({length: n}, (_, i) => `user${i}@example.org`));
      rejects(ptr, [['not-an-email']]);
    },
  ],
  [
    'Docker appName: lowercase letters, digits, hyphens, starts and ends alphanumeric, max 63',
    () => {
      const ptr = `${S}/DockerConfig/properties/appName`;
      requiredSet(`${S}/DockerConfig`, ['appName']);
      accepts(ptr, ['a', 'my-app', 'app2', '9lives', 'a'.repeat(63)]);
      rejects(ptr, ['-app', 'app-', 'My-App', 'my_app', 'my.app', '', 'a'.repeat(64)]);
    },
  ],
  [
    'DockerConfig.dockerImage at most 255',
    () => bounds(`${S}/DockerConfig/properties/dockerImage`, undefined, 255, str),
  ],
  [
    'API key creation requires expirationTime',
    () => {
      const body = bodySchema('post', '/v1/user/api-keys');
      assert.ok(body.required.includes('expirationTime'));
    },
  ],
  [
    'Dataset requires type, input (max 100 items), entryType',
    () => {
      requiredSet(`${S}/Dataset`, ['type', 'input', 'entryType']);
      bounds(`${S}/Dataset/properties/input`, 0, 100, (n) => Array.from({length: n}, () => ({x: 1})));
    },
  ],
  [
    'CSV dataset requires type and inputFile (max 10000000 characters)',
    () => {
      requiredSet(`${S}/DatasetCSV`, ['type', 'inputFile']);
      keywords(`${S}/DatasetCSV/properties/inputFile`, {maxLength: 10000000});
    },
  ],
  [
    'City block meanVector max 5000',
    () => bounds(`${S}/CityBlockDoaData/properties/meanVector`, 0, 5000, (n) => Array(n).fill(0.5)),
  ],
  [
    'Doa data max 20 properties (every method)',
    () => {
      for (const name of DOA_DATA) keywords(`${S}/${name}`, {maxProperties: 20});
    },
  ],
  [
    'model download URL expiration 1–20, default 10',
    () => {
      const p = param('get', '/v1/models/{modelId}/download/urls', 'expirationMinutes');
      assert.equal(p.in, 'query');
      assert.deepEqual(
        {min: p.schema.minimum, max: p.schema.maximum, def: p.schema.default},
        {min: 1, max: 20, def: 10},
      );
    },
  ],
  [
    'search `query` is required',
    () => {
      const p = param('get', '/v1/models/search', 'query');
      assert.equal(p.required, true);
      assert.equal(p.in, 'query');
    },
  ],

  // ---- Section 8: error catalogue ---------------------------------------------------------
  [
    'ErrorResponse has message and code',
    () => {
      const e = schema(`${S}/ErrorResponse`);
      assert.deepEqual(Object.keys(e.properties).sort(), ['code', 'message']);
      assert.equal(e.properties.code.type, 'integer');
    },
  ],
  [
    'code 1001 means the e-mail is not verified',
    () => assert.match(schema(`${S}/ErrorResponse`).properties.code.description, /1001.*not\s+verified/s),
  ],
  [
    '400 invalid input on every call that takes a body',
    () => {
      for (const o of operations(doc).filter((x) => x.op.requestBody)) errorResponse(o.method, o.path, '400');
    },
  ],
  [
    '401 unauthorized on every secured call',
    () => {
      for (const o of operations(doc)) {
        const security = o.op.security ?? doc.security;
        if (security.length) errorResponse(o.method, o.path, '401');
      }
    },
  ],
  [
    '403 on archive, unarchive, download and large-model upload',
    () => {
      errorResponse('post', '/v1/models/{modelId}/archive', '403', /organization/);
      errorResponse('post', '/v1/models/{modelId}/unarchive', '403', /organization/);
      errorResponse('get', '/v1/models/{modelId}/download/urls', '403', /organization/);
      errorResponse('post', '/v1/large-models', '403', /organization/);
    },
  ],
  [
    '403 for admin listings (admin or UPCI only)',
    () => {
      errorResponse('get', '/v1/admin/users', '403', /UPCI/);
      errorResponse('get', '/v1/admin/models', '403', /UPCI/);
    },
  ],
  [
    '403 when a non-admin lists, creates or resends invitations',
    () => {
      errorResponse('get', '/v1/organizations/{orgName}/invitations', '403', /admin/i);
      errorResponse('post', '/v1/organizations/{orgName}/invitations', '403', /admin/i);
      errorResponse('post', '/v1/organizations/{orgId}/invitations/{id}/resend', '403', /admin/i);
    },
  ],
  [
    'only the owner or an admin deletes an API key (403)',
    () => errorResponse('delete', '/v1/user/api-keys/{key}', '403', /owner.*admin/s),
  ],
  [
    '404 when a model does not exist',
    () => {
      for (const path of ['/v1/models/{id}']) errorResponse('get', path, '404');
      errorResponse('get', '/v1/datasets/{id}', '404');
    },
  ],
  [
    'archive → 409 when already archived',
    () => errorResponse('post', '/v1/models/{modelId}/archive', '409', /already archived/),
  ],
  [
    'unarchive → 409 when not archived',
    () => errorResponse('post', '/v1/models/{modelId}/unarchive', '409', /not archived/),
  ],
  [
    'confirm upload → 409 when already confirmed or too large',
    () => errorResponse('post', '/v1/large-models/{modelId}/confirm-upload', '409', /already confirmed.*too large/s),
  ],
  [
    'resend → 410 when the invitation expired',
    () => errorResponse('post', '/v1/organizations/{orgId}/invitations/{id}/resend', '410', /expired/),
  ],
  [
    'invitations → 429 when the rate limit is exceeded',
    () => {
      errorResponse('post', '/v1/organizations/{orgName}/invitations', '429', /rate limit/i);
      errorResponse('post', '/v1/organizations/{orgId}/invitations/{id}/resend', '429', /rate limit/i);
    },
  ],
  [
    'predict → 500 on an internal error',
    () => {
      errorResponse('post', '/v1/models/{modelId}/predict', '500', /internal/i);
      errorResponse('post', '/v1/models/{modelId}/predict/csv', '500', /internal/i);
    },
  ],

  // ---- Section 9: business constants and limits ---------------------------------------------
  [
    'default page 0 and page size 10 on every paged list',
    () => {
      const paged = operations(doc).filter((o) => parametersOf(o, doc).some((p) => p.name === 'page'));
      assert.ok(paged.length >= 6, 'paged operations');
      for (const o of paged) {
        const ps = parametersOf(o, doc);
        assert.equal(ps.find((p) => p.name === 'page')!.schema.default, 0, `${o.path} page`);
        assert.equal(ps.find((p) => p.name === 'size')?.schema.default, 10, `${o.path} size`);
      }
      for (const path of ['/v1/admin/models', '/v1/admin/users', '/v1/user/models', '/v1/user/datasets']) {
        assert.ok(
          parametersOf(op('get', path), doc).some((p) => p.name === 'sort'),
          `${path} sort`,
        );
      }
    },
  ],
  [
    'shared models can be filtered by organizationId',
    () => assert.equal(param('get', '/v1/user/shared-models', 'organizationId').in, 'query'),
  ],
  ['archived models are deleted after 30 days', () => describes('post', '/v1/models/{modelId}/archive', /30 days/)],
  [
    'API key lifetimes: three or six months',
    () => assert.deepEqual(schema(`${S}/ApiKeyExpirationTime`).enum, ['THREE_MONTHS', 'SIX_MONTHS']),
  ],
  [
    'an expired invitation cannot be resent',
    () => describes('post', '/v1/organizations/{orgId}/invitations/{id}/resend', /expired/),
  ],
];

describe('specification rules stated by the contract (sections 5, 8, 9)', () => {
  for (const [rule, check] of rules) test(rule, check);
});
