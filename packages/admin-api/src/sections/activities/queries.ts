import { ACTIVITY_TYPES, type ActivityType } from '@portal/contract';
import type {
  ActivitiesFilters,
  ActivitiesResponse,
  ActivitiesSortKey,
  ActivityListItem,
} from '@portal/contract/activities';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { activities, organisations, users } from '../../db/schema';
import type { ListQuery } from '../../http/schemas';
import { cachedCount } from '../../queries/countsCache';
import {
  columnEquals,
  oneOfFilter,
  type ContractFilters,
  type FilterValues,
  type ListFilter,
} from '../../queries/listFilters';
import { readListPage, type ListSource } from '../../queries/listSource';
import type { ListedTable } from '../../queries/listedTable';
import { readCounts } from '../../queries/rowCounts';
import { iso, userSummaryFields } from '../../queries/selections';
import type { SortKeys } from '../../queries/sorting';

const LISTED_ACTIVITIES: ListedTable = {
  table: activities,
  id: activities.id,
  created: activities.created_at,
};

/** What each `sort` of the contract's (`ACTIVITIES_SORT_KEYS`) orders by. */
export const ACTIVITY_SORT_KEYS = { createdAt: activities.created_at } satisfies SortKeys<ActivitiesSortKey>;

/** The contract's filters, each a query parameter of its name. */
export const ACTIVITY_FILTERS = {
  activityType: oneOfFilter(activities.activity_type, ACTIVITY_TYPES),
} satisfies ContractFilters<ActivitiesFilters>;

/** A user's or an organisation's activities: set by the scoped routes from their path. */
const ACTIVITY_SCOPES = {
  userId: columnEquals<string>(activities.user_id, {}),
  organisationId: columnEquals<string>(activities.organisation_id, {}),
};

export type ActivityListQuery = ListQuery<ActivitiesSortKey> &
  ActivitiesFilters &
  FilterValues<typeof ACTIVITY_SCOPES>;

/** Each filter matches an index that leads with it, then (created_at, id), read either way. */
export const ACTIVITY_LIST: ListSource<
  ActivitiesSortKey,
  typeof ACTIVITY_FILTERS,
  ActivityListQuery,
  ActivityListItem,
  { total: number }
> = {
  listed: LISTED_ACTIVITIES,
  sortKeys: ACTIVITY_SORT_KEYS,
  filters: ACTIVITY_FILTERS,
  scopes: ACTIVITY_SCOPES,
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
async function countAllActivities(db: Database, query: ActivityListQuery): Promise<number> {
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
