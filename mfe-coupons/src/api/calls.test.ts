import { COUPON_DETAILS_ERROR_TEXT } from './coupon';
import { COUPONS_ERROR_TEXT } from './coupons';
import { adminCouponPath, adminCouponsPathOf } from './paths';

describe("the coupons section's calls", () => {
  it('ask for a coupon by its encoded id, and wait while it is unknown', () => {
    expect(adminCouponPath('u/1 x')).toBe('/admin/coupons/u%2F1%20x');
    expect(adminCouponPath(undefined)).toBeNull();
  });

  it('ask for the list sorted as a URL query names it, leaving out a sort the list does not allow', () => {
    expect(adminCouponsPathOf(new URLSearchParams('sort=timesRedeemed&order=desc'))).toBe(
      '/admin/coupons?limit=100&sort=timesRedeemed&order=desc',
    );
    expect(adminCouponsPathOf(new URLSearchParams('sort=email'))).toBe('/admin/coupons?limit=100');
  });

  it('fail with the texts of docs/product.md "Errors"', () => {
    expect([COUPONS_ERROR_TEXT, COUPON_DETAILS_ERROR_TEXT]).toEqual([
      'Failed to fetch coupons',
      'Failed to fetch coupon details',
    ]);
  });
});
