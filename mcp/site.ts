/**
 * The built site the docs server answers from (`build/` by default): its page list
 * (`pages.json`), Markdown copies, search index, contract copy and built HTML. Each part, and
 * the code that reads it, is loaded when a tool first needs it, so the server starts at once.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import type {Root} from 'hast';
import {PAGES_JSON, type PageEntry, type PageList} from '../plugins/llms-txt/outline';
import type {OpenApiDocument} from '../plugins/openapi-contract/source';
import {INDEX_PATH} from '../src/search/constants';
import type {SearchEngine} from '../src/search/engine';

/** The contract copy a build serves (plugins/openapi-contract writes it to static/openapi/). */
const CONTRACT_FILE = 'openapi/jaqpot-api.yaml';

/** Files a build must hold for every tool to answer. */
const REQUIRED = [PAGES_JSON, INDEX_PATH, CONTRACT_FILE];

/** Built pages kept parsed (the reference pages are large; an assistant asks about a few at a time). */
const KEPT_PAGES = 4;

export class DocsSite {
  readonly dir: string;
  private pageList?: PageList;
  private engine?: Promise<SearchEngine>;
  private contract?: Promise<OpenApiDocument>;
  private readonly trees = new Map<string, Root>();

  /** Throws a message that says what is missing and how to make it when `dir` is not a full build. */
  constructor(dir: string) {
    this.dir = resolve(dir);
    const missing = REQUIRED.filter((file) => !existsSync(join(this.dir, file)));
    if (missing.length > 0) {
      throw new Error(
        `${this.dir} is not a build of the Jaqpot docs (missing ${missing.join(', ')}). ` +
          'Run "npm run build" in the docs checkout, or pass --build DIR.',
      );
    }
  }

  list(): PageList {
    this.pageList ??= JSON.parse(readFileSync(join(this.dir, PAGES_JSON), 'utf8')) as PageList;
    return this.pageList;
  }

  pages(): PageEntry[] {
    return this.list().pages;
  }

  /** The site's search engine on the build's index (plugins/search-index/build.ts). */
  search(): Promise<SearchEngine> {
    this.engine ??= import('../plugins/search-index/build').then(({loadBuiltIndex}) => loadBuiltIndex(this.dir));
    return this.engine;
  }

  /** The build's copy of the contract, read by the contract's one reader. */
  openapi(): Promise<OpenApiDocument> {
    this.contract ??= import('../plugins/openapi-contract/source').then(
      ({readContractFile}) => readContractFile(join(this.dir, CONTRACT_FILE)).spec,
    );
    return this.contract;
  }

  /** A file of the build by its path under the site root (`/docs/a/b.md`). */
  file(sitePath: string): string {
    const {baseUrl} = this.list().site;
    return readFileSync(join(this.dir, sitePath.slice(baseUrl.length)), 'utf8');
  }

  /** The built HTML of a page, parsed as the build's writers parse it (`/docs/a/b` → `a/b/index.html`). */
  async html(pagePath: string): Promise<Root> {
    const kept = this.trees.get(pagePath);
    if (kept) return kept;
    const {parseHtml} = await import('../plugins/built-pages/tree');
    const tree = parseHtml(this.file(`${pagePath.replace(/\/?$/, '/')}index.html`));
    if (this.trees.size >= KEPT_PAGES) this.trees.delete(this.trees.keys().next().value!);
    this.trees.set(pagePath, tree);
    return tree;
  }
}
