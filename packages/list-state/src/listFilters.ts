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
