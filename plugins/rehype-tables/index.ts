import {walkTree} from '../syntax-tree';
import {breakPieces} from '../../src/shared/break-points';

export type HastNode = {
  type: string;
  tagName?: string;
  name?: string;
  value?: string;
  properties?: Record<string, unknown>;
  attributes?: unknown[];
  children?: HastNode[];
};

/**
 * The MDX component a table cell's breakable code becomes (src/theme/MDXComponents): the theme's
 * own inline code. The theme's `code` would render it as a code block, since its children are not
 * all text.
 */
export const CODE_INLINE_COMPONENT = 'CodeInline';

/**
 * Markdown tables:
 * - Wide ones scroll sideways (Infima makes tables `display: block; overflow: auto`). A
 *   scrollable region must be reachable by keyboard, so every table gets `tabindex="0"`.
 * - Long identifiers, paths and addresses in a cell may wrap at the points of src/shared/break-points.ts
 *   (`<wbr>`, which copies as nothing), so a table of them fits the page's column. In a column
 *   under 37.5rem, src/css/custom.css hides the `<wbr>`: the words stay whole and the table scrolls.
 */
export default function rehypeTables() {
  return (tree: HastNode): void => {
    for (const {node} of walkTree(tree)) {
      if (node.type !== 'element') continue;
      if (node.tagName === 'table') node.properties = {...node.properties, tabIndex: 0};
      if (node.tagName === 'td' || node.tagName === 'th') breakCell(node);
    }
  };
}

/** The text of `node`'s HTML elements, split at break points; its code becomes CODE_INLINE_COMPONENT. */
function breakCell(node: HastNode): void {
  node.children = (node.children ?? []).flatMap((child): HastNode[] => {
    if (child.type === 'text') return withBreaks(breakPieces(child.value ?? ''));
    if (child.type !== 'element') return [child];
    if (child.tagName === 'code') return [breakCode(child)];
    breakCell(child);
    return [child];
  });
}

function breakCode(code: HastNode): HastNode {
  const children = code.children ?? [];
  if (!children.every((child) => child.type === 'text')) return code;
  const pieces = breakPieces(children.map((child) => child.value).join(''));
  if (pieces.length < 2) return code;
  return {type: 'mdxJsxTextElement', name: CODE_INLINE_COMPONENT, attributes: [], children: withBreaks(pieces)};
}

/** Text nodes with a `<wbr>` between each two. */
function withBreaks(pieces: string[]): HastNode[] {
  return pieces.flatMap((value, i): HastNode[] => [
    ...(i > 0 ? [{type: 'element', tagName: 'wbr', properties: {}, children: []}] : []),
    {type: 'text', value},
  ]);
}
