import { useMemo } from 'react';
import { listViewOf, type ListView, type ListViewOptions } from '../listView';
import { useUrlQueryParams, type QueryParamStore } from './queryParams';

export interface ListState extends ListView {
  setSearch: (search: string) => void;
  /** A new page is a history step unless `replace` says otherwise. */
  setPage: (page: number, options?: { replace: boolean }) => void;
  setPageSize: (pageSize: number) => void;
}

export interface ListStateOptions extends ListViewOptions {
  /** Where the state lives; the URL query unless given (useMemoryQueryParams for an embedded list). */
  store?: QueryParamStore;
}

/**
 * A paged, searchable list's state, kept in the URL query so that a link, a reload or Back
 * brings the same view back. Page changes add a history entry; a new search or page size replaces
 * the current one and goes back to the first page.
 */
export function useListState({ defaultPageSize, pageSizes, store }: ListStateOptions): ListState {
  const urlParams = useUrlQueryParams();
  const { params, update } = store ?? urlParams;
  const { search, page, pageSize, offset } = listViewOf(params, { defaultPageSize, pageSizes });

  return useMemo(
    () => ({
      search,
      page,
      pageSize,
      offset,
      setSearch: (value: string) => {
        if (value !== search) update({ q: value, page: null }, { replace: true });
      },
      setPage: (next: number, { replace } = { replace: false }) =>
        update({ page: next > 0 ? String(next + 1) : null }, { replace }),
      setPageSize: (size: number) =>
        update({ size: size === defaultPageSize ? null : String(size), page: null }, { replace: true }),
    }),
    [search, page, pageSize, offset, defaultPageSize, update],
  );
}
