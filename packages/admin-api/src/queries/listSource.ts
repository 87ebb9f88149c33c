import type { SortableList, SortQuery } from '@portal/api/contract';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database, Orm } from '../db/database';
import type { PageQuery } from '../http/schemas';
import { pageIds, pageOfIds, type ListedTable, type PageOfIds } from './paging';
import { listOrder, type ListOrder, type SortKeys } from './sorting';

/**
 * One list as both its JSON pages and its CSV export read it: the table, the sort keys, the
 * filter a query makes, how a page of ids becomes rows, and the list's totals.
 */
export interface ListSource<L extends SortableList, Query extends SortQuery<L>, Row, Totals> {
  listed: ListedTable;
  sortKeys: SortKeys<L>;
  where(query: Query): SQL | undefined;
  rows(orm: Orm, page: PageOfIds, order: ListOrder): Promise<Row[]>;
  /** The exact totals of the filtered list; `total` counts its rows. */
  totals(db: Database, query: Query, where: SQL | undefined): Promise<Totals & { total: number }>;
}

export async function readListPage<
  L extends SortableList,
  Query extends SortQuery<L> & PageQuery,
  Row,
  Totals,
>(db: Database, source: ListSource<L, Query, Row, Totals>, query: Query) {
  const order = listOrder(source.listed, source.sortKeys, query);
  const where = source.where(query);
  const page = await pageIds(db.orm, source.listed, where, query, order);
  const [rows, totals] = await Promise.all([
    source.rows(db.orm, page, order),
    source.totals(db, query, where),
  ]);
  return { rows, totals };
}

/** Rows per batch of an export: one index range and one join each. */
export const EXPORT_BATCH_SIZE = 1_000;

/**
 * The whole filtered, sorted list, at most `maxRows`, in batches: each batch continues after the
 * previous one's last (key, id) on the sort's index (keyset paging: no OFFSET, nothing held but
 * the batch). Sort keys are never null (migration 007), so a row comparison is exact.
 */
export async function* exportBatches<L extends SortableList, Query extends SortQuery<L>, Row, Totals>(
  db: Database,
  source: ListSource<L, Query, Row, Totals>,
  query: Query,
  order: ListOrder,
  maxRows: number,
): AsyncGenerator<Row[]> {
  const { listed } = source;
  const where = source.where(query);
  let after: SQL | undefined;
  for (let left = maxRows; left > 0;) {
    const batch = await db.orm
      .select({ id: listed.id, key: sql<string>`(${order.key})::text` })
      .from(listed.table)
      .where(and(where, after))
      .orderBy(...order.terms)
      .limit(Math.min(EXPORT_BATCH_SIZE, left));
    if (batch.length === 0) return;
    yield await source.rows(
      db.orm,
      pageOfIds(
        db.orm,
        listed,
        batch.map((row) => String(row.id)),
      ),
      order,
    );
    left -= batch.length;
    const last = batch[batch.length - 1]!;
    after = order.descending
      ? sql`(${order.key}, ${listed.id}) < (${last.key}, ${last.id})`
      : sql`(${order.key}, ${listed.id}) > (${last.key}, ${last.id})`;
  }
}
