import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

// Its own module: paging and sorting both take it, and paging reads sorting's ListOrder.

/** A list's table, its id and its newest-first order (matching its (created, id) indexes). */
export interface ListedTable {
  table: PgTable;
  id: AnyPgColumn;
  created: AnyPgColumn;
}
