import {walkTree} from '../syntax-tree';

type HastNode = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

/**
 * Wide Markdown tables scroll sideways (Infima makes tables `display: block; overflow: auto`).
 * A scrollable region must be reachable by keyboard, so every table gets `tabindex="0"`.
 */
export default function rehypeScrollableTables() {
  return (tree: HastNode): void => {
    for (const {node} of walkTree(tree)) {
      if (node.type === 'element' && node.tagName === 'table') node.properties = {...node.properties, tabIndex: 0};
    }
  };
}
