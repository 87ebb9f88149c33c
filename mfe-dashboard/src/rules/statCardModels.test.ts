import { statCardModels } from './statCardModels';

describe('statCardModels', () => {
  it('shows the totals with thousands separators, the subtitles and where each card goes', () => {
    const cards = statCardModels({
      totalUsers: 12345,
      activeUsers: 9876,
      totalOrganisations: 1200,
      activeOrganisations: 845,
      totalCoupons: 7,
      couponRedemptions: 1503,
      totalActivities: 250000,
    });

    expect(cards).toEqual([
      { title: 'Total Users', value: '12,345', subtitle: '9,876 active', to: '/app/users' },
      { title: 'Organisations', value: '1,200', subtitle: '845 active', to: '/app/organisations' },
      { title: 'Coupon Redemptions', value: '1,503', subtitle: '7 total coupons', to: '/app/coupons' },
      { title: 'Activities', value: '250,000', subtitle: 'Total recorded', to: '/app/activities' },
    ]);
  });
});
