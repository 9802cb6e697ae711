/**
 * A built doc page → the cells of its notebook: the prose as Markdown cells (converted as the
 * page's Markdown copy is), each runnable Python block as a code cell, in page order.
 *
 * - A runnable block is a Python block without the `partial` flag. Partial blocks and code in
 *   other languages stay in the Markdown, as fenced code.
 * - Tabs: the first panel that holds a runnable block runs; another panel with Python is shown
 *   in Markdown as another way to do the step; panels in other languages (curl, Java, Kotlin)
 *   are named in a Markdown cell that links to the step on the page.
 * - A block titled with a file name (`solubility_data.py`, `molecules.csv`) that a later
 *   runnable block reads (imports the module, or names the file in a string) becomes a
 *   `%%writefile` cell, so the notebook runs top to bottom in a fresh kernel.
 */
import type {Element, ElementContent, RootContent} from 'hast';
import {toText} from 'hast-util-to-text';
import {attribute, collect, find, hasClass, hasDescendant} from '../built-pages/tree';
import {codeBlockInfo, fragmentToMarkdown, isCodeBlock, type CodeBlockInfo} from '../llms-txt/html-to-markdown';
import {PARTIAL_CODE_CLASS} from '../../src/shared/code-meta';

export type Cell = {type: 'markdown' | 'code'; source: string};

type Node = RootContent | ElementContent;

type Part =
  | {kind: 'prose'; node: Node}
  /** Ends the Markdown cell: what follows tabs is not part of their last panel. */
  | {kind: 'break'}
  | {kind: 'note'; markdown: string}
  | {kind: 'code'; node: Element; block: CodeBlockInfo};

/** A Python block without the `partial` flag, told from its container's classes alone. */
function isRunnableBlock(node: Element): boolean {
  return isCodeBlock(node) && hasClass(node, 'language-python') && !hasClass(node, PARTIAL_CODE_CLASS);
}

function holdsRunnable(node: Element): boolean {
  return isRunnableBlock(node) || hasDescendant(node, isRunnableBlock);
}

function holdsPython(node: Element): boolean {
  return hasDescendant(node, (child) => isCodeBlock(child) && hasClass(child, 'language-python'));
}

/** "a", "a and b", "a, b and c". */
function listOf(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

class Walk {
  readonly parts: Part[] = [];
  /** The id of the last section heading passed: links to a step on the page land there. */
  private anchor = '';

  constructor(private readonly pageUrl: string) {}

  nodes(nodes: readonly Node[]): void {
    for (const node of nodes) this.node(node);
  }

  private node(node: Node): void {
    if (node.type !== 'element') {
      this.parts.push({kind: 'prose', node});
    } else if (isCodeBlock(node)) {
      this.parts.push({kind: 'code', node, block: codeBlockInfo(node)});
    } else if (!holdsRunnable(node)) {
      if (/^h[2-6]$/.test(node.tagName)) this.anchor = attribute(node, 'id') ?? this.anchor;
      this.parts.push({kind: 'prose', node});
    } else if (hasClass(node, 'tabs-container')) {
      this.tabs(node);
    } else {
      // A wrapper around a runnable block (a section, a list): its children, in order.
      this.nodes(node.children);
    }
  }

  private tabs(node: Element): void {
    const tablist = find(node, (child) => child.properties.role === 'tablist');
    const labels = tablist
      ? collect(tablist, (child) => child.properties.role === 'tab').map((tab) => toText(tab).trim())
      : [];
    const panels = collect(node, (child) => child.properties.role === 'tabpanel');
    const run = panels.findIndex(holdsRunnable);
    const elsewhere: string[] = [];
    panels.forEach((panel, index) => {
      const label = labels[index] ?? `Option ${index + 1}`;
      if (index === run) {
        this.parts.push({kind: 'note', markdown: `**${label}**`});
        this.nodes(panel.children);
      } else if (holdsPython(panel) || !hasDescendant(panel, isCodeBlock)) {
        const another = holdsPython(panel) ? ' (another way to do this step; this notebook runs the one above)' : '';
        this.parts.push({kind: 'note', markdown: `**${label}**${another}`});
        for (const child of panel.children) this.parts.push({kind: 'prose', node: child});
      } else {
        elsewhere.push(label);
      }
    });
    if (elsewhere.length > 0) {
      const url = this.anchor ? `${this.pageUrl}#${this.anchor}` : this.pageUrl;
      this.parts.push({kind: 'note', markdown: `*This step in ${listOf(elsewhere)} is on the page: <${url}>.*`});
    }
    this.parts.push({kind: 'break'});
  }
}

/** The file a block's title names (`model.py`, `molecules.csv`), if its title is one file name. */
function titledFile(block: CodeBlockInfo): string | undefined {
  return /^[\w.-]+\.[A-Za-z0-9]+$/.test(block.title) ? block.title : undefined;
}

/** Whether Python code reads the file: imports it as a module (`x.py`) or names it in a string. */
function reads(code: string, file: string): boolean {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (file.endsWith('.py')) {
    const module = escape(file.slice(0, -3));
    return new RegExp(`^\\s*(from\\s+${module}\\s+import\\b|import\\s+${module}\\b)`, 'm').test(code);
  }
  return code.includes(`"${file}"`) || code.includes(`'${file}'`);
}

/** Prose between two code cells → Markdown cells, one more at each h2 or h3 so the notebook's outline follows the page. */
function markdownCells(parts: Part[], pageUrl: string): Cell[] {
  const cells: Cell[] = [];
  let chunk: string[] = [];
  let nodes: Node[] = [];
  const flushNodes = () => {
    const markdown = nodes.length ? fragmentToMarkdown(nodes, pageUrl) : '';
    if (markdown) chunk.push(markdown);
    nodes = [];
  };
  const flush = () => {
    flushNodes();
    if (chunk.length) cells.push({type: 'markdown', source: chunk.join('\n\n')});
    chunk = [];
  };
  for (const part of parts) {
    if (part.kind === 'break') {
      flush();
    } else if (part.kind === 'note') {
      flushNodes();
      chunk.push(part.markdown);
    } else if (part.kind === 'prose') {
      if (part.node.type === 'element' && /^h[23]$/.test(part.node.tagName)) flush();
      nodes.push(part.node);
    } else {
      nodes.push(part.node);
    }
  }
  flush();
  return cells;
}

/** The cells of a page's article, without the install cell and the closing link (notebook.ts adds them). */
export function articleCells(article: Element, pageUrl: string): Cell[] {
  const walk = new Walk(pageUrl);
  walk.nodes(article.children);
  const {parts} = walk;
  const runnable = (part: Part): part is Extract<Part, {kind: 'code'}> =>
    part.kind === 'code' && part.block.language === 'python' && !part.block.partial;
  const cells: Cell[] = [];
  let prose: Part[] = [];
  const code = (source: string) => {
    cells.push(...markdownCells(prose, pageUrl), {type: 'code', source});
    prose = [];
  };
  parts.forEach((part, index) => {
    if (part.kind !== 'code') {
      prose.push(part);
      return;
    }
    const file = titledFile(part.block);
    const later = parts.slice(index + 1).filter(runnable);
    if (file && later.some((next) => reads(next.block.code, file))) {
      code(`%%writefile ${file}\n${part.block.code}`);
    } else if (runnable(part)) {
      code(part.block.code);
    } else {
      prose.push(part);
    }
  });
  cells.push(...markdownCells(prose, pageUrl));
  return cells;
}
