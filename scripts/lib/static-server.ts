import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {extname, join, normalize, resolve, sep} from 'node:path';
import {gzip as gzipAsync} from 'node:zlib';
import {readFile} from 'node:fs/promises';
import {promisify} from 'node:util';

export type StaticServerOptions = {
  /** Folder holding the production build. */
  root: string;
  /** Path the site is served under; `/docs/` in production, another one to test a misconfigured host. */
  basePath?: string;
  port?: number;
  host?: string;
  /** Compress text responses, as a production host would. */
  gzip?: boolean;
};

export type RunningServer = {server: Server; url: string; close: () => Promise<void>};

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

const compressible = /^(text\/|application\/(json|javascript|xml|yaml|manifest)|image\/svg)/;

const gzipBytes = promisify(gzipAsync);

/**
 * Each file is compressed once (until it changes), as production hosts serve gzip: from
 * files compressed ahead (`gzip_static`) or a CDN's cache. Compressing on every request
 * held up large responses (the search modal's chunk, the index) by tens of milliseconds.
 */
const compressed = new Map<string, {mtimeMs: number; size: number; body: Promise<Buffer>}>();

function compressedFile(file: string): Promise<Buffer> {
  const {mtimeMs, size} = statSync(file);
  const cached = compressed.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body;
  const body = readFile(file).then((bytes) => gzipBytes(bytes));
  body.catch(() => compressed.delete(file));
  compressed.set(file, {mtimeMs, size, body});
  return body;
}

/**
 * Maps a URL path below the base path to a file of the build, the way common static
 * hosts do: `a/` → `a/index.html`, `a` → `a/index.html` or `a.html`, and `a.html` or
 * `a/index.html` → the clean page's file, so old `.html` links keep working.
 */
export function resolveFile(root: string, relPath: string): string | undefined {
  const decoded = decodeURIComponent(relPath);
  const safe = normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, '');
  const base = resolve(root, `.${sep}${safe}`);
  if (!base.startsWith(resolve(root))) {
    return undefined;
  }
  const candidates = [base, join(base, 'index.html'), `${base}.html`];
  if (base.endsWith('.html')) {
    const clean = base.replace(/(\/index)?\.html$/, '');
    candidates.push(join(clean, 'index.html'), `${clean}.html`);
  }
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  gzip: boolean,
): void {
  const type = contentTypes[extname(file)] ?? 'application/octet-stream';
  const immutable = file.includes(`${sep}assets${sep}`);
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip && acceptsGzip && compressible.test(type)) {
    compressedFile(file).then(
      (body) => {
        res.writeHead(status, {'Content-Encoding': 'gzip', 'Content-Length': body.length});
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: Error) => {
        res.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
        res.end(`Could not read ${file}: ${error.message}`);
      },
    );
    return;
  }
  res.writeHead(status, {'Content-Length': statSync(file).size});
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

export function createStaticServer({root, basePath = '/docs/', gzip = true}: StaticServerOptions): Server {
  const notFound = join(root, '404.html');
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Send readers who drop the base path (or its slash) to the site; a site at the root needs no redirect.
    if (basePath !== '/' && (url.pathname === basePath.replace(/\/$/, '') || url.pathname === '/')) {
      res.writeHead(302, {Location: basePath});
      res.end();
      return;
    }
    if (!url.pathname.startsWith(basePath)) {
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end(`Not found. The site is served under ${basePath}`);
      return;
    }
    const file = resolveFile(root, url.pathname.slice(basePath.length));
    if (file) {
      send(req, res, file, 200, gzip);
    } else if (existsSync(notFound)) {
      send(req, res, notFound, 404, gzip);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
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
  return {
    server,
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${options.basePath ?? '/docs/'}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
