/** The shared walk of the remark and rehype plugins (plugins/syntax-tree). */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {walkTree} from '../../plugins/syntax-tree';

type Node = {type: string; children?: Node[]};
const tree = (): Node => ({
  type: 'root',
  children: [{type: 'a', children: [{type: 'a1'}, {type: 'a2'}]}, {type: 'b'}, {type: 'c', children: [{type: 'c1'}]}],
});

test('visits every node in document order, each with its parent and index', () => {
  const root = tree();
  const seen = [...walkTree(root)].map(({node, parent, index}) => `${node.type}<${parent?.type ?? '-'}:${index}`);
  assert.deepEqual(seen, ['root<-:0', 'a<root:0', 'a1<a:0', 'a2<a:1', 'b<root:1', 'c<root:2', 'c1<c:0']);
});

test('a node replaced in its parent when visited: the walk goes on with the next sibling', () => {
  const root = tree();
  const types: string[] = [];
  for (const {node, parent, index} of walkTree(root)) {
    types.push(node.type);
    if (node.type === 'b') parent!.children![index] = {type: 'B', children: [{type: 'never'}]};
  }
  assert.deepEqual(types, ['root', 'a', 'a1', 'a2', 'b', 'c', 'c1']);
  assert.equal(root.children![1]!.type, 'B');
});
