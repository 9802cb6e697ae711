/**
 * The list of files a reader may save, as the build wrote it into its service worker
 * (plugins/offline: workbox's JSON array at `__WB_MANIFEST`), for tests and benches.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {isCompressible} from './precompress';
import type {Answer} from './static-server';
import type {ListedFile} from '../../src/offline/site-list';

export function readWorkerList(buildDir: string): ListedFile[] {
  const source = readFileSync(join(buildDir, 'sw.js'), 'utf8');
  // Workbox writes JSON.stringify's output, keys sorted: each entry starts with `bytes`.
  const start = source.indexOf('[{"bytes"');
  if (start < 0) throw new Error(`${buildDir}/sw.js holds no list of files with their sizes`);
  let depth = 0;
  for (let end = start; end < source.length; end++) {
    if (source[end] === '[') depth++;
    else if (source[end] === ']' && --depth === 0) return JSON.parse(source.slice(start, end + 1)) as ListedFile[];
  }
  throw new Error(`${buildDir}/sw.js: the list of files does not end`);
}

/**
 * Bytes a server sent for a save, in `answers`: the gzip twins (no page asks for a `.gz` path)
 * and the files without one (images, fonts), as the service worker fetches them.
 */
export function savedBytes(answers: readonly Answer[]): number {
  return answers
    .filter((answer) => answer.status === 200 && (answer.path.endsWith('.gz') || !isCompressible(answer.path)))
    .reduce((sum, answer) => sum + answer.bytes, 0);
}
