import type { ActivitiesResponse, ActivityListItem, ActivityType } from '@portal/api/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { activities, organisations, users } from '../../db/schema';
import type { ActivityPageQuery, ListQuery } from '../../http/schemas';
import { cachedCount } from '../../queries/countsCache';
import { readListPage, type ListFilter, type ListSource } from '../../queries/listSource';
import type { ListedTable } from '../../queries/listedTable';
import { readCounts } from '../../queries/rowCounts';
import { iso, userSummaryFields } from '../../queries/selections';

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

/** The query's optional filters, each on its column. */
const ACTIVITY_FILTERS = (
  [
    ['activityType', activities.activity_type],
    ['userId', activities.user_id],
    ['organisationId', activities.organisation_id],
  ] as const
).map(([name, column]) => ({ name, condition: eq(column, sql.placeholder(name)) }));

/** Each filter matches an index that leads with it, then (created_at, id), read either way. */
export const ACTIVITY_LIST: ListSource<'activities', ActivityListQuery, ActivityListItem, { total: number }> =
  {
    listed: LISTED_ACTIVITIES,
    sortKeys: { createdAt: activities.created_at },
    filter(query) {
      const used = ACTIVITY_FILTERS.filter(({ name }) => query[name] !== undefined);
      return {
        where: and(...used.map(({ condition }) => condition)),
        values: Object.fromEntries(used.map(({ name }) => [name, query[name]])),
        shape: used.map(({ name }) => name).join(',') || 'all',
      };
    },
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
        .from(activities)
        .leftJoin(users, eq(users.id, activities.user_id))
        .leftJoin(organisations, eq(organisations.id, activities.organisation_id))
        .where(page)
        .orderBy(...order.terms),
    async totals(db, query, filter) {
      return {
        total:
          query.userId || query.organisationId
            ? await countActivities(db, filter)
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
  return (await readCounts(db, [counter]))[counter];
}

/**
 * One user's or organisation's activities: counted on the index that leads with its id, and kept
 * until activities change.
 */
function countActivities(db: Database, filter: ListFilter): Promise<number> {
  return cachedCount(db, `activities:${filter.shape}:${JSON.stringify(filter.values)}`, async () => {
    const [row] = await db.orm
      .select({ total: count() })
      .from(activities)
      .where(filter.where)
      .execute(filter.values);
    return row!.total;
  });
}
