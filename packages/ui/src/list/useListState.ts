import type { TablePaging } from '../table/DataTable';
import { useMemo } from 'react';
import { useUrlQueryParams, type QueryParamStore } from './queryParams';

export interface ListState {
  search: string;
  /** Zero-based page. */
  page: number;
  pageSize: number;
  /** The API offset: page times page size (spec section 7). */
  offset: number;
  setSearch: (search: string) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
}

interface ListStateOptions {
  defaultPageSize: number;
  pageSizes: readonly number[];
  /** Where the state lives; the URL query unless given (useMemoryQueryParams for an embedded list). */
  store?: QueryParamStore;
}

// URL keys: `q` (search), `page` (1-based, as people read it) and `size`.
function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

/**
 * A paged, searchable list's state, kept in the URL query so that a link, a reload or Back
 * brings the same view back. Page changes add a history entry; a new search or page size replaces
 * the current one and goes back to the first page.
 */
export function useListState({ defaultPageSize, pageSizes, store }: ListStateOptions): ListState {
  const urlParams = useUrlQueryParams();
  const { params, update } = store ?? urlParams;
  const search = params.get('q') ?? '';
  const page = parsePage(params.get('page'));
  const requestedSize = Number(params.get('size'));
  const pageSize = pageSizes.includes(requestedSize) ? requestedSize : defaultPageSize;

  return useMemo(
    () => ({
      search,
      page,
      pageSize,
      offset: page * pageSize,
      setSearch: (value: string) => {
        if (value !== search) update({ q: value, page: null }, { replace: true });
      },
      setPage: (next: number) => update({ page: next > 0 ? String(next + 1) : null }, { replace: false }),
      setPageSize: (size: number) =>
        update({ size: size === defaultPageSize ? null : String(size), page: null }, { replace: true }),
    }),
    [search, page, pageSize, defaultPageSize, update],
  );
}

/** The table paging of a list whose page state `useListState` keeps, for a result of `total` rows. */
export function listPaging(
  list: Pick<ListState, 'page' | 'pageSize' | 'setPage' | 'setPageSize'>,
  total: number,
  pageSizes: readonly number[],
): TablePaging {
  return {
    total,
    page: list.page,
    pageSize: list.pageSize,
    pageSizes,
    onPageChange: list.setPage,
    onPageSizeChange: list.setPageSize,
  };
}
