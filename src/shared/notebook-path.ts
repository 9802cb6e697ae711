/**
 * The notebook of a page, shared by the notebook writer (plugins/notebooks, which writes it),
 * llms.txt (which lists it) and the page's download link (src/components/NotebookDownload).
 */
import {markdownPath} from './markdown-path';

/** Where a page's notebook is served: its Markdown copy's path with `.ipynb` (`/docs/a/b` → `/docs/a/b.ipynb`). */
export function notebookPath(permalink: string, baseUrl: string): string {
  return markdownPath(permalink, baseUrl).replace(/\.md$/, '.ipynb');
}

/** Whether a page has a notebook: its front matter says `notebook: true`. */
export function hasNotebook(frontMatter: Readonly<Record<string, unknown>> | undefined): boolean {
  return frontMatter?.notebook === true;
}
