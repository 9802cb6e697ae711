/**
 * Remark plugin: each ```mermaid block of a page becomes `<Diagram>` (src/components/Diagram)
 * with the block's source and its two rendered SVGs (store.ts), drawn ahead of the build by
 * `npm run diagrams`. The page ships the SVGs in its HTML and no Mermaid code. A block whose
 * renders are missing stops the build, naming the page, the line and the command.
 */
import {relative} from 'node:path';
import {walkTree} from '../syntax-tree';
import {diagramKey, normalizeSource, readRendered, RENDERED_DIR} from './store';

type MdastNode = {
  type: string;
  lang?: string | null;
  value?: string;
  position?: {start: {line: number}};
  children?: MdastNode[];
  [key: string]: unknown;
};

type VFileLike = {path?: string; cwd?: string};

/** The MDX component the blocks become; src/theme/MDXComponents provides it to every page. */
export const DIAGRAM_COMPONENT = 'Diagram';

export class MissingDiagramError extends Error {
  constructor(where: string, missing: string[]) {
    super(
      `${where}: this \`\`\`mermaid diagram has no rendered SVG (${missing.map((file) => relative(process.cwd(), file)).join(', ')}). ` +
        'Run `npm run diagrams`, then commit plugins/diagrams/rendered.',
    );
    this.name = 'MissingDiagramError';
  }
}

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

export default function remarkDiagrams(options: {dir?: string; mermaidVersion?: string} = {}) {
  const dir = options.dir ?? RENDERED_DIR;
  return (tree: MdastNode, file: VFileLike): void => {
    for (const {node, parent, index} of walkTree(tree)) {
      if (node.type !== 'code' || node.lang !== 'mermaid' || !parent) continue;
      const source = normalizeSource(node.value ?? '');
      const rendered = readRendered(diagramKey(source, options.mermaidVersion), dir);
      if ('missing' in rendered) {
        const page = file.path ? relative(file.cwd ?? process.cwd(), file.path) : 'a page';
        throw new MissingDiagramError(`${page}:${node.position?.start.line ?? '?'}`, rendered.missing);
      }
      parent.children![index] = {
        type: 'mdxJsxFlowElement',
        name: DIAGRAM_COMPONENT,
        attributes: [
          attribute('source', source),
          attribute('light', rendered.svg.light.trim()),
          attribute('dark', rendered.svg.dark.trim()),
        ],
        children: [],
        position: node.position,
      };
    }
  };
}
