import { SORT_ORDERS, type SortOrder, type SortQuery } from '@portal/contract';

/** The API's `sort` and `order` parameters (`withQuery` leaves out the undefined ones). */
export type SortParams = { sort?: string; order?: SortOrder };

/** The `sort` and `order` parameters of a sorted list; none for its default order. */
export function sortParams({ sort, order }: SortQuery): SortParams {
  return sort ? { sort, order: order ?? 'asc' } : {};
}

function isSortField<Field extends string>(fields: readonly Field[], field: string | null): field is Field {
  return field !== null && (fields as readonly string[]).includes(field);
}

const isSortOrder = (order: string): order is SortOrder => (SORT_ORDERS as readonly string[]).includes(order);

/**
 * The sort a list's URL query names (`sort`, `order`), among `fields`: the list's sort keys, the
 * ones its section's contract declares and the API accepts. An unknown key means the default order
 * (and `unknownSortChanges` takes it out of the URL).
 */
export function sortViewOf<Field extends string>(
  params: URLSearchParams,
  fields: readonly Field[],
): SortQuery<Field> {
  const sort = params.get('sort');
  if (!isSortField(fields, sort)) return {};
  const order: SortOrder = params.get('order') === 'desc' ? 'desc' : 'asc';
  return { sort, order };
}

/** The URL query changes that take a sort out (`null` removes a key). */
export type SortParamChanges = { sort?: null; order?: null };

/**
 * What of the URL query's `sort` and `order` claims a sort the list does not show, as the changes
 * that remove it: a `sort` that is not one of `fields` (with its `order`), an `order` without a
 * `sort`, an `order` other than asc or desc. The API refuses each with a 400 naming what it allows;
 * the browser shows the list's default order (or ascending) and drops them from the URL. Undefined
 * when the URL names exactly the sort `sortViewOf` reads.
 */
export function unknownSortChanges(
  params: URLSearchParams,
  fields: readonly string[],
): SortParamChanges | undefined {
  const sort = params.get('sort');
  const order = params.get('order');
  if (sort !== null && !isSortField(fields, sort)) return { sort: null, order: null };
  if (order !== null && (sort === null || !isSortOrder(order))) return { order: null };
  return undefined;
}

/** The sort after a click on `field`'s header: the same field flips its order, another starts ascending. */
export function nextSort<Field extends string>(
  current: SortQuery<Field>,
  fields: readonly Field[],
  field: string,
): SortQuery<Field> {
  if (!isSortField(fields, field)) return current;
  if (current.sort !== field) return { sort: field, order: 'asc' };
  return { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' };
}
