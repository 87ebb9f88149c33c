import { nextSort, sortViewOf, type ListView, type SortableList, type SortQuery } from '@portal/api';
import { useMemo } from 'react';
import { useUrlQueryParams, type QueryParamStore } from './queryParams';

export interface SortState<L extends SortableList> extends SortQuery<L> {
  /** A header click: sorts by `field`, or flips the order when already sorted by it. */
  toggleSort: (field: string) => void;
}

/**
 * A list's server-side sort, kept in the URL query (`sort`, `order`) beside its search and page,
 * so a reload or Back keeps it. A new sort is a history step and goes back to the first page,
 * as a new search does.
 */
export function useSortState<L extends SortableList>(list: L, store?: QueryParamStore): SortState<L> {
  const urlParams = useUrlQueryParams();
  const { params, update } = store ?? urlParams;
  const { sort, order } = sortViewOf(params, list);
  return useMemo(
    () => ({
      sort,
      order,
      toggleSort: (field: string) => {
        const next = nextSort({ sort, order }, list, field);
        update({ sort: next.sort ?? null, order: next.order ?? null, page: null }, { replace: false });
      },
    }),
    [sort, order, list, update],
  );
}

/** What a searchable, sorted list page asks the API for: its search, page and sort. */
export function listPageQuery<S extends SortQuery<SortableList>>(
  list: ListView,
  sort: S,
): { search: string; limit: number; offset: number } & Pick<S, 'sort' | 'order'> {
  return {
    search: list.search,
    limit: list.pageSize,
    offset: list.offset,
    sort: sort.sort,
    order: sort.order,
  };
}
