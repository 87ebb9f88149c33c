// GET /admin/activities[/organisation/{id} | /user/{id}]?limit&offset&activityType&sort&order: activity feeds.
import { csvExportPath, useApiQuery } from '@portal/api';
import type { ActivitiesResponse } from '@portal/contract/activities';
import type { ActivityScope } from '@portal/ui';
import { activitiesScopePath, adminActivitiesPath, type ActivitiesQuery } from './paths';

export const ACTIVITIES_ERROR_TEXT = 'Failed to fetch activities';

/** The feed's CSV export: its type filter and sort, every row; null while a scope id is unknown. */
export function adminActivitiesCsvPath(
  scope: ActivityScope,
  { activityType, ...sort }: Omit<ActivitiesQuery, 'limit' | 'offset'>,
): string | null {
  const path = activitiesScopePath(scope);
  return path && csvExportPath(path, { filters: { activityType }, ...sort });
}

/** Keeps the previous page on screen while the next one loads. */
export function useAdminActivities(scope: ActivityScope, query: ActivitiesQuery) {
  return useApiQuery<ActivitiesResponse>(adminActivitiesPath(scope, query), { keepPreviousData: true });
}
