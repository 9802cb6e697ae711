/**
 * The list of a build's files a reader may save, as plugins/offline writes it into the service
 * worker (workbox's `__WB_MANIFEST`) and the worker reads it.
 */

/** One file of the build. */
export type ListedFile = {
  /** Path under the base URL. */
  url: string;
  /** The file's SHA-256 (hex), which the worker checks before keeping a copy. */
  revision: string;
  /** Bytes a save downloads for it: its gzip twin's size when `gzip` is set, else its own. */
  bytes: number;
  /** The build wrote a gzip twin (`url` + `.gz`): a save downloads the twin and keeps it compressed. */
  gzip?: 1;
  /** Index in the sections list of the one section whose pages alone need the file; absent: every section needs it. */
  section?: number;
};

/** A section of the site: a top-level item of the sidebar (pages outside any category make "Start here"). */
export type ListedSection = {id: string; label: string; pages: number};

/** The suffix of a file's gzip twin, as scripts/lib/precompress writes it. */
export const GZIP_TWIN = '.gz';

/**
 * The formats the build writes a gzip twin of, with the type each is served with: a saved twin is
 * served with its file's type (the host's type for a `.gz` file says nothing of it). Text, and
 * the search's piece table (`.bin`), whose one-byte numbers gzip to 70 %. Images other than SVG
 * and fonts are compressed already.
 */
export const TEXT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.ipynb': 'application/x-ipynb+json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.yaml': 'text/yaml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.bin': 'application/octet-stream',
};

/** `a/b.min.js` → `.js`; '' without an extension. */
export function extensionOf(path: string): string {
  return /\.[^./]+$/.exec(path)?.[0] ?? '';
}
