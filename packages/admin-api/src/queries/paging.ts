import { desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/database';
import type { PageQuery } from '../http/schemas';

/** A list's table, its id and its newest-first order (matching its (created, id) indexes). */
export interface ListedTable {
  table: PgTable;
  id: AnyPgColumn;
  created: AnyPgColumn;
}

export const newestFirst = ({ created, id }: ListedTable) => [desc(created), desc(id)];

/**
 * The ids of one page, found on an index alone: OFFSET then skips index entries instead of building
 * every skipped row. Join the result (`page.pageId`) to the table to read the page's rows.
 */
export function pageIds(orm: Orm, listed: ListedTable, where: SQL | undefined, page: PageQuery) {
  return orm
    .select({ pageId: listed.id })
    .from(listed.table)
    .where(where)
    .orderBy(...newestFirst(listed))
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
}
