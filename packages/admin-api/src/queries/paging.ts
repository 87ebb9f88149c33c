import { and, desc, eq, getTableName, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';
import { PAGE_MARK_SPACING } from '../db/keys';
import { pageMarks } from '../db/schema';
import type { PageQuery } from '../http/schemas';
import type { ListedTable } from './listedTable';
import type { ListOrder } from './sorting';

const pageMarkBefore = preparedQuery('page_mark_before', (orm) =>
  orm
    .select({
      position: pageMarks.position,
      // As text, so the instant comes back to the database exactly, microseconds included.
      createdAt: sql<string>`${pageMarks.created_at}::text`,
      id: pageMarks.id,
    })
    .from(pageMarks)
    .where(
      and(eq(pageMarks.list, sql.placeholder('list')), lte(pageMarks.position, sql.placeholder('offset'))),
    )
    .orderBy(desc(pageMarks.position))
    .limit(1),
);

/**
 * The nearest page mark at or before `offset` of an unfiltered list (migration 004): the row there
 * and its exact position.
 */
async function markBefore(orm: Orm, listed: ListedTable, offset: number) {
  if (offset < PAGE_MARK_SPACING) return null;
  const [mark] = await pageMarkBefore(orm).execute({ list: getTableName(listed.table), offset });
  return mark ?? null;
}

/** Where a page's ids start: a deep page of an unfiltered list newest first starts at a page mark. */
export interface PageStart {
  fromMark: boolean;
  /** The values of `pageIds`'s placeholders. */
  values: { limit: number; offset: number; markCreatedAt?: string; markId?: string };
}

export async function pageStart(
  orm: Orm,
  listed: ListedTable,
  where: SQL | undefined,
  page: PageQuery,
  order: ListOrder,
): Promise<PageStart> {
  const mark = where || !order.newestFirst ? null : await markBefore(orm, listed, page.offset);
  if (!mark) return { fromMark: false, values: { limit: page.limit, offset: page.offset } };
  return {
    fromMark: true,
    values: {
      limit: page.limit,
      offset: page.offset - mark.position,
      markCreatedAt: mark.createdAt,
      markId: mark.id,
    },
  };
}

/**
 * The ids of one page, found on an index alone (the list's (key, id) index for a sort): OFFSET then
 * skips index entries instead of building every skipped row, and a deep page of an unfiltered list
 * newest first starts at the nearest page mark (`fromMark`), so it skips fewer than 10,000. Its
 * values are the placeholders of `PageStart.values`; `onPage` makes it the condition of the page's
 * rows.
 */
export function pageIds(
  orm: Orm,
  listed: ListedTable,
  where: SQL | undefined,
  order: ListOrder,
  fromMark: boolean,
) {
  const afterMark = fromMark
    ? sql`(${listed.created}, ${listed.id}) <= (${sql.placeholder('markCreatedAt')}::timestamptz, ${sql.placeholder('markId')}::uuid)`
    : undefined;
  return orm
    .select({ pageId: listed.id })
    .from(listed.table)
    .where(where ?? afterMark)
    .orderBy(...order.terms)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * The rows of a page: those whose id `ids` found. Read as `id = any(array(...))` rather than joined
 * to the ids, PostgreSQL plans the page as one table's key lookups, in less time than a join.
 */
export function onPage(listed: ListedTable, ids: ReturnType<typeof pageIds>): SQL {
  return sql`${listed.id} = any(array${ids})`;
}

/** The rows of the given ids (a CSV export's batch). */
export function ofIds(listed: ListedTable, ids: readonly string[]): SQL {
  return inArray(listed.id, [...ids]);
}
