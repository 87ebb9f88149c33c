import type { ActivitiesResponse, ActivityListItem, ActivityType } from '@portal/api/contract';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { activities, organisations, users } from '../db/schema';
import type { ActivityPageQuery, ListQuery } from '../http/schemas';
import { readListPage, type ListSource } from './listSource';
import type { ListedTable } from './paging';
import { readCounts } from './rowCounts';
import { iso, userSummaryFields } from './selections';

export interface ActivityScope {
  userId?: string;
  organisationId?: string;
}

const LISTED_ACTIVITIES: ListedTable = {
  table: activities,
  id: activities.id,
  created: activities.created_at,
};

export type ActivityListQuery = ListQuery<'activities', ActivityPageQuery> & ActivityScope;

/** Each filter matches an index that leads with it, then (created_at, id), read either way. */
export const ACTIVITY_LIST: ListSource<'activities', ActivityListQuery, ActivityListItem, { total: number }> =
  {
    listed: LISTED_ACTIVITIES,
    sortKeys: { createdAt: activities.created_at },
    where: (query) =>
      and(
        ...[
          query.activityType && eq(activities.activity_type, query.activityType),
          query.userId && eq(activities.user_id, query.userId),
          query.organisationId && eq(activities.organisation_id, query.organisationId),
        ].filter((condition): condition is SQL => Boolean(condition)),
      ),
    rows: (orm, page, order) =>
      orm
        .select({
          activity: {
            id: activities.id,
            activityType: activities.activity_type,
            description: activities.description,
            createdAt: iso(activities.created_at),
          },
          user: userSummaryFields,
          organisation: { id: organisations.id, name: organisations.name },
        })
        .from(page)
        .innerJoin(activities, eq(activities.id, page.pageId))
        .leftJoin(users, eq(users.id, activities.user_id))
        .leftJoin(organisations, eq(organisations.id, activities.organisation_id))
        .orderBy(...order.terms),
    async totals(db, query, where) {
      return {
        total:
          query.userId || query.organisationId
            ? await countActivities(db, where)
            : await countAllActivities(db, query),
      };
    },
  };

export async function listActivities(db: Database, query: ActivityListQuery): Promise<ActivitiesResponse> {
  const { rows, totals } = await readListPage(db, ACTIVITY_LIST, query);
  return { activities: rows, ...totals };
}

/** Whole-table totals, overall or of one type, come from row_counts. */
async function countAllActivities(db: Database, query: ActivityPageQuery): Promise<number> {
  const counter: `activities:type:${ActivityType}` | 'activities' = query.activityType
    ? `activities:type:${query.activityType}`
    : 'activities';
  return (await readCounts(db.orm, [counter]))[counter];
}

/** One user's or organisation's activities: counted on the index that leads with its id. */
async function countActivities(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.orm.select({ total: count() }).from(activities).where(where);
  return row!.total;
}
