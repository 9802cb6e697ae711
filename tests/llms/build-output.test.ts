import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import type {Code, Html, Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {select, selectAll} from 'hast-util-select';
import {parseHtml, textContent} from '../../plugins/built-pages/tree';
import {markdownPath} from '../../src/shared/markdown-path';
import {buildDir} from '../../scripts/lib/browser';
import {readRoutes} from '../e2e/harness';
import type {PageList} from '../../plugins/llms-txt/outline';

const siteUrl = 'https://jaqpot.org';
const baseUrl = '/docs/';

function builtPage(route: string) {
  return parseHtml(readFileSync(join(buildDir, route.slice(baseUrl.length), 'index.html'), 'utf8'));
}

/** Doc routes are the routes whose page the docs plugin rendered (not category indexes or pages). */
const docRoutes = readRoutes().filter((route) => {
  const page = builtPage(route);
  return select('html.docs-doc-page', page) !== undefined && selectAll('.theme-doc-markdown', page).length === 1;
});

function markdownOf(route: string): string {
  return readFileSync(join(buildDir, markdownPath(route, baseUrl).slice(baseUrl.length)), 'utf8');
}

function walk(node: Nodes, visit: (node: Nodes) => void) {
  visit(node);
  if ('children' in node) node.children.forEach((child) => walk(child, visit));
}

/**
 * Every `<pre>` of the article as the reader sees it, and the Mermaid source of every diagram
 * (`data-mermaid`, src/components/Diagram), in page order; highlighted blocks hold one
 * `.token-line` per line.
 */
function pageCode(route: string): string[] {
  return selectAll('.theme-doc-markdown :is(pre, [data-mermaid])', builtPage(route)).map((pre) => {
    if (typeof pre.properties.dataMermaid === 'string') return pre.properties.dataMermaid;
    const lines = selectAll('.token-line', pre);
    return lines.length > 0
      ? lines.map((line) => textContent(line).replace(/\n$/, '')).join('\n')
      : textContent(pre).replace(/\n$/, '');
  });
}

describe('Markdown for tools', () => {
  it('finds the doc routes of the route list', () => {
    assert.ok(docRoutes.length >= 50, `only ${docRoutes.length} doc routes found`);
  });

  it('llms.txt lists every doc route with its title and description', () => {
    const llms = readFileSync(join(buildDir, 'llms.txt'), 'utf8');
    assert.match(llms, /^# Jaqpot\n\n> /);
    for (const route of docRoutes) {
      const h1 = select('h1', builtPage(route));
      const title = h1 ? textContent(h1).trim() : '';
      assert.ok(llms.includes(`[${title}](${siteUrl}${route}): `), `${route} ("${title}") is not in llms.txt`);
    }
  });

  for (const route of docRoutes) {
    it(`${markdownPath(route, baseUrl)} is clean Markdown with the page's code`, () => {
      const file = join(buildDir, markdownPath(route, baseUrl).slice(baseUrl.length));
      assert.ok(existsSync(file), `missing ${file}`);
      const markdown = markdownOf(route);
      assert.doesNotMatch(markdown, /^---\n/, 'front matter left in');
      const code: string[] = [];
      const leftovers: string[] = [];
      walk(fromMarkdown(markdown), (node) => {
        if (node.type === 'code') code.push((node as Code).value);
        if (node.type === 'html' && /^<\/?[A-Z]/.test((node as Html).value)) leftovers.push((node as Html).value);
        if (node.type === 'paragraph' || node.type === 'heading') {
          const text = markdown.slice(node.position?.start.offset, node.position?.end.offset);
          if (/^(import|export)\s/m.test(text)) leftovers.push(text);
        }
        if (node.type === 'link' && !/^(https?:|mailto:)/.test(node.url)) leftovers.push(`relative link ${node.url}`);
      });
      assert.deepEqual(leftovers, [], 'JSX, import/export lines or relative links left in');
      assert.deepEqual(code, pageCode(route));
    });
  }

  it('llms-full.txt holds every doc page in full', () => {
    const full = readFileSync(join(buildDir, 'llms-full.txt'), 'utf8');
    for (const route of docRoutes) {
      assert.ok(full.includes(markdownOf(route)), `${route} is not in llms-full.txt`);
      assert.ok(full.includes(`Source: ${siteUrl}${route}\n`));
    }
  });

  it('pages.json lists what llms.txt lists, with each Markdown copy and notebook that exists', () => {
    const llms = readFileSync(join(buildDir, 'llms.txt'), 'utf8');
    const list = JSON.parse(readFileSync(join(buildDir, 'pages.json'), 'utf8')) as PageList;
    assert.deepEqual(list.site, {title: 'Jaqpot', url: siteUrl, baseUrl});
    const listed = [...llms.matchAll(/^- \[(.+)\]\((https:[^)]+)\): (.*)$/gm)].filter(
      ([, , url]) => !url!.endsWith('.ipynb'),
    );
    assert.deepEqual(
      list.pages.map((page) => [page.title, page.url, page.description]),
      listed.map(([, title, url, description]) => [title, url, description]),
    );
    for (const page of list.pages) {
      assert.equal(page.url, `${siteUrl}${page.path}`);
      assert.ok(existsSync(join(buildDir, page.markdown.slice(baseUrl.length))), page.markdown);
      if (page.notebook) assert.ok(existsSync(join(buildDir, page.notebook.slice(baseUrl.length))), page.notebook);
      assert.ok(llms.includes(`## ${page.section}\n`), page.section);
    }
  });
});
