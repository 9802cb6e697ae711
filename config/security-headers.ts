/**
 * The security headers of every answer of the site, in one place: `npm run serve` sends them,
 * and each build writes them for the real host as `_headers` (Netlify, Cloudflare Pages) and
 * `nginx-headers.conf` (an `include` for nginx), from the same values (plugins/security-headers).
 *
 * The Content-Security-Policy allows scripts from the site only, plus the inline scripts the
 * build's pages hold, each by its SHA-256 (computed from the built HTML, so a script that changes
 * without a new build is refused). Styles allow 'unsafe-inline': Redoc's styled-components
 * write style elements and attributes at run time, which hashes cannot list (the diagrams' SVGs,
 * drawn before the build, carry style elements and attributes in the HTML too). Images and
 * fonts may be `data:` URLs (Redoc's logo, Swagger UI's icons). The only worker is the site's
 * own (Redoc's search, which runs in a `blob:` worker, is off: config/redoc.ts). The API console
 * may call the servers it offers (its sandbox answers in the page and needs none); hosted search and analytics add their hosts only to the builds
 * that use them.
 */
import {CONSOLE_SERVERS, isSandbox} from '../src/components/ApiConsole/servers';

/** The files the build writes for the host, at the top of the build folder. */
export const HEADERS_FILE = '_headers';
export const NGINX_FILE = 'nginx-headers.conf';

export type PolicyOptions = {
  /** `sha256-…` of each inline script of the build's pages. */
  scriptHashes?: readonly string[];
  /** A hosted Algolia application id (already checked by config/search.ts), when search is hosted. */
  algoliaAppId?: string;
  /** Whether the build loads Google Analytics (JAQPOT_GTAG_ID). */
  analytics?: boolean;
};

const GOOGLE_ANALYTICS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** The Content-Security-Policy of a build. */
export function contentSecurityPolicy({scriptHashes = [], algoliaAppId, analytics}: PolicyOptions = {}): string {
  const algolia = algoliaAppId
    ? [
        `https://${algoliaAppId}-dsn.algolia.net`,
        `https://${algoliaAppId}.algolia.net`,
        ...[1, 2, 3].map((n) => `https://${algoliaAppId}-${n}.algolianet.com`),
      ]
    : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...[...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`),
      ...(analytics ? ['https://www.googletagmanager.com'] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(analytics ? GOOGLE_ANALYTICS : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      // The sandbox answers in the page: no connection goes to its address.
      ...CONSOLE_SERVERS.filter((server) => !isSandbox(server.url)).map((server) => server.url),
      ...algolia,
      ...(analytics ? GOOGLE_ANALYTICS : []),
    ],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Every header, in the order hosts print them. */
export function securityHeaders(options: PolicyOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The file Netlify and Cloudflare Pages read from the published folder: the headers on every path. */
export function headersFile(headers: Record<string, string>): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}

/** The headers of a `_headers` file's `/*` rule (what `npm run serve` sends for a build). */
export function readHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inRule = false;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inRule = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inRule && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** An nginx snippet for a `server` or `location` block: `include /path/to/nginx-headers.conf;`. */
export function nginxSnippet(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
  return [
    "# The site's security headers (written by the build from config/security-headers.ts).",
    '# nginx drops add_header of outer blocks in a block that has its own: include this in each.',
    ...lines,
    '',
  ].join('\n');
}
