/**
 * Records of the API reference page read from the OpenAPI contract: one per
 * operation (method + path + summary) and one per schema. The page itself is
 * rendered by Redoc in the browser, so its HTML does not hold this text.
 */
import {LEVELS, type Hierarchy, type SearchRecord} from '../../src/search/types';
import {recordsOfPage, type RecordDraft} from './records';
import {HTTP_METHODS, type HttpMethod} from '../../src/shared/http-methods';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
}

/** The parts of the contract (read by plugins/openapi-contract/source.ts) that become records. */
export interface OpenApiDocument {
  info?: {title?: string; description?: string};
  paths?: Record<string, Partial<Record<HttpMethod, Operation>> | undefined>;
  components?: {schemas?: Record<string, {description?: string; title?: string; enum?: unknown[]} | undefined>};
}

export interface OpenApiPage {
  /** Absolute URL of the API reference page. */
  url: string;
  lvl0: string;
  title: string;
  language?: string;
  docusaurus_tag?: string;
  pageRank?: number;
}

function firstSentence(text: string | undefined): string | null {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  return clean ? clean.slice(0, 300) : null;
}

/** A title record and the contract's description, for a page without prose of its own. */
function contractIntro(doc: OpenApiDocument, base: Hierarchy): RecordDraft[] {
  const intro = firstSentence(doc.info?.description);
  const title: RecordDraft = {type: 'lvl1', hierarchy: base, anchor: null, content: null};
  return intro ? [title, {type: 'content', hierarchy: base, anchor: null, content: intro}] : [title];
}

/**
 * Records of the API reference page: `pageDrafts` (the page's own prose, title record first) or,
 * without them, a title record and the contract's description; then the operations and schemas.
 */
export function openApiRecords(doc: OpenApiDocument, page: OpenApiPage, pageDrafts?: RecordDraft[]): SearchRecord[] {
  const base: Hierarchy = Object.fromEntries(LEVELS.map((l) => [l, null])) as Hierarchy;
  base.lvl0 = page.lvl0;
  base.lvl1 = page.title;
  const drafts: RecordDraft[] = pageDrafts?.length ? [...pageDrafts] : contractIntro(doc, base);
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? null;
      // Redoc's operation anchors; without an operationId it has no stable one.
      const anchor = op.operationId ? `operation/${op.operationId}` : tag ? `tag/${tag}` : null;
      const hierarchy = {...base, lvl2: tag, lvl3: `${method.toUpperCase()} ${path}`};
      if (!tag) Object.assign(hierarchy, {lvl2: `${method.toUpperCase()} ${path}`, lvl3: null});
      const summary = [op.summary, firstSentence(op.description)].filter(Boolean).join(': ');
      drafts.push({type: tag ? 'lvl3' : 'lvl2', hierarchy, anchor, content: summary || null});
    }
  }
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    const hierarchy = {...base, lvl2: 'Schemas', lvl3: name};
    // An enum's values are what readers search for (`TORCH_ONNX`): they follow its description.
    const values = Array.isArray(schema?.enum) ? `Values: ${schema.enum.join(', ')}` : null;
    const content = [firstSentence(schema?.description ?? schema?.title), values].filter(Boolean).join(' ');
    drafts.push({type: 'lvl3', hierarchy, anchor: `schema/${name}`, content: content || null});
  }
  return recordsOfPage(
    {
      url: page.url,
      language: page.language ?? 'en',
      docusaurus_tag: page.docusaurus_tag ?? 'default',
      // Generated from the contract, as the Python reference is from the code.
      page_kind: 'reference',
      pageRank: page.pageRank,
    },
    drafts,
  );
}
