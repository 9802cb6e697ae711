import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {parseHtml} from '../../plugins/built-pages/tree';
import {articleToMarkdown, codeBlocksOfPage} from '../../plugins/llms-txt/html-to-markdown';
import {markdownPath} from '../../src/shared/markdown-path';
import {outlineFromSidebar, type SidebarItem} from '../../plugins/llms-txt/outline';
import remarkPartialCode from '../../plugins/remark-partial-code';
import {fromMarkdown} from 'mdast-util-from-markdown';

// The markup Docusaurus 3.10 writes for these components, trimmed to what the converter reads.
const page = `<!doctype html><html><body><nav><a href="/docs/">Navbar link</a></nav>
<article><div class="theme-doc-markdown markdown"><header><h1>Offline models</h1></header>
<p>Read <a href="/docs/jaqpotpy/">the intro</a> and <a href="#step-2">step 2</a>.</p>
<h2 class="anchor" id="step-2">Step 2<a href="#step-2" class="hash-link" aria-label="Direct link to Step 2">\u200b</a></h2>
<div class="language-python codeBlockContainer_x theme-code-block"><div class=codeBlockTitle_y>model.py</div><div class=codeBlockContent_z><pre class="prism-code language-python"><code><div class=token-line><span class="token keyword">import</span><span> pandas as pd</span><br/></div><div class=token-line><span>    x = 1</span><br/></div></code></pre><button aria-label="Copy code">Copy</button></div></div>
<div class="theme-tabs-container tabs-container"><ul role=tablist class=tabs><li role=tab>curl<li role=tab>Python</ul><div><div role=tabpanel><p>First panel</div><div role=tabpanel hidden><p>Second panel</div></div></div>
<div class="theme-admonition theme-admonition-warning alert"><div class=admonitionHeading_a><span class=admonitionIcon_b><svg viewBox="0 0 16 16"><path d="M0 0"/></svg></span>warning</div><div class=admonitionContent_c><p>Store the secret.</div></div>
<table><thead><tr><th>Name<th>Type</thead><tbody><tr><td><code>size</code><td>int<tr><td><code>Jaqpot<wbr>Tabular<wbr>Dataset</code><td><a href="/docs/jaqpotpy/">jaqpotpy.<wbr>datasets</a></tbody></table>
</div></article><footer>Footer text</footer></body></html>`;

describe('HTML to Markdown', () => {
  const markdown = articleToMarkdown(parseHtml(page), 'https://jaqpot.org/docs/jaqpotpy/offline-models');

  it('keeps the article only', () => {
    assert.match(markdown, /^# Offline models\n/);
    assert.doesNotMatch(markdown, /Navbar link|Footer text|Copy code|Direct link/);
  });

  it('makes links absolute', () => {
    assert.match(markdown, /\[the intro\]\(https:\/\/jaqpot\.org\/docs\/jaqpotpy\/\)/);
    assert.match(markdown, /\[step 2\]\(https:\/\/jaqpot\.org\/docs\/jaqpotpy\/offline-models#step-2\)/);
  });

  it('writes code blocks as fences with language, title and exact lines', () => {
    assert.ok(markdown.includes('```python title="model.py"\nimport pandas as pd\n    x = 1\n```'), markdown);
    assert.deepEqual(codeBlocksOfPage(parseHtml(page)), ['import pandas as pd\n    x = 1']);
  });

  it('turns tabs into labelled sections, hidden panels included', () => {
    assert.match(markdown, /\*\*curl\*\*\n\nFirst panel\n\n\*\*Python\*\*\n\nSecond panel/);
  });

  it('turns admonitions into blockquotes with their kind', () => {
    assert.match(markdown, /> \*\*Warning\*\*\n>\n> Store the secret\./);
  });

  it('keeps tables as GFM tables', () => {
    assert.match(markdown, /\| Name +\| Type +\|\n\| -+ \| -+ \|\n\| `size` +\| int +\|/);
  });

  it("drops a cell's break points: no zero-width space inside an identifier", () => {
    assert.match(
      markdown,
      /\| `JaqpotTabularDataset` \| \[jaqpotpy\.datasets\]\(https:\/\/jaqpot\.org\/docs\/jaqpotpy\/\) +\|/,
    );
    assert.doesNotMatch(markdown, /\u200b/);
  });

  it('names the page when there is no article', () => {
    assert.throws(() => articleToMarkdown(parseHtml('<p>nothing</p>'), 'https://jaqpot.org/docs/x'), /\/docs\/x/);
  });
});

describe('llms.txt outline', () => {
  const docs = [
    {id: 'intro', title: 'Introduction', description: 'What Jaqpot is.', permalink: '/docs/'},
    {id: 'jaqpotpy/index', title: 'jaqpotpy', description: 'The library.', permalink: '/docs/jaqpotpy/'},
    {id: 'jaqpotpy/offline', title: 'Offline', description: 'Local predictions.', permalink: '/docs/jaqpotpy/offline'},
  ];
  const sidebar: SidebarItem[] = [
    {type: 'doc', id: 'intro'},
    {
      type: 'category',
      label: 'jaqpotpy',
      link: {type: 'doc', id: 'jaqpotpy/index'},
      items: [{type: 'category', label: 'Local', items: [{type: 'doc', id: 'jaqpotpy/offline'}]}],
    },
  ];

  it('gives each category a section titled by its path, in sidebar order', () => {
    const sections = outlineFromSidebar(sidebar, docs);
    assert.deepEqual(
      sections.map((section) => [section.title, section.docs.map((doc) => doc.id)]),
      [
        ['Start here', ['intro']],
        ['jaqpotpy', ['jaqpotpy/index']],
        ['jaqpotpy › Local', ['jaqpotpy/offline']],
      ],
    );
  });

  it('fails naming a doc the sidebar leaves out', () => {
    const orphan = {id: 'orphan', title: 'Orphan', description: '', permalink: '/docs/orphan'};
    assert.throws(() => outlineFromSidebar(sidebar, [...docs, orphan]), /orphan/);
  });

  it('maps permalinks to Markdown copies', () => {
    assert.equal(markdownPath('/docs/', '/docs/'), '/docs/index.md');
    assert.equal(markdownPath('/docs/jaqpotpy/', '/docs/'), '/docs/jaqpotpy.md');
    assert.equal(markdownPath('/docs/jaqpotpy/offline', '/docs/'), '/docs/jaqpotpy/offline.md');
  });
});

describe('partial code blocks', () => {
  it('a fence with the partial flag gets the code-partial class beside its language when the page compiles', () => {
    const tree = fromMarkdown('```python title="a partial.py" partial\nx\n```\n\n```python title="partial"\ny\n```\n');
    remarkPartialCode()(tree as never);
    const [flagged, quoted] = tree.children as {data?: {hProperties?: {className?: string[]}}}[];
    assert.deepEqual(flagged!.data?.hProperties?.className, ['language-python', 'code-partial']);
    assert.equal(quoted!.data, undefined);
  });

  it('a block with that class keeps the flag in its Markdown fence', () => {
    const html = `<article><div class="theme-doc-markdown markdown"><div class="language-python theme-code-block code-partial"><div class=codeBlockTitle_y>fit.py</div><pre><code><div class=token-line>model.fit(<br/></div><div class=token-line>    ...<br/></div><div class=token-line>)<br/></div></code></pre></div></div></article>`;
    const markdown = articleToMarkdown(parseHtml(html), 'https://jaqpot.org/docs/x');
    assert.equal(markdown, '```python title="fit.py" partial\nmodel.fit(\n    ...\n)\n```\n');
  });
});
