import { and, getTableName, sql, type SQL } from 'drizzle-orm';
import type { Database, Orm } from '../db/database';
import type { ListSort, SortableList } from '../http/sortFields';
import type { PageQuery } from '../http/schemas';
import type { ListedTable } from './listedTable';
import { ofIds, onPage, pageIds, pageStart } from './paging';
import { listOrder, type ListOrder, type SortKeys } from './sorting';

/** The rows a query asks for: its condition, written with placeholders, and their values. */
export interface ListFilter {
  /** Undefined for the whole list. */
  where: SQL | undefined;
  values: Record<string, unknown>;
  /** Names the condition's form: filters of one shape differ only in their values. */
  shape: string;
}

export const WHOLE_LIST: ListFilter = { where: undefined, values: {}, shape: 'all' };

interface PreparedRows<Row> {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
}

/** A query of rows, run as it is (awaited) or prepared once and run with its placeholders' values. */
export interface RowsQuery<Row> extends PromiseLike<Row[]> {
  prepare(name: string): PreparedRows<Row>;
}

/**
 * One list as both its JSON pages and its CSV export read it: the table, the sort keys, the
 * filter a query makes, how a page of ids becomes rows, and the list's totals.
 */
export interface ListSource<L extends SortableList, Query extends ListSort<L>, Row, Totals> {
  listed: ListedTable;
  sortKeys: SortKeys<L>;
  filter(query: Query): ListFilter;
  /** The rows meeting `page` (`onPage` or `ofIds`), in `order`. */
  rows(orm: Orm, page: SQL, order: ListOrder): RowsQuery<Row>;
  /** The exact totals of the filtered list; `total` counts its rows. */
  totals(db: Database, query: Query, filter: ListFilter): Promise<Totals & { total: number }>;
}

const pageQueries = new WeakMap<Orm, Map<string, PreparedRows<unknown>>>();

/**
 * The page query of one shape (list, order, filter's form, from a page mark or not), built once
 * per database: building the SQL of every page was a large part of the API's time under load. An
 * empty name keeps the statement unnamed, so PostgreSQL still plans each page for its values: a
 * generic plan for `limit $1 offset $2` scans whole tables.
 */
function pageQuery<Row>(orm: Orm, shape: string, build: () => RowsQuery<Row>): PreparedRows<Row> {
  let byShape = pageQueries.get(orm);
  if (!byShape) pageQueries.set(orm, (byShape = new Map()));
  let prepared = byShape.get(shape);
  if (!prepared) byShape.set(shape, (prepared = build().prepare('')));
  return prepared as PreparedRows<Row>;
}

export async function readListPage<
  L extends SortableList,
  Query extends ListSort<L> & PageQuery,
  Row,
  Totals,
>(db: Database, source: ListSource<L, Query, Row, Totals>, query: Query) {
  const { listed } = source;
  const order = listOrder(listed, source.sortKeys, query);
  const filter = source.filter(query);
  const start = await pageStart(db.orm, listed, filter.where, query, order);
  const shape = [getTableName(listed.table), query.sort, order.descending, filter.shape, start.fromMark];
  const page = pageQuery(db.orm, shape.join(':'), () =>
    source.rows(db.orm, onPage(listed, pageIds(db.orm, listed, filter.where, order, start.fromMark)), order),
  );
  const [rows, totals] = await Promise.all([
    page.execute({ ...filter.values, ...start.values }),
    source.totals(db, query, filter),
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
export async function* exportBatches<L extends SortableList, Query extends ListSort<L>, Row, Totals>(
  db: Database,
  source: ListSource<L, Query, Row, Totals>,
  query: Query,
  order: ListOrder,
  maxRows: number,
): AsyncGenerator<Row[]> {
  const { listed } = source;
  const { where, values } = source.filter(query);
  let after: SQL | undefined;
  for (let left = maxRows; left > 0;) {
    const batch = await db.orm
      .select({ id: listed.id, key: sql<string>`(${order.key})::text` })
      .from(listed.table)
      .where(and(where, after))
      .orderBy(...order.terms)
      .limit(Math.min(EXPORT_BATCH_SIZE, left))
      .execute(values);
    if (batch.length === 0) return;
    yield await source.rows(
      db.orm,
      ofIds(
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
