import { nextSort, sortViewOf } from '@portal/api';
import type { SortQuery } from '@portal/contract';
import { useMemo } from 'react';
import { useUrlQueryParams, type QueryParamStore } from './queryParams';

export interface SortState<Field extends string> extends SortQuery<Field> {
  /** A header click: sorts by `field`, or flips the order when already sorted by it. */
  toggleSort: (field: Field) => void;
}

/**
 * A list's server-side sort among `fields` (the section's allow-list for that list), kept in the URL
 * query (`sort`, `order`) beside its search and page, so a reload or Back keeps it. A new sort is a
 * history step and goes back to the first page, as a new search does.
 */
export function useSortState<Field extends string>(
  fields: readonly Field[],
  store?: QueryParamStore,
): SortState<Field> {
  const urlParams = useUrlQueryParams();
  const { params, update } = store ?? urlParams;
  const { sort, order } = sortViewOf(params, fields);
  return useMemo(
    () => ({
      sort,
      order,
      toggleSort: (field: Field) => {
        const next = nextSort({ sort, order }, fields, field);
        update({ sort: next.sort ?? null, order: next.order ?? null, page: null }, { replace: false });
      },
    }),
    [sort, order, fields, update],
  );
}
