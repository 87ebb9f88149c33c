import type { Database } from '../db/database';
import { readCounts } from './rowCounts';

export interface SearchTotals {
  total: number;
  totalActive: number;
}

/** The totals apart from the counter they were read at: an answer carries the contract's fields only. */
interface Remembered {
  totals: SearchTotals;
  changes: number;
}

/** Enough for every term staff type in a while; the oldest goes first. */
const REMEMBERED_SEARCHES = 1_000;
const rememberedByDatabase = new WeakMap<Database, Map<string, Remembered>>();

/**
 * The exact totals of a search of `table`: counted once, then reused while the table is unchanged
 * (its `<table>:changes` counter, bumped by every writing statement, still reads the same), so
 * paging through one search counts its matches once. Counting a 1-2 character term reads the whole
 * table.
 */
export async function searchTotals(
  db: Database,
  table: 'users' | 'organisations',
  term: string,
  count: () => Promise<SearchTotals>,
): Promise<SearchTotals> {
  const counter = `${table}:changes` as const;
  const changes = (await readCounts(db, [counter]))[counter];
  let remembered = rememberedByDatabase.get(db);
  if (!remembered) rememberedByDatabase.set(db, (remembered = new Map()));
  const key = `${table}\n${term}`;
  const known = remembered.get(key);
  if (known?.changes === changes) return known.totals;
  const totals = await count();
  remembered.delete(key);
  remembered.set(key, { totals, changes });
  if (remembered.size > REMEMBERED_SEARCHES) remembered.delete(remembered.keys().next().value!);
  return totals;
}
