/**
 * Writes a gzip twin (`file.gz`) of every text file of a build, as a deploy step does for
 * hosts that serve precompressed files (nginx `gzip_static`, CDNs). The static server sends
 * the twin to clients that accept gzip, so no request waits for compression.
 */
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import {extname, join} from 'node:path';
import {promisify} from 'node:util';
import {constants, gzip} from 'node:zlib';
import {GZIP_TWIN, TEXT_TYPES} from '../../src/offline/site-list';

const gzipBytes = promisify(gzip);

/** Text formats worth compressing (src/offline/site-list.ts lists them with their types). */
export const isCompressible = (file: string): boolean => Object.hasOwn(TEXT_TYPES, extname(file));

export const gzipPath = (file: string): string => `${file}${GZIP_TWIN}`;

/**
 * Writes the gzip twin of `file` (its bytes, when the caller read them already) and returns the
 * twin's size. The offline plugin writes the twins of the files a reader may save during the
 * build, to list their sizes; `precompressDir` then finds them fresh.
 */
export async function writeGzipTwin(file: string, body?: Buffer): Promise<number> {
  const packed = await gzipBytes(body ?? (await readFile(file)), {level: constants.Z_BEST_COMPRESSION});
  await writeFile(gzipPath(file), packed);
  return packed.length;
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses every compressible file under `root` whose twin is missing or older; returns how many. */
export async function precompressDir(root: string): Promise<number> {
  let written = 0;
  const pending: Promise<void>[] = [];
  for await (const file of files(root)) {
    if (!isCompressible(file)) continue;
    pending.push(
      (async () => {
        const source = await stat(file);
        const twin = await stat(gzipPath(file)).catch(() => undefined);
        if (twin && twin.mtimeMs >= source.mtimeMs) return;
        await writeGzipTwin(file);
        written += 1;
      })(),
    );
  }
  await Promise.all(pending);
  return written;
}
