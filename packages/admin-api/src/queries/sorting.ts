import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/apiError';
import type { SortQuery } from '@portal/contract';
import type { ListedTable } from './listedTable';

/**
 * What each allowed `sort` of a list orders by: a column or an indexed expression (migration 007),
 * never null (an export pages on (key, id)). A section's keys `satisfies SortKeys<UsersSortKey>`
 * with its contract's key type, so a key the contract does not declare fails the type check.
 */
export type SortKeys<Key extends string> = Readonly<Record<Key, SQL | AnyPgColumn>>;

/** How one request orders its list: by `key`, then id, both in one direction. */
export interface ListOrder {
  key: SQL | AnyPgColumn;
  descending: boolean;
  terms: SQL[];
  /** The default order, newest first, in which page marks count positions. */
  newestFirst: boolean;
}

/** The order a request asks for; without `sort`, newest first. `order` alone is refused. */
export function listOrder(listed: ListedTable, keys: SortKeys<string>, query: SortQuery<string>): ListOrder {
  if (query.order && !query.sort) {
    throw badRequest('Invalid query parameter "order": only allowed together with "sort"');
  }
  const key = query.sort ? keys[query.sort]! : listed.created;
  const descending = query.sort ? query.order === 'desc' : true;
  const direction = descending ? desc : asc;
  return {
    key,
    descending,
    terms: [direction(key), direction(listed.id)],
    newestFirst: key === listed.created && descending,
  };
}
