/// <reference lib="webworker" />
/**
 * What the service worker knows of its build: the bundler's constants (plugins/offline), the
 * list of the build's files, the caches and the URLs it keeps, and how a URL names a file.
 */
import {INDEX_PATH, TEXT_PATH} from '../../search/constants';
import type {ListedFile, ListedSection} from '../site-list';

declare const self: ServiceWorkerGlobalScope & {__WB_MANIFEST: ListedFile[]};
/** Set by the bundler: one id per build, also in each page's `<meta name="jaqpot-build">`. */
declare const BUILD_ID: string;
/** Set by the bundler: the `build` of this build's search index files ('' without them). */
declare const INDEX_BUILD: string;
/** Set by the bundler: the site's sections, which the list's `section` indexes. */
declare const SECTIONS: ListedSection[];

/** The worker's global scope. */
export const worker: ServiceWorkerGlobalScope = self;
/** This build's id, its search index's build and its sections, as the bundler set them. */
export const THIS_BUILD = BUILD_ID;
export const THIS_INDEX_BUILD = INDEX_BUILD;
export const SITE_SECTIONS = SECTIONS;

export const scope = self.registration.scope;
export const CACHES = {
  /** Pages, the search index and other unhashed files of this build, as the reader met them. */
  visited: `jaqpot-visited-${BUILD_ID}`,
  /** The sections of this build the reader saved (text files compressed). */
  site: `jaqpot-site-${BUILD_ID}`,
  /** Files whose names carry their content hash, of this build (older ones go when a build takes over). */
  assets: 'jaqpot-assets',
  settings: 'jaqpot-offline-settings',
};
/** What the reader chose to save (a Selection as JSON), kept from build to build. */
export const CHOICE = new URL('__jaqpot-offline-choice', scope).href;
/** The choice of workers before sections: the whole site. */
export const LEGACY_SITE_MODE = new URL('__jaqpot-offline-site-mode', scope).href;
/** The search index: its head, then the text indexed after it. Both of one build, or neither. */
export const INDEX_FILES = new Set([INDEX_PATH, TEXT_PATH].map((path) => new URL(path, scope).href));
export const NOT_FOUND_PAGE = new URL('404.html', scope).href;
/** A saved file is fetched this many times before saving reports it. */
export const SAVE_ATTEMPTS = 2;

/** A kept response whose body is the gzip twin: unpacked when read. */
export const PACKED = 'x-jaqpot-packed';

/** Every file of this build, listed at build time with its SHA-256, download size and section (plugins/offline). */
export const manifest = new Map(self.__WB_MANIFEST.map((entry) => [new URL(entry.url, scope).href, entry]));
export const siteFiles = [...manifest.keys()];
/** A file's section id, undefined for a file every section needs. */
export const sectionOf = (file: string) => {
  const index = manifest.get(file)?.section;
  return index === undefined ? undefined : SECTIONS[index]?.id;
};

export const isHashedAsset = (url: URL) => url.pathname.startsWith(new URL('assets/', scope).pathname);
export const inScope = (url: URL) => url.href.startsWith(scope) && url.href !== new URL('sw.js', scope).href;

/**
 * The build file a URL names, as the server maps it: `a`, `a/` and `a/index.html` are one page,
 * and so are `a.html` and `a`; the query and the hash are no part of it. Undefined for a URL that
 * names no file of this build.
 */
export function buildFile(url: string): string | undefined {
  const plain = new URL(url);
  plain.search = '';
  plain.hash = '';
  const href = plain.href;
  const candidates = href.endsWith('/') ? [`${href}index.html`] : [href, `${href}/index.html`, `${href}.html`];
  if (href.endsWith('.html')) {
    const clean = href.replace(/(\/index)?\.html$/, '');
    candidates.push(`${clean}/index.html`, `${clean}.html`);
  }
  return candidates.find((candidate) => manifest.has(candidate));
}
