import type { SortQuery } from '@portal/contract';
import type { Query } from '../http/withQuery';
import { sortParams } from './sortQuery';

export interface ListParams extends SortQuery {
  search?: string;
  limit: number;
  offset?: number;
}

/** A searchable list's query in the fixed order search, limit, offset, sort, order; search only when it has text. */
export function listQuery({ search, limit, offset, ...sort }: ListParams): Query {
  const text = search?.trim();
  return { search: text ? text : undefined, limit, offset, ...sortParams(sort) };
}

/**
 * What a searchable, sorted list page asks the API for: its view's search and page, and its sort.
 * A list's page and its prefetch both build their request with it, so a deep link's prefetch is
 * the page's own request.
 */
export function listPageQuery(view: ListView, sort: SortQuery): Query {
  return listQuery({ search: view.search, limit: view.pageSize, offset: view.offset, ...sort });
}

/** A paged list's view as its URL query keeps it: `q` (search), `page` (1-based) and `size`. */
export interface ListView {
  search: string;
  /** Zero-based page. */
  page: number;
  pageSize: number;
  /** The API offset: page times page size (docs/product.md "Calls"). */
  offset: number;
}

export interface ListViewOptions {
  defaultPageSize: number;
  pageSizes: readonly number[];
}

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

/** The view a list's query parameters name; what is missing or invalid takes its default. */
export function listViewOf(
  params: URLSearchParams,
  { defaultPageSize, pageSizes }: ListViewOptions,
): ListView {
  const page = parsePage(params.get('page'));
  const requestedSize = Number(params.get('size'));
  const pageSize = pageSizes.includes(requestedSize) ? requestedSize : defaultPageSize;
  return { search: params.get('q') ?? '', page, pageSize, offset: page * pageSize };
}
