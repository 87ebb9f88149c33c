import type { ActivitiesResponse, ActivityType } from '@portal/api/contract';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { activities, organisations, users } from '../db/schema';
import type { ActivityPageQuery } from '../http/schemas';
import { newestFirst, pageIds, type ListedTable } from './paging';
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

/** Newest first; each filter matches an index that leads with it, then (created_at, id). */
export async function listActivities(
  db: Database,
  query: ActivityPageQuery,
  scope: ActivityScope = {},
): Promise<ActivitiesResponse> {
  const conditions = [
    query.activityType && eq(activities.activity_type, query.activityType),
    scope.userId && eq(activities.user_id, scope.userId),
    scope.organisationId && eq(activities.organisation_id, scope.organisationId),
  ].filter((condition): condition is SQL => Boolean(condition));
  const where = and(...conditions);
  const page = await pageIds(db.orm, LISTED_ACTIVITIES, where, query);
  const [rows, total] = await Promise.all([
    db.orm
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
      .orderBy(...newestFirst(LISTED_ACTIVITIES)),
    scope.userId || scope.organisationId ? countActivities(db, where) : countAllActivities(db, query),
  ]);
  return { activities: rows, total };
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
