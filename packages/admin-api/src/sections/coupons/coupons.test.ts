import type { CouponDetailResponse, CouponsResponse } from '@portal/contract/coupons';
import { adminTestApi } from '../../testing/testApi';
import { expectNewestFirst, ISO_INSTANT, itAnswersNotFound } from '../../testing/sectionAssertions';

const api = adminTestApi();
const { get } = api;

describe('GET /admin/coupons', () => {
  it('answers every coupon (default limit 100) with promotion codes and attribution counts', async () => {
    const body = await get<CouponsResponse>('/admin/coupons');
    expect(body.total).toBe(20);
    expect(body.coupons).toHaveLength(20);
    for (const coupon of body.coupons) {
      const attributed = coupon.promotionCodes.reduce((sum, code) => sum + code.attributions, 0);
      expect(attributed).toBeLessThanOrEqual(coupon.timesRedeemed);
      expect(coupon.percentOff === null).not.toBe(coupon.amountOff === null);
    }
    expect(body.coupons.find((coupon) => coupon.id === 'STAFF100')!.promotionCodes).toEqual([]);
    expect(body.coupons.find((coupon) => coupon.id === 'STARTUPVIC')).toMatchObject({ valid: false });
    expect((await get<CouponsResponse>('/admin/coupons?limit=5&offset=18')).coupons).toHaveLength(2);
  });

  it('answers a coupon with the organisations that redeemed it, each with only what the page shows', async () => {
    const detail = await get<CouponDetailResponse>('/admin/coupons/ACCOUNTANT20');
    expect(detail.coupon.id).toBe('ACCOUNTANT20');
    expect(detail.organisations).toHaveLength(detail.coupon.timesRedeemed);
    expect(detail.organisations.length).toBeGreaterThan(0);
    const codes = detail.coupon.promotionCodes.map((code) => code.code);
    for (const organisation of detail.organisations) {
      expect(Object.keys(organisation).sort()).toEqual([
        'createdAt',
        'id',
        'legalName',
        'name',
        'promotionCode',
        'subscriptionStatus',
      ]);
      expect(codes).toContain(organisation.promotionCode);
      expect(organisation.createdAt).toMatch(ISO_INSTANT);
    }
    for (const code of detail.coupon.promotionCodes) {
      const redeemed = detail.organisations.filter(
        (organisation) => organisation.promotionCode === code.code,
      );
      expect(code.attributions).toBe(redeemed.length);
    }
    expectNewestFirst(detail.organisations);
  });

  it('answers a coupon nobody redeemed with no organisations', async () => {
    const unused = (await get<CouponsResponse>('/admin/coupons')).coupons.find(
      (coupon) => coupon.timesRedeemed === 0,
    );
    const detail = await get<CouponDetailResponse>(`/admin/coupons/${unused!.id}`);
    expect(detail).toEqual({ coupon: unused, organisations: [] });
  });
});

describe('unknown ids', () => {
  itAnswersNotFound(api, ['/admin/coupons/NO_SUCH_COUPON']);
});
