import { useMemo } from 'react';
import { listFilterValuesOf, type ListFilter, type ListFilterValues } from '../listFilters';
import { useUrlQueryParams, type QueryParamStore } from './queryParams';

/** A list's declared filters, what each is set to, and a way to set one. */
export interface ListFilterState<Filters extends readonly ListFilter[] = readonly ListFilter[]> {
  filters: Filters;
  values: ListFilterValues<Filters>;
  /**
   * Sets one filter (undefined: its "any" choice): a history step, back on the first page as a
   * new search or sort does. A method, so a list's own filters fit where any filters are taken.
   */
  setFilter(key: Filters[number]['key'], value: string | undefined): void;
}

/**
 * A list's filters (`filters`, declared by its section), kept in `store` (the URL query unless
 * given) beside its search, page and sort, so a link, a reload or Back shows the same rows.
 */
export function useListFilters<const Filters extends readonly ListFilter[]>(
  filters: Filters,
  store?: QueryParamStore,
): ListFilterState<Filters> {
  const urlParams = useUrlQueryParams();
  const { params, update } = store ?? urlParams;
  return useMemo(
    () => ({
      filters,
      values: listFilterValuesOf(params, filters),
      setFilter: (key: string, value: string | undefined) =>
        update({ [key]: value ?? null, page: null }, { replace: false }),
    }),
    [filters, params, update],
  );
}
