import { prefetchPath } from '@portal/api';
import { prefetchDashboardStatistics } from './api/dashboardStatistics';
import { ADMIN_GROWTH_PATH } from './api/growth';
import { RECENT_ACTIVITIES_PATH } from './api/recentActivities';

/** The dashboard's calls: the statistics, the growth chart and the latest activities it embeds. */
export default function prefetch(): void {
  prefetchDashboardStatistics();
  prefetchPath(ADMIN_GROWTH_PATH);
  prefetchPath(RECENT_ACTIVITIES_PATH);
}
