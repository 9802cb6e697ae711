/// <reference lib="webworker" />
/**
 * The copies the service worker keeps: the checks a response passes before it is kept (this
 * build's file, by its build id or SHA-256), text files packed as gzip and unpacked when read,
 * and the kept copy of a file.
 */
import {extensionOf, TEXT_TYPES} from '../site-list';
import {CACHES, INDEX_FILES, manifest, PACKED, THIS_BUILD, THIS_INDEX_BUILD} from './context';

/** The build id a page was written by (plugins/offline adds it to every page's head). */
export function pageBuild(html: string): string | undefined {
  return /<meta name="?jaqpot-build"? content="?([\w-]+)/.exec(html)?.[1];
}

/** The `build` of a search index file, or undefined when the body is no index (a portal page, a truncated file). */
export function indexBuild(body: string): string | undefined {
  try {
    const data = JSON.parse(body) as {format?: unknown; build?: unknown};
    return data?.format === 'jaqpot-docs-search' && typeof data.build === 'string' ? data.build : undefined;
  } catch {
    return undefined;
  }
}

export async function sha256(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether `body`, fetched for `file`, is this build's file: the test a response passes before it is kept. */
export async function isThisBuilds(file: string, body: ArrayBuffer): Promise<boolean> {
  if (file.endsWith('.html')) {
    const id = pageBuild(new TextDecoder().decode(body));
    if (id !== undefined) return id === THIS_BUILD;
  }
  if (INDEX_FILES.has(file)) return indexBuild(new TextDecoder().decode(body)) === THIS_INDEX_BUILD;
  return (await sha256(body)) === manifest.get(file)?.revision;
}

/**
 * The response to keep for `file`, rebuilt from its bytes (read once to check them), or null when
 * it is not this build's file. The body is already decoded: its encoding headers go.
 */
export async function keepable(file: string | undefined, response: Response): Promise<Response | null> {
  if (!file || response.status !== 200 || response.type === 'opaque') return null;
  const body = await response.arrayBuffer();
  if (!(await isThisBuilds(file, body))) return null;
  const headers = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length']) headers.delete(name);
  return new Response(body, {status: 200, statusText: response.statusText, headers});
}

/** Whether a body starts as gzip data does. */
export function isGzip(body: ArrayBuffer): boolean {
  const start = new Uint8Array(body, 0, Math.min(2, body.byteLength));
  return start[0] === 0x1f && start[1] === 0x8b;
}

const through = (body: ArrayBuffer, stream: CompressionStream | DecompressionStream) =>
  new Response(new Blob([body]).stream().pipeThrough(stream)).arrayBuffer();
export const gzip = (body: ArrayBuffer) => through(body, new CompressionStream('gzip'));
export const gunzip = (body: ArrayBuffer) => through(body, new DecompressionStream('gzip'));

/** A saved file's response whose body is gzip data, served with the file's own type. */
export function packedResponse(file: string, packed: ArrayBuffer, from: Headers): Response {
  const headers = new Headers(from);
  for (const name of ['content-encoding', 'content-length']) headers.delete(name);
  headers.set('content-type', TEXT_TYPES[extensionOf(new URL(file).pathname)] ?? 'application/octet-stream');
  headers.set(PACKED, 'gzip');
  return new Response(packed, {status: 200, headers});
}

/** A kept response as the page gets it: a packed one unpacked on the way. */
export function unpacked(response: Response): Response {
  if (!response.headers.has(PACKED) || !response.body) return response;
  const headers = new Headers(response.headers);
  headers.delete(PACKED);
  return new Response(response.body.pipeThrough(new DecompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * The kept copy of a file of this build, from the first of `from` that holds one: by default the
 * saved sections first, then what the reader met. A lookup creates no cache.
 */
export async function keptCopy(
  file: string | undefined,
  from: string[] = [CACHES.site, CACHES.visited, CACHES.assets],
): Promise<Response | undefined> {
  if (!file) return undefined;
  for (const cacheName of from) {
    const hit = await caches.match(file, {cacheName});
    if (hit) return unpacked(hit);
  }
  return undefined;
}
