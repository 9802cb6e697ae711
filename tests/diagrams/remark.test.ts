/**
 * The remark plugin (plugins/diagrams/remark.ts) on small pages: a ```mermaid block becomes the
 * `Diagram` element with its source and both renders; a block without renders stops the build
 * naming the page, the line and the command that draws it. Also the id scoping of svg.ts.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {fromMarkdown} from 'mdast-util-from-markdown';
import remarkDiagrams, {DIAGRAM_COMPONENT} from '../../plugins/diagrams/remark';
import {diagramKey, renderedFile} from '../../plugins/diagrams/store';
import {checkIds, scopeIds} from '../../plugins/diagrams/svg';

const VERSION = '11.0.0-test';
const SOURCE = 'flowchart LR\n  A --> B';
const page = (block: string) => `# Title\n\nText.\n\n\`\`\`mermaid\n${block}\n\`\`\`\n\nMore text.\n`;

function run(markdown: string, dir: string) {
  const tree = fromMarkdown(markdown) as unknown as Parameters<ReturnType<typeof remarkDiagrams>>[0];
  remarkDiagrams({dir, mermaidVersion: VERSION})(tree, {path: join(process.cwd(), 'docs/a/page.mdx')});
  return tree;
}

describe('remark plugin for diagrams', () => {
  test('a ```mermaid block becomes the Diagram element with its source and both renders', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jaqpot-diagrams-'));
    const key = diagramKey(SOURCE, VERSION);
    writeFileSync(renderedFile(key, 'light', dir), '<svg id="l"></svg>\n');
    writeFileSync(renderedFile(key, 'dark', dir), '<svg id="d"></svg>\n');
    const tree = run(page(SOURCE), dir);
    const node = tree.children?.[2];
    assert.equal(node?.type, 'mdxJsxFlowElement');
    assert.equal(node?.name, DIAGRAM_COMPONENT);
    assert.deepEqual(
      (node?.attributes as {name: string; value: string}[]).map((a) => [a.name, a.value]),
      [
        ['source', SOURCE],
        ['light', '<svg id="l"></svg>'],
        ['dark', '<svg id="d"></svg>'],
      ],
    );
    assert.equal(
      tree.children?.some((child) => child.type === 'code'),
      false,
    );
  });

  test('a block without its renders stops the build with the page, the line and the command', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jaqpot-diagrams-'));
    writeFileSync(renderedFile(diagramKey(SOURCE, VERSION), 'light', dir), '<svg></svg>\n');
    assert.throws(
      () => run(page(SOURCE), dir),
      /^MissingDiagramError: docs\/a\/page\.mdx:5: .*\.dark\.svg.*Run `npm run diagrams`/,
    );
    // A changed diagram is a new key: the renders of the old one do not stand in for it.
    assert.throws(() => run(page(`${SOURCE}\n  B --> C`), dir), /docs\/a\/page\.mdx:5: .*Run `npm run diagrams`/);
  });

  test('a change of Mermaid version asks for a new render', () => {
    assert.notEqual(diagramKey(SOURCE, '11.0.0'), diagramKey(SOURCE, '11.0.1'));
    assert.equal(diagramKey(`${SOURCE}\n`, '11.0.0'), diagramKey(SOURCE, '11.0.0'));
  });

  test("ids Mermaid leaves bare get the SVG's prefix, with their references", () => {
    const svg =
      '<svg id="p-0"><style>#p-0 .a{}</style><g id="actor0"/><use href="#actor0"/><path marker-end="url(#actor0)"/></svg>';
    const scoped = scopeIds(svg, 'p');
    assert.equal(
      scoped,
      '<svg id="p-0"><style>#p-0 .a{}</style><g id="p-actor0"/><use href="#p-actor0"/><path marker-end="url(#p-actor0)"/></svg>',
    );
    assert.throws(() => checkIds(svg, 'p', 'x'), /ids without its prefix p: actor0/);
    checkIds(scoped, 'p', 'x');
  });
});
