/** The engines bench:search compares ours with, built from the same pages. */
import {mkdtempSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {gzipSync} from 'node:zlib';
import lunr from 'lunr';
import MiniSearch from 'minisearch';
import {LEVELS, type SearchRecord} from '../../src/search/engine';
import {indexTerms, queryWords, tokenize} from '../../src/search/tokenize';
import {buildDir} from '../../scripts/lib/browser';

// ---------------------------------------------------------------------------
// Baseline: lunr over the same records, our tokenizer, title and headings boosted, trailing
// wildcard on the last word (search as you type), one typo allowed from 5 letters.

/** A record's text as the baselines search it: its content and, on a page's title record, the page's keywords, as ours. */
const searchedText = (r: SearchRecord) => [r.content, r.keywords].filter(Boolean).join(' ');

export function lunrBaseline(records: SearchRecord[]) {
  const docs = records.map((r, i) => ({
    id: String(i),
    title: r.hierarchy.lvl1 ?? '',
    heading: LEVELS.slice(2)
      .map((l) => r.hierarchy[l])
      .filter(Boolean)
      .join(' '),
    content: searchedText(r),
  }));
  const terms = (text: string) => tokenize(text).flatMap((raw) => indexTerms(raw));
  const idx = lunr(function () {
    // Our terms in place of lunr's tokenizer, stemmer and stop-word filter.
    this.pipeline.reset();
    this.searchPipeline.reset();
    this.tokenizer = ((text: unknown) =>
      text ? terms(String(text)).map((t) => new lunr.Token(t, {})) : []) as unknown as typeof lunr.tokenizer;
    this.ref('id');
    this.field('title', {boost: 10});
    this.field('heading', {boost: 5});
    this.field('content');
    for (const d of docs) this.add(d);
  });
  const search = (query: string): string[] => {
    const words = queryWords(query).filter((w) => !w.stop);
    if (!words.length) return [];
    const ask = (expand: boolean) =>
      idx.query((q) => {
        words.forEach((w, i) => {
          // lunr's query parser would read ':' and '~' in identifiers; terms go in as they are.
          q.term(w.term, {boost: 10, usePipeline: false});
          if (!expand) return;
          if (w.term.length >= 5) q.term(w.term, {editDistance: 1, usePipeline: false});
          if (i === words.length - 1) q.term(w.term, {wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false});
        });
      });
    let hits: lunr.Index.Result[];
    try {
      hits = ask(true);
    } catch {
      // lunr 2.3.9 throws on some expansions of a typo or a prefix (a term in its token set
      // that its inverted index lacks): that query is answered from the words as typed.
      hits = ask(false);
    }
    return hits.slice(0, 50).map((h) => records[Number(h.ref)]!.url);
  };
  const serialized = JSON.stringify({index: idx, docs: records.map((r) => [r.url, r.hierarchy.lvl1, r.content])});
  return {search, raw: Buffer.byteLength(serialized), gzip: gzipSync(serialized).length};
}

// ---------------------------------------------------------------------------
// Baseline: MiniSearch with its default scoring (prefix and fuzzy on), our tokenizer, titles
// and headings boosted: what the library gives before our re-ranker.

export function miniSearchBaseline(records: SearchRecord[]) {
  const mini = new MiniSearch<number>({
    fields: ['title', 'heading', 'content'],
    idField: 'id',
    extractField: (i, field) => {
      const r = records[i]!;
      if (field === 'id') return i;
      if (field === 'title') return r.hierarchy.lvl1 ?? '';
      if (field === 'heading')
        return LEVELS.slice(2)
          .map((l) => r.hierarchy[l])
          .filter(Boolean)
          .join(' ');
      return searchedText(r);
    },
    tokenize,
    processTerm: (raw) => indexTerms(raw),
    searchOptions: {boost: {title: 3, heading: 2}, prefix: true, fuzzy: 0.2, processTerm: (t) => indexTerms(t)},
  });
  mini.addAll(records.map((_, i) => i));
  const search = (query: string): string[] =>
    mini
      .search(query)
      .slice(0, 50)
      .map((h) => records[h.id]!.url);
  const serialized = JSON.stringify(mini);
  return {search, raw: Buffer.byteLength(serialized), gzip: gzipSync(serialized).length};
}

// ---------------------------------------------------------------------------
// Baseline: Pagefind (its npm package ships the indexer binary), searched in Chromium.

export function dirSize(dir: string): {raw: number; gzip: number} {
  let raw = 0;
  let gzip = 0;
  for (const entry of readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath ?? (entry as unknown as {path: string}).path, entry.name);
    const data = readFileSync(file);
    raw += statSync(file).size;
    // Pagefind's index and fragments are already gzip-compressed: count them as they are.
    gzip += /\.pf_/.test(entry.name) ? data.length : gzipSync(data).length;
  }
  return {raw, gzip};
}

export async function buildPagefind(): Promise<string> {
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join(', ')}`);
  // The article only, as our indexer reads it: the sidebar, navbar and footer are not content.
  for (const entry of readdirSync(buildDir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath ?? (entry as unknown as {path: string}).path, entry.name);
    const content = readFileSync(file, 'utf8').replace(
      /class="theme-doc-markdown/g,
      'data-pagefind-body class="theme-doc-markdown',
    );
    // URLs relative to the build folder, as Pagefind's own crawl writes them: the search's
    // `baseUrl: '/docs/'` puts the site's base in front (given here too, it came out twice).
    const added = await index.addHTMLFile({
      url: `/${relative(buildDir, file).split('\\').join('/')}`.replace(/index\.html$/, ''),
      content,
    });
    if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join(', ')}`);
  }
  const out = mkdtempSync(join(tmpdir(), 'pagefind-'));
  await index.writeFiles({outputPath: out});
  await pagefind.close();
  return out;
}
