/**
 * Puts the headings <PyMembers> renders into the page's table of contents.
 *
 * Docusaurus builds a page's `toc` export from its Markdown headings; headings a component
 * renders are invisible to it. This plugin runs after Docusaurus's own (docs `remarkPlugins` run
 * after the defaults) and adds, where each <PyMembers> stands among the headings,
 * `...membersToc(data, {modules, level, moduleHeadings})`: the entries are computed in the page
 * module from the same data and props the component renders, so TOC and page cannot disagree.
 */
import {walkTree} from '../syntax-tree';

/** Just enough of mdast, MDX and estree for this plugin. */
type EsNode = {type: string; [key: string]: unknown};
interface MdNode {
  type: string;
  name?: string | null;
  depth?: number;
  data?: {id?: string; estree?: {body: EsNode[]}};
  attributes?: {type: string; name?: string; value?: string | null | {data?: {estree?: {body: EsNode[]}}}}[];
  children?: MdNode[];
}

const COMPONENT = 'PyMembers';
/** The props that decide which headings PyMembers renders (see src/components/PyApi/members.ts). */
const HEADING_PROPS = ['modules', 'level', 'moduleHeadings'];
const HELPER = '__pyMembersToc';
const HELPER_MODULE = '@site/src/components/PyApi/members';

/** The `[…]` of `export const toc = […]`, if the page has that export. */
function tocArray(root: MdNode): EsNode[] | undefined {
  for (const node of root.children ?? []) {
    const declaration = node.type === 'mdxjsEsm' ? node.data?.estree?.body[0] : undefined;
    const declarator = (declaration?.declaration as {declarations?: EsNode[]} | undefined)?.declarations?.[0];
    if ((declarator?.id as EsNode | undefined)?.name === 'toc') {
      const init = declarator!.init as EsNode;
      return init.type === 'ArrayExpression' ? (init.elements as EsNode[]) : undefined;
    }
  }
  return undefined;
}

function idOf(entry: EsNode): string | undefined {
  const props = entry.type === 'ObjectExpression' ? (entry.properties as EsNode[]) : [];
  // Docusaurus writes the keys as string literals ({"id": …}); accept `id` identifiers too.
  const id = props.find((p) => {
    const key = p.key as EsNode;
    return key.type === 'Identifier' ? key.name === 'id' : key.value === 'id';
  });
  return id ? ((id.value as EsNode).value as string) : undefined;
}

/** The expression of a JSX attribute: `x={expr}`, `x="text"` or a bare `x` (true). */
function attributeExpression(element: MdNode, name: string): EsNode | undefined {
  const attribute = element.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute) return undefined;
  const {value} = attribute;
  if (value === null || value === undefined) return {type: 'Literal', value: true};
  if (typeof value === 'string') return {type: 'Literal', value};
  const statement = value.data?.estree?.body[0];
  return structuredClone(statement?.expression as EsNode);
}

/** `...__pyMembersToc(data, {modules, level, moduleHeadings})` for one <PyMembers> element. */
function spreadFor(element: MdNode, file: string): EsNode {
  if (element.attributes?.some((a) => a.type !== 'mdxJsxAttribute')) {
    throw new Error(`[remark-pyapi-toc] ${file}: write the props of <${COMPONENT}> out, not as a spread.`);
  }
  const data = attributeExpression(element, 'data');
  if (!data) throw new Error(`[remark-pyapi-toc] ${file}: <${COMPONENT}> without data.`);
  const properties = HEADING_PROPS.flatMap((name) => {
    const value = attributeExpression(element, name);
    return value
      ? [
          {
            type: 'Property',
            kind: 'init',
            key: {type: 'Identifier', name},
            value,
            method: false,
            shorthand: false,
            computed: false,
          },
        ]
      : [];
  });
  return {
    type: 'SpreadElement',
    argument: {
      type: 'CallExpression',
      callee: {type: 'Identifier', name: HELPER},
      arguments: [data, {type: 'ObjectExpression', properties}],
      optional: false,
    },
  };
}

function helperImport(): MdNode {
  const specifier = {
    type: 'ImportSpecifier',
    imported: {type: 'Identifier', name: 'membersToc'},
    local: {type: 'Identifier', name: HELPER},
  };
  const declaration = {
    type: 'ImportDeclaration',
    specifiers: [specifier],
    source: {type: 'Literal', value: HELPER_MODULE},
    attributes: [],
  };
  return {type: 'mdxjsEsm', data: {estree: {type: 'Program', body: [declaration], sourceType: 'module'} as never}};
}

export default function remarkPyApiToc() {
  return (root: MdNode, file: {path?: string}): void => {
    const toc = tocArray(root);
    if (!toc) return;
    const listed = new Set(toc.map(idOf));
    // Each <PyMembers> goes after the last TOC heading that precedes it (undefined: first).
    const after = new Map<string | undefined, EsNode[]>();
    let lastHeading: string | undefined;
    for (const {node} of walkTree(root)) {
      if (node.type === 'heading' && node.data?.id && listed.has(node.data.id)) {
        lastHeading = node.data.id;
      } else if (node.type === 'mdxJsxFlowElement' && node.name === COMPONENT) {
        after.set(lastHeading, [...(after.get(lastHeading) ?? []), spreadFor(node, file.path ?? 'page')]);
      }
    }
    if (after.size === 0) return;
    const entries = [...(after.get(undefined) ?? [])];
    for (const entry of toc) entries.push(entry, ...(after.get(idOf(entry)) ?? []));
    toc.splice(0, toc.length, ...entries);
    root.children!.push(helperImport());
  };
}
