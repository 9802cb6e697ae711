/**
 * The built-pages writer of the security headers: reads every built page's inline scripts, and
 * after the last page writes the headers of config/security-headers.ts, with those scripts'
 * SHA-256 in the Content-Security-Policy, as `_headers` (Netlify, Cloudflare Pages) and
 * `nginx-headers.conf`. `npm run serve` reads `_headers` of the build it serves.
 */
import {createHash} from 'node:crypto';
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Element, Root} from 'hast';
import {selectAll} from 'hast-util-select';
import {
  HEADERS_FILE,
  headersFile,
  NGINX_FILE,
  nginxSnippet,
  securityHeaders,
  type PolicyOptions,
} from '../../config/security-headers';
import type {PageWriter} from '../built-pages/pages';

/** Script types a browser runs: no type, a JavaScript MIME type or a module. */
const RUNS = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/** `sha256-…` of each inline script of a page that the browser runs (data blocks such as JSON-LD do not). */
export function inlineScriptHashes(tree: Root): string[] {
  return selectAll('script:not([src])', tree)
    .filter((script: Element) => RUNS.test(String(script.properties.type ?? '').trim()))
    .map((script: Element) => {
      // The script's text as the browser hashes it: its raw characters, as UTF-8.
      const text = script.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
      return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
    });
}

export function securityHeadersWriter(outDir: string, options: Omit<PolicyOptions, 'scriptHashes'>): PageWriter {
  const hashes = new Set<string>();
  return {
    wants: () => true,
    page({tree}) {
      for (const hash of inlineScriptHashes(tree)) hashes.add(hash);
    },
    finish() {
      const headers = securityHeaders({...options, scriptHashes: [...hashes]});
      writeFileSync(join(outDir, HEADERS_FILE), headersFile(headers));
      writeFileSync(join(outDir, NGINX_FILE), nginxSnippet(headers));
      console.log(`[security-headers] ${HEADERS_FILE} and ${NGINX_FILE}: ${hashes.size} inline script hashes`);
    },
  };
}
