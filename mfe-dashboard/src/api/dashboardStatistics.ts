// The dashboard's stat cards: four calls in parallel that succeed or fail together (docs/product.md "Calls").
import { useApiQuery, type ApiError } from '@portal/api';
import type { ActivitiesResponse } from '@portal/contract/activities';
import type { CouponsResponse } from '@portal/contract/coupons';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';
import { STATISTICS_PATHS } from './paths';

export const STATISTICS_ERROR_TEXT = 'Failed to fetch statistics';

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

/**
 * The four totals once all four calls have answered; the first failure when one fails. Each call
 * is its own path in the cache, so the dashboard's prefetch starts each one (firstCalls).
 */
export function useDashboardStatistics(): { data?: DashboardStatistics; error?: ApiError } {
  const users = useApiQuery<UsersResponse>(STATISTICS_PATHS.users);
  const organisations = useApiQuery<OrganisationsResponse>(STATISTICS_PATHS.organisations);
  const coupons = useApiQuery<CouponsResponse>(STATISTICS_PATHS.coupons);
  const activities = useApiQuery<ActivitiesResponse>(STATISTICS_PATHS.activities);
  const error = users.error ?? organisations.error ?? coupons.error ?? activities.error;
  if (error) return { error };
  if (!users.data || !organisations.data || !coupons.data || !activities.data) return {};
  return {
    data: {
      totalUsers: users.data.total,
      activeUsers: users.data.totalActive,
      totalOrganisations: organisations.data.total,
      activeOrganisations: organisations.data.totalActive,
      totalCoupons: coupons.data.total,
      couponRedemptions: coupons.data.coupons.reduce((sum, coupon) => sum + coupon.timesRedeemed, 0),
      totalActivities: activities.data.total,
    },
  };
}
