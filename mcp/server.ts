/**
 * The Jaqpot docs as an MCP server: five tools over a built site (mcp/site.ts). Arguments are
 * checked with zod before a tool runs; a wrong type, an over-long value or an unknown page,
 * operation or symbol comes back as a tool error (`isError`) with a message that says what to
 * send instead, and the server goes on.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {MAX_QUERY_LENGTH} from '../src/search/constants';
import {plainText as plain} from '../src/shared/html';
import {LEVELS} from '../src/search/types';
import {ToolInputError} from './errors';
import {findOperation, referencedSchemas} from './operations';
import {findPage, similarPages} from './pages';
import {platformNotes, type PlatformNote} from './platform-notes';
import type {DocsSite} from './site';
import {describeSymbol, findSymbols, loadSymbols, unknownSymbol, type SymbolEntry} from './symbols';

/** The most characters one read_page answer holds; a longer page is read in parts with `start`. */
export const PAGE_PART = 40_000;

export interface DocsServerOptions {
  /** The repository checkout, where the jaqpotpy reference data lives (src/data/pyapi/). */
  repoRoot: string;
  /** The platform notes that get_operation attaches (the code-truth ledger). */
  notes?: readonly PlatformNote[];
  version?: string;
}

const json = (value: unknown): CallToolResult => ({content: [{type: 'text', text: JSON.stringify(value, null, 2)}]});

/** The search as the site's search box answers it: url, title trail, snippet. */
export async function searchAnswer(site: DocsSite, query: string, limit: number) {
  const response = (await site.search()).search(query, {hitsPerPage: limit});
  return {
    query,
    total: response.nbHits,
    hits: response.hits.map((hit) => ({
      url: hit.url,
      title: LEVELS.map((level) => hit.hierarchy[level])
        .filter((value): value is string => Boolean(value))
        .map(plain)
        .join(' › '),
      snippet: plain(hit._snippetResult.content?.value ?? ''),
      type: hit.type,
    })),
  };
}

export function createDocsServer(site: DocsSite, options: DocsServerOptions): McpServer {
  const notes = options.notes ?? [];
  let symbols: SymbolEntry[] | undefined;
  const server = new McpServer(
    {name: 'jaqpot-docs', title: 'Jaqpot documentation', version: options.version ?? '1.0.0'},
    {
      instructions:
        'The Jaqpot documentation (the Jaqpot platform, the jaqpotpy Python library, the SDKs and the REST API). ' +
        'Use search to find pages, read_page to read one as Markdown, get_operation for one REST API operation, ' +
        'get_symbol for one jaqpotpy class, function or method, and list_pages for every page.',
    },
  );

  server.registerTool(
    'search',
    {
      title: 'Search the docs',
      description:
        'Search the Jaqpot docs with the site search engine. Returns the best sections: url, title trail ' +
        '(section › page › heading) and a snippet. Read a hit with read_page.',
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1, 'The query is empty.')
          .max(MAX_QUERY_LENGTH, `A query has at most ${MAX_QUERY_LENGTH} characters, as in the site's search box.`),
        limit: z.number().int().min(1).max(50).optional().describe('How many hits, 1 to 50 (default 10).'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, limit}) => json(await searchAnswer(site, query, limit ?? 10)),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a page',
      description:
        'One page of the docs as Markdown, by URL or path (https://jaqpot.org/docs/jaqpotpy/offline-models, ' +
        `/docs/jaqpotpy/offline-models or jaqpotpy/offline-models). A page longer than ${PAGE_PART} ` +
        'characters comes in parts: the answer says which `start` gives the next one.',
      inputSchema: {
        page: z.string().trim().min(1, 'Give a page URL or path.').max(2000, 'A page URL has at most 2000 characters.'),
        start: z.number().int().min(0).optional().describe('Character offset to read from (default 0).'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({page, start}) => {
      const {pages, site: info} = site.list();
      const entry = findPage(pages, page, info.baseUrl);
      if (!entry) {
        const close = similarPages(pages, page).map((p) => p.url);
        throw new ToolInputError(
          `No page "${page.slice(0, 200)}" in the docs. Use list_pages or search to find one.` +
            (close.length ? ` Close: ${close.join(', ')}.` : ''),
        );
      }
      const markdown = site.file(entry.markdown);
      const from = start ?? 0;
      if (from > 0 && from >= markdown.length) {
        throw new ToolInputError(`The page has ${markdown.length} characters; start must be below that.`);
      }
      let end = Math.min(markdown.length, from + PAGE_PART);
      if (end < markdown.length)
        end = markdown.lastIndexOf('\n', end) > from ? markdown.lastIndexOf('\n', end) + 1 : end;
      const more = end < markdown.length ? `\n\n[Part of the page: read on with start=${end}.]` : '';
      return {content: [{type: 'text', text: `Source: ${entry.url}\n\n${markdown.slice(from, end)}${more}`}]};
    },
  );

  server.registerTool(
    'get_operation',
    {
      title: 'Get an API operation',
      description:
        'One operation of the Jaqpot REST API contract (OpenAPI), by operationId (predictWithModel) or ' +
        '"METHOD /path" (POST /v1/models/{modelId}/predict; a concrete path such as /v1/models/42/predict works too): ' +
        'parameters, request body, responses, security, the schemas they use, the reference URL, and platformNotes ' +
        '(where the platform behaves otherwise than the contract says).',
      inputSchema: {
        operation: z
          .string()
          .trim()
          .min(1, 'Give an operationId or "METHOD /path".')
          .max(500, 'An operation name has at most 500 characters.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({operation}) => {
      const contract = await site.openapi();
      const found = findOperation(contract, operation);
      const {site: info} = site.list();
      const body = {
        ...found.operation,
        parameters: [...found.pathParameters, ...((found.operation.parameters as unknown[]) ?? [])],
      };
      return json({
        operationId: found.operationId ?? null,
        method: found.method,
        path: found.path,
        reference: `${info.url}${info.baseUrl}jaqpot-api/documentation/full-api-reference${
          found.operationId ? `#operation/${found.operationId}` : ''
        }`,
        ...body,
        schemas: referencedSchemas(contract, body),
        platformNotes: platformNotes(found, notes),
      });
    },
  );

  server.registerTool(
    'get_symbol',
    {
      title: 'Get a jaqpotpy symbol',
      description:
        'One class, function or method of the jaqpotpy Python library from its reference: by name (SklearnModel), ' +
        'method (SklearnModel.fit) or import path (jaqpotpy.models.SklearnModel). Returns the signature, parameters, ' +
        'import line, reference URL and the reference text. A name several symbols share returns the candidates.',
      inputSchema: {
        name: z.string().trim().min(1, 'Give a symbol name.').max(300, 'A symbol name has at most 300 characters.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({name}) => {
      symbols ??= loadSymbols(options.repoRoot);
      const found = findSymbols(symbols, name);
      if (found.length === 0) throw unknownSymbol(symbols, name);
      const {site: info} = site.list();
      if (found.length > 1) {
        return json({
          query: name,
          candidates: found.slice(0, 25).map((entry) => {
            const {anchor, kind, status, page, signature} = describeSymbol(entry, info.baseUrl);
            return {anchor, kind, status, page: `${info.url}${page}`, signature};
          }),
          note: 'Several symbols have this name: ask again with one anchor.',
        });
      }
      const described = describeSymbol(found[0]!, info.baseUrl);
      const pagePath = described.page.slice(0, described.page.indexOf('#'));
      const {symbolText} = await import('./reference-text');
      return json({
        ...described,
        page: `${info.url}${described.page}`,
        documentation: symbolText(await site.html(pagePath), described.anchor, `${info.url}${pagePath}`),
      });
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the pages',
      description:
        'Every page of the docs in sidebar order: url, title, description, section, its Markdown copy and its ' +
        'notebook when it has one. Optionally only the sections whose name contains `section`.',
      inputSchema: {
        section: z.string().trim().max(200, 'A section name has at most 200 characters.').optional(),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({section: wanted}) => {
      const {pages, site: info} = site.list();
      const absolute = (path: string | null) => (path ? `${info.url}${path}` : null);
      const chosen = wanted ? pages.filter((page) => page.section.toLowerCase().includes(wanted.toLowerCase())) : pages;
      if (wanted && chosen.length === 0) {
        const sections = [...new Set(pages.map((page) => page.section))];
        throw new ToolInputError(`No section contains "${wanted}". The sections: ${sections.join('; ')}.`);
      }
      return json({
        pages: chosen.map((page) => ({
          url: page.url,
          title: page.title,
          description: page.description,
          section: page.section,
          markdown: absolute(page.markdown),
          notebook: absolute(page.notebook),
        })),
      });
    },
  );

  return server;
}
