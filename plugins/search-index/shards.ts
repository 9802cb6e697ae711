/**
 * Writes the head of a large site sharded (src/search/sharded-format.ts says what each file
 * holds). What the manifest and the shards carry is what the engine builds from the head itself
 * (its structure and its index's postings, read from a SearchEngine on the head), so that the
 * sharded engine ranks as the engine on the whole head does.
 */
import {
  differences,
  headRow,
  INDEX_FORMAT,
  INDEX_VERSION,
  TYPES,
  type HeadRow,
  type PageRow,
} from '../../src/search/format';
import type {SerializedHead} from '../../src/search/format';
import {SearchEngine} from '../../src/search/engine';
import {FIELDS} from '../../src/search/match';
import {proximityTexts} from '../../src/search/proximity';
import {SHARDED} from '../../src/search/constants';
import {
  type ManifestPage,
  type SerializedFragment,
  type SerializedManifest,
  type SerializedTermShard,
  type TermPositions,
  type TermPostings,
} from '../../src/search/sharded-format';
import {analyze} from '../../src/search/tokenize';
import {LEVELS, PAGE_KINDS, type SearchRecord} from '../../src/search/types';

export interface ShardSizes {
  /** A term shard ends once it holds this many bytes (of JSON), at the next change of the terms' first two letters. */
  termShardBytes: number;
  /** A fragment ends once it holds this many bytes (of JSON), at the next page. */
  fragmentBytes: number;
}

export const SHARD_SIZES: ShardSizes = {termShardBytes: 24 * 1024, fragmentBytes: 12 * 1024};

export interface ShardedHead {
  manifest: SerializedManifest;
  shards: SerializedTermShard[];
  fragments: SerializedFragment[];
}

/** Interns strings into a table: its index for each. */
function interner(): {table: string[]; id: (s: string) => number} {
  const table: string[] = [];
  const ids = new Map<string, number>();
  return {
    table,
    id(s) {
      let id = ids.get(s);
      if (id === undefined) ids.set(s, (id = table.push(s) - 1));
      return id;
    },
  };
}

/** The head records of some pages as a fragment: the head's rows, with tables of their own. */
function fragmentOf(
  head: SerializedHead,
  entries: Array<[number, SearchRecord]>,
  firstPlace: ReadonlyMap<string, number>,
): SerializedFragment {
  const strings = interner();
  const str = (s: string | null) => (s === null ? -1 : strings.id(s));
  const pages: PageRow[] = [];
  const pageIds = new Map<string, number>();
  const hierarchies: number[][] = [];
  const hierarchyIds = new Map<string, number>();
  const [placeStep, pageStep, hierarchyStep] = [differences(), differences(), differences()];
  const records: HeadRow[] = entries.map(([place, r]) => {
    let page = pageIds.get(r.url_without_anchor);
    if (page === undefined) {
      pageIds.set(r.url_without_anchor, (page = pages.length));
      pages.push([
        str(r.url_without_anchor.slice(head.origin.length)),
        str(r.language),
        str(r.docusaurus_tag),
        r.weight.pageRank,
        PAGE_KINDS.indexOf(r.page_kind),
        firstPlace.get(r.url_without_anchor)!,
      ]);
    }
    const levels = LEVELS.map((l) => str(r.hierarchy[l]));
    while (levels.length && levels[levels.length - 1] === -1) levels.pop();
    const key = levels.join(',');
    let hier = hierarchyIds.get(key);
    if (hier === undefined) hierarchyIds.set(key, (hier = hierarchies.push(levels) - 1));
    // A fragment holds what hits show: a page's keywords reach the sharded engine through the
    // term shards, and no hit shows them.
    const {keywords: _inTheShards, ...shown} = r;
    return headRow(
      [placeStep(place), pageStep(page), str(r.anchor), TYPES.indexOf(r.type), hierarchyStep(hier)],
      shown,
    );
  });
  return {
    format: INDEX_FORMAT,
    version: INDEX_VERSION,
    build: head.build,
    origin: head.origin,
    strings: strings.table,
    pages,
    hierarchies,
    records,
  };
}

/** The head of `records` (all the site's, as serializeIndex was given them) as a manifest, term shards and fragments. */
export function shardHead(
  records: readonly SearchRecord[],
  head: SerializedHead,
  sizes: ShardSizes = SHARD_SIZES,
): ShardedHead {
  const engine = new SearchEngine(head);
  const {structure, index} = engine.tables();
  const headPlaces = engine.records.flatMap((r, place) => (r ? [place] : []));
  const headIndex = new Map(headPlaces.map((place, i) => [place, i]));
  const firstPlace = new Map<string, number>();
  records.forEach((r, place) => firstPlace.has(r.url_without_anchor) || firstPlace.set(r.url_without_anchor, place));
  const strings = interner();
  const common = {format: INDEX_FORMAT, version: INDEX_VERSION, build: head.build} as const;

  // Pages into fragments, in order, each fragment up to sizes.fragmentBytes of rows.
  const byPage = new Map<number, Array<[number, SearchRecord]>>();
  for (const place of headPlaces) {
    const page = structure.pageOf[place]!;
    byPage.set(page, [...(byPage.get(page) ?? []), [place, engine.records[place]!]]);
  }
  const fragmentPages: number[][] = [[]];
  let bytes = 0;
  // A row is about its anchor, heading and text, and a few numbers; a page adds its path.
  const rowBytes = ([, r]: [number, SearchRecord]) =>
    JSON.stringify([r.anchor, r.type === 'content' ? null : r.hierarchy[r.type], r.content]).length + 12;
  for (let page = 0; page < structure.pages.length; page++) {
    const entries = byPage.get(page) ?? [];
    const size = entries.reduce((n, entry) => n + rowBytes(entry), entries[0]?.[1].url_without_anchor.length ?? 0);
    if (bytes && bytes + size > sizes.fragmentBytes) {
      fragmentPages.push([]);
      bytes = 0;
    }
    fragmentPages.at(-1)!.push(page);
    bytes += size;
  }
  const fragmentOfPage = new Map(fragmentPages.flatMap((pages, f) => pages.map((page) => [page, f] as const)));
  const fragments = fragmentPages.map((pages) =>
    fragmentOf(
      head,
      pages.flatMap((page) => byPage.get(page) ?? []),
      firstPlace,
    ),
  );

  const pages: ManifestPage[] = structure.pages.map((info, page) => {
    const first = byPage.get(page)![0]![1];
    return [
      strings.id(first.language),
      strings.id(first.docusaurus_tag),
      PAGE_KINDS.indexOf(info.kind),
      info.size,
      info.title < 0 ? -1 : headIndex.get(info.title)!,
      info.titleWidth,
      fragmentOfPage.get(page)!,
    ];
  });

  const [placeStep, pageStep] = [differences(), differences()];
  const lastOfUrl = new Map<number, number>();
  const columns: SerializedManifest['records'] = {
    places: [],
    pages: [],
    levels: [],
    parents: [],
    lengths: FIELDS.map(() => []),
    sameUrl: [],
    kinds: [],
    symbols: [],
  };
  /** Adds an entry to a sparse list: the head record as a difference from the last one listed. */
  const listed = new Map<number[], number>();
  const list = (sparse: number[], i: number, value: number) => {
    sparse.push(i - (listed.get(sparse) ?? 0), value);
    listed.set(sparse, i);
  };
  headPlaces.forEach((place, i) => {
    const r = engine.records[place]!;
    columns.places.push(placeStep(place));
    columns.pages.push(pageStep(structure.pageOf[place]!));
    columns.levels.push(TYPES.indexOf(r.type));
    const parent = structure.parent[place]!;
    columns.parents.push(parent < 0 ? 0 : i - headIndex.get(parent)!);
    FIELDS.forEach((_, f) => columns.lengths[f]!.push(index.lengths[f]![place]!));
    const url = structure.urlOf[place]!;
    if (lastOfUrl.has(url)) list(columns.sameUrl, i, i - lastOfUrl.get(url)!);
    lastOfUrl.set(url, i);
    const kind = (structure.read.signpost(place) ? 1 : 0) | (structure.read.codeSample(place) ? 2 : 0);
    if (kind) list(columns.kinds, i, kind);
    const symbol = structure.read.symbol(place);
    if (symbol !== null) list(columns.symbols, i, strings.id(symbol));
  });

  // Positions of every term of the head records' headings and texts, as proximity reads them.
  const positions = new Map<string, TermPositions>();
  const lastPlace = new Map<string, number>();
  for (const place of headPlaces) {
    proximityTexts(engine.records[place]!).forEach((text, t) => {
      if (!text) return;
      analyze(text).forEach((token, at) => {
        for (const term of new Set(token.terms)) {
          const rows = positions.get(term) ?? [];
          positions.set(term, rows);
          const row = rows.at(-1);
          if (row && lastPlace.get(term) === place && row[1] === t) row.push(at);
          else rows.push([place - (lastPlace.get(term) ?? 0), t, at]);
          lastPlace.set(term, place);
        }
      });
    });
  }

  // Terms in sorted ranges; a shard ends at a change of first two letters once it is full.
  const order = new Map([...index.postings.keys()].map((term, i) => [term, i]));
  const postingsOf = (term: string): TermPostings =>
    (index.postings.get(term) ?? []).flatMap((p, f) => {
      if (!p) return [];
      const step = differences();
      return [[f, p.places.map(step), p.counts] as [number, number[], number[]]];
    });
  const terms = [...new Set([...index.postings.keys(), ...positions.keys()])].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const shardTerms: string[][] = [[]];
  bytes = 0;
  terms.forEach((term, i) => {
    if (bytes >= sizes.termShardBytes && term.slice(0, 2) !== terms[i - 1]!.slice(0, 2)) {
      shardTerms.push([]);
      bytes = 0;
    }
    shardTerms.at(-1)!.push(term);
    bytes += term.length + JSON.stringify(postingsOf(term)).length + JSON.stringify(positions.get(term) ?? []).length;
  });
  const shards = shardTerms.map((list): SerializedTermShard => ({
    ...common,
    // In the order the index first met them (see RecordIndex.addPostings).
    terms: list
      .filter((term) => order.has(term))
      .sort((a, b) => order.get(a)! - order.get(b)!)
      .map((term) => [term, order.get(term)!, postingsOf(term)]),
    positions: list.filter((term) => positions.has(term)).map((term) => [term, positions.get(term)!]),
  }));

  return {
    manifest: {
      ...common,
      kind: SHARDED,
      count: head.count,
      statistics: index.statistics,
      strings: strings.table,
      pages,
      records: columns,
      shards: shardTerms.map((list) => list[0] ?? ''),
      fragments: fragments.length,
    },
    shards,
    fragments,
  };
}
