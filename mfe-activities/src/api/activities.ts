// GET /admin/activities[/organisation/{id} | /user/{id}]?limit&offset&activityType&sort&order: activity feeds.
import {
  csvExportPath,
  idPath,
  sortParams,
  useApiQuery,
  withQuery,
  type ActivityType,
  type SortQuery,
} from '@portal/api';
import type { ActivitiesResponse, ActivityQuery } from '@portal/admin-api/contract/activities';
import type { ActivityScope } from '@portal/ui';

export const ACTIVITIES_ERROR_TEXT = 'Failed to fetch activities';

/** The columns a feed may be sorted by (the API's allow-list for activities holds them). */
export const ACTIVITIES_SORT_FIELDS = ['createdAt'] as const;
export type ActivitiesSortField = (typeof ACTIVITIES_SORT_FIELDS)[number];
export type ActivitiesSort = SortQuery<ActivitiesSortField>;

export type ActivitiesQuery = ActivityQuery & ActivitiesSort;

function scopePath(scope: ActivityScope): string | null {
  return scope.kind === 'all' ? '/admin/activities' : idPath(`/admin/activities/${scope.kind}`, scope.id);
}

/** The feed's path in the fixed order limit, offset, activityType, sort, order; null while a scope id is unknown. */
export function adminActivitiesPath(scope: { kind: 'all' }, query: ActivitiesQuery): string;
export function adminActivitiesPath(scope: ActivityScope, query: ActivitiesQuery): string | null;
export function adminActivitiesPath(
  scope: ActivityScope,
  { limit, offset, activityType, ...sort }: ActivitiesQuery,
): string | null {
  const path = scopePath(scope);
  return path && withQuery(path, { limit, offset, activityType, ...sortParams(sort) });
}

/** The page of a browsable feed, filtered and sorted as its view says. */
export interface PagedActivitiesView {
  pageSize: number;
  offset: number;
  activityType?: ActivityType;
}

/**
 * The two requests of a browsable feed: its filtered page, and the unfiltered page whose types the
 * filter offers (with no filter, the same request). The list and its prefetch both ask through this.
 */
export function pagedActivitiesQueries(
  { pageSize, offset, activityType }: PagedActivitiesView,
  { sort, order }: ActivitiesSort,
): { filtered: ActivitiesQuery; unfiltered: ActivitiesQuery } {
  const page = { limit: pageSize, offset, sort, order };
  return { filtered: { ...page, activityType }, unfiltered: page };
}

/** The feed's CSV export: its type filter and sort, every row; null while a scope id is unknown. */
export function adminActivitiesCsvPath(
  scope: ActivityScope,
  { activityType, ...sort }: Omit<ActivitiesQuery, 'limit' | 'offset'>,
): string | null {
  const path = scopePath(scope);
  return path && csvExportPath(path, { filters: { activityType }, ...sort });
}

/** Keeps the previous page on screen while the next one loads. */
export function useAdminActivities(scope: ActivityScope, query: ActivitiesQuery) {
  return useApiQuery<ActivitiesResponse>(adminActivitiesPath(scope, query), { keepPreviousData: true });
}
