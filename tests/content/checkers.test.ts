/**
 * The sample checkers themselves: each one passes a correct sample and reports a deliberately
 * wrong one, so a checker that silently accepts everything fails here.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import type {Block} from './blocks';
import {JvmFacts, checkJvmBlock} from './jvm-check';
import {analyse, problems} from './python-check';

const block = (lang: string, code: string, meta = ''): Block => ({file: 'sample.mdx', line: 1, lang, meta, code});

function pythonProblems(code: string, meta = '') {
  const blocks = [block('python', code, meta)];
  return problems(blocks, analyse(blocks)).result;
}

describe('python checker', () => {
  test('accepts a correct sample', () => {
    const found = pythonProblems(
      [
        'from jaqpot_api_client import ModelTask, ModelVisibility',
        'from jaqpotpy import Jaqpot',
        'from jaqpotpy.models import SklearnModel',
        'from jaqpotpy.descriptors.graph import SmilesGraphFeaturizer',
        'model = SklearnModel(dataset=None, model=None)',
        'model.fit()',
        'model.cross_validate(None, n_splits=3)',
        'print(SmilesGraphFeaturizer.SUPPORTED_ATOM_FEATURES, ModelTask.REGRESSION)',
        'model.deploy_on_jaqpot(jaqpot=Jaqpot(), name="n", description="d", visibility=ModelVisibility.PRIVATE)',
      ].join('\n'),
    );
    assert.deepEqual(found, {
      parse: [],
      imports: [],
      calls: [],
      names: [],
      members: [],
      partial: [],
      handlers: [],
      behaviour: [],
    });
  });

  test('reports an enum member that does not exist', () => {
    const found = pythonProblems('from jaqpot_api_client import ModelTask\ntask = ModelTask.REGRESION');
    assert.match(found.names.join('\n'), /ModelTask\.REGRESION is not a member/);
  });

  test('reports a member of an unknown platform enum and a missing class attribute', () => {
    const found = pythonProblems(
      'from jaqpot_api_client import Feature\nfrom jaqpotpy.descriptors.graph import SmilesGraphFeaturizer\n' +
        'a = Feature.SMILES\nb = SmilesGraphFeaturizer.ATOM_FEATURES',
    );
    assert.equal(found.names.length, 2, found.names.join('\n'));
  });

  test('reports a method a known class does not have, and a wrong keyword on a real method', () => {
    const found = pythonProblems(
      'from jaqpotpy.models import SklearnModel\nm = SklearnModel(dataset=None, model=None)\nm.train()\nm.cross_validate(None, folds=3)',
    );
    assert.match(found.members.join('\n'), /m\.train: SklearnModel has no attribute train/);
    assert.match(found.members.join('\n'), /m\.cross_validate\(folds=…\) is not a parameter/);
  });

  test('reports too many positional arguments and follows inherited methods', () => {
    const found = pythonProblems(
      'from jaqpotpy.models import XGBoostModel\nm = XGBoostModel(None, None)\nm.evaluate(None, None)\nm.predict_doa(None)',
    );
    assert.deepEqual(found.members.length, 1, found.members.join('\n'));
    assert.match(found.members[0]!, /at most 1 positional/);
  });

  test('accepts attributes a method sets on self, inherited too, and reports one no method sets', () => {
    const found = pythonProblems(
      [
        'from jaqpotpy.datasets import JaqpotTabularDataset',
        'dataset = JaqpotTabularDataset(df=None, x_cols=["a"], y_cols=["b"], task="regression")',
        'print(dataset.X.shape, dataset.y_cols, dataset.selected_features)',
        'print(dataset.features)',
      ].join('\n'),
    );
    assert.equal(found.members.length, 1, found.members.join('\n'));
    assert.match(found.members[0]!, /dataset\.features: JaqpotTabularDataset has no attribute features/);
  });

  test('forgets a binding when the name is reassigned', () => {
    const found = pythonProblems(
      'from jaqpotpy.models import SklearnModel\nm = SklearnModel(None, None)\nm = 3\nm.anything()',
    );
    assert.deepEqual(found.members, []);
  });

  test('partial blocks: placeholders are removed; unmarked placeholders and marks without placeholders are reported', () => {
    const partial = 'config = {\n    "a": 1,\n    ...\n}';
    assert.deepEqual(pythonProblems(partial, 'title="x.py" partial').parse, []);
    assert.equal(pythonProblems(partial).parse.length, 1);
    assert.equal(pythonProblems(partial).partial.length, 1);
    assert.equal(pythonProblems('x = 1', 'partial').partial.length, 1);
    assert.equal(pythonProblems('x = (1,\n...\n', 'partial').parse.length, 1);
  });

  test('an except around a client call must catch what the client raises', () => {
    const head = [
      'from jaqpot_api_client.exceptions import NotFoundException, UnauthorizedException',
      'from jaqpot_python_sdk.exceptions.exceptions import JaqpotApiException, JaqpotPredictionFailureException',
      'from jaqpot_python_sdk.jaqpot_api_client import JaqpotApiClient',
      'client = JaqpotApiClient()',
      'try:',
      '    client.predict_sync(1, [{"a": 1}])',
    ];
    const good = pythonProblems(
      [
        ...head,
        'except (NotFoundException, UnauthorizedException) as e:',
        '    print(e.status)',
        'except JaqpotPredictionFailureException:',
        '    pass',
      ].join('\n'),
    );
    assert.deepEqual(good.handlers, []);
    assert.deepEqual(good.imports, []);
    const wrong = pythonProblems(
      [...head, 'except JaqpotApiException as e:', '    pass', 'except Exception:', '    pass'].join('\n'),
    );
    assert.equal(wrong.handlers.length, 2, wrong.handlers.join('\n'));
    assert.match(wrong.handlers[0]!, /except JaqpotApiException around client\.predict_sync\(\)/);
    const deploy = pythonProblems(
      'from jaqpotpy.models import SklearnModel\nm = SklearnModel(None, None)\ntry:\n    m.deploy_on_jaqpot(None, "n", "d", None)\nexcept KeyError:\n    pass',
    );
    assert.equal(deploy.handlers.length, 1);
    const local = pythonProblems('try:\n    x = int("a")\nexcept ValueError:\n    pass');
    assert.deepEqual(local.handlers, []);
  });

  test('reports a dict passed to predict_sync, and more rows than the platform takes', () => {
    const head = 'from jaqpot_python_sdk.jaqpot_api_client import JaqpotApiClient\nclient = JaqpotApiClient()\n';
    const good = pythonProblems(
      head + 'rows = [{"x1": 1.0}]\nclient.predict_sync(1, rows)\nclient.predict_sync(1, dataset=[{"x1": 2.0}])',
    );
    assert.deepEqual(good.behaviour, []);
    const wrong = pythonProblems(
      head + 'row = {"x1": 1.0}\nclient.predict_sync(1, row)\nclient.predict_sync(1, dataset={"x1": 2.0})',
    );
    assert.equal(wrong.behaviour.length, 2, wrong.behaviour.join('\n'));
    assert.match(wrong.behaviour[0]!, /sample\.mdx:5: client\.predict_sync\(\) gets a single dict/);
    const many = `[${Array.from({length: 101}, (_, i) => `{"x1": ${i}}`).join(', ')}]`;
    assert.match(
      pythonProblems(head + `client.predict_sync(1, ${many})`).behaviour.join('\n'),
      /gets 101 rows; the platform takes at most 100/,
    );
  });

  test('reports Leverage on features that no scaler in preprocess_x scales', () => {
    const head = [
      'from sklearn.linear_model import LinearRegression',
      'from sklearn.preprocessing import MinMaxScaler, OneHotEncoder, StandardScaler',
      'from jaqpotpy.doa import BoundingBox, Leverage',
      'from jaqpotpy.models import SklearnModel, XGBoostModel',
    ].join('\n');
    const good = pythonProblems(
      head +
        '\nSklearnModel(dataset=None, model=LinearRegression(), preprocess_x=StandardScaler(), doa=[Leverage()])' +
        '\nXGBoostModel(dataset=None, model=None, preprocess_x=[MinMaxScaler()], doa=Leverage())' +
        '\nSklearnModel(dataset=None, model=LinearRegression(), doa=[BoundingBox()])',
    );
    assert.deepEqual(good.behaviour, []);
    const wrong = pythonProblems(
      head +
        '\nSklearnModel(dataset=None, model=LinearRegression(), doa=[Leverage(), BoundingBox()])' +
        '\nXGBoostModel(dataset=None, model=None, preprocess_x=None, doa=[Leverage()])' +
        '\nSklearnModel(dataset=None, model=None, preprocess_x=[OneHotEncoder()], doa=[Leverage()])',
    );
    assert.equal(wrong.behaviour.length, 3, wrong.behaviour.join('\n'));
    assert.match(wrong.behaviour[0]!, /SklearnModel\(doa=\[Leverage\(\)\]\) without a scaler in preprocess_x/);
  });

  test('reports a KernelBased kernel name that falls back to the Gaussian kernel', () => {
    const head = 'from jaqpotpy.doa import KernelBased\n';
    assert.deepEqual(pythonProblems(head + 'KernelBased(kernel_type="GAUSSIAN")\nKernelBased()').behaviour, []);
    const wrong = pythonProblems(head + 'KernelBased(kernel_type="RBF")\nKernelBased("LAPLACIAN")');
    assert.equal(wrong.behaviour.length, 2, wrong.behaviour.join('\n'));
    assert.match(wrong.behaviour[0]!, /KernelBased\(kernel_type="RBF"\) silently runs the Gaussian kernel/);
  });

  test('reports an import the facts do not have', () => {
    assert.equal(pythonProblems('from jaqpotpy.models import GraphSageNetwork').imports.length, 1);
  });
});

describe('java/kotlin checker', () => {
  const facts = new JvmFacts();
  const check = (lang: string, code: string) => checkJvmBlock(block(lang, code), facts).problems;
  /** What a sample the SDK facts accept gives. */
  const NO_PROBLEMS = {imports: [], types: [], methods: [], enums: []};

  test('accepts correct Java and Kotlin', () => {
    const java = check(
      'java',
      [
        'import org.jaqpot.client.JaqpotApiClient;',
        'import org.openapitools.client.model.ApiKey;',
        'public class A {',
        '  public static void main(String[] args) throws Exception {',
        '    JaqpotApiClient client = new JaqpotApiClient(System.getenv("K"), System.getenv("S"));',
        '    System.out.println(client.getModelApi().getModelById(1L).execute().body());',
        '    client.createApiKey("note", ApiKey.ExpirationTimeEnum.SIX_MONTHS);',
        '  }',
        '}',
      ].join('\n'),
    );
    const kotlin = check(
      'kotlin',
      [
        'import org.jaqpot.client.JaqpotApiClient',
        'import org.jaqpot.config.SDKConfig',
        'fun main() {',
        '    SDKConfig.host = "https://example.org"',
        '    val client = JaqpotApiClient(apiKey = "k", apiSecret = "s")',
        '    println(client.predictSync(1L, listOf(mapOf("a" to 1))))',
        '    client.createApiKey(note = "n")',
        '}',
      ].join('\n'),
    );
    assert.deepEqual({java, kotlin}, {java: NO_PROBLEMS, kotlin: NO_PROBLEMS});
  });

  test('reports a class that is not in the SDK', () => {
    const found = check('kotlin', 'import org.jaqpot.client.JaqpotClient\nfun main() { val c = JaqpotModel() }');
    assert.equal(found.imports.length, 1);
    assert.match(found.types.join('\n'), /JaqpotModel/);
  });

  test('reports a method the SDK class does not have and an unknown free method', () => {
    const found = check(
      'java',
      'import org.jaqpot.client.JaqpotApiClient;\nclass A { void f() { JaqpotApiClient c = new JaqpotApiClient("k", "s"); c.predict(1L); frobnicate(); } }',
    );
    assert.match(found.methods.join('\n'), /JaqpotApiClient\.predict\(…\) is not in the SDK facts/);
    assert.match(found.methods.join('\n'), /frobnicate/);
  });

  test('reports wrong named arguments, wrong argument counts and a wrong generated operation', () => {
    const found = check(
      'kotlin',
      'import org.jaqpot.client.JaqpotApiClient\nfun main() {\n val c = JaqpotApiClient("k")\n c.createApiKey(notes = "x")\n c.modelApi.getModel(1L)\n}',
    );
    const text = found.methods.join('\n');
    assert.match(text, /JaqpotApiClient takes 2 arguments, got 1/);
    assert.match(text, /createApiKey\(notes = …\) is not a parameter/);
    assert.match(text, /ModelApi\.getModel\(…\) is not in the SDK facts/);
  });

  test('accepts a generated model built, read and compared as the SDK itself does', () => {
    const kotlin = check(
      'kotlin',
      [
        'import org.jaqpot.client.JaqpotApiClient',
        'import org.openapitools.client.model.Dataset',
        'import org.openapitools.client.model.DatasetType',
        'fun main() {',
        '    val client = JaqpotApiClient("k", "s")',
        '    val rows: List<Any> = listOf(mapOf("a" to 1))',
        '    val request = Dataset.Builder().type(DatasetType.PREDICTION).entryType(Dataset.EntryTypeEnum.ARRAY).input(rows).build()',
        '    val created = client.modelApi.predictWithModel(1L, request).execute()',
        '    val id = created.headers()["Location"]!!.substringAfterLast("/").toLong()',
        '    val dataset = client.datasetApi.getDatasetById(id).execute().body()!!',
        '    if (dataset.status == Dataset.StatusEnum.SUCCESS) println(dataset.result)',
        '}',
      ].join('\n'),
    );
    const java = check(
      'java',
      [
        'import org.openapitools.client.model.Dataset;',
        'class A { void f(Dataset d) throws Exception {',
        '  if (d.getStatus() == Dataset.StatusEnum.FAILURE) System.out.println(d.getFailureReason());',
        '  Thread.sleep(1000);',
        '} }',
      ].join('\n'),
    );
    assert.deepEqual({java, kotlin}, {java: NO_PROBLEMS, kotlin: NO_PROBLEMS});
  });

  test('reports a generated model member, nested class or enum constant the facts do not have', () => {
    const found = check(
      'java',
      [
        'import org.openapitools.client.model.Dataset;',
        'class A { void f(Dataset d) {',
        '  Dataset r = new Dataset.Maker().rows(null).build();',
        '  if (d.getState() == Dataset.StatusEnum.DONE) {}',
        '} }',
      ].join('\n'),
    );
    assert.match(found.types.join('\n'), /Dataset\.Maker is not a nested type/);
    assert.match(found.methods.join('\n'), /rows\(…\)/);
    assert.match(found.methods.join('\n'), /getState\(…\)/);
    assert.equal(found.enums.length, 1);
  });

  test('reports an enum constant that does not exist', () => {
    const found = check(
      'kotlin',
      'import org.openapitools.client.model.ApiKey\nval t = ApiKey.ExpirationTimeEnum.ONE_YEAR',
    );
    assert.equal(found.enums.length, 1);
  });
});
