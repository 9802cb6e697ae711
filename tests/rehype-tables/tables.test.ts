/** plugins/rehype-tables: where a table cell's long identifier may wrap, and what the cell's code becomes. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import rehypeTables, {CODE_INLINE_COMPONENT, type HastNode} from '../../plugins/rehype-tables';
import {breakPieces} from '../../src/shared/break-points';

describe('break points', () => {
  test('a long identifier splits after dots, underscores and slashes, before ( and at camelCase', () => {
    assert.deepEqual(breakPieces('jaqpot_python_sdk.exceptions'), ['jaqpot_', 'python_', 'sdk.', 'exceptions']);
    assert.deepEqual(breakPieces('JaqpotPredictionFailureException'), ['Jaqpot', 'Prediction', 'Failure', 'Exception']);
    assert.deepEqual(breakPieces('pyg_to_onnx(torch_model)'), ['pyg_', 'to_', 'onnx', '(torch_', 'model)']);
    assert.deepEqual(breakPieces('https://api.jaqpot.org/v1'), ['https://', 'api.', 'jaqpot.', 'org/', 'v1']);
    // A path parameter stays whole.
    assert.deepEqual(breakPieces('POST /v1/models/{modelId}/predict'), [
      'POST /',
      'v1/',
      'models/{modelId}/',
      'predict',
    ]);
  });

  test('short words, versions and runs of underscores stay whole; joined, the pieces are the text', () => {
    for (const text of ['fit()', 'rdkit<=2024.03.4', '__init__', 'x_cols and y_cols']) {
      assert.deepEqual(breakPieces(text), [text]);
    }
    const text = 'iter_content(chunk_size=None, decode_unicode=True)';
    assert.equal(breakPieces(text).join(''), text);
  });
});

type Node = HastNode;
const code = (value: string): Node => ({type: 'element', tagName: 'code', children: [{type: 'text', value}]});
const cell = (...children: Node[]): Node => ({type: 'element', tagName: 'td', children});

describe('the plugin', () => {
  test("a cell's long code becomes the theme's inline code with <wbr> between its pieces", () => {
    const tree: Node = {
      type: 'root',
      children: [{type: 'element', tagName: 'table', children: [cell(code('JaqpotTabularDataset'))]}],
    };
    rehypeTables()(tree);
    const table = tree.children![0]!;
    assert.deepEqual(table.properties, {tabIndex: 0});
    const broken = table.children![0]!.children![0]!;
    assert.equal(broken.type, 'mdxJsxTextElement');
    assert.equal(broken.name, CODE_INLINE_COMPONENT);
    assert.deepEqual(
      broken.children!.map((child) => child.value ?? `<${child.tagName}>`),
      ['Jaqpot', '<wbr>', 'Tabular', '<wbr>', 'Dataset'],
    );
  });

  test("a long address in a cell's link gets <wbr> between its pieces too", () => {
    const link: Node = {
      type: 'element',
      tagName: 'a',
      children: [{type: 'text', value: 'see jaqpotpy.models.trainers'}],
    };
    const tree: Node = {type: 'root', children: [{type: 'element', tagName: 'table', children: [cell(link)]}]};
    rehypeTables()(tree);
    assert.deepEqual(
      link.children!.map((child) => child.value ?? `<${child.tagName}>`),
      ['see jaqpotpy.', '<wbr>', 'models.', '<wbr>', 'trainers'],
    );
  });

  test('code outside a table, short code in a cell and code with markup inside stay as they are', () => {
    const outside = code('JaqpotTabularDataset');
    const short = code('fit()');
    const marked: Node = {
      type: 'element',
      tagName: 'code',
      children: [{type: 'element', tagName: 'span', children: []}],
    };
    const tree: Node = {
      type: 'root',
      children: [outside, {type: 'element', tagName: 'table', children: [cell(short, marked)]}],
    };
    const before = structuredClone(tree);
    rehypeTables()(tree);
    assert.deepEqual(tree.children![0], before.children![0]);
    assert.deepEqual(tree.children![1]!.children, before.children![1]!.children);
  });
});
