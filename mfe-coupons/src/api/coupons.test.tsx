import type { CouponsResponse } from '@portal/contract/coupons';
import { makeCoupon, requestsForAnswer, setupTestApi } from '@portal/api/testing';
import { useAdminCoupons } from './coupons';

const server = setupTestApi();

describe('useAdminCoupons', () => {
  it('asks for GET /admin/coupons?limit=100', async () => {
    const coupons: CouponsResponse = { coupons: [makeCoupon()], total: 1 };
    const requests = await requestsForAnswer(server, '/admin/coupons', coupons, () => useAdminCoupons({}));
    expect(requests).toEqual(['GET /admin/coupons?limit=100']);
  });
});
