import type { SectionLocation } from '@portal/federation';
import { sortViewOf } from '@portal/list-state/pure';
import { ACTIVITIES_SORT_FIELDS, adminActivitiesPath, pagedActivitiesQueries } from './api/paths';
import { activityListViewOf } from './rules/activityListView';

const ALL: { kind: 'all' } = { kind: 'all' };

/** The Activities page's first calls, as PagedActivityList makes them (filtered and unfiltered). */
export function firstCalls({ segments, search }: SectionLocation): string[] {
  if (segments.length > 0) return [];
  const params = new URLSearchParams(search);
  const { filtered, unfiltered } = pagedActivitiesQueries(
    activityListViewOf(params),
    sortViewOf(params, ACTIVITIES_SORT_FIELDS),
  );
  // With no filter the two are the same request.
  return [...new Set([adminActivitiesPath(ALL, filtered), adminActivitiesPath(ALL, unfiltered)])];
}
