/** Finding a page of the list from what a reader or an assistant writes for it. */
import type {PageEntry} from '../plugins/llms-txt/outline';

/**
 * The page path a reference names: an absolute URL, a path with or without the base URL, with
 * or without `.md`, `.html`, `/index.html`, a trailing slash, a query or a hash; `null` for an
 * empty one.
 */
export function pagePathOf(reference: string, baseUrl: string): string | null {
  let path = reference.trim();
  if (!path) return null;
  try {
    path = new URL(path).pathname;
  } catch {
    // Not an absolute URL: a path.
  }
  path = path.replace(/[?#].*$/, '').replace(/(\/index)?\.(md|html|ipynb)$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  const base = baseUrl.replace(/\/$/, '');
  if (path !== base && !path.startsWith(`${base}/`)) path = `${base}${path}`;
  return path.replace(/\/+$/, '').toLowerCase();
}

/** The page a reference names, or undefined. */
export function findPage(pages: readonly PageEntry[], reference: string, baseUrl: string): PageEntry | undefined {
  const wanted = pagePathOf(reference, baseUrl);
  if (wanted === null) return undefined;
  return pages.find((page) => page.path.replace(/\/+$/, '').toLowerCase() === wanted);
}

/** Up to `limit` pages whose path or title shares a word with the reference, for an error message. */
export function similarPages(pages: readonly PageEntry[], reference: string, limit = 5): PageEntry[] {
  const words = reference
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && word !== 'docs' && word !== 'https' && word !== 'jaqpot');
  const score = (page: PageEntry) => {
    const text = `${page.path} ${page.title}`.toLowerCase();
    return words.filter((word) => text.includes(word)).length;
  };
  return pages
    .map((page) => ({page, score: score(page)}))
    .filter(({score}) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({page}) => page);
}
