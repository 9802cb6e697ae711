/**
 * The post-build pass: reads each built HTML page once, parses it once (parseHtml) and hands
 * the tree to every writer that asked for the page. Writers must not change the tree: the
 * next writer reads the same one.
 *
 * Synchronous on purpose: the offline plugin's postBuild, started after ours, lists the files
 * a reader may save, and the search index must be among them.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import type {Root} from 'hast';
import {parseHtml} from './tree';

export interface BuiltPage {
  /** Absolute path of the HTML file. */
  file: string;
  /** Path under the build folder, `/`-separated: `jaqpotpy/index.html`. */
  path: string;
  tree: Root;
}

export interface PageWriter {
  /** Whether this writer reads the page at `path` (under the build folder, `/`-separated). */
  wants(path: string): boolean;
  page(page: BuiltPage): void;
  /** After the last page: write what was gathered. */
  finish(): void;
}

/** The HTML files of a build folder (the bundler's `assets/` left out), sorted by path. */
function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets') out.push(...htmlFiles(full));
    } else if (entry.name.endsWith('.html')) {
      out.push(full);
    }
  }
  return out.sort();
}

/** Runs the writers over the built pages of `outDir`, each page parsed once, then finishes them. */
export function forEachBuiltPage(outDir: string, writers: readonly PageWriter[]): void {
  for (const file of htmlFiles(outDir)) {
    const path = relative(outDir, file).split(sep).join('/');
    const readers = writers.filter((writer) => writer.wants(path));
    if (readers.length === 0) continue;
    const page: BuiltPage = {file, path, tree: parseHtml(readFileSync(file, 'utf8'))};
    for (const writer of readers) writer.page(page);
  }
  for (const writer of writers) writer.finish();
}
