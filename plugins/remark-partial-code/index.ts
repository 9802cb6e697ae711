import {walkTree} from '../syntax-tree';
import {isPartialMeta, PARTIAL_CODE_CLASS} from '../../src/shared/code-meta';

type MdastNode = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  data?: {hProperties?: Record<string, unknown>};
  children?: MdastNode[];
};

/**
 * A fenced block with the `partial` flag (```` ```python title="x.py" partial ````) gets the
 * class `code-partial` beside its language class, at compile time: the theme's code block puts
 * its classes on the block's container, so the built page says which blocks are partial (the
 * Markdown copies keep the flag, the notebooks leave those blocks out of their code cells) and
 * the browser runs no code for it.
 */
export default function remarkPartialCode() {
  return (tree: MdastNode): void => {
    for (const {node} of walkTree(tree)) {
      if (node.type === 'code' && isPartialMeta(node.meta ?? undefined)) {
        // hProperties replace the code element's properties, so the language class is repeated.
        const className = [...(node.lang ? [`language-${node.lang}`] : []), PARTIAL_CODE_CLASS];
        node.data = {...node.data, hProperties: {...node.data?.hProperties, className}};
      }
    }
  };
}
