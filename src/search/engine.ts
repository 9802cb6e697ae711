/**
 * The docs search engine, shared by the search modal, the search page and the
 * CLI (no Node-only imports here).
 *
 * Build time: `serializeIndex(records)` → a compact JSON (records only; the
 * MiniSearch index is rebuilt on load, which is smaller to ship than its
 * postings). Browser and CLI: `loadIndex(serialized).search(query, params)` →
 * an Algolia-shaped response that DocSearch renders as it renders Algolia's.
 */
import {escapeHtml, highlight, maxTypos, snippet, type MarkOptions} from './highlight';
import {fastIndexTerms} from './asciiTerms';
import {HAS_ALNUM, isCompound, normalize, parts, queryWords, RAW_TOKEN, rawTokens, STOP_WORDS, type QueryWord} from './tokenize';
import {Vocabulary} from './vocabulary';
import {
  LEVELS,
  type FacetFilters,
  type Hierarchy,
  type RecordType,
  type SearchHit,
  type SearchParams,
  type SearchRecord,
  type SearchResponse,
} from './types';

export * from './types';
export {escapeHtml, unescapeHtml} from './highlight';
export {createLocalSearchClient, type LocalSearchClient} from './client';

export const DEFAULT_HITS_PER_PAGE = 20;
export const DEFAULT_SNIPPET_WORDS = 10;
const MAX_HITS_PER_PAGE = 1000;

// ---------------------------------------------------------------------------
// Serialized form.

export const INDEX_FORMAT = 'jaqpot-docs-search';
export const INDEX_VERSION = 2;

/** `[path, language, docusaurus_tag, pageRank, section_path (-1: none)]`, strings as indexes into `strings`. */
type PageRow = [number, number, number, number, number];
/** `[page, anchor (-1: none), type (0: content, n: lvln), hierarchy, content?]`. */
type RecordRow = [number, number, number, number] | [number, number, number, number, string];

export interface SerializedIndex {
  format: typeof INDEX_FORMAT;
  version: typeof INDEX_VERSION;
  /** Scheme and host shared by every URL, e.g. `https://jaqpot.org`. */
  origin: string;
  strings: string[];
  pages: PageRow[];
  /** Distinct hierarchies: string indexes for lvl0…, trailing nulls dropped, -1 for null. */
  hierarchies: number[][];
  records: RecordRow[];
}

const TYPES: RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export function levelWeight(type: RecordType): number {
  return type === 'content' ? 0 : 100 - 10 * (Number(type.slice(3)) - 1);
}

/** Stable short id: FNV-1a of the code points of `${url}|${type}|${position}`. */
export function recordId(url: string, type: RecordType, position: number): string {
  let h = fnv1a(0x811c9dc5, url);
  h = fnv1a(h, '|');
  h = fnv1a(h, type);
  h = fnv1a(h, '|');
  h = fnv1a(h, String(position));
  return h.toString(36).padStart(7, '0');
}

function fnv1a(hash: number, text: string): number {
  let h = hash;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    // A surrogate pair is one code point (as `for…of` over the string reads it).
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
        i++;
      }
    }
    h ^= c;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function serializeIndex(records: readonly SearchRecord[]): SerializedIndex {
  const origin = records.length ? new URL(records[0]!.url).origin : '';
  const strings: string[] = [];
  const stringIds = new Map<string, number>();
  const intern = (s: string | null): number => {
    if (s === null) return -1;
    let id = stringIds.get(s);
    if (id === undefined) {
      id = strings.push(s) - 1;
      stringIds.set(s, id);
    }
    return id;
  };
  const pages: PageRow[] = [];
  const pageIds = new Map<string, number>();
  const hierarchies: number[][] = [];
  const hierarchyIds = new Map<string, number>();
  const out: RecordRow[] = [];
  for (const r of records) {
    if (!r.url_without_anchor.startsWith(origin)) throw new Error(`Record ${r.url} is not under ${origin}`);
    const path = r.url_without_anchor.slice(origin.length);
    const pageKey = JSON.stringify([path, r.language, r.docusaurus_tag, r.weight.pageRank, r.section_path]);
    let page = pageIds.get(pageKey);
    if (page === undefined) {
      page = pages.push([intern(path), intern(r.language), intern(r.docusaurus_tag), r.weight.pageRank, intern(r.section_path ?? null)]) - 1;
      pageIds.set(pageKey, page);
    }
    const h = LEVELS.map((l) => intern(r.hierarchy[l]));
    while (h.length && h[h.length - 1] === -1) h.pop();
    const hKey = h.join(',');
    let hier = hierarchyIds.get(hKey);
    if (hier === undefined) {
      hier = hierarchies.push(h) - 1;
      hierarchyIds.set(hKey, hier);
    }
    const row: RecordRow = [page, intern(r.anchor), TYPES.indexOf(r.type), hier];
    out.push(r.content === null ? row : [...row, r.content]);
  }
  return {format: INDEX_FORMAT, version: INDEX_VERSION, origin, strings, pages, hierarchies, records: out};
}

export function deserializeRecords(data: SerializedIndex): SearchRecord[] {
  if (data?.format !== INDEX_FORMAT || data.version !== INDEX_VERSION) {
    throw new Error(`Unsupported search index (expected ${INDEX_FORMAT} v${INDEX_VERSION})`);
  }
  const {strings, pages, hierarchies, origin} = data;
  const str = (i: number) => (i < 0 ? null : strings[i]!);
  // Records of a section share their hierarchy object (the engine never changes it).
  const hierarchyObjects: Array<Hierarchy | undefined> = [];
  const hierarchyOf = (i: number): Hierarchy => {
    let h = hierarchyObjects[i];
    if (!h) {
      const levels = hierarchies[i]!;
      h = {
        lvl0: str(levels[0] ?? -1),
        lvl1: str(levels[1] ?? -1),
        lvl2: str(levels[2] ?? -1),
        lvl3: str(levels[3] ?? -1),
        lvl4: str(levels[4] ?? -1),
        lvl5: str(levels[5] ?? -1),
        lvl6: str(levels[6] ?? -1),
      };
      hierarchyObjects[i] = h;
    }
    return h;
  };
  const positions = new Int32Array(pages.length);
  const pageUrls = pages.map(([path]) => origin + strings[path]!);
  const out = new Array<SearchRecord>(data.records.length);
  for (let i = 0; i < out.length; i++) {
    const [page, anchor, type, hier, content] = data.records[i]!;
    const [, language, tag, pageRank, sectionPath] = pages[page]!;
    const position = positions[page]!++;
    const urlWithoutAnchor = pageUrls[page]!;
    const a = str(anchor);
    const url = a === null ? urlWithoutAnchor : `${urlWithoutAnchor}#${a}`;
    const recordType = TYPES[type]!;
    out[i] = {
      objectID: recordId(url, recordType, position),
      url,
      url_without_anchor: urlWithoutAnchor,
      anchor: a,
      type: recordType,
      hierarchy: hierarchyOf(hier),
      content: content ?? null,
      language: str(language)!,
      docusaurus_tag: str(tag)!,
      section_path: str(sectionPath ?? -1),
      weight: {level: levelWeight(recordType), position, pageRank},
    };
  }
  return out;
}

// ---------------------------------------------------------------------------
// Index.

/**
 * Each record indexes only its own text: a page title (and its section name,
 * lvl0) on the lvl1 record, a heading (and, for API symbols, its anchor) on a
 * heading record, a paragraph on a content record. At query time a record also
 * matches the words its ancestors match (page title, section headings), as
 * DocSearch's records carry their hierarchy, without repeating the titles in
 * every record's postings.
 */
const enum Field {
  Section = 0,
  Title = 1,
  Heading = 2,
  Symbol = 3,
  Content = 4,
}
const FIELD_COUNT = 5;
/** Page title over section headings over text; the section name only tips the balance.
 * The symbol field (a heading's qualified anchor) only helps whole-symbol queries; kept low
 * so prose queries do not count a symbol heading's words twice. */
const FIELD_BOOST = [0.5, 3, 2, 0.5, 1];
/** A heading answers "where is X" better than a paragraph that mentions X. */
const TYPE_BOOST: Record<RecordType, number> = {lvl1: 1.5, lvl2: 1.3, lvl3: 1.2, lvl4: 1.1, lvl5: 1.1, lvl6: 1.1, content: 1};
/** Matching through an ancestor heading counts a little less than matching in one's own text. */
const INHERITED = 0.9;
/** An identifier found whole outranks the same identifier assembled from its parts. */
const WHOLE_BOOST = 3;
const PARTS_FACTOR = 0.8;
const PREFIX_WEIGHT = 0.6;
const FUZZY_WEIGHT = 0.45;
const MAX_PREFIX_EXPANSIONS = 64;
const BM25 = {k: 1.2, b: 0.7};
/** Share of the page's relevance added to each of its records' own score. */
const PAGE_WEIGHT = 1;
/**
 * Long reference pages (hundreds of generated symbols) match most words somewhere;
 * their records' scores are damped by the log of the page's record count.
 */
const PAGE_SIZE_DAMPING = 0.4;
/** Records of a page ranked below the site (pageRank < 0, legacy reference) keep this share of their score. */
const DEMOTED_PAGE = 0.8;

/** A page whose title names the query answers it: each query word its title matches adds this share. */
const TITLE_WORD_BOOST = 1;
/**
 * A page whose title the query covers whole (`jaqpotpy` for "jaqpotpy library") is the page
 * about it, more than one whose long title shares a word (`jaqpotpy.api.openapi.models`):
 * Algolia's "exact" criterion, on the page title.
 */
const TITLE_COVERAGE_BOOST = 1;
/** Bonus share for query words matched as typed (not through a typo or a completion). */
const EXACT_WORD_BOOST = 0.3;
/** Per-record flags of a word match. */
const EXACT = 1; // typed as is (whole term or a completion), no typo
const SYMBOL = 2; // an identifier found whole
const WHOLE = 4; // the whole term, not a completion
const DEFINES = 8; // found whole in a title, heading or symbol anchor: the record defines the identifier
/** Fields that name what a record is about (a definition), not what it mentions: a bit per field. */
const DEFINING_FIELDS = (1 << Field.Title) | (1 << Field.Heading) | (1 << Field.Symbol);

/** Anchors of API reference headings are qualified symbols (`jaqpotpy.models.SklearnModel`). */
function symbolOf(anchor: string | null): string {
  return anchor && /[._]|[A-Z]/.test(anchor) ? anchor : '';
}

function ownFields(r: SearchRecord): Array<[Field, string]> {
  // A title record carries the page description as its content.
  if (r.type === 'lvl1') {
    // The breadcrumb trail usually starts with the section (lvl0): it is searched once.
    const section = r.section_path ?? r.hierarchy.lvl0 ?? '';
    return [[Field.Section, section], [Field.Title, r.hierarchy.lvl1 ?? ''], [Field.Content, r.content ?? '']];
  }
  if (r.type === 'content') return [[Field.Content, r.content ?? '']];
  // API operations are headings that carry their summary as content.
  return [[Field.Heading, r.hierarchy[r.type] ?? ''], [Field.Symbol, symbolOf(r.anchor)], [Field.Content, r.content ?? '']];
}

function titleTermCount(title: string): number {
  let n = 0;
  for (const token of rawTokens(title)) n += isCompound(token) ? Math.max(1, parts(token).length) : STOP_WORDS.has(normalize(token)) ? 0 : 1;
  return n;
}

function recordLevel(r: SearchRecord): number {
  return r.type === 'content' ? 7 : Number(r.type.slice(3));
}

/**
 * Per-record scores of one query term (or word): dense arrays over all records
 * plus the list of records touched, so a lookup is an array read, not a hash.
 * The arrays come from a pool (`DenseArrays`) and go back zeroed where written:
 * allocating them per term cost more than the query itself on large sites.
 */
class Scores {
  readonly ids: number[] = [];
  constructor(readonly value: Float64Array) {}
  has(id: number): boolean {
    return this.value[id]! > 0;
  }
  get(id: number): number {
    return this.value[id]!;
  }
  /** Scores are positive; the first write of a record records it as touched. */
  set(id: number, v: number): void {
    if (this.value[id] === 0) this.ids.push(id);
    this.value[id] = v;
  }
  get size(): number {
    return this.ids.length;
  }
  clear(): void {
    for (const id of this.ids) this.value[id] = 0;
    this.ids.length = 0;
  }
}

class Flags {
  private readonly ids: number[] = [];
  constructor(readonly value: Uint8Array) {}
  get(id: number): number {
    return this.value[id]!;
  }
  set(id: number, v: number): void {
    if (this.value[id] === 0) this.ids.push(id);
    this.value[id] = v;
  }
  clear(): void {
    for (const id of this.ids) this.value[id] = 0;
    this.ids.length = 0;
  }
}

/** Per-record arrays lent to one query's `Scores` and `Flags`, taken back (zeroed) when it ends. */
class DenseArrays {
  private readonly floats: Float64Array[] = [];
  private readonly bytes: Uint8Array[] = [];
  private readonly lent: Array<Scores | Flags> = [];
  constructor(private readonly n: number) {}
  scores(): Scores {
    const s = new Scores(this.floats.pop() ?? new Float64Array(this.n));
    this.lent.push(s);
    return s;
  }
  flags(): Flags {
    const f = new Flags(this.bytes.pop() ?? new Uint8Array(this.n));
    this.lent.push(f);
    return f;
  }
  releaseAll(): void {
    for (const x of this.lent) {
      x.clear();
      if (x instanceof Scores) this.floats.push(x.value);
      else this.bytes.push(x.value);
    }
    this.lent.length = 0;
  }
}

interface WordMatch {
  scores: Scores;
  flags: Flags;
  /** Words of a title the query word stands for (an identifier: its parts). */
  width: number;
  /** The index terms that matched (for highlighting). */
  terms: Set<string>;
}

export class LocalSearchIndex {
  readonly records: readonly SearchRecord[];
  private readonly vocab: Vocabulary;
  private readonly postings: Postings;
  private readonly fieldLength: Uint16Array;
  private readonly averageLength: number[];
  /** Nearest ancestor heading record, or -1. */
  private readonly parent: Int32Array;
  /** Page number of each record (records of a page share it). */
  private readonly pageOf: Int32Array;
  /** Records per page. */
  private readonly pageSize: number[] = [];
  /** Distinct URL (with anchor) of each record, for collapsing results by URL. */
  private readonly urlOf: Int32Array;
  private readonly urlCount: number;
  /** The page's title (lvl1) record, or -1. */
  private readonly pageTitle: number[] = [];
  /** Words in each page's title (an identifier counts its parts). */
  private readonly titleTerms: number[] = [];
  private queryCount = 0;
  private readonly dense: DenseArrays;
  private readonly rankedPool = new RankedPool();

  constructor(records: readonly SearchRecord[]) {
    this.records = records;
    this.dense = new DenseArrays(records.length);
    this.fieldLength = new Uint16Array(records.length * FIELD_COUNT);
    const totals = new Array<number>(FIELD_COUNT).fill(0);
    const counts = new Array<number>(FIELD_COUNT).fill(0);
    // Term ids count up in order of first occurrence (the vocabulary's order depends on it).
    const terms = new Map<string, number>();
    const termId = (term: string): number => {
      let t = terms.get(term);
      if (t === undefined) {
        t = terms.size;
        terms.set(term, t);
      }
      return t;
    };
    // Docs repeat their words: each distinct raw token is expanded to term ids once.
    // A raw token without letters or digits (a lone "/") maps to null: it is no token.
    const tokenTerms = new Map<string, number[] | null>();
    // Postings in occurrence order, packed (term, record, tf << 3 | field), sorted by term below:
    // typed arrays instead of an array per term spare the garbage collector.
    const log = new GrowingInt32Array(1 << 16);
    // Term frequencies of the current field, by term id, and the ids it touched.
    let tf = new Int32Array(4096);
    const touched: number[] = [];
    for (let id = 0; id < records.length; id++) {
      for (const [field, text] of ownFields(records[id]!)) {
        if (!text) continue;
        // One native match per text: cheaper on a cold load than a scanner loop (see asciiTerms.ts).
        const raw = text.match(RAW_TOKEN);
        let length = 0;
        if (raw) {
          for (let b = 0; b < raw.length; b++) {
            const token = raw[b]!;
            let ids = tokenTerms.get(token);
            if (ids === undefined) tokenTerms.set(token, (ids = HAS_ALNUM.test(token) ? fastIndexTerms(token).map(termId) : null));
            if (ids === null) continue;
            length++;
            for (let k = 0; k < ids.length; k++) {
              const t = ids[k]!;
              if (t >= tf.length) {
                const grown = new Int32Array(tf.length * 2);
                grown.set(tf);
                tf = grown;
              }
              if (tf[t]++ === 0) touched.push(t);
            }
          }
        }
        this.fieldLength[id * FIELD_COUNT + field] = Math.min(length, 65535);
        totals[field] += length;
        counts[field]++;
        for (const t of touched) {
          log.push3(t, id, (tf[t]! << 3) | field);
          tf[t] = 0;
        }
        touched.length = 0;
      }
    }
    this.postings = Postings.fromLog(log, terms.size);
    this.vocab = new Vocabulary(terms);
    const urls = new Map<string, number>();
    this.urlOf = Int32Array.from(records, (r) => {
      let u = urls.get(r.url);
      if (u === undefined) urls.set(r.url, (u = urls.size));
      return u;
    });
    this.urlCount = urls.size;
    this.averageLength = totals.map((t, f) => (counts[f] ? t / counts[f]! : 1));
    this.parent = this.linkParents();
    const pages = new Map<string, number>();
    this.pageOf = Int32Array.from(records, (r, id) => {
      let page = pages.get(r.url_without_anchor);
      if (page === undefined) pages.set(r.url_without_anchor, (page = pages.size));
      this.pageSize[page] = (this.pageSize[page] ?? 0) + 1;
      if (this.pageTitle[page] === undefined) this.pageTitle[page] = -1;
      if (r.type === 'lvl1' && this.pageTitle[page] === -1) {
        this.pageTitle[page] = id;
        this.titleTerms[page] = titleTermCount(r.hierarchy.lvl1 ?? '');
      }
      return page;
    });
  }

  /** The nearest heading above each record whose title is in the record's hierarchy. */
  private linkParents(): Int32Array {
    const parent = new Int32Array(this.records.length).fill(-1);
    let stack: number[] = [];
    let page = '';
    this.records.forEach((r, id) => {
      if (r.url_without_anchor !== page) {
        page = r.url_without_anchor;
        stack = [];
      }
      const level = recordLevel(r);
      for (let i = stack.length - 1; i >= 0; i--) {
        const h = this.records[stack[i]!]!;
        const hl = recordLevel(h);
        const key = LEVELS[hl]!;
        if (hl < level && r.hierarchy[key] === h.hierarchy[key]) {
          parent[id] = stack[i]!;
          break;
        }
      }
      if (level < 7) stack = [...stack.filter((s) => recordLevel(this.records[s]!) < level), id];
    });
    return parent;
  }

  /** Does ahead the work of the first query that does not depend on it (the term tree). */
  prepare(): void {
    this.vocab.prepare();
  }

  search(query: string, params: SearchParams = {}): SearchResponse {
    try {
      return this.answer(query, params);
    } finally {
      this.dense.releaseAll();
      this.rankedPool.releaseAll();
    }
  }

  private answer(query: string, params: SearchParams): SearchResponse {
    const started = now();
    const hitsPerPage = clampInt(params.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
    const page = clampInt(params.page, 0, 0, Number.MAX_SAFE_INTEGER);
    const words = queryWords(query);
    const prefixLast = !/\s$/.test(query);
    const accept = compileFacetFilters(params.facetFilters);
    const matches = query.trim() === '' ? [] : words.map((w, i) => this.matchWord(w, prefixLast && i === words.length - 1));
    const ranked =
      query.trim() === '' ? this.browse(accept) : words.length === 0 ? [] : this.match(matches, accept);
    const distinct = params.distinct === undefined || params.distinct === true || Number(params.distinct) > 0;
    const wanted = (page + 1) * hitsPerPage;
    // Sorting every candidate is the cost of broad queries on big sites: only the
    // best few are ordered, enough for the requested page after collapsing by URL.
    const {top, total} = params.facets === undefined ? this.topRanked(ranked, wanted, distinct) : this.allRanked(ranked, distinct);
    const unique = top;
    const marks: MarkOptions = {
      preTag: params.highlightPreTag ?? '<mark>',
      postTag: params.highlightPostTag ?? '</mark>',
      prefixLast,
      cache: new Map(),
      matchedTerms: matches.map((m) => m.terms),
    };
    const snippetSizes = parseSnippetAttributes(params.attributesToSnippet);
    const ellipsis = params.snippetEllipsisText ?? '…';
    const hits = unique
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map((r) => toHit(this.records[r.id]!, r, words, marks, snippetSizes, ellipsis));
    const response: SearchResponse = {
      hits,
      nbHits: total,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(total / hitsPerPage),
      page,
      hitsPerPage,
      query,
      params: encodeParams(params),
      queryID: (++this.queryCount).toString(16).padStart(8, '0') + Math.random().toString(16).slice(2, 10),
      processingTimeMS: 0,
      exhaustiveNbHits: true,
    };
    if (params.facets !== undefined) response.facets = this.countFacets(params.facets, unique);
    response.processingTimeMS = Math.round(now() - started);
    return response;
  }

  private allRanked(ranked: Ranked[], distinct: boolean): {top: Ranked[]; total: number} {
    const sorted = ranked.sort(this.compare);
    const top = distinct ? distinctBy(sorted, (r) => this.urlOf[r.id]!) : sorted;
    return {top, total: top.length};
  }

  /** The best `wanted` results (distinct by URL when asked) and the number of all of them. */
  private topRanked(ranked: Ranked[], wanted: number, distinct: boolean): {top: Ranked[]; total: number} {
    let total = ranked.length;
    if (distinct) {
      const seen = new Uint8Array(this.urlCount);
      total = 0;
      for (const r of ranked) if (!seen[this.urlOf[r.id]!]++) total++;
    }
    let limit = Math.max(64, wanted * 2);
    for (;;) {
      if (limit >= ranked.length) return this.allRanked(ranked, distinct);
      const keys = new Float64Array(ranked.length);
      for (let i = 0; i < ranked.length; i++) keys[i] = sortKey(ranked[i]!);
      const threshold = kthLargest(keys.slice(), limit);
      const best = ranked.filter((_, i) => keys[i]! >= threshold).sort(this.compare);
      const top = distinct ? distinctBy(best, (r) => this.urlOf[r.id]!) : best;
      if (top.length >= wanted) return {top, total};
      limit *= 4;
    }
  }

  private readonly compare = (a: Ranked, b: Ranked): number =>
    b.defines - a.defines ||
    b.exactSymbols - a.exactSymbols ||
    b.score - a.score ||
    b.words - a.words ||
    byWeight(this.records[a.id]!, this.records[b.id]!);

  private browse(accept: (r: SearchRecord) => boolean): Ranked[] {
    const out: Ranked[] = [];
    this.records.forEach((r, id) => {
      if (accept(r)) out.push({id, words: 0, defines: 0, exactSymbols: 0, exactWords: 0, score: 0});
    });
    return out;
  }

  private match(matches: WordMatch[], filter: RecordFilter): Ranked[] {
    // Filters on page attributes (language, docusaurus_tag) are decided once per page.
    const pageVerdict = new Int8Array(this.pageSize.length);
    const accept = (record: SearchRecord, id: number): boolean => {
      if (!filter.pageLevel) return filter(record);
      const page = this.pageOf[id]!;
      if (pageVerdict[page] === 0) pageVerdict[page] = filter(record) ? 1 : 2;
      return pageVerdict[page] === 1;
    };
    const seen = new Uint8Array(this.records.length);
    const candidates: number[] = [];
    for (const m of matches) {
      for (const id of m.scores.ids) {
        if (seen[id]) continue;
        seen[id] = 1;
        candidates.push(id);
      }
    }
    // How well the whole page answers: each word's best score anywhere on it. A section
    // of a page about the query beats a stray mention on a page about something else.
    // Row `page` of `pageBest`: the page's best score of each word (a flat array, one row per page).
    const words = matches.length;
    const pageBest = new Float64Array(this.pageSize.length * words);
    matches.forEach((m, w) => {
      for (const id of m.scores.ids) {
        const s = m.scores.get(id);
        const at = this.pageOf[id]! * words + w;
        if (s > pageBest[at]!) pageBest[at] = s;
      }
    });
    const ranked: Ranked[] = [];
    for (const id of candidates) {
      const record = this.records[id]!;
      if (!accept(record, id)) continue;
      let matched = 0;
      let exactWords = 0;
      let exactSymbols = 0;
      let defines = 0;
      let score = 0;
      for (const m of matches) {
        let at = id;
        let factor = 1;
        while (at >= 0 && !m.scores.has(at)) {
          at = this.parent[at]!;
          factor = INHERITED;
        }
        if (at < 0) continue;
        matched++;
        score += m.scores.get(at)! * factor;
        const flags = m.flags.get(at);
        if (flags & EXACT) exactWords++;
        if (flags & SYMBOL) exactSymbols++;
        if (flags & DEFINES) defines++;
      }
      const titleId = this.pageTitle[this.pageOf[id]!]!;
      let titleWords = 0;
      let covered = 0;
      if (titleId >= 0) {
        for (const m of matches) {
          if (!m.scores.has(titleId)) continue;
          titleWords++;
          covered += m.width;
        }
      }
      const coverage = titleWords ? Math.min(1, covered / (this.titleTerms[this.pageOf[id]!] || 1)) : 0;
      score *= 1 + (TITLE_WORD_BOOST * titleWords) / matches.length + TITLE_COVERAGE_BOOST * coverage;
      let pageScore = 0;
      for (let w = 0, at = this.pageOf[id]! * words; w < words; w++) pageScore += pageBest[at + w]!;
      const sizeFactor =
        (record.weight.pageRank < 0 ? DEMOTED_PAGE : 1) / (1 + PAGE_SIZE_DAMPING * Math.log(this.pageSize[this.pageOf[id]!]!));
      const total = (score * TYPE_BOOST[record.type] + PAGE_WEIGHT * pageScore) * sizeFactor;
      ranked.push(this.rankedPool.take(id, matched, defines, exactSymbols, exactWords, total));
    }
    // Whole symbols first (the reader typed an identifier); then relevance scaled by the
    // share of query words matched, not a strict tier: a page titled with two of three
    // words beats a generated symbol that happens to contain all three.
    for (const r of ranked) {
      r.score *= (r.words / matches.length) * (1 + (EXACT_WORD_BOOST * r.exactWords) / matches.length);
    }
    return ranked;
  }

  /** Records that contain one query word (whole, or all of its parts), scored. */
  private matchWord(word: QueryWord, prefix: boolean): WordMatch {
    const whole = this.matchTerm(word.whole, prefix, !word.compound, word.compound);
    const scores = whole.scores;
    const flags = whole.flags;
    const terms = new Set(whole.terms);
    if (word.compound) {
      for (const id of scores.ids) {
        scores.value[id]! *= WHOLE_BOOST;
        // A completion of an identifier (`torch_onnx` → `torch_onnx_handler`) is not the identifier.
        if (flags.get(id) & WHOLE) flags.set(id, flags.get(id) | SYMBOL);
      }
    }
    if (word.parts.length > 0) {
      const parts = word.parts.map((p, j) => this.matchTerm(p, prefix && j === word.parts.length - 1, true));
      for (const p of parts) for (const t of p.terms) terms.add(t);
      const [first, ...rest] = parts.sort((a, b) => a.scores.size - b.scores.size);
      for (const id of first!.scores.ids) {
        let sum = first!.scores.get(id);
        let all = true;
        for (const p of rest) {
          const v = p.scores.get(id);
          if (v <= 0) {
            all = false;
            break;
          }
          sum += v;
        }
        if (!all) continue;
        const partScore = (sum / parts.length) * PARTS_FACTOR;
        if (partScore > scores.get(id)) scores.set(id, partScore);
        if (parts.every((p) => p.flags.get(id))) flags.set(id, flags.get(id) | EXACT);
      }
    }
    return {scores, flags, terms, width: Math.max(1, word.parts.length)};
  }

  /**
   * Records containing a term, or (prefix) a completion of it, or (fuzzy) a near spelling.
   * `identifier`: the term is a whole identifier, which a record whose heading names it defines.
   */
  private matchTerm(term: string, prefix: boolean, fuzzy: boolean, identifier = false): WordMatch {
    const scores = this.dense.scores();
    const flags = this.dense.flags();
    const terms = new Set<string>();
    const exact = this.vocab.get(term);
    if (exact !== undefined) {
      terms.add(term);
      this.addPostings(exact, 1, EXACT | WHOLE, scores, flags, identifier ? DEFINES : 0);
    }
    const seen = new Set<string>([term]);
    if (prefix) {
      const completions = this.vocab.atPrefix(term)
        .filter(([t]) => t !== term)
        .sort((a, b) => a[0].length - b[0].length)
        .slice(0, MAX_PREFIX_EXPANSIONS);
      for (const [t, id] of completions) {
        seen.add(t);
        terms.add(t);
        const weight = (PREFIX_WEIGHT * t.length) / (t.length + 0.3 * (t.length - term.length));
        this.addPostings(id, weight, EXACT, scores, flags);
      }
    }
    const typos = fuzzy ? maxTypos(term) : 0;
    if (typos > 0) {
      for (const [t, [id, distance]] of this.vocab.fuzzyGet(term, typos)) {
        if (seen.has(t)) continue;
        terms.add(t);
        this.addPostings(id, (FUZZY_WEIGHT * t.length) / (t.length + distance), 0, scores, flags);
      }
    }
    return {scores, flags, terms, width: 1};
  }

  /**
   * Adds a term's BM25 scores, keeping each record's best expansion; `flag` marks the records
   * found, `definingFlag` those where the term is in a title, heading or symbol.
   */
  private addPostings(termId: number, weight: number, flag: number, scores: Scores, flags: Flags, definingFlag = 0) {
    const {record, fieldTf} = this.postings;
    const from = this.postings.start[termId]!;
    const to = this.postings.start[termId + 1]!;
    const n = this.records.length;
    let df = this.postings.df[termId]!;
    if (df < 0) {
      df = 0;
      let last = -1;
      for (let i = from; i < to; i++) if (record[i] !== last) (df++, (last = record[i]!));
      this.postings.df[termId] = df;
    }
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    // A record's fields are consecutive in its postings: sum them, then keep its best expansion.
    let id = -1;
    let sum = 0;
    let defining = false;
    const flush = () => {
      if (id < 0) return;
      if (sum > scores.get(id)) scores.set(id, sum);
      const f = flag | (defining ? definingFlag : 0);
      if (f) flags.set(id, flags.get(id) | f);
    };
    for (let i = from; i < to; i++) {
      if (record[i] !== id) {
        flush();
        id = record[i]!;
        sum = 0;
        defining = false;
      }
      const field = fieldTf[i]! & 7;
      if ((DEFINING_FIELDS >> field) & 1) defining = true;
      const tf = fieldTf[i]! >>> 3;
      const length = this.fieldLength[id * FIELD_COUNT + field]! / this.averageLength[field]!;
      sum += ((idf * FIELD_BOOST[field]! * tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + BM25.b * length))) * weight;
    }
    flush();
  }

  private countFacets(facets: string | readonly string[], ranked: Ranked[]): Record<string, Record<string, number>> {
    const names =
      facets === '*' || (Array.isArray(facets) && facets.includes('*'))
        ? ['language', 'docusaurus_tag', 'type', 'hierarchy.lvl0']
        : typeof facets === 'string'
          ? [facets]
          : [...facets];
    const out: Record<string, Record<string, number>> = {};
    for (const name of names) {
      const counts: Record<string, number> = {};
      for (const r of ranked) {
        const v = attributeValue(this.records[r.id]!, name);
        if (v !== undefined) counts[v] = (counts[v] ?? 0) + 1;
      }
      out[name] = counts;
    }
    return out;
  }
}

/** An Int32Array that grows as values are pushed. */
class GrowingInt32Array {
  data: Int32Array;
  length = 0;
  constructor(capacity: number) {
    this.data = new Int32Array(capacity);
  }
  push3(a: number, b: number, c: number): void {
    if (this.length + 3 > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = a;
    this.data[this.length++] = b;
    this.data[this.length++] = c;
  }
}

/** Per term, its postings `start[t]…start[t + 1]`: record id and (tf << 3 | field), in record order. */
class Postings {
  /** Records per term (document frequency), counted on first use; -1 until then. */
  readonly df: Int32Array;
  constructor(
    readonly start: Int32Array,
    readonly record: Int32Array,
    readonly fieldTf: Int32Array,
  ) {
    this.df = new Int32Array(start.length - 1).fill(-1);
  }

  /** From (term, record, tf << 3 | field) triples in record order: a stable counting sort by term. */
  static fromLog(log: GrowingInt32Array, termCount: number): Postings {
    const {data, length} = log;
    const start = new Int32Array(termCount + 1);
    for (let i = 0; i < length; i += 3) start[data[i]! + 1]!++;
    for (let t = 0; t < termCount; t++) start[t + 1]! += start[t]!;
    const next = start.slice(0, termCount);
    const record = new Int32Array(length / 3);
    const fieldTf = new Int32Array(length / 3);
    for (let i = 0; i < length; i += 3) {
      const k = next[data[i]!]!++;
      record[k] = data[i + 1]!;
      fieldTf[k] = data[i + 2]!;
    }
    return new Postings(start, record, fieldTf);
  }
}

interface Ranked {
  id: number;
  words: number;
  /** Query identifiers this record (or its heading) defines. */
  defines: number;
  exactSymbols: number;
  exactWords: number;
  score: number;
}

/**
 * Ranked entries reused from query to query: a broad query on a large site ranks
 * tens of thousands of records, and allocating an entry each was most of its
 * garbage. Nothing keeps an entry past its query (hits copy what they show).
 */
class RankedPool {
  private readonly entries: Ranked[] = [];
  private used = 0;
  take(id: number, words: number, defines: number, exactSymbols: number, exactWords: number, score: number): Ranked {
    if (this.used === this.entries.length) this.entries.push({id: 0, words: 0, defines: 0, exactSymbols: 0, exactWords: 0, score: 0.5});
    const r = this.entries[this.used++]!;
    r.id = id;
    r.words = words;
    r.defines = defines;
    r.exactSymbols = exactSymbols;
    r.exactWords = exactWords;
    r.score = score;
    return r;
  }
  releaseAll(): void {
    this.used = 0;
  }
}

/** Loads a serialized index (from `build/search/index.json`) for searching. */
export function loadIndex(data: SerializedIndex): LocalSearchIndex {
  return new LocalSearchIndex(deserializeRecords(data));
}

/** `search(index, query, params)`, for callers that prefer a function. */
export function search(index: LocalSearchIndex, query: string, params?: SearchParams): SearchResponse {
  return index.search(query, params);
}

// ---------------------------------------------------------------------------
// Facets.

function attributeValue(r: SearchRecord, name: string): string | undefined {
  let v: unknown = r;
  for (const key of name.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
}

function facetTest(filter: string): (r: SearchRecord) => boolean {
  const colon = filter.indexOf(':');
  if (colon < 0) return () => false;
  const name = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  const negate = value.startsWith('-');
  if (negate) value = value.slice(1);
  value = value.replace(/^"(.*)"$/, '$1');
  return (r) => (attributeValue(r, name) === value) !== negate;
}

/** Attributes every record of a page shares: a filter on these is decided once per page. */
const PAGE_ATTRIBUTES = new Set(['language', 'docusaurus_tag', 'url_without_anchor']);

export type RecordFilter = ((r: SearchRecord) => boolean) & {pageLevel?: boolean};

/** Algolia semantics: the top-level entries are ANDed, an array entry is an OR group. */
export function compileFacetFilters(filters: FacetFilters | undefined): RecordFilter {
  if (filters === undefined || filters === null) return Object.assign(() => true, {pageLevel: true});
  const list = typeof filters === 'string' ? parseStringFilters(filters) : filters;
  const entries = list.map((entry) => (typeof entry === 'string' ? [entry] : [...entry]));
  const groups = entries.map((g) => g.map(facetTest));
  const pageLevel = entries.every((g) => g.every((f) => PAGE_ATTRIBUTES.has(f.slice(0, Math.max(0, f.indexOf(':'))).trim())));
  return Object.assign((r: SearchRecord) => groups.every((g) => g.some((t) => t(r))), {pageLevel});
}

function parseStringFilters(filters: string): ReadonlyArray<string | string[]> {
  if (filters.trim().startsWith('[')) return JSON.parse(filters) as string[];
  return [filters];
}

// ---------------------------------------------------------------------------
// Hits.

function parseSnippetAttributes(attrs: readonly string[] | undefined): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const a of attrs ?? ['content:' + DEFAULT_SNIPPET_WORDS]) {
    const [name, n] = a.split(':');
    sizes.set(name!, Number(n) > 0 ? Number(n) : DEFAULT_SNIPPET_WORDS);
  }
  return sizes;
}

function toHit(
  record: SearchRecord,
  ranked: Ranked,
  words: QueryWord[],
  marks: MarkOptions,
  snippetSizes: Map<string, number>,
  ellipsis: string,
): SearchHit {
  const hierarchy = {} as Hierarchy;
  const highlightHierarchy: SearchHit['_highlightResult']['hierarchy'] = {};
  const snippetHierarchy: NonNullable<SearchHit['_snippetResult']['hierarchy']> = {};
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    hierarchy[level] = text === null ? null : escapeHtml(text);
    if (text === null) continue;
    highlightHierarchy[level] = highlight(text, words, marks);
    // DocSearch renders these titles as HTML and falls back to the raw value without them.
    if (level !== 'lvl0' || snippetSizes.has('hierarchy.lvl0')) {
      const size = snippetSizes.get(`hierarchy.${level}`) ?? snippetSizes.get('hierarchy') ?? Number.MAX_SAFE_INTEGER;
      snippetHierarchy[level] = snippet(text, words, size, ellipsis, marks);
    }
  }
  const hit: SearchHit = {
    ...record,
    hierarchy,
    content: record.content === null ? null : escapeHtml(record.content),
    weight: {...record.weight},
    _highlightResult: {hierarchy: highlightHierarchy},
    _snippetResult: {hierarchy: snippetHierarchy},
    _rankingInfo: {words: ranked.words, defines: ranked.defines, exactSymbols: ranked.exactSymbols, exactWords: ranked.exactWords, score: ranked.score},
  };
  if (record.content !== null) {
    hit._highlightResult.content = highlight(record.content, words, marks);
    const size = snippetSizes.get('content') ?? DEFAULT_SNIPPET_WORDS;
    hit._snippetResult.content = snippet(record.content, words, size, ellipsis, marks);
  }
  return hit;
}

// ---------------------------------------------------------------------------
// Helpers.

function byWeight(a: SearchRecord, b: SearchRecord): number {
  return (
    b.weight.pageRank - a.weight.pageRank ||
    b.weight.level - a.weight.level ||
    a.weight.position - b.weight.position
  );
}

/** Definitions, then exact symbols, then score: one number for selecting the best candidates. */
function sortKey(r: Ranked): number {
  return r.defines * 1e12 + r.exactSymbols * 1e9 + r.score;
}

/** The k-th largest value (1-based) of `values` (reordered in place): quickselect. */
export function kthLargest(values: Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  const target = k - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else break;
  }
  return values[target]!;
}

function distinctBy<T, K>(items: T[], key: (item: T) => K): T[] {
  const seen = new Set<K>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = Number(value);
  if (value === undefined || value === null || !Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(n)));
}

function encodeParams(params: SearchParams): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
