import {
  ADMIN_GROWTH_PATH,
  adminActivitiesPath,
  API_LIMITS,
  prefetchDashboardStatistics,
  prefetchPath,
} from '@portal/api';

/** The dashboard's calls: the statistics, the growth chart and the latest activities it embeds. */
export default function prefetch(): void {
  prefetchDashboardStatistics();
  prefetchPath(ADMIN_GROWTH_PATH);
  prefetchPath(adminActivitiesPath({ kind: 'all' }, { limit: API_LIMITS.recentActivityLimit }));
}
