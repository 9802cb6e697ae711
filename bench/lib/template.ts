/**
 * The baseline of our speed benches: the bare `create-docusaurus` classic template, built in the
 * same run with the same Docusaurus, and given the host ours gets (gzip twins written after the
 * build, as `npm run build` writes ours). It serves at `/`; its doc page is `/docs/intro`.
 */
import {execFileSync} from 'node:child_process';
import {cpSync, mkdtempSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {precompressDir} from '../../scripts/lib/precompress';

/** A fresh copy of the template's source, ready to build (its build goes to `build/` inside). */
export function templateDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docusaurus-classic-'));
  const templates = resolve('node_modules/create-docusaurus/templates');
  cpSync(join(templates, 'shared'), dir, {recursive: true});
  cpSync(join(templates, 'classic'), dir, {recursive: true});
  // The template's dependencies are a subset of ours: reuse them instead of installing.
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

export async function buildBareTemplate(): Promise<string> {
  const dir = templateDir();
  execFileSync(resolve('node_modules/.bin/docusaurus'), ['build'], {cwd: dir, stdio: 'inherit'});
  const build = join(dir, 'build');
  await precompressDir(build);
  return build;
}
