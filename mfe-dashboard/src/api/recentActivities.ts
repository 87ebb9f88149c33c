// GET /admin/activities?limit=10: what the embedded activity list (the activities remote's
// ./ActivityList) asks for on the dashboard, so the dashboard's prefetch can start it early.
import { API_LIMITS, withQuery } from '@portal/api';

export const RECENT_ACTIVITIES_PATH = withQuery('/admin/activities', {
  limit: API_LIMITS.recentActivityLimit,
});
