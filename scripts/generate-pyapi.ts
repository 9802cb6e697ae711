/**
 * Build-time data step of the jaqpotpy reference.
 *
 * Reads reference/jaqpotpy-api.json (the facts) and writes one small JSON per
 * reference page to src/data/pyapi/<page>.json, holding only what that page
 * renders, plus src/data/pyapi/index.json for the reference index page.
 *
 *   npx tsx scripts/generate-pyapi.ts          # write the files
 *   npx tsx scripts/generate-pyapi.ts --check  # exit 1 when the files are stale
 *
 * The MDX pages import their own file; the 520 KB facts file never reaches the
 * browser bundle. tests/reference/generated-data.test.ts regenerates in memory
 * and compares.
 */
import {mkdirSync, readFileSync, readdirSync, unlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {PY_API_PAGES, pageDataFile} from '../src/components/PyApi/pages';
import {readFacts, type Facts} from './pyapi/facts';
import {buildIndexData, buildPageData} from './pyapi/page-data';

export const INDEX_DATA_FILE = 'src/data/pyapi/index.json';

/** Every generated file: path relative to the repository root -> content. */
export function generateFiles(facts: Facts): Map<string, string> {
  const pages = buildPageData(facts);
  const files = new Map<string, string>();
  for (const page of PY_API_PAGES) {
    files.set(pageDataFile(page), `${JSON.stringify(pages[page], null, 1)}\n`);
  }
  files.set(INDEX_DATA_FILE, `${JSON.stringify(buildIndexData(facts, pages), null, 1)}\n`);
  return files;
}

/** Generated files that differ from disk, are missing, or should not be there. */
export function staleFiles(root = process.cwd()): string[] {
  const expected = generateFiles(readFacts(root));
  const stale: string[] = [];
  for (const [file, content] of expected) {
    let onDisk: string | undefined;
    try {
      onDisk = readFileSync(path.join(root, file), 'utf8');
    } catch {
      onDisk = undefined;
    }
    if (onDisk !== content) stale.push(file);
  }
  const dir = path.join(root, 'src/data/pyapi');
  for (const name of readdirSync(dir)) {
    const file = `src/data/pyapi/${name}`;
    if (!expected.has(file)) stale.push(file);
  }
  return stale;
}

function main(): void {
  const root = process.cwd();
  if (process.argv.includes('--check')) {
    const stale = staleFiles(root);
    if (stale.length) {
      console.error(`Stale generated files (run npx tsx scripts/generate-pyapi.ts):\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log('src/data/pyapi is up to date.');
    return;
  }
  const files = generateFiles(readFacts(root));
  const dir = path.join(root, 'src/data/pyapi');
  mkdirSync(dir, {recursive: true});
  for (const name of readdirSync(dir)) {
    if (!files.has(`src/data/pyapi/${name}`)) unlinkSync(path.join(dir, name));
  }
  for (const [file, content] of files) writeFileSync(path.join(root, file), content);
  console.log(`Wrote ${files.size} files to src/data/pyapi/.`);
}

if (process.argv[1] && path.basename(process.argv[1]).startsWith('generate-pyapi')) {
  main();
}
