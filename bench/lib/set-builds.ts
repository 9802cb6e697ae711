/**
 * Command-line options the relevance tools share: an option's value, and which build each query
 * set is scored on (`--build-of set=DIR,set=DIR`: a set on the build of the commit that added it,
 * its arrival build, measures a rule on docs that were not written for its queries).
 */
import {existsSync} from 'node:fs';
import {resolve} from 'node:path';
import {INDEX_FILE} from '../../plugins/search-index/build';
import {buildDir} from '../../scripts/lib/browser';
import type {QuerySet} from './search-relevance';

/** The value after `name` (`--sets`, say) on the command line, or undefined. */
export function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
}

/** The build each set is scored on: the site as built, or its own by `--build-of`. */
export function buildsOfSets(sets: QuerySet[]): Map<string, string> {
  const out = new Map(sets.map((set) => [set.name, buildDir]));
  for (const pair of option('--build-of')?.split(',') ?? []) {
    const [name, dir] = pair.split('=');
    if (!name || !dir) throw new Error(`--build-of takes set=DIR pairs, not "${pair}"`);
    if (!out.has(name)) throw new Error(`--build-of: ${name} is not among the sets read (--sets)`);
    if (!existsSync(resolve(dir, INDEX_FILE)))
      throw new Error(`--build-of: no search index in ${resolve(dir)}: build it`);
    out.set(name, resolve(dir));
  }
  return out;
}
