/**
 * A second production build with other settings, into its own folder, for tests of
 * what only such a build has (the crash page, hosted Algolia search). Builds share
 * `.docusaurus/`, so test files that run at the same time take turns.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, rmSync, statSync} from 'node:fs';
import {join, resolve} from 'node:path';

const LOCK = resolve('.docusaurus-variant-build.lock');
/** A lock older than this was left by a killed run. */
const STALE_LOCK_MS = 15 * 60 * 1000;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function takeLock(): void {
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch {
      if (existsSync(LOCK) && Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) rmSync(LOCK, {recursive: true, force: true});
      else sleep(1000);
    }
  }
}

/**
 * Builds the site into `outDir` with `env` added. `reuseFlag`: an environment variable
 * that, set to 1, keeps an existing build (a minutes-long step while working on one file).
 */
export function buildVariant(outDir: string, env: Record<string, string>, reuseFlag: string): void {
  if (process.env[reuseFlag] === '1' && existsSync(join(outDir, 'index.html'))) return;
  takeLock();
  try {
    const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {env: {...process.env, ...env}, encoding: 'utf8'});
    assert.equal(build.status, 0, `the build into ${outDir} failed:\n${build.stdout}\n${build.stderr}`);
  } finally {
    rmSync(LOCK, {recursive: true, force: true});
  }
}
