import {levelWeight, recordId} from '../../src/search/format';
import type {Hierarchy, PageKind, RecordType, SearchRecord} from '../../src/search/types';

/** A record before it knows its page: what the HTML or the OpenAPI reader found. */
export type RecordDraft = {
  type: RecordType;
  hierarchy: Hierarchy;
  anchor: string | null;
  content: string | null;
  signpost?: true;
  keywords?: string;
};

export type RecordPage = {
  url: string;
  language: string;
  docusaurus_tag: string;
  page_kind: PageKind;
  pageRank?: number;
};

/** DocSearch-shaped records of one page, in page order (the position feeds the ranking weight). */
export function recordsOfPage(page: RecordPage, drafts: RecordDraft[]): SearchRecord[] {
  return drafts.map((d, position) => {
    const url = d.anchor ? `${page.url}#${d.anchor}` : page.url;
    return {
      objectID: recordId(url, d.type, position),
      url,
      url_without_anchor: page.url,
      anchor: d.anchor,
      type: d.type,
      hierarchy: d.hierarchy,
      content: d.content,
      language: page.language,
      docusaurus_tag: page.docusaurus_tag,
      page_kind: page.page_kind,
      ...(d.signpost ? {signpost: true as const} : {}),
      ...(d.keywords ? {keywords: d.keywords} : {}),
      weight: {level: levelWeight(d.type), position, pageRank: page.pageRank ?? 0},
    };
  });
}
