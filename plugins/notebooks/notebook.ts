/**
 * A page's notebook in the Jupyter format (nbformat 4.5): a first cell that installs what the
 * page installs, the cells of the article, and a last Markdown cell that links back to the page.
 */
import type {Root} from 'hast';
import {toText} from 'hast-util-to-text';
import {find} from '../built-pages/tree';
import {findArticle} from '../llms-txt/html-to-markdown';
import {articleCells, type Cell} from './cells';
import {pagePackages} from './installs';

/** The notebook format this writer produces; the tests validate against its JSON schema. */
export const NBFORMAT = {major: 4, minor: 5} as const;

export interface PageNotebook {
  title: string;
  cells: Cell[];
  /** The packages the first cell installs, in page order. */
  packages: string[];
}

/** The cells of a built page's notebook; throws when the page has no article or nothing to run. */
export function pageNotebook(page: Root, pageUrl: string): PageNotebook {
  const article = findArticle(page);
  if (!article) throw new Error(`No doc article (.theme-doc-markdown) in the page ${pageUrl}`);
  const h1 = find(article, (node) => node.tagName === 'h1');
  const title = h1 ? toText(h1).trim() : pageUrl;
  const body = articleCells(article, pageUrl);
  if (!body.some((cell) => cell.type === 'code')) {
    throw new Error(`The page ${pageUrl} asks for a notebook (notebook: true) but has no Python block to run`);
  }
  const packages = pagePackages(article);
  const install: Cell[] = packages.length ? [{type: 'code', source: `%pip install ${packages.join(' ')}`}] : [];
  const back: Cell = {
    type: 'markdown',
    source: `---\n\nThis notebook is the code of [${title}](${pageUrl}), with the page's text.`,
  };
  return {title, packages, cells: [...install, ...body, back]};
}

/** A cell's text as nbformat stores it: lines, each but the last ending in a newline. */
function lines(source: string): string[] {
  return source.split(/(?<=\n)/);
}

/** The `.ipynb` file of a notebook: JSON indented by one space, as Jupyter writes it. */
export function notebookJson(notebook: PageNotebook): string {
  const cells = notebook.cells.map((cell, index) => {
    const id = `cell-${index + 1}`;
    return cell.type === 'markdown'
      ? {id, cell_type: 'markdown', metadata: {}, source: lines(cell.source)}
      : {id, cell_type: 'code', metadata: {}, execution_count: null, outputs: [], source: lines(cell.source)};
  });
  const json = {
    nbformat: NBFORMAT.major,
    nbformat_minor: NBFORMAT.minor,
    metadata: {
      title: notebook.title,
      kernelspec: {name: 'python3', display_name: 'Python 3 (ipykernel)', language: 'python'},
      language_info: {name: 'python', file_extension: '.py', mimetype: 'text/x-python'},
    },
    cells,
  };
  return `${JSON.stringify(json, null, 1)}\n`;
}
