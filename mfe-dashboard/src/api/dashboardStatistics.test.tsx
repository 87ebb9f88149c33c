import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ActivitiesResponse } from '@portal/contract/activities';
import type { CouponsResponse } from '@portal/contract/coupons';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';
import {
  createGate,
  makeCoupon,
  recordApiRequests,
  setupTestApi,
  TestApiProvider,
  testApiUrl,
} from '@portal/api/testing';
import { useDashboardStatistics } from './dashboardStatistics';

const server = setupTestApi();

const users: UsersResponse = { users: [], total: 120, totalActive: 87 };
const organisations: OrganisationsResponse = { organisations: [], total: 40, totalActive: 31 };
const coupons: CouponsResponse = {
  coupons: [
    makeCoupon({ id: 'A', timesRedeemed: 4 }),
    makeCoupon({ id: 'B', timesRedeemed: 0 }),
    makeCoupon({ id: 'C', timesRedeemed: 9 }),
  ],
  total: 3,
};
const activities: ActivitiesResponse = { activities: [], total: 5021 };

/** The four answers, each held until `gate` opens (when given). */
function statisticsHandlers(gate?: Promise<void>) {
  const answer = (body: object) => async () => {
    await gate;
    return HttpResponse.json(body);
  };
  return [
    http.get(testApiUrl('/admin/users'), answer(users)),
    http.get(testApiUrl('/admin/organisations'), answer(organisations)),
    http.get(testApiUrl('/admin/coupons'), answer(coupons)),
    http.get(testApiUrl('/admin/activities'), answer(activities)),
  ];
}

describe('useDashboardStatistics', () => {
  it('asks for the four totals in parallel and combines them', async () => {
    const answers = createGate();
    const requests = recordApiRequests(server);
    server.use(...statisticsHandlers(answers.wait));

    const { result } = renderHook(() => useDashboardStatistics(), { wrapper: TestApiProvider });

    // All four are sent before any answer arrives.
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(requests.sort()).toEqual([
      'GET /admin/activities?limit=1',
      'GET /admin/coupons?limit=100',
      'GET /admin/organisations?limit=1',
      'GET /admin/users?limit=1',
    ]);
    expect(result.current.data).toBeUndefined();

    answers.open();
    await waitFor(() =>
      expect(result.current.data).toEqual({
        totalUsers: 120,
        activeUsers: 87,
        totalOrganisations: 40,
        activeOrganisations: 31,
        totalCoupons: 3,
        couponRedemptions: 13,
        totalActivities: 5021,
      }),
    );
  });

  it('fails as a whole when one of the four fails', async () => {
    server.use(
      http.get(testApiUrl('/admin/coupons'), () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'Payment provider unavailable' }, { status: 502 }),
      ),
      ...statisticsHandlers(),
    );

    const { result } = renderHook(() => useDashboardStatistics(), { wrapper: TestApiProvider });

    await waitFor(() =>
      expect(result.current.error).toMatchObject({ status: 502, message: 'Payment provider unavailable' }),
    );
    expect(result.current.data).toBeUndefined();
  });
});
