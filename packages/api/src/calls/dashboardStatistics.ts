// The dashboard's stat cards: four calls in parallel that succeed or fail together (spec section 7).
import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '../http/ApiError';
import { fetchAdminActivities, adminActivitiesPath } from './activities';
import { ADMIN_COUPONS_PATH, fetchAdminCoupons } from './coupons';
import { adminOrganisationsPath, fetchAdminOrganisations } from './organisations';
import { adminUsersPath, fetchAdminUsers } from './users';

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

export async function fetchDashboardStatistics(): Promise<DashboardStatistics> {
  // Only the totals are read, so the lists ask for one row.
  const [users, organisations, coupons, activities] = await Promise.all([
    fetchAdminUsers(adminUsersPath({ limit: 1 })),
    fetchAdminOrganisations(adminOrganisationsPath({ limit: 1 })),
    fetchAdminCoupons(ADMIN_COUPONS_PATH),
    fetchAdminActivities(adminActivitiesPath({ kind: 'all' }, { limit: 1 })),
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

export function useDashboardStatistics(): SWRResponse<DashboardStatistics, ApiError> {
  return useSWR<DashboardStatistics, ApiError>(DASHBOARD_STATISTICS_KEY, fetchDashboardStatistics);
}
