// GET /admin/activities[/organisation/{id} | /user/{id}]?limit&offset&activityType&sort&order: activity feeds.
import useSWR, { type SWRResponse } from 'swr';
import type { ActivitiesResponse, ActivityQuery, ActivityType, SortQuery } from '../contract';
import type { ApiError } from '../http/ApiError';
import { apiClient, withQuery } from '../http/apiClient';
import { csvExportPath } from './csvExport';
import { idPath } from './idPath';
import { sortParams } from './sortQuery';

export const ACTIVITIES_ERROR_TEXT = 'Failed to fetch activities';
/** The type filter's "every type" choice; never sent to the API. */
export const ALL_ACTIVITY_TYPES = 'ALL';

export type ActivityScope =
  { kind: 'all' } | { kind: 'organisation'; id: string } | { kind: 'user'; id: string };

export interface ActivitiesQuery extends Omit<ActivityQuery, 'activityType'>, SortQuery<'activities'> {
  activityType?: ActivityType | typeof ALL_ACTIVITY_TYPES;
}

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
  const type = activityType === ALL_ACTIVITY_TYPES ? undefined : activityType;
  return path && withQuery(path, { limit, offset, activityType: type, ...sortParams(sort) });
}

/** The feed's CSV export: its type filter and sort, every row; null while a scope id is unknown. */
export function adminActivitiesCsvPath(
  scope: ActivityScope,
  { activityType, ...sort }: Omit<ActivitiesQuery, 'limit' | 'offset'>,
): string | null {
  const path = scopePath(scope);
  const type = activityType === ALL_ACTIVITY_TYPES ? undefined : activityType;
  return path && csvExportPath(path, { filters: { activityType: type }, ...sort });
}

export function fetchAdminActivities(path: string): Promise<ActivitiesResponse> {
  return apiClient.get<ActivitiesResponse>(path);
}

/** Keeps the previous page on screen while the next one loads. */
export function useAdminActivities(
  scope: ActivityScope,
  query: ActivitiesQuery,
): SWRResponse<ActivitiesResponse, ApiError> {
  return useSWR<ActivitiesResponse, ApiError>(adminActivitiesPath(scope, query), fetchAdminActivities, {
    keepPreviousData: true,
  });
}
