import { adminActivitiesPath, prefetchPath } from '@portal/api';
import type { SectionLocation } from '@portal/federation';
import { activityListViewOf } from './rules/activityListView';

const ALL: { kind: 'all' } = { kind: 'all' };

/** The Activities page's first calls, as PagedActivityList makes them (filtered and unfiltered). */
export default function prefetch({ segments, search }: SectionLocation): void {
  if (segments.length > 0) return;
  const { pageSize, offset, activityType } = activityListViewOf(new URLSearchParams(search));
  prefetchPath(adminActivitiesPath(ALL, { limit: pageSize, offset, activityType }));
  prefetchPath(adminActivitiesPath(ALL, { limit: pageSize, offset }));
}
