/**
 * The notebook writer's rules on small built pages: what runs, what stays Markdown, what is
 * written to a file, what the first cell installs.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {parseHtml} from '../../plugins/built-pages/tree';
import {pageNotebook} from '../../plugins/notebooks/notebook';
import {pipPackages} from '../../plugins/notebooks/installs';

const url = 'https://jaqpot.org/docs/guide';

/** A code block as the theme renders it: one `.token-line` per line. */
function block(language: string, code: string, options: {title?: string; partial?: boolean} = {}): string {
  const lines = code
    .split('\n')
    .map((line) => `<div class="token-line"><span>${line.replace(/</g, '&lt;')}</span><br></div>`)
    .join('');
  const title = options.title ? `<div class="codeBlockTitle_OeMC">${options.title}</div>` : '';
  const classes = `language-${language} codeBlockContainer_Ckt0 theme-code-block${options.partial ? ' code-partial' : ''}`;
  return `<div class="${classes}">${title}<div class="codeBlockContent_QJqH"><pre><code>${lines}</code></pre></div></div>`;
}

function tabs(panels: [string, string][]): string {
  const list = panels.map(([label]) => `<li role="tab">${label}</li>`).join('');
  const bodies = panels.map(([, body]) => `<div role="tabpanel">${body}</div>`).join('');
  return `<div class="theme-tabs-container tabs-container"><ul role="tablist">${list}</ul><div>${bodies}</div></div>`;
}

function notebookOf(body: string) {
  const html = `<html><body><article><div class="theme-doc-markdown markdown"><header><h1>Guide</h1></header>${body}</div></article></body></html>`;
  return pageNotebook(parseHtml(html), url);
}

const code = (body: string) =>
  notebookOf(body)
    .cells.filter((cell) => cell.type === 'code')
    .map((cell) => cell.source);
const markdown = (body: string) =>
  notebookOf(body)
    .cells.filter((cell) => cell.type === 'markdown')
    .map((cell) => cell.source)
    .join('\n\n');

describe('notebook cells', () => {
  test('prose becomes Markdown cells and each Python block a code cell, in page order', () => {
    const notebook = notebookOf(
      `<p>Install: <code>pip install jaqpotpy</code>.</p><h2 id="a">A</h2>${block('python', 'x = 1')}<p>Then:</p>${block('python', 'print(x)')}`,
    );
    assert.deepEqual(
      notebook.cells.map((cell) => [cell.type, cell.source]),
      [
        ['code', '%pip install jaqpotpy'],
        ['markdown', '# Guide\n\nInstall: `pip install jaqpotpy`.'],
        ['markdown', '## A'],
        ['code', 'x = 1'],
        ['markdown', 'Then:'],
        ['code', 'print(x)'],
        ['markdown', `---\n\nThis notebook is the code of [Guide](${url}), with the page's text.`],
      ],
    );
  });

  test('a partial block and code in other languages stay in the Markdown', () => {
    const body = `${block('python', 'x = 1')}${block('python', 'model.fit(\n    ...\n)', {partial: true})}${block('bash', 'python train.py')}`;
    assert.deepEqual(code(body), ['x = 1']);
    assert.match(markdown(body), /```python partial\nmodel\.fit\(\n {4}\.\.\.\n\)\n```/);
    assert.match(markdown(body), /```bash\npython train\.py\n```/);
  });

  test('language tabs: the Python panel runs, the others are named with a link to the step', () => {
    const body = `<h2 id="step-2">Step 2</h2>${tabs([
      ['curl', block('bash', 'curl https://api.jaqpot.org/v1/models/1')],
      ['Python', block('python', 'client.get_model_by_id(1)')],
      ['Java', block('java', 'client.getModelById(1);')],
    ])}<p>After the tabs.</p>`;
    assert.deepEqual(code(body), ['client.get_model_by_id(1)']);
    const text = markdown(body);
    assert.ok(text.includes(`*This step in curl and Java is on the page: <${url}#step-2>.*`), text);
    assert.ok(!text.includes('curl https://api.jaqpot.org'), text);
  });

  test('tabs of Python alternatives: the first runs, the others are shown in Markdown', () => {
    const body = tabs([
      ['API key', block('python', 'jaqpot = Jaqpot()')],
      ['Browser login', block('python', 'jaqpot = Jaqpot()\njaqpot.login()')],
    ]);
    assert.deepEqual(code(body), ['jaqpot = Jaqpot()']);
    assert.match(
      markdown(body),
      /\*\*Browser login\*\* \(another way[^)]*\)\n\n```python\njaqpot = Jaqpot\(\)\njaqpot\.login\(\)\n```/,
    );
  });

  test('a titled file that a later block reads is written by a %%writefile cell', () => {
    const body = [
      block('python', 'import pandas as pd\ndf = pd.DataFrame()', {title: 'solubility_data.py'}),
      block('text', 'smiles\nCCO', {title: 'molecules.csv'}),
      block('python', 'x = 1', {title: 'model.py'}),
      block('text', 'unused', {title: 'notes.txt'}),
      block('python', 'from solubility_data import df\nclient.predict_with_csv_sync(1, "molecules.csv")'),
    ].join('');
    assert.deepEqual(code(body), [
      '%%writefile solubility_data.py\nimport pandas as pd\ndf = pd.DataFrame()',
      '%%writefile molecules.csv\nsmiles\nCCO',
      'x = 1',
      'from solubility_data import df\nclient.predict_with_csv_sync(1, "molecules.csv")',
    ]);
    assert.match(markdown(body), /```text title="notes.txt"\nunused\n```/);
  });

  test('a page with nothing to run has no notebook', () => {
    assert.throws(
      () => notebookOf(`<p>Text.</p>${block('python', 'x = 1', {partial: true})}`),
      /no Python block to run/,
    );
  });
});

describe('what a page installs', () => {
  test('the packages of pip install commands, options and their values left out', () => {
    assert.deepEqual(pipPackages('pip install jaqpotpy'), ['jaqpotpy']);
    assert.deepEqual(pipPackages('pip install --upgrade jaqpotpy'), ['jaqpotpy']);
    // Kept as written: the shell that runs %pip would read an unquoted `>` as a redirect.
    assert.deepEqual(pipPackages('python -m pip install -r requirements.txt "torch>=2.0" rdkit[all]'), [
      '"torch>=2.0"',
      'rdkit[all]',
    ]);
    assert.deepEqual(
      pipPackages('python3 -m venv .venv\nsource .venv/bin/activate\npip install jaqpotpy\npip show jaqpotpy'),
      ['jaqpotpy'],
    );
    assert.deepEqual(pipPackages('pip show jaqpotpy'), []);
  });
});
