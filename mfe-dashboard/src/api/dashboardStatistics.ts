// The dashboard's stat cards: four calls in parallel that succeed or fail together (docs/product.md "Calls").
import { API_LIMITS, fetchJson, prefetchCall, useApiQuery, withQuery } from '@portal/api';
import type { ActivitiesResponse } from '@portal/admin-api/contract/activities';
import type { CouponsResponse } from '@portal/admin-api/contract/coupons';
import type { OrganisationsResponse } from '@portal/admin-api/contract/organisations';
import type { UsersResponse } from '@portal/admin-api/contract/users';

export const STATISTICS_ERROR_TEXT = 'Failed to fetch statistics';
export const DASHBOARD_STATISTICS_KEY = 'dashboard-statistics';

export interface DashboardStatistics {
  totalUsers: number;
  activeUsers: number;
  totalOrganisations: number;
  activeOrganisations: number;
  totalCoupons: number;
  /** Sum of timesRedeemed over the coupons. */
  couponRedemptions: number;
  totalActivities: number;
}

// Only the totals are read, so the lists ask for one row; coupons sum over the list's 100.
const ONE_ROW = { limit: 1 };

export async function fetchDashboardStatistics(): Promise<DashboardStatistics> {
  const [users, organisations, coupons, activities] = await Promise.all([
    fetchJson<UsersResponse>(withQuery('/admin/users', ONE_ROW)),
    fetchJson<OrganisationsResponse>(withQuery('/admin/organisations', ONE_ROW)),
    fetchJson<CouponsResponse>(withQuery('/admin/coupons', { limit: API_LIMITS.couponListLimit })),
    fetchJson<ActivitiesResponse>(withQuery('/admin/activities', ONE_ROW)),
  ]);
  return {
    totalUsers: users.total,
    activeUsers: users.totalActive,
    totalOrganisations: organisations.total,
    activeOrganisations: organisations.totalActive,
    totalCoupons: coupons.total,
    couponRedemptions: coupons.coupons.reduce((sum, coupon) => sum + coupon.timesRedeemed, 0),
    totalActivities: activities.total,
  };
}

export function useDashboardStatistics() {
  return useApiQuery<DashboardStatistics>(DASHBOARD_STATISTICS_KEY, { fetcher: fetchDashboardStatistics });
}

export function prefetchDashboardStatistics(): void {
  prefetchCall(DASHBOARD_STATISTICS_KEY, fetchDashboardStatistics);
}
