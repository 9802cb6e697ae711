/**
 * What DocSearch and the search page send the client (algoliasearch's request shapes), read into
 * the engine's parameters.
 */
import {cutQuery} from './constants';
import type {SearchParams, SearchResponse} from './response';

export interface SearchRequest extends SearchParams {
  indexName?: string;
  /** Older (v4, helper) shape: `{indexName, params}`. */
  params?: SearchParams | string;
}

export type SearchInput = {requests: SearchRequest[]} | SearchRequest[];
export type SearchOutput = {results: Array<SearchResponse & {index?: string}>};

/** A request's parameters, from either shape, with the query cut to the length the search takes. */
export function paramsOf(request: SearchRequest): SearchParams & {query: string} {
  const {indexName: _name, params, ...rest} = request;
  const older = typeof params === 'string' ? Object.fromEntries(new URLSearchParams(params)) : (params ?? {});
  const merged: SearchParams = {...older, ...rest};
  for (const key of ['facetFilters', 'attributesToSnippet'] as const) {
    const v = merged[key];
    if (typeof v === 'string' && v.startsWith('[')) (merged as Record<string, unknown>)[key] = JSON.parse(v);
  }
  return {...merged, query: cutQuery(String(merged.query ?? ''))};
}
