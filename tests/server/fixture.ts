import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** A tiny build: a home page, one clean-URL page, a 404 page and a text file. */
export function siteFixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'jaqpot-serve-'));
  mkdirSync(join(root, 'guide'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(root, 'guide', 'index.html'), `<h1>guide</h1>${' padding'.repeat(200)}`);
  writeFileSync(join(root, '404.html'), '<h1>Page Not Found</h1>');
  writeFileSync(join(root, 'assets', 'main.123.js'), 'console.log(1);');
  writeFileSync(join(root, 'notes.txt'), 'x');
  return root;
}
