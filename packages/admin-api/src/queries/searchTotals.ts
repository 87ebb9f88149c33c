import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import type { ListFilter } from './listFilters';
import { countWhere, readCounts } from './rowCounts';

export interface SearchTotals {
  total: number;
  totalActive: number;
}

/** A table whose lists answer `total` and `totalActive`, and what makes one of its rows active. */
export interface CountedTable {
  name: 'users' | 'organisations';
  table: PgTable;
  active: SQL;
}

/**
 * `total` and `totalActive` of a list of `counted`: the whole table's from the counters its triggers
 * keep (`<table>`, `<table>:active`), a search's or filter's counted over `filter` and remembered
 * (filteredTotals).
 */
export async function listTotals(
  db: Database,
  counted: CountedTable,
  filter: ListFilter,
): Promise<SearchTotals> {
  const { name } = counted;
  if (!filter.where) {
    const active = `${name}:active` as const;
    const counts = await readCounts(db, [name, active]);
    return { total: counts[name], totalActive: counts[active] };
  }
  return filteredTotals(db, name, filter, async () => {
    const [totals] = await db.orm
      .select({ total: count(), totalActive: countWhere(counted.active) })
      .from(counted.table)
      .where(filter.where)
      .execute(filter.values);
    return totals!;
  });
}

/** The totals apart from the counter they were read at: an answer carries the contract's fields only. */
interface Remembered {
  totals: SearchTotals;
  changes: number;
}

/** Enough for every term and filter staff use in a while; the oldest goes first. */
const REMEMBERED_FILTERS = 1_000;
const rememberedByDatabase = new WeakMap<Database, Map<string, Remembered>>();

/**
 * The exact totals of a search or filter of `table` (its condition's shape and values): counted
 * once, then reused while the table is unchanged (its `<table>:changes` counter, bumped by every
 * writing statement, still reads the same), so paging through one search counts its matches once.
 * Counting a 1-2 character term reads the whole table.
 */
async function filteredTotals(
  db: Database,
  table: CountedTable['name'],
  filter: ListFilter,
  count: () => Promise<SearchTotals>,
): Promise<SearchTotals> {
  const counter = `${table}:changes` as const;
  const changes = (await readCounts(db, [counter]))[counter];
  let remembered = rememberedByDatabase.get(db);
  if (!remembered) rememberedByDatabase.set(db, (remembered = new Map()));
  const key = `${table}\n${filter.shape}\n${JSON.stringify(filter.values)}`;
  const known = remembered.get(key);
  if (known?.changes === changes) return known.totals;
  const totals = await count();
  remembered.delete(key);
  remembered.set(key, { totals, changes });
  if (remembered.size > REMEMBERED_FILTERS) remembered.delete(remembered.keys().next().value!);
  return totals;
}
