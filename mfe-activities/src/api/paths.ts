// The activities section's calls, by path: pure (`@portal/api/paths` and `@portal/list-state/pure`
// only), so that its `./prefetch` loads without the shared client. The hooks ask for the same paths.
import type { ActivityType } from '@portal/contract';
import { idPath, withQuery } from '@portal/api/paths';
import { sortParams } from '@portal/list-state/pure';
import {
  ACTIVITIES_SORT_KEYS,
  type ActivitiesSort,
  type ActivitiesSortKey,
  type ActivityQuery,
} from '@portal/contract/activities';
import type { ActivityScope } from '@portal/ui';

/** The columns a feed may be sorted by: the contract's keys, which the API's allow-list satisfies too. */
export const ACTIVITIES_SORT_FIELDS = ACTIVITIES_SORT_KEYS;
export type ActivitiesSortField = ActivitiesSortKey;
export type { ActivitiesSort };

export type ActivitiesQuery = ActivityQuery & ActivitiesSort;

/** GET /admin/activities[/organisation/{id} | /user/{id}]: the feed of a scope; null while its id is unknown. */
export function activitiesScopePath(scope: ActivityScope): string | null {
  return scope.kind === 'all' ? '/admin/activities' : idPath(`/admin/activities/${scope.kind}`, scope.id);
}

/** The feed's path in the fixed order limit, offset, activityType, sort, order; null while a scope id is unknown. */
export function adminActivitiesPath(scope: { kind: 'all' }, query: ActivitiesQuery): string;
export function adminActivitiesPath(scope: ActivityScope, query: ActivitiesQuery): string | null;
export function adminActivitiesPath(
  scope: ActivityScope,
  { limit, offset, activityType, ...sort }: ActivitiesQuery,
): string | null {
  const path = activitiesScopePath(scope);
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
