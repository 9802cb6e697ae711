/**
 * One walk over the syntax trees our remark and rehype plugins change (mdast and hast share the
 * `children` shape). unist-util-visit does this for the ecosystem, but it is ESM-only and the
 * site's config loads these plugins through require.
 */

/** Any unified syntax-tree node, as far as walking it needs. */
export interface TreeNode<N> {
  children?: N[];
}

export interface Visit<N> {
  node: N;
  /** Undefined for the root. */
  parent?: N;
  /** The node's index in `parent.children`. */
  index: number;
}

/**
 * Every node of `tree` in document order (a node before its children), as Docusaurus's own
 * plugins visit them. A node may be replaced in `parent.children` when it is visited; the walk
 * then goes on with the old node's children, not the new node's.
 */
export function* walkTree<N extends TreeNode<N>>(tree: N, parent?: N, index = 0): Generator<Visit<N>> {
  yield {node: tree, parent, index};
  const children = tree.children ?? [];
  for (let i = 0; i < children.length; i++) yield* walkTree(children[i]!, tree, i);
}
