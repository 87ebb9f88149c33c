import { useMemo } from 'react';
import { useUrlQueryParams, type QueryParamStore } from './queryParams';

/** One choice of a list filter: its value (in the URL query) and the text its select shows. */
export interface ListFilterOption<Value extends string = string> {
  value: Value;
  label: string;
}

/**
 * A filter a section declares for one of its lists ("Email verified": Any, Yes, No): its key in
 * the page's URL query, its label, the label of the choice that filters nothing (never in the URL
 * or the request), and its choices. The section's query builder turns its value into the API's
 * parameter, so the page, its prefetch and its CSV export ask for the same rows.
 */
export interface ListFilter<Key extends string = string, Value extends string = string> {
  key: Key;
  label: string;
  anyLabel: string;
  options: readonly ListFilterOption<Value>[];
}

/** The value each of `Filters` is set to, by key; a filter left at its "any" choice has none. */
export type ListFilterValues<Filters extends readonly ListFilter[]> = {
  [Filter in Filters[number] as Filter['key']]?: Filter['options'][number]['value'];
};

/** The filters a list's URL query names; a value that is not one of a filter's choices means "any". */
export function listFilterValuesOf<const Filters extends readonly ListFilter[]>(
  params: URLSearchParams,
  filters: Filters,
): ListFilterValues<Filters> {
  const values: Record<string, string> = {};
  for (const { key, options } of filters) {
    const value = params.get(key);
    if (options.some((option) => option.value === value)) values[key] = value as string;
  }
  return values as ListFilterValues<Filters>;
}

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
