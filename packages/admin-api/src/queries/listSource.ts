import { and, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { SortQuery } from '@portal/contract';
import type { Database, Orm } from '../db/database';
import type { PageQuery } from '../http/schemas';
import type { ListedTable } from './listedTable';
import { WHOLE_LIST, withFilters, type FilterValues, type ListFilter, type ListFilters } from './listFilters';
import { ofIds, onPage, pageIds, pageStart } from './paging';
import { normaliseSearch } from './search';
import { listOrder, type ListOrder, type SortKeys } from './sorting';

interface PreparedRows<Row> {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
}

/** A query of rows, run as it is (awaited) or prepared once and run with its placeholders' values. */
export interface RowsQuery<Row> extends PromiseLike<Row[]> {
  prepare(name: string): PreparedRows<Row>;
}

/**
 * One list as its JSON pages, its CSV export and its query string's schema read it: the table,
 * the sort keys (`sort`), the filters, the search, how a page of ids becomes rows, and the list's
 * totals. Each is written here once; the list's wire types (the section's contract.ts) and its
 * schema (listQuerySchema) derive from it.
 */
export interface ListSource<Key extends string, Filters extends ListFilters, Query, Row, Totals> {
  listed: ListedTable;
  sortKeys: SortKeys<Key>;
  /** Its filters, each a query parameter of its name. */
  filters: Filters;
  /** Filters a route sets from its path (a scoped list), offered as no query parameter. */
  scopes?: ListFilters;
  /** What a search term (trimmed, not blank) matches, for a list with a search box. */
  search?(term: string): ListFilter;
  /** The rows meeting `page` (`onPage` or `ofIds`), in `order`. */
  rows(orm: Orm, page: SQL, order: ListOrder): RowsQuery<Row>;
  /** The exact totals of the filtered list; `total` counts its rows. */
  totals(db: Database, query: Query, filter: ListFilter): Promise<Totals & { total: number }>;
}

/**
 * The `rows` of a list of one table: `fields` of its rows on `page`, in `order`. The users',
 * organisations' and coupons' lists read theirs so; a list that joins writes its own. Its rows are
 * typed from `fields` as drizzle types a select of them (the one cast: drizzle cannot resolve a
 * select's type while `fields` is still a type parameter).
 */
export function tableRows<Fields extends SelectedFields>(table: PgTable, fields: Fields) {
  return (orm: Orm, page: SQL, order: ListOrder) =>
    orm
      .select(fields)
      .from(table)
      .where(page)
      .orderBy(...order.terms) as unknown as RowsQuery<SelectResultFields<Fields>>;
}

/** Any list's source, for code that reads every list alike (the export, the tests). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyListSource = ListSource<string, ListFilters, any, unknown, unknown>;

/** The `sort` values of a list. */
export type SortKeyOf<Source extends AnyListSource> = keyof Source['sortKeys'] & string;
/** The filter parameters of a list, each optional. */
export type FiltersOf<Source extends AnyListSource> = FilterValues<Source['filters']>;

/** The query of a list: its page, its sort, its filters and `search` when it has a search box. */
export type ListSourceQuery = PageQuery & SortQuery<string> & { search?: string };

/** The rows a query asks for: its search, then every filter and scope it gives a value. */
export function listFilter(source: AnyListSource, query: { search?: string }): ListFilter {
  const term = source.search ? normaliseSearch(query.search) : null;
  const searched = term ? source.search!(term) : WHOLE_LIST;
  return withFilters({ ...source.filters, ...source.scopes }, query as Record<string, unknown>, searched);
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

export async function readListPage<Query extends ListSourceQuery, Row, Totals>(
  db: Database,
  source: ListSource<string, ListFilters, Query, Row, Totals>,
  query: Query,
) {
  const { listed } = source;
  const order = listOrder(listed, source.sortKeys, query);
  const filter = listFilter(source, query);
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

/**
 * Rows per batch of an export: one index range and one join each. Small, because on PGlite a
 * page's query waits for the batch running when it arrives: 250 rows kept the users page's p95
 * at 109-139 ms with 8 and 20 clients looping exports on the large seed, 1,000 at 234-305 ms
 * (`npm run bench:exports`, docs/performance.md).
 */
export const EXPORT_BATCH_SIZE = 250;

/**
 * The whole filtered, sorted list, at most `maxRows`, in batches: each batch continues after the
 * previous one's last (key, id) on the sort's index (keyset paging: no OFFSET, nothing held but
 * the batch). Sort keys are never null (migration 007), so a row comparison is exact.
 */
export async function* exportBatches<Query extends ListSourceQuery, Row, Totals>(
  db: Database,
  source: ListSource<string, ListFilters, Query, Row, Totals>,
  query: Query,
  order: ListOrder,
  maxRows: number,
): AsyncGenerator<Row[]> {
  const { listed } = source;
  const { where, values } = listFilter(source, query);
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
