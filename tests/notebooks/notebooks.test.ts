/**
 * The notebooks of the built site (plugins/notebooks), against the pages' MDX sources: each page
 * whose front matter says `notebook: true` has one; it validates against the nbformat 4.5 JSON
 * schema; its first cell installs what the page installs; its code cells are the page's runnable
 * Python blocks in page order; every cell parses and imports only names of the facts files; no
 * cell reads a name that no earlier cell binds; llms.txt lists exactly these notebooks.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, test} from 'node:test';
import Ajv from 'ajv-draft-04';
import {buildDir} from '../../scripts/lib/browser';
import {notebookPath} from '../../src/shared/notebook-path';
import {frontMatter} from '../content/front-matter.test';
import {analyse, problems} from '../content/python-check';
import type {Block} from '../content/blocks';
import {notebookBlocks, pageBlocks, pagePipPackages} from './page-blocks';

const baseUrl = '/docs/';
const siteUrl = 'https://jaqpot.org';

type Cell = {id: string; cell_type: 'markdown' | 'code'; source: string[]};
type Notebook = {nbformat: number; nbformat_minor: number; cells: Cell[]};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /^[^_].*\.mdx?$/.test(name) ? [path] : [];
  });
}

/** The permalink of a page file: `docs/a/b.mdx` → `/docs/a/b`, `docs/a/index.mdx` → `/docs/a/`. */
function permalinkOf(file: string): string {
  const path = relative('docs', file).replace(/\.mdx?$/, '');
  return `${baseUrl}${path === 'index' ? '' : path.replace(/(^|\/)index$/, '$1')}`;
}

const pages = walk('docs')
  .filter((file) => frontMatter(readFileSync(file, 'utf8'))?.notebook === 'true')
  .map((file) => {
    const permalink = permalinkOf(file);
    const notebookFile = join(buildDir, notebookPath(permalink, baseUrl).slice(baseUrl.length));
    return {file, permalink, notebookFile};
  });

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Notebook;
const text = (cell: Cell) => cell.source.join('');
const codeCells = (notebook: Notebook) => notebook.cells.filter((cell) => cell.cell_type === 'code').map(text);
const WRITEFILE = /^%%writefile (\S+)\n/;

/** The Python a cell runs, as IPython turns its own syntax into Python; undefined for a cell that writes a data file. */
function pythonOf(source: string): string | undefined {
  const written = WRITEFILE.exec(source);
  if (written) return written[1]!.endsWith('.py') ? source.slice(written[0].length) : undefined;
  return source.replace(/^(\s*)[%!](.*)$/gm, (_, indent: string, rest: string) => {
    return `${indent}get_ipython().run_line_magic(${JSON.stringify(rest)})`;
  });
}

describe('notebooks', () => {
  test('the tutorials and how-tos with Python ask for a notebook', () => {
    assert.ok(pages.length >= 20, `only ${pages.length} pages say notebook: true`);
  });

  const schema = JSON.parse(readFileSync('tests/notebooks/nbformat.v4.5.schema.json', 'utf8'));
  // The published schema has a misspelt keyword ("item"), which strict mode would refuse.
  const validate = new Ajv({allErrors: true, strict: false}).compile(schema);

  for (const {file, permalink, notebookFile} of pages) {
    describe(file, () => {
      test('has a notebook that validates against the nbformat 4.5 schema', () => {
        assert.ok(existsSync(notebookFile), `no notebook at ${notebookFile}`);
        const notebook = read(notebookFile);
        assert.ok(validate(notebook), JSON.stringify(validate.errors, null, 2));
        assert.deepEqual([notebook.nbformat, notebook.nbformat_minor], [4, 5]);
      });

      test('its first cell installs what the page installs, its last links to the page', () => {
        const notebook = read(notebookFile);
        const first = text(notebook.cells[0]!);
        const packages = pagePipPackages(file);
        assert.ok(packages.length > 0, 'the page installs nothing');
        assert.match(first, /^%pip install /);
        assert.deepEqual(first.replace('%pip install ', '').split(' ').sort(), [...packages].sort());
        const last = notebook.cells.at(-1)!;
        assert.equal(last.cell_type, 'markdown');
        assert.ok(text(last).includes(`(${siteUrl}${permalink})`), text(last));
      });

      test("its code cells are the page's runnable Python blocks, in page order", () => {
        const cells = codeCells(read(notebookFile)).slice(1);
        const runs = cells
          .filter((cell) => !WRITEFILE.exec(cell) || WRITEFILE.exec(cell)![1]!.endsWith('.py'))
          .map((cell) => cell.replace(WRITEFILE, ''));
        const blocks = notebookBlocks(pageBlocks(file)).map((block) => block.code.replace(/\n$/, ''));
        assert.ok(blocks.length > 0, 'the page has no runnable Python block');
        assert.deepEqual(runs, blocks);
      });

      test('a %%writefile cell writes a block the page shows under that file name', () => {
        const titled = new Map(
          pageBlocks(file).map((block) => [/title="([^"]+)"/.exec(block.meta)?.[1], block.code.replace(/\n$/, '')]),
        );
        for (const cell of codeCells(read(notebookFile))) {
          const written = WRITEFILE.exec(cell);
          if (written) assert.equal(cell.slice(written[0].length), titled.get(written[1]), written[1]);
        }
      });
    });
  }

  test('every cell parses as Python and uses only names and calls of the facts files', () => {
    const blocks: Block[] = pages.flatMap(({notebookFile}) =>
      read(notebookFile).cells.flatMap((cell) => {
        const code = cell.cell_type === 'code' ? pythonOf(text(cell)) : undefined;
        return code === undefined
          ? []
          : [{file: `${notebookFile}#${cell.id}`, line: 1, lang: 'python', meta: '', code}];
      }),
    );
    const {result} = problems(blocks, analyse(blocks));
    // Every kind of problem python-check.ts finds, listed when there is one.
    const found = Object.entries(result).filter(([, list]) => list.length > 0);
    assert.deepEqual(Object.fromEntries(found), {});
  });

  test('no cell reads a name that no earlier cell binds: each notebook runs on its own', () => {
    const notebooks = pages.map(({notebookFile}) => codeCells(read(notebookFile)));
    const run = spawnSync('python3', ['tests/notebooks/notebook_names.py'], {
      input: JSON.stringify(notebooks),
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);
    const found = (JSON.parse(run.stdout) as unknown[][]).flatMap((list, index) =>
      list.map((problem) => `${pages[index]!.file}: ${JSON.stringify(problem)}`),
    );
    assert.deepEqual(found, []);
  });

  test('llms.txt lists exactly these notebooks', () => {
    const llms = readFileSync(join(buildDir, 'llms.txt'), 'utf8');
    const listed = [...llms.matchAll(/\]\((https:\/\/[^)]+\.ipynb)\)/g)].map((match) => match[1]).sort();
    const expected = pages.map(({permalink}) => `${siteUrl}${notebookPath(permalink, baseUrl)}`).sort();
    assert.deepEqual(listed, expected);
  });
});
