import { prefetchPath, sortViewOf } from '@portal/api';
import type { SectionLocation } from '@portal/federation';
import { ACTIVITIES_SORT_FIELDS, adminActivitiesPath, pagedActivitiesQueries } from './api/activities';
import { activityListViewOf } from './rules/activityListView';

const ALL: { kind: 'all' } = { kind: 'all' };

/** The Activities page's first calls, as PagedActivityList makes them (filtered and unfiltered). */
export default function prefetch({ segments, search }: SectionLocation): void {
  if (segments.length > 0) return;
  const params = new URLSearchParams(search);
  const { filtered, unfiltered } = pagedActivitiesQueries(
    activityListViewOf(params),
    sortViewOf(params, ACTIVITIES_SORT_FIELDS),
  );
  prefetchPath(adminActivitiesPath(ALL, filtered));
  prefetchPath(adminActivitiesPath(ALL, unfiltered));
}
