import type {Element, ElementContent, Root, RootContent} from 'hast';
import {toMdast, type Handle, type State} from 'hast-util-to-mdast';
import {toText} from 'hast-util-to-text';
import type {Code} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {classes, collect, hasClass} from '../built-pages/tree';
import {PARTIAL_CODE_CLASS} from '../../src/shared/code-meta';

/**
 * Turns the article of a built doc page into plain Markdown. Working from the built HTML
 * rather than the MDX source means every component (tabs, admonitions, the generated
 * jaqpotpy reference tables) comes out exactly as a reader sees it, with no JSX left.
 */
export function articleToMarkdown(page: Root, pageUrl: string): string {
  const article = findArticle(page);
  if (!article) {
    throw new Error(`No doc article (.theme-doc-markdown) in the page ${pageUrl}`);
  }
  return `${fragmentToMarkdown(article.children, pageUrl)}\n`;
}

/**
 * Part of an article (nodes of the built page) as Markdown, trimmed, converted as the whole
 * article is: the notebook writer (plugins/notebooks) converts the prose between code cells with it.
 */
export function fragmentToMarkdown(nodes: RootContent[] | ElementContent[], pageUrl: string): string {
  const tree: Root = {type: 'root', children: simplify(nodes, pageUrl)};
  // A `<wbr>` (a long identifier's break point in a table cell, plugins/rehype-tables) is only for
  // the screen's layout: in Markdown it would be a zero-width space inside the identifier.
  const mdast = toMdast(tree, {handlers: {pre: codeBlock, wbr: () => undefined}});
  return toMarkdown(mdast, {extensions: [gfmToMarkdown()], bullet: '-', fences: true, rule: '-'}).trim();
}

/** The text of every code block of a built page, in page order, as a reader would copy it. */
export function codeBlocksOfPage(page: Root): string[] {
  const article = findArticle(page);
  return article ? collect(article, isCodeBlock).map(codeText) : [];
}

/** The doc article of a built page: the theme's `.theme-doc-markdown` element. */
export function findArticle(root: Root): Element | undefined {
  return collect(root, (node) => hasClass(node, 'theme-doc-markdown'))[0];
}

/** A code block of the theme (its container element). */
export function isCodeBlock(node: Element): boolean {
  return hasClass(node, 'theme-code-block');
}

/** A code block as a reader sees it: its language, its title, its text and whether it shows only part of a program. */
export interface CodeBlockInfo {
  language: string;
  title: string;
  code: string;
  /** Set from the fence meta `partial` (src/shared/code-meta.ts): the block is not a whole program. */
  partial: boolean;
}

export function codeBlockInfo(container: Element): CodeBlockInfo {
  const language =
    classes(container)
      .find((name) => name.startsWith('language-'))
      ?.slice('language-'.length) ?? '';
  const title = collect(container, (child) => classes(child).some((name) => name.startsWith('codeBlockTitle')))[0];
  return {
    language,
    title: title ? toText(title) : '',
    code: codeText(container),
    partial: hasClass(container, PARTIAL_CODE_CLASS),
  };
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return {type: 'element', tagName, properties, children};
}

function text(value: string): ElementContent {
  return {type: 'text', value};
}

function label(value: string): Element {
  return element('p', {}, [element('strong', {}, [text(value)])]);
}

/** Docusaurus renders each code line as a `.token-line` with a trailing `<br>`. */
function codeText(container: Element): string {
  const lines = collect(container, (node) => hasClass(node, 'token-line'));
  if (lines.length === 0) {
    return toText(container).replace(/\n$/, '');
  }
  return lines.map((line) => toText(line, {whitespace: 'pre'}).replace(/\n$/, '')).join('\n');
}

/** Rewrites the theme's markup into plain HTML that maps one-to-one onto Markdown. */
function simplify(nodes: RootContent[] | ElementContent[], pageUrl: string): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    if (node.type === 'comment' || node.type === 'doctype') continue;
    if (node.type !== 'element') {
      out.push(node as ElementContent);
      continue;
    }
    out.push(...simplifyElement(node, pageUrl));
  }
  return out;
}

function simplifyElement(node: Element, pageUrl: string): ElementContent[] {
  if (hasClass(node, 'hash-link') || node.tagName === 'button' || node.tagName === 'svg') {
    return [];
  }
  // A diagram (src/components/Diagram): its Mermaid source, which assistants read, not its SVGs.
  if (typeof node.properties.dataMermaid === 'string') {
    return [
      element('pre', {dataLanguage: 'mermaid', dataTitle: '', dataPartial: false}, [text(node.properties.dataMermaid)]),
    ];
  }
  if (isCodeBlock(node)) {
    const {language, title, code, partial} = codeBlockInfo(node);
    return [element('pre', {dataLanguage: language, dataTitle: title, dataPartial: partial}, [text(code)])];
  }
  if (hasClass(node, 'tabs-container')) {
    const labels = collect(node, (child) => child.properties.role === 'tab').map((tab) => toText(tab).trim());
    const panels = collect(node, (child) => child.properties.role === 'tabpanel');
    return panels.flatMap((panel, index) => [
      label(labels[index] ?? `Option ${index + 1}`),
      ...simplify(panel.children, pageUrl),
    ]);
  }
  if (hasClass(node, 'theme-admonition')) {
    const heading = collect(node, (child) => classes(child).some((name) => name.startsWith('admonitionHeading')))[0];
    const content = collect(node, (child) => classes(child).some((name) => name.startsWith('admonitionContent')))[0];
    const title = heading ? toText(heading).trim() : 'Note';
    return [
      element('blockquote', {}, [
        label(title.charAt(0).toUpperCase() + title.slice(1)),
        ...simplify(content?.children ?? [], pageUrl),
      ]),
    ];
  }
  if (node.tagName === 'details') {
    const summary = node.children.find(
      (child): child is Element => child.type === 'element' && child.tagName === 'summary',
    );
    const rest = node.children.filter((child) => child !== summary);
    return [label(summary ? toText(summary).trim() : 'Details'), ...simplify(rest, pageUrl)];
  }
  if (node.tagName === 'a' && typeof node.properties.href === 'string') {
    return [
      {
        ...node,
        properties: {href: absoluteUrl(node.properties.href, pageUrl)},
        children: simplify(node.children, pageUrl),
      },
    ];
  }
  if (node.tagName === 'img' && typeof node.properties.src === 'string') {
    return [{...node, properties: {src: absoluteUrl(node.properties.src, pageUrl), alt: node.properties.alt ?? ''}}];
  }
  return [{...node, children: simplify(node.children, pageUrl)}];
}

function absoluteUrl(href: string, pageUrl: string): string {
  try {
    return new URL(href, pageUrl).href;
  } catch {
    return href;
  }
}

/**
 * Keeps the language, the code title and the `partial` flag of the block as fence info:
 * ```python title="model.py" partial.
 */
const codeBlock: Handle = (_state: State, node: Element) => {
  const language = String(node.properties.dataLanguage ?? '');
  const title = String(node.properties.dataTitle ?? '');
  const meta = [title ? `title="${title}"` : '', node.properties.dataPartial === true ? 'partial' : '']
    .filter(Boolean)
    .join(' ');
  const code: Code = {
    type: 'code',
    lang: language || null,
    meta: meta || null,
    value: toText(node, {whitespace: 'pre'}),
  };
  return code;
};
