/**
 * Every platform entity of specification section 3 is a schema with every field listed there,
 * enums exactly as listed, the DOA method data as a discriminated union, scores per task, and
 * server-set fields read-only.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {contract, deref, resolveAt, type Obj} from './helpers';

const doc = contract();
const schemas = doc.components.schemas as Record<string, Obj>;

/** The scores of a binary and of a multiclass classification model have the same fields (section 3). */
const CLASSIFICATION_SCORES = [
  'labels',
  'yName',
  'folds',
  'accuracy',
  'balancedAccuracy',
  'precision',
  'recall',
  'f1Score',
  'jaccard',
  'matthewsCorrCoef',
  'confusionMatrix',
];

/** Section 3, "Platform entities": schema → fields. */
const ENTITIES: Record<string, string[]> = {
  Model: [
    'id',
    'name',
    'description',
    'type',
    'jaqpotpyVersion',
    'doas',
    'libraries',
    'dependentFeatures',
    'independentFeatures',
    'sharedWithOrganizations',
    'visibility',
    'task',
    'archived',
    'archivedAt',
    'torchConfig',
    'preprocessors',
    'featurizers',
    'rawPreprocessor',
    'rawModel',
    'creator',
    'canEdit',
    'isAdmin',
    'selectedFeatures',
    'tags',
    'legacyPredictionService',
    'scores',
    'rPbpkConfig',
    'dockerConfig',
    'createdAt',
    'updatedAt',
  ],
  ModelSummary: [
    'id',
    'name',
    'visibility',
    'description',
    'creator',
    'type',
    'dependentFeaturesLength',
    'independentFeaturesLength',
    'sharedWithOrganizations',
    'createdAt',
    'updatedAt',
  ],
  Feature: [
    'id',
    'key',
    'name',
    'units',
    'range',
    'description',
    'featureType',
    'featureDependency',
    'visible',
    'possibleValues',
    'createdAt',
    'updatedAt',
  ],
  Library: ['id', 'name', 'version', 'createdAt', 'updatedAt'],
  Transformer: ['id', 'name', 'config'],
  ModelScores: ['train', 'test', 'crossValidation'],
  RegressionScores: ['yName', 'folds', 'r2', 'mae', 'rmse'],
  BinaryClassificationScores: CLASSIFICATION_SCORES,
  MulticlassClassificationScores: CLASSIFICATION_SCORES,
  RPbpkConfig: ['odeSolver'],
  DockerConfig: ['appName', 'dockerImage', 'llmModelId'],
  LeverageDoaData: ['hStar', 'doaMatrix'],
  BoundingBoxDoaData: ['boundingBox'],
  KernelBasedDoaData: ['sigma', 'gamma', 'threshold', 'kernelType', 'dataPoints'],
  MeanVarDoaData: ['bounds'],
  MahalanobisDoaData: ['meanVector', 'invCovMatrix', 'threshold'],
  CityBlockDoaData: ['meanVector', 'threshold'],
  Dataset: [
    'id',
    'name',
    'type',
    'entryType',
    'input',
    'result',
    'resultTypes',
    'status',
    'failureReason',
    'userId',
    'modelId',
    'modelName',
    'executedAt',
    'executionFinishedAt',
    'createdAt',
    'updatedAt',
  ],
  DatasetCSV: [
    'id',
    'type',
    'inputFile',
    'values',
    'status',
    'failureReason',
    'modelId',
    'modelName',
    'executedAt',
    'executionFinishedAt',
    'createdAt',
    'updatedAt',
  ],
  Organization: [
    'id',
    'name',
    'creator',
    'visibility',
    'description',
    'organizationMembers',
    'contactEmail',
    'contactPhone',
    'website',
    'address',
    'canEdit',
    'isMember',
    'created_at',
    'updated_at',
  ],
  OrganizationUser: ['id', 'userId', 'username', 'email', 'avatarUrl', 'associationType'],
  OrganizationInvitation: ['id', 'userId', 'userEmail', 'status', 'expirationDate'],
  Lead: ['id', 'email', 'name', 'status'],
  User: ['id', 'username', 'firstName', 'lastName', 'email', 'emailVerified', 'avatarUrl', 'canEdit', 'createdAt'],
  UserSettings: ['id', 'darkMode', 'collapseSidebar', 'avatarUrl', 'isAdmin', 'isUpciUser'],
  ApiKey: ['clientKey', 'note', 'userId', 'expiresAt', 'expirationTime', 'lastUsed', 'lastUsedIp', 'enabled'],
  CreateApiKeyResponse: ['clientKey', 'clientSecret'],
  PredictionModel: [
    'rawModel',
    'rawPreprocessor',
    'doas',
    'selectedFeatures',
    'task',
    'featurizers',
    'preprocessors',
    'torchConfig',
    'rPbpkOdeSolver',
  ],
  PredictionRequest: ['model', 'dataset'],
  PredictionResponse: ['predictions'],
  ErrorResponse: ['message', 'code'],
  ModelDownloadUrls: ['modelUrl', 'preprocessorUrl', 'doaUrls', 'expiresAt'],
  DoaDownloadUrl: ['method', 'downloadUrl'],
  LargeModelUploadResponse: ['modelId', 'uploadUrl'],
};

/** Section 3 enums, exactly. */
const ENUMS: Record<string, string[]> = {
  ModelType: [
    'SKLEARN_ONNX',
    'TORCH_ONNX',
    'TORCH_GEOMETRIC_ONNX',
    'TORCHSCRIPT',
    'R_BNLEARN_DISCRETE',
    'R_CARET',
    'R_GBM',
    'R_NAIVE_BAYES',
    'R_PBPK',
    'R_RF',
    'R_RPART',
    'R_SVM',
    'R_TREE_CLASS',
    'R_TREE_REGR',
    'DOCKER',
    'OPENAI_LLM',
    'CUSTOM_LLM',
    'QSAR_TOOLBOX_CALCULATOR',
    'QSAR_TOOLBOX_QSAR_MODEL',
    'QSAR_TOOLBOX_PROFILER',
  ],
  ModelVisibility: ['PUBLIC', 'ORG_SHARED', 'PRIVATE'],
  ModelTask: ['REGRESSION', 'BINARY_CLASSIFICATION', 'MULTICLASS_CLASSIFICATION'],
  FeatureType: [
    'INTEGER',
    'FLOAT',
    'CATEGORICAL',
    'SMILES',
    'STRING',
    'TEXT',
    'BOOLEAN',
    'FLOAT_ARRAY',
    'STRING_ARRAY',
    'IMAGE',
  ],
  FeatureDependency: ['DEPENDENT', 'INDEPENDENT'],
  DoaMethod: ['LEVERAGE', 'BOUNDING_BOX', 'KERNEL_BASED', 'MEAN_VAR', 'MAHALANOBIS', 'CITY_BLOCK'],
  DatasetType: ['PREDICTION', 'CHAT'],
  DatasetEntryType: ['ARRAY'],
  DatasetStatus: ['CREATED', 'EXECUTING', 'FAILURE', 'SUCCESS'],
  OrganizationVisibility: ['PUBLIC', 'PRIVATE'],
  OrganizationUserAssociationType: ['ADMIN', 'MEMBER'],
  OrganizationInvitationStatus: ['PENDING', 'REJECTED', 'ACCEPTED'],
  LeadStatus: ['PENDING', 'APPROVED', 'DENIED'],
  ApiKeyExpirationTime: ['THREE_MONTHS', 'SIX_MONTHS'],
};

/** Fields the server sets: read-only wherever they appear in a request schema. */
const READ_ONLY: Record<string, string[]> = {
  Model: ['id', 'archived', 'archivedAt', 'creator', 'canEdit', 'isAdmin', 'createdAt', 'updatedAt'],
  Dataset: [
    'id',
    'result',
    'status',
    'failureReason',
    'userId',
    'modelId',
    'executedAt',
    'executionFinishedAt',
    'createdAt',
    'updatedAt',
  ],
  Organization: ['id', 'creator', 'organizationMembers', 'canEdit', 'isMember', 'created_at', 'updated_at'],
  UserSettings: ['isAdmin', 'isUpciUser'],
  ApiKey: ['clientKey', 'userId', 'expiresAt', 'lastUsed', 'lastUsedIp'],
};

const enumOf = (s: Obj): unknown =>
  s.enum ? s.enum : s.allOf?.length === 1 ? enumOf(deref(s.allOf[0], doc)) : undefined;

describe('section 3 entities in the contract', () => {
  for (const [name, fields] of Object.entries(ENTITIES)) {
    test(`${name} has ${fields.length} fields of section 3`, () => {
      const s = schemas[name];
      assert.ok(s, `no schema ${name}`);
      const missing = fields.filter((f) => !(f in (s.properties ?? {})));
      assert.deepEqual(missing, [], `${name} lacks ${missing.join(', ')}`);
    });
  }

  for (const [name, values] of Object.entries(ENUMS)) {
    test(`${name} enum is exactly ${values.length} values`, () => assert.deepEqual(schemas[name]?.enum, values));
  }

  test('kernelType takes the kernels and the threshold methods', () => {
    const kernel = resolveAt(doc, '#/components/schemas/KernelBasedDoaData/properties/kernelType') as Obj;
    const values = (kernel.oneOf ?? [kernel]).flatMap((s: Obj) => enumOf(deref(s, doc)) as string[]);
    assert.deepEqual([...values].sort(), ['GAUSSIAN', 'LAPLACIAN', 'MEAN_STD', 'PERCENTILE', 'RBF']);
  });

  test('Doa is a union discriminated by method, one variant per DoaMethod', () => {
    for (const union of ['Doa', 'PredictionDoa']) {
      const s = schemas[union]!;
      assert.equal(s.discriminator?.propertyName, 'method');
      assert.deepEqual(Object.keys(s.discriminator.mapping).sort(), [...ENUMS.DoaMethod!].sort());
      assert.equal(s.oneOf.length, 6);
      for (const [method, ref] of Object.entries<string>(s.discriminator.mapping)) {
        const variant = deref({$ref: ref}, doc);
        const merged = [variant, ...(variant.allOf ?? []).map((x: Obj) => deref(x, doc))];
        const m = merged.map((x) => x.properties?.method).find(Boolean);
        assert.ok(m, `${ref} has no method`);
        assert.deepEqual(enumOf(m) ?? [m.const ?? m.default], [method], `${ref} method`);
      }
    }
  });

  test('scores per task: regression, binary and multiclass classification', () => {
    const scores = schemas.Scores!;
    assert.deepEqual(Object.keys(scores.properties).sort(), [
      'binaryClassification',
      'multiclassClassification',
      'regression',
    ]);
    for (const split of ['train', 'test', 'crossValidation']) {
      assert.ok(schemas.ModelScores!.properties[split], split);
    }
  });

  for (const [name, fields] of Object.entries(READ_ONLY)) {
    test(`${name}: ${fields.join(', ')} are read-only`, () => {
      for (const f of fields) {
        const p = schemas[name]!.properties[f];
        assert.equal(p.readOnly, true, `${name}.${f}`);
      }
    });
  }
});
