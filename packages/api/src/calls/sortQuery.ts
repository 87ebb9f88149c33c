import type { SortOrder, SortQuery } from '@portal/contract';
import type { Query } from '../http/withQuery';

/** The `sort` and `order` parameters of a sorted list; none for its default order. */
export function sortParams({ sort, order }: SortQuery): Query {
  return sort ? { sort, order: order ?? 'asc' } : {};
}

function isSortField<Field extends string>(fields: readonly Field[], field: string | null): field is Field {
  return field !== null && (fields as readonly string[]).includes(field);
}

/**
 * The sort a list's URL query names (`sort`, `order`), among the fields the list's section allows
 * (its own allow-list); an unknown field means the default order.
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
