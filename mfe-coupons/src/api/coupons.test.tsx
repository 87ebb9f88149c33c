import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CouponsResponse } from '@portal/api';
import {
  makeCoupon,
  recordApiRequests,
  setupTestApi,
  TestApiProvider,
  testApiUrl,
} from '@portal/api/testing';
import { useAdminCoupons } from './coupons';

const server = setupTestApi();

describe('useAdminCoupons', () => {
  it('asks for GET /admin/coupons?limit=100', async () => {
    const coupons: CouponsResponse = { coupons: [makeCoupon()], total: 1 };
    const requests = recordApiRequests(server);
    server.use(http.get(testApiUrl('/admin/coupons'), () => HttpResponse.json(coupons)));

    const { result } = renderHook(() => useAdminCoupons({}), { wrapper: TestApiProvider });

    await waitFor(() => expect(result.current.data).toEqual(coupons));
    expect(requests).toEqual(['GET /admin/coupons?limit=100']);
  });
});
