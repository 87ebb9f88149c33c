import { SORT_FIELDS, type SortableList, type SortField, type SortOrder, type SortQuery } from '../contract';
import type { Query } from '../http/apiClient';

/** The `sort` and `order` parameters of a sorted list; none for its default order. */
export function sortParams({ sort, order }: SortQuery<SortableList>): Query {
  return sort ? { sort, order: order ?? 'asc' } : {};
}

function isSortField<L extends SortableList>(list: L, field: string | null): field is SortField<L> {
  return field !== null && (SORT_FIELDS[list] as readonly string[]).includes(field);
}

/** The sort a list's URL query names (`sort`, `order`); an unknown field means the default order. */
export function sortViewOf<L extends SortableList>(params: URLSearchParams, list: L): SortQuery<L> {
  const sort = params.get('sort');
  if (!isSortField(list, sort)) return {};
  const order: SortOrder = params.get('order') === 'desc' ? 'desc' : 'asc';
  return { sort, order };
}

/** The sort after a click on `field`'s header: the same field flips its order, another starts ascending. */
export function nextSort<L extends SortableList>(
  current: SortQuery<L>,
  list: L,
  field: string,
): SortQuery<L> {
  if (!isSortField(list, field)) return current;
  if (current.sort !== field) return { sort: field, order: 'asc' };
  return { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' };
}
