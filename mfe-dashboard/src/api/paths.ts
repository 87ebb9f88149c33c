// The dashboard's calls, by path: pure (`@portal/api/paths` only), so that its `./prefetch` loads
// without the shared client. The hooks ask for the same paths.
import { API_LIMITS } from '@portal/contract';
import { withQuery } from '@portal/api/paths';

// Only the totals are read, so the lists ask for one row; coupons sum over the list's 100.
const ONE_ROW = { limit: 1 };

/** The stat cards' four calls (docs/product.md "Calls"). */
export const STATISTICS_PATHS = {
  users: withQuery('/admin/users', ONE_ROW),
  organisations: withQuery('/admin/organisations', ONE_ROW),
  coupons: withQuery('/admin/coupons', { limit: API_LIMITS.couponListLimit }),
  activities: withQuery('/admin/activities', ONE_ROW),
} as const;

/** GET /admin/growth: monthly sign-ups, active users and organisations for the chart. */
export const ADMIN_GROWTH_PATH = '/admin/growth';

/** What the embedded activity list (the activities remote's ./ActivityList) asks for on the dashboard. */
export const RECENT_ACTIVITIES_PATH = withQuery('/admin/activities', {
  limit: API_LIMITS.recentActivityLimit,
});
