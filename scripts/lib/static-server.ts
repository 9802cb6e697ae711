/**
 * The static host of the production build (`npm start`, `npm run serve`, tests, benches):
 * the site under its base path, clean URLs, precompressed gzip when the client takes it.
 *
 * File transfer is `send` (the module behind Express's static files): ETag, Last-Modified,
 * conditional and range requests, HEAD, and a file that vanishes between lookup and read
 * (what a rebuild does to `build/`) as a 404 instead of a crash. What is ours: which file a
 * URL names, which encoding to send, and answers for what is not a file.
 */
import {readFileSync, realpathSync, statSync} from 'node:fs';
import {readdir, realpath, stat} from 'node:fs/promises';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {Socket} from 'node:net';
import {extname, join, relative, resolve, sep} from 'node:path';
import {contentType} from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import {HEADERS_FILE, NGINX_FILE, readHeadersFile, securityHeaders} from '../../config/security-headers';
import {gzipPath, isCompressible} from './precompress';

export type StaticServerOptions = {
  /** Folder holding the production build. */
  root: string;
  /** Path the site is served under; `/docs/` in production, another one to test a misconfigured host. */
  basePath?: string;
  port?: number;
  /** Interface to listen on; loopback unless the caller asks for another. */
  host?: string;
  /** Send the `.gz` twin of a file (written by `precompressDir`) to clients that accept gzip. */
  gzip?: boolean;
  /**
   * Open connections one client address may hold; further ones get 503 and are closed, so one
   * client (or a slow-header flood) cannot use up the process's file descriptors.
   */
  maxConnectionsPerClient?: number;
};

/** A browser opens at most 6 connections to a host per profile; tests and benches run several profiles. */
export const MAX_CONNECTIONS_PER_CLIENT = 64;

/** Node's defaults (60 s for headers, 300 s for a request, checked every 30 s) let slow clients hold sockets. */
const TIMEOUTS = {headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 2_000};
/** A socket with no traffic for this long is closed. */
const IDLE_SOCKET_MS = 30_000;
/** Seconds a client waits before asking again while the build folder is being replaced. */
const RETRY_AFTER_S = '2';

export type RunningServer = {server: Server; url: string; close: () => Promise<void>};

/** Files the build writes for the host (config/security-headers.ts), not pages: not served, as the hosts keep them. */
const HOST_FILES = new Set([HEADERS_FILE, NGINX_FILE]);

/**
 * The security headers of the build being served: those of its `_headers` file (written by the
 * build from config/security-headers.ts, with its inline scripts' hashes), read again when the
 * file changes; the config's defaults for a folder without one.
 */
function buildHeaders(root: string): () => Record<string, string> {
  let read: {mtimeMs: number; headers: Record<string, string>} | undefined;
  // Synchronous (a stat per answer): an answer that needs no file goes out before the client can
  // close its side, which would end a socket Node has not answered yet.
  return () => {
    const file = join(root, HEADERS_FILE);
    try {
      const {mtimeMs} = statSync(file);
      if (read?.mtimeMs !== mtimeMs) read = {mtimeMs, headers: readHeadersFile(readFileSync(file, 'utf8'))};
      return read.headers;
    } catch {
      return securityHeaders();
    }
  };
}

/** The security headers set on each answer, kept when an error answer drops a file's headers. */
const securityOf = new WeakMap<ServerResponse, Record<string, string>>();

const ALLOWED_METHODS = 'GET, HEAD';

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers});
  res.end(text);
}

/** The path part of a request target, without decoding it (`//a:99999/` is a path here, not a host). */
function pathOf(target: string): string | undefined {
  if (!target.startsWith('/')) return undefined;
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/** `decodeURIComponent` that answers undefined for malformed escapes (`%ff`, `%`, `a%2`). */
function decodePath(path: string): string | undefined {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/**
 * The base path as `/a/b/`: a leading and a trailing slash (`/docs` and `docs` are `/docs/`), so
 * `/docsfoo` is not under it and `/docs` redirects once.
 */
export function normalizeBasePath(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  if (!/^[\w.~-]+(\/[\w.~-]+)*$/.test(trimmed) && trimmed !== '')
    throw new Error(`The base path "${base}" must be URL path segments of letters, digits, ".", "_", "~" or "-".`);
  return trimmed ? `/${trimmed}/` : '/';
}

/** The build folder's real path, or undefined while it does not exist (a rebuild replaces it). */
async function currentRoot(root: string): Promise<string | undefined> {
  try {
    return await realpath(root);
  } catch {
    return undefined;
  }
}

async function isFileInside(realRoot: string, file: string): Promise<string | undefined> {
  try {
    // realpath: a symbolic link that leads out of the build is not part of the site.
    const real = await realpath(file);
    if (real !== realRoot && !real.startsWith(realRoot + sep)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The build file a decoded path below the base names, as common static hosts map it:
 * `a/` → `a/index.html`, `a` → `a`, `a/index.html` or `a.html`, and `a.html` or
 * `a/index.html` → the clean page's file, so old `.html` links keep working.
 */
export async function resolveFile(root: string, relPath: string): Promise<string | undefined> {
  const realRoot = await currentRoot(root);
  if (!realRoot) return undefined;
  const base = resolve(realRoot, `.${sep}${relPath}`);
  if (base !== realRoot && !base.startsWith(realRoot + sep)) return undefined;
  const candidates = [base, join(base, 'index.html'), `${base}.html`];
  if (base.endsWith('.html')) {
    const clean = base.replace(/(\/index)?\.html$/, '');
    candidates.push(join(clean, 'index.html'), `${clean}.html`);
  }
  for (const candidate of candidates) {
    const file = await isFileInside(realRoot, candidate);
    if (file) return file;
  }
  return undefined;
}

/**
 * The path below the base that names a file of the build when read in another letter case
 * (`GETTING-STARTED` → `getting-started`), as the site's router reads addresses; undefined when
 * there is none. Each part takes the entry of its folder that matches it exactly, else the one
 * that matches it but for case.
 */
export async function caseVariant(root: string, relPath: string): Promise<string | undefined> {
  const realRoot = realpathSync(root);
  let folder = realRoot;
  const parts: string[] = [];
  for (const part of relPath.split('/')) {
    if (part === '..') return undefined;
    if (part === '' || part === '.') {
      parts.push(part);
      continue;
    }
    let entries: string[];
    try {
      entries = await readdir(folder);
    } catch {
      return undefined;
    }
    const found = entries.includes(part) ? part : entries.find((e) => e.toLowerCase() === part.toLowerCase());
    if (found === undefined) return undefined;
    parts.push(found);
    folder = join(folder, found);
  }
  const variant = parts.join('/');
  return variant !== relPath && (await resolveFile(realRoot, variant)) ? variant : undefined;
}

/** The file to send for `file`: its fresh `.gz` twin when the client accepts gzip, else itself. */
async function encoded(req: IncomingMessage, file: string, gzip: boolean): Promise<{path: string; gzip: boolean}> {
  if (!gzip || !isCompressible(file)) return {path: file, gzip: false};
  // Negotiator honours q-values: `gzip;q=0` refuses gzip.
  const wanted = new Negotiator(req).encoding(['gzip', 'identity']);
  if (wanted !== 'gzip') return {path: file, gzip: false};
  try {
    const [source, packed] = await Promise.all([stat(file), stat(gzipPath(file))]);
    // A twin older than its file (a file changed after the build) is stale: send the file.
    if (packed.mtimeMs >= source.mtimeMs) return {path: gzipPath(file), gzip: true};
  } catch {
    // No twin: the build was not precompressed.
  }
  return {path: file, gzip: false};
}

function setSecurityHeaders(res: ServerResponse, headers: Record<string, string>): void {
  securityOf.set(res, headers);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** Answers `status` with a short text, dropping headers set for a file that will not be sent. */
function plainError(res: ServerResponse, status: number, extra: Record<string, string> = {}): void {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  setSecurityHeaders(res, securityOf.get(res) ?? securityHeaders());
  const text: Record<number, string> = {
    404: 'Not found.',
    412: 'Precondition failed.',
    416: 'Range not satisfiable.',
    503: 'The site is being rebuilt. Try again in a moment.',
  };
  plain(res, status, text[status] ?? 'The file could not be read.', extra);
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  file: string,
  status: number,
  gzip: boolean,
) {
  const chosen = await encoded(req, file, gzip);
  // Hashed assets never change; everything else is revalidated (ETag, Last-Modified).
  const immutable = file.includes(`${sep}assets${sep}`);
  res.statusCode = status;
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  // The type of the file itself, also when its `.gz` twin is sent.
  res.setHeader('Content-Type', contentType(extname(file)) || 'application/octet-stream');
  if (chosen.gzip) res.setHeader('Content-Encoding', 'gzip');
  // `send` decodes the path it is given: the file's own name is encoded once, so `%` in a name stays itself.
  const path = relative(root, chosen.path).split(sep).map(encodeURIComponent).join('/');
  // The not-found page answers in full: never a range or a revalidation of it (they would turn it into 206 or 304).
  const ok = status === 200;
  const stream = send(req, path, {root, dotfiles: 'allow', index: false, acceptRanges: ok, etag: ok, lastModified: ok});
  stream.on('error', (error: {status?: number; headers?: Record<string, string>}) => {
    // The file vanished between lookup and read (a rebuild), could not be read, or the
    // request asked for a range or precondition the file does not meet.
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const code = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
    plainError(res, code, error.headers ?? {});
  });
  stream.pipe(res);
}

/** Counts each client address's open connections and turns away those over `max`. */
function capConnectionsPerClient(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const client = socket.remoteAddress ?? '';
    const count = (open.get(client) ?? 0) + 1;
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
    if (count > max) {
      socket.end(
        `HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${RETRY_AFTER_S}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
        () => socket.destroy(),
      );
    }
  });
}

export function createStaticServer({
  root,
  basePath: base = '/docs/',
  gzip = true,
  maxConnectionsPerClient = MAX_CONNECTIONS_PER_CLIENT,
}: StaticServerOptions): Server {
  const basePath = normalizeBasePath(base);
  // Fails at once when the folder does not exist when the server starts.
  realpathSync(root);
  const headers = buildHeaders(root);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    setSecurityHeaders(res, headers());
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plain(res, 405, 'Only GET and HEAD are allowed.', {Allow: ALLOWED_METHODS});
      return;
    }
    const rawPath = pathOf(req.url ?? '');
    const path = rawPath === undefined ? undefined : decodePath(rawPath);
    if (path === undefined) {
      plain(res, 400, 'Bad request: the URL is not a valid path.');
      return;
    }
    // Send readers who drop the base path (or its slash) to the site; a site at the root needs no redirect.
    if (basePath !== '/' && (path === basePath.replace(/\/$/, '') || path === '/')) {
      res.writeHead(302, {Location: basePath});
      res.end();
      return;
    }
    if (!path.startsWith(basePath)) {
      plain(res, 404, `Not found. The site is served under ${basePath}`);
      return;
    }
    // A rebuild removes the folder and writes it anew: the site is back in a moment.
    const realRoot = await currentRoot(root);
    if (!realRoot) {
      plainError(res, 503, {'Retry-After': RETRY_AFTER_S});
      return;
    }
    const relPath = path.slice(basePath.length);
    const file = HOST_FILES.has(relPath) ? undefined : await resolveFile(realRoot, relPath);
    if (file) {
      await sendFile(req, res, realRoot, file, 200, gzip);
      return;
    }
    // A page's address in another letter case: the router would show the page under a 404
    // status; the reader is sent to the page's own address instead, query kept.
    const variant = await caseVariant(realRoot, path.slice(basePath.length));
    if (variant !== undefined) {
      const query = (req.url ?? '').slice(rawPath!.length);
      res.writeHead(301, {Location: `${encodeURI(basePath + variant)}${query}`, 'Cache-Control': 'no-cache'});
      res.end();
      return;
    }
    const notFound = await isFileInside(realRoot, join(realRoot, '404.html'));
    if (notFound) await sendFile(req, res, realRoot, notFound, 404, gzip);
    // A build without its not-found page is being written.
    else plainError(res, 503, {'Retry-After': RETRY_AFTER_S});
  };
  const server = createServer(TIMEOUTS, (req, res) => {
    handle(req, res).catch((error: Error) => {
      // The reason goes to the server's log; the answer names no path.
      console.error(`${req.method} ${req.url}: ${error.message}`);
      if (res.headersSent) res.destroy();
      else plainError(res, 500);
    });
  });
  server.setTimeout(IDLE_SOCKET_MS, (socket) => socket.destroy());
  capConnectionsPerClient(server, maxConnectionsPerClient);
  return server;
}

export async function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const server = createStaticServer(options);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, done);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    server,
    url: `http://${shownHost}:${port}${normalizeBasePath(options.basePath ?? '/docs/')}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** One answer a server sent: the path asked for, the status and the bytes of the body. */
export type Answer = {path: string; status: number; bytes: number};

/** Appends each answer `running` sends to `answers` (what a test or bench counts as downloaded). */
export function recordAnswers(running: RunningServer, answers: Answer[]): RunningServer {
  running.server.on('request', (req: IncomingMessage, res: ServerResponse) =>
    res.on('finish', () =>
      answers.push({
        path: new URL(req.url ?? '/', 'http://host').pathname,
        status: res.statusCode,
        bytes: Number(res.getHeader('content-length') ?? 0),
      }),
    ),
  );
  return running;
}
