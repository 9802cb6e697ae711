/**
 * The first answers of a large site, from its sharded head (sharded-format.ts): each query
 * downloads the term shards its words need and, once ranked, the fragments of the hits it shows;
 * nothing is indexed in the browser. It answers as the engine on the whole head does (same
 * postings, statistics, structure and re-ranker), except that a near spelling must start with
 * the two letters typed and no word is cut in two (SHARDED_RULES). The client builds the engine on the whole head and the text after the
 * first answer, and that answers from then on.
 */
import {readQuery, rankQuery, respondTo, shownHits, type AskedQuery} from './engine';
import {RecordIndex, type MatchRules} from './match';
import {NEAR_START, transpositions, typos} from './spelling';
import {nearness, tokenWords} from './proximity';
import type {SearchParams, SearchResponse} from './response';
import {
  readFragment,
  readManifest,
  readPositions,
  readTermShard,
  shardsBetween,
  type Positions,
  type TermPositions,
  type SerializedFragment,
  type SerializedManifest,
  type SerializedTermShard,
} from './sharded-format';
import type {SearchRecord, Structure} from './types';

export interface ShardSources {
  shard(shard: number): Promise<SerializedTermShard>;
  fragment(fragment: number): Promise<SerializedFragment>;
}

/** How a sharded head matches (see MatchRules): an engine on the whole head with these answers as it does. */
export const SHARDED_RULES: MatchRules = {nearSpellingsStartAsTyped: true, noSplits: true};

/** After every term a prefix can continue with. */
const LAST = '\uffff';

/** The ranges of index terms a query's words look in: each word, its completions, near spellings and alternatives. */
export function termRanges({words, typing}: Pick<AskedQuery, 'words' | 'typing'>): Array<[string, string]> {
  const ranges: Array<[string, string]> = [];
  const add = (term: string, completed: boolean, misspelt: boolean) => {
    ranges.push([term, completed ? term + LAST : term]);
    if (misspelt && typos(term)) ranges.push([term.slice(0, NEAR_START), term.slice(0, NEAR_START) + LAST]);
  };
  words.forEach((word, i) => {
    const prefix = typing && i === words.length - 1;
    const fuzzy = !word.compound && !word.stop && typos(word.term) > 0;
    add(word.term, prefix, fuzzy);
    if (fuzzy) for (const t of transpositions(word.term)) add(t, false, false);
    for (const terms of word.alternatives)
      terms.forEach((t, k) => add(t, prefix && k === terms.length - 1, fuzzy || word.compound));
  });
  return ranges;
}

export class ShardedEngine {
  /**
   * Titles and headings only: the text comes with the whole head's engine. (The client marks it
   * complete when neither the whole head nor the text could be fetched: it is all there is.)
   */
  complete = false;
  readonly records: Array<SearchRecord | undefined>;
  private readonly index: RecordIndex;
  private readonly structure: Structure;
  /** Term → its positions as the shard lists them, then as read (readPositions) once a query asks. */
  private readonly positions = new Map<string, TermPositions | Positions>();
  private readonly shards = new Map<number, Promise<void>>();
  private readonly fragments = new Map<number, Promise<void>>();
  private readonly fragmentOf: number[];
  private queries = 0;

  /** The build the manifest belongs to, as the text names it. */
  get build(): string {
    return this.manifest.build;
  }

  constructor(
    readonly manifest: SerializedManifest,
    private readonly sources: ShardSources,
  ) {
    const tables = readManifest(manifest);
    const records = (this.records = new Array<SearchRecord | undefined>(manifest.count));
    this.index = new RecordIndex(records, new Float32Array(manifest.count).fill(1), SHARDED_RULES);
    this.index.precomputed(manifest.statistics, tables.lengths);
    this.fragmentOf = tables.fragmentOf;
    const {kinds, symbols, facets, pageOf} = tables;
    this.structure = {
      records,
      parent: tables.parent,
      pageOf,
      urlOf: tables.urlOf,
      isText: new Uint8Array(manifest.count),
      shared: new Float32Array(manifest.count).fill(1),
      pages: tables.pages,
      read: {
        signpost: (place) => (kinds[place]! & 1) !== 0,
        codeSample: (place) => (kinds[place]! & 2) !== 0,
        symbol: (place) => symbols.get(place) ?? null,
        proximity: (place, wanted, window) => this.nearnessAt(place, wanted, window),
        facets: (place) => facets[pageOf[place]!]!,
      },
    };
  }

  /** The query words each token of the record's heading (0) and text (1) is a match for, from the shards' positions. */
  private nearnessAt(place: number, wanted: ReadonlyMap<string, readonly number[]>, window?: number) {
    const texts = [0, 1].map((text) =>
      tokenWords(
        wanted,
        (term) =>
          this.positionsOf(term)
            ?.get(place)
            ?.find(([t]) => t === text)?.[1],
      ),
    );
    return nearness(texts, window);
  }

  private positionsOf(term: string): Positions | undefined {
    const known = this.positions.get(term);
    if (!known || known instanceof Map) return known;
    const read = readPositions(known);
    this.positions.set(term, read);
    return read;
  }

  /** Downloads and indexes the shards not yet here. */
  private async loadShards(shards: number[]): Promise<void> {
    const fresh = shards.filter((shard) => !this.shards.has(shard));
    const loads = fresh.map((shard) => this.sources.shard(shard));
    const done = Promise.all(loads).then((loaded) => {
      const postings = loaded.flatMap((data) => {
        const read = readTermShard(this.manifest, data);
        for (const [term, rows] of read.positions) this.positions.set(term, rows);
        return read.postings;
      });
      this.index.addPostings(postings);
    });
    fresh.forEach((shard) => this.shards.set(shard, done));
    // A failed download is asked again by the next query.
    done.catch(() => fresh.forEach((shard) => this.shards.delete(shard)));
    await Promise.all(shards.map((shard) => this.shards.get(shard)));
  }

  private async loadFragments(places: number[]): Promise<void> {
    const wanted = [...new Set(places.map((place) => this.fragmentOf[this.structure.pageOf[place]!]!))];
    for (const fragment of wanted)
      if (!this.fragments.has(fragment)) {
        const done = this.sources.fragment(fragment).then((data) => readFragment(this.manifest, data, this.records));
        this.fragments.set(fragment, done);
        done.catch(() => this.fragments.delete(fragment));
      }
    await Promise.all(wanted.map((fragment) => this.fragments.get(fragment)));
  }

  /** An answer as SearchEngine.search gives from the whole head. */
  async search(query: string, params: SearchParams = {}): Promise<SearchResponse> {
    const asked = readQuery(query);
    const shards = termRanges(asked).flatMap(([from, to]) => shardsBetween(this.manifest, from, to));
    await this.loadShards([...new Set(shards)]);
    const found = rankQuery(this.index, this.structure, asked, params);
    await this.loadFragments(shownHits(found, params).map((hit) => hit.place));
    return respondTo(asked, params, found, this.records, {queryID: ++this.queries, exhaustive: false});
  }
}
