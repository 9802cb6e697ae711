/**
 * bench:search at scale: the cold first result in Chromium on the built site with the synthetic
 * corpus of `pages` generated pages added to its index (bench/lib/synthetic.ts; 0: the site's
 * own index, the reference), written by the indexer's own writer into a copy of the build, as a
 * site of that size would serve it. The sizes (and the builds, with a baseline) take turns
 * within each run, so that a busy stretch of the machine falls on all of them.
 */
import {cpSync, mkdtempSync, realpathSync, rmSync} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import {join} from 'node:path';
import {readBuiltRecords, writeIndexFiles, type WrittenIndex} from '../../plugins/search-index/build';
import {buildDir, openSite, type Site} from '../../scripts/lib/browser';
import {precompressDir} from '../../scripts/lib/precompress';
import {clickAndType, coldPage} from './search-browser';
import {progress} from './search-report';
import {synthetic} from './synthetic';

export interface ScaledCold {
  /** The build folder the site was copied from. */
  build: string;
  pages: number;
  records: number;
  /** The head's file (a sharded head's manifest), gzip. */
  headGzip: number;
  /** The whole head, gzip (sharded or not). */
  wholeHeadGzip: number;
  textGzip: number;
  sharded: boolean;
  clickToHit: number[];
  /** Click → first hit with the site's service worker in control of a quiet page (see coldPage). */
  workerClickToHit: number[];
  bytesToFirstHit: number[];
}

/** The machine's 1-minute load average at the start of each run, lowest and highest. */
export type LoadRange = [number, number];

/**
 * The cold first result, `runs` times, on the site grown by each of `sizes` generated pages, for
 * each build folder of `builds` (each with its own records).
 */
export async function scaledColdFigures(
  sizes: number[],
  runs: number,
  builds: string[] = [buildDir],
): Promise<{figures: ScaledCold[]; load: LoadRange}> {
  const sites: Array<{dir: string; site: Site; figures: ScaledCold}> = [];
  const loads: number[] = [];
  try {
    for (const build of builds)
      for (const pages of sizes) {
        progress(`index at ${pages} more pages${builds.length > 1 ? ` (${build})` : ''}`);
        const records = readBuiltRecords(build);
        const dir = mkdtempSync(join(tmpdir(), 'jaqpot-bench-search-'));
        // With the files' times: the server sends a file's gzip twin only when it is not older than the file.
        cpSync(realpathSync(build), dir, {recursive: true, preserveTimestamps: true});
        rmSync(join(dir, 'search'), {recursive: true, force: true});
        const all = [...records, ...synthetic(records, pages)];
        const written: WrittenIndex = writeIndexFiles(dir, {
          records: all,
          pages: new Set(all.map((r) => r.url_without_anchor)).size,
        });
        await precompressDir(join(dir, 'search'));
        sites.push({
          dir,
          site: await openSite({root: dir}),
          figures: {
            build,
            pages,
            records: all.length,
            headGzip: written.headGzipBytes,
            wholeHeadGzip: written.sharded?.wholeHeadGzipBytes ?? written.headGzipBytes,
            textGzip: written.textGzipBytes,
            sharded: written.sharded !== undefined,
            clickToHit: [],
            workerClickToHit: [],
            bytesToFirstHit: [],
          },
        });
      }
    for (let run = 0; run < runs; run++) {
      progress(`cold first result at scale, run ${run + 1} of ${runs}`);
      loads.push(loadavg()[0]!);
      // Every other run in the reverse order: neither build nor size always goes first.
      for (const {site, figures} of run % 2 ? [...sites].reverse() : sites) {
        const first = await coldPage(site);
        const {hit, bytes} = await first.page.evaluate(clickAndType, true);
        figures.clickToHit.push(hit);
        figures.bytesToFirstHit.push(bytes);
        await first.close();
        const withWorker = await coldPage(site, {worker: true});
        figures.workerClickToHit.push((await withWorker.page.evaluate(clickAndType, true)).hit);
        await withWorker.close();
      }
    }
    return {figures: sites.map((s) => s.figures), load: [Math.min(...loads), Math.max(...loads)]};
  } finally {
    for (const {dir, site} of sites) {
      await site.close();
      rmSync(dir, {recursive: true, force: true});
    }
  }
}
