import { formatCount, paths } from '@portal/ui';
import type { DashboardStatistics } from '../api/dashboardStatistics';

export interface StatCardModel {
  title: string;
  /** The headline figure, formatted. */
  value: string;
  subtitle: string;
  /** Where clicking the card goes. */
  to: string;
}

/** The dashboard's four stat cards (docs/product.md "Screens") from the statistics. */
export function statCardModels(stats: DashboardStatistics): StatCardModel[] {
  return [
    {
      title: 'Total Users',
      value: formatCount(stats.totalUsers),
      subtitle: `${formatCount(stats.activeUsers)} active`,
      to: paths.users,
    },
    {
      title: 'Organisations',
      value: formatCount(stats.totalOrganisations),
      subtitle: `${formatCount(stats.activeOrganisations)} active`,
      to: paths.organisations,
    },
    {
      title: 'Coupon Redemptions',
      value: formatCount(stats.couponRedemptions),
      subtitle: `${formatCount(stats.totalCoupons)} total coupons`,
      to: paths.coupons,
    },
    {
      title: 'Activities',
      value: formatCount(stats.totalActivities),
      subtitle: 'Total recorded',
      to: paths.activities,
    },
  ];
}
