/**
 * `npm run bench:ranking-sweep [-- --factors 0.5,0.75,1.25,1.5] [--only top.,page.]`: each number
 * of RANKING (src/search/weights.ts) in turn times each factor, the others as they are, on every
 * tuning set (never a held-out one), against the site as built. Prints per number and factor the
 * queries gained or lost first place, the MRR@10 sum's change and the sets that lost a query: the
 * landscape around the current weights before a rule is changed by hand (docs-dev/search.md,
 * "Change a ranking rule"). About 2.5 s per try on the site's index.
 *
 * `--build-of set=DIR,set=DIR`: those sets are scored on another build, each its own: a set on
 * the build of the commit that added it (its arrival build) measures a rule on docs that were not
 * written for its queries (docs-dev/search.md, "Measure on docs not written for the queries").
 *
 * `--with page.titleCoverage=0.5,record.rareShare=0.6`: those numbers first, then the sweep around
 * them; the first line gives their figures beside the weights as they are, per set. With
 * `--only none` it prints only that: a combination of changes, measured at once.
 */
import {readBuiltIndex, readBuiltRecords} from '../plugins/search-index/build';
import {loadIndex} from '../src/search/engine';
import {RANKING} from '../src/search/weights';
import {
  ALL_TUNING,
  isHeldOut,
  readQuerySets,
  relevanceBySet,
  assertTargetsArePages,
  type QuerySet,
  type Relevance,
} from './lib/search-relevance';
import {buildsOfSets, option} from './lib/set-builds';

/** Numbers that count something: tried rounded, at least 1. */
const COUNTS = new Set([
  'typoThreshold',
  'window',
  'pool',
  'questionWords',
  'shortPrefix',
  'codeWindow',
  'pages',
  'words',
]);

type Holder = Record<string, unknown>;
interface Knob {
  name: string;
  holder: Holder;
  key: string;
}

/** Every number in the weights object, with the object that holds it (the engine reads it there). */
function knobs(holder: Holder, prefix = ''): Knob[] {
  return Object.entries(holder).flatMap(([key, value]): Knob[] => {
    if (typeof value === 'number') return [{name: prefix + key, holder, key}];
    if (value && typeof value === 'object' && !Array.isArray(value)) return knobs(value as Holder, `${prefix}${key}.`);
    return [];
  });
}

/**
 * The numbers `--with` names (`name=value`, comma-separated, names as the sweep prints them). A
 * name that is not a number of RANKING, or a value that is not a number, stops the run before it
 * scores anything.
 */
function withValues(spec: string | undefined): Array<{knob: Knob; value: number}> {
  if (!spec) return [];
  const byName = new Map(knobs(RANKING as unknown as Holder).map((knob) => [knob.name, knob]));
  return spec.split(',').map((pair) => {
    const [name, text] = pair.split('=');
    const knob = byName.get(name ?? '');
    const value = Number(text);
    if (!knob) throw new Error(`--with: ${name} is not a number of RANKING (src/search/weights.ts)`);
    if (!text || !Number.isFinite(value)) throw new Error(`--with: ${pair} needs a number after =`);
    return {knob, value};
  });
}

interface Score {
  first: number;
  mrr: number;
  firstBySet: Record<string, number>;
}

async function main(): Promise<void> {
  if (!process.argv.includes('--sets')) process.argv.push('--sets', ALL_TUNING);
  const sets: QuerySet[] = readQuerySets();
  const heldOut = sets.filter((set) => isHeldOut(set.name)).map((set) => set.name);
  if (heldOut.length) throw new Error(`the sweep never reads held-out sets: ${heldOut.join(', ')}`);
  const factors = (option('--factors') ?? '0.5,0.75,1.25,1.5').split(',').map(Number);
  if (factors.some((f) => !(f > 0))) throw new Error('--factors needs positive numbers, e.g. 0.5,1.5');
  const only = option('--only')?.split(',');
  const buildOf = buildsOfSets(sets);
  const builds = new Map([...new Set(buildOf.values())].map((dir) => [dir, readBuiltIndex(dir, true)]));
  for (const dir of builds.keys())
    assertTargetsArePages(
      sets.filter((set) => buildOf.get(set.name) === dir),
      readBuiltRecords(dir),
    );

  // A fresh engine per try and build: some numbers are read when the index is loaded.
  const score = async (): Promise<Score> => {
    const bySet: Record<string, Relevance> = {};
    for (const [dir, built] of builds) {
      const engine = loadIndex(built.head, built.text, undefined, built.table);
      const search = (q: string) => engine.search(q, {hitsPerPage: 50}).hits.map((h) => h.url);
      const scored = sets.filter((set) => buildOf.get(set.name) === dir);
      Object.assign(bySet, await relevanceBySet(scored, search, new Map()));
    }
    const result: Score = {first: 0, mrr: 0, firstBySet: {}};
    for (const set of sets) {
      const n = set.queries.length;
      const first = Math.round(bySet[set.name]!.success1 * n);
      result.firstBySet[set.name] = first;
      result.first += first;
      result.mrr += bySet[set.name]!.mrr10 * n;
    }
    return result;
  };

  const chosen = withValues(option('--with'));
  const total = sets.reduce((n, set) => n + set.queries.length, 0);
  const describe = (s: Score) => `first ${s.first}, MRR@10 sum ${s.mrr.toFixed(2)}`;
  const asIs = await score();
  console.log(`${total} tuning queries in ${sets.length} sets; as the weights are: ${describe(asIs)}`);
  let base = asIs;
  if (chosen.length) {
    for (const {knob, value} of chosen) knob.holder[knob.key] = value;
    base = await score();
    const changed = sets
      .filter((set) => base.firstBySet[set.name] !== asIs.firstBySet[set.name])
      .map((set) => `${set.name} ${asIs.firstBySet[set.name]} → ${base.firstBySet[set.name]}`);
    const named = chosen.map(({knob, value}) => `${knob.name}=${value}`).join(', ');
    console.log(`with ${named}: ${describe(base)}${changed.length ? ` (${changed.join(', ')})` : ''}`);
  }
  const signed = (n: number, digits = 0) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;
  for (const knob of knobs(RANKING as unknown as Holder)) {
    if (only && !only.some((prefix) => knob.name.startsWith(prefix))) continue;
    const was = knob.holder[knob.key] as number;
    const tries: string[] = [];
    for (const factor of factors) {
      const value = COUNTS.has(knob.key) ? Math.max(1, Math.round(was * factor)) : was * factor;
      if (value === was) continue;
      knob.holder[knob.key] = value;
      const now = await score();
      const lost = sets
        .map((set) => [set.name, now.firstBySet[set.name]! - base.firstBySet[set.name]!] as const)
        .filter(([, change]) => change < 0)
        .map(([name, change]) => `${name} ${change}`);
      tries.push(
        `${+value.toFixed(3)}: ${signed(now.first - base.first)} first, MRR ${signed(now.mrr - base.mrr, 2)}` +
          (lost.length ? ` (${lost.join(', ')})` : ''),
      );
    }
    knob.holder[knob.key] = was;
    console.log(`${knob.name} = ${was}\n  ${tries.join('\n  ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
