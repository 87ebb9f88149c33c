import type { SortQuery } from '@portal/contract';
import { useEffect, useMemo } from 'react';
import { nextSort, sortViewOf, unknownSortChanges } from '../sortQuery';
import { useUrlQueryParams, type QueryParamStore } from './queryParams';

export interface SortState<Field extends string> extends SortQuery<Field> {
  /** A header click: sorts by `field`, or flips the order when already sorted by it. */
  toggleSort: (field: Field) => void;
}

/**
 * A list's server-side sort among `fields` (the list's sort keys from its section's contract, the
 * ones the API accepts), kept in the URL query (`sort`, `order`) beside its search and page, so a
 * reload or Back keeps it. A new sort is a history step and goes back to the first page, as a new
 * search does. A `sort` the list does not have (an old link, a hand-typed URL) shows the default
 * order and is taken out of the URL in place (a replace), so the URL never claims another sort.
 */
export function useSortState<Field extends string>(
  fields: readonly Field[],
  store?: QueryParamStore,
): SortState<Field> {
  const urlParams = useUrlQueryParams();
  const { params, update } = store ?? urlParams;
  const { sort, order } = sortViewOf(params, fields);
  useEffect(() => {
    const changes = unknownSortChanges(params, fields);
    if (changes) update(changes, { replace: true });
  }, [params, fields, update]);
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
