import type { SortQuery } from '@portal/contract';
import type { ListView } from './listView';
import { sortParams, type SortParams } from './sortQuery';

export interface ListParams extends SortQuery {
  search?: string;
  limit: number;
  offset?: number;
}

/** A searchable list's query parameters, in the order the API is asked them. */
export type ListQuery = { search?: string; limit: number; offset?: number } & SortParams;

/** A searchable list's query in the fixed order search, limit, offset, sort, order; search only when it has text. */
export function listQuery({ search, limit, offset, ...sort }: ListParams): ListQuery {
  const text = search?.trim();
  return { search: text ? text : undefined, limit, offset, ...sortParams(sort) };
}

/**
 * What a searchable, sorted list page asks the API for: its view's search and page, and its sort.
 * A list's page and its prefetch both build their request with it, so a deep link's prefetch is
 * the page's own request.
 */
export function listPageQuery(view: ListView, sort: SortQuery): ListQuery {
  return listQuery({ search: view.search, limit: view.pageSize, offset: view.offset, ...sort });
}
