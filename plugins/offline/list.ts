/**
 * The list of the files a reader may save (src/offline/site-list.ts): each file's SHA-256, the
 * bytes a save downloads for it and the section whose pages alone need it.
 */
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {isCompressible, writeGzipTwin} from '../../scripts/lib/precompress';
import type {ListedFile} from '../../src/offline/site-list';
import type {SiteSection} from './sections';

/** Files read and compressed at once: enough to keep the zlib threads busy, few enough to bound memory. */
const AT_ONCE = 8;

/** The path a built page answers at, without a trailing slash: `a/b/index.html` → `/docs/a/b`; `404.html` keeps its name. */
function pagePath(file: string, baseUrl: string): string {
  return trimSlash(`${baseUrl}${file.replace(/(^|\/)index\.html$/, '$1')}`);
}

const trimSlash = (path: string) => path.replace(/\/+$/, '');

/** Whether a route's files load for the page at `page`: the route is the page's or one of its parents' (`/docs` for every doc). */
const covers = (route: string, page: string) => page === route || page.startsWith(`${route}/`);

/**
 * The section (index in `sections`) of each listed file that belongs to one: a page, the section
 * listing it; a script or style, the section whose pages alone load it. A file that pages of two
 * sections load, or a page outside any section (the search page, the not-found page), or no page
 * at all (a chunk loaded on use, the search index, an image), is shared by every section and
 * left out.
 */
export function sectionsOfFiles(
  urls: readonly string[],
  sections: readonly SiteSection[],
  routes: ReadonlyMap<string, ReadonlySet<string>>,
  baseUrl: string,
): Map<string, number> {
  const shared = -1;
  const sectionOfPage = new Map<string, number>();
  sections.forEach((section, i) => section.permalinks.forEach((p) => sectionOfPage.set(trimSlash(p), i)));
  const pages = urls
    .filter((url) => url.endsWith('.html'))
    .map((url) => {
      const path = pagePath(url, baseUrl);
      return {url, path, section: sectionOfPage.get(path) ?? shared};
    });
  const out = new Map<string, number>();
  for (const page of pages) if (page.section !== shared) out.set(page.url, page.section);
  const loadedBy = new Map<string, Set<number>>();
  for (const [route, files] of routes) {
    const path = trimSlash(route);
    const users = new Set(pages.filter((page) => covers(path, page.path)).map((page) => page.section));
    for (const file of files) {
      const all = loadedBy.get(file) ?? new Set<number>();
      for (const user of users) all.add(user);
      loadedBy.set(file, all);
    }
  }
  for (const [file, users] of loadedBy) {
    const [only] = users;
    if (users.size === 1 && only !== shared) out.set(file, only!);
  }
  return out;
}

/**
 * Each listed file with its SHA-256 and the bytes a save downloads: for a text file, its gzip
 * twin, written here (the build's precompress step then finds it fresh), else the file itself.
 */
export async function describeFiles(
  outDir: string,
  urls: readonly string[],
  sectionOf: ReadonlyMap<string, number>,
): Promise<ListedFile[]> {
  const out: ListedFile[] = new Array(urls.length);
  let next = 0;
  const work = async () => {
    for (let i = next++; i < urls.length; i = next++) {
      const url = urls[i]!;
      const file = join(outDir, url);
      const body = await readFile(file);
      const entry: ListedFile = {url, revision: createHash('sha256').update(body).digest('hex'), bytes: body.length};
      if (isCompressible(url)) {
        entry.bytes = await writeGzipTwin(file, body);
        entry.gzip = 1;
      }
      const section = sectionOf.get(url);
      if (section !== undefined) entry.section = section;
      out[i] = entry;
    }
  };
  await Promise.all(Array.from({length: AT_ONCE}, work));
  return out;
}
