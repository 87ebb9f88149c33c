import type { SectionLocation } from '@portal/federation';
import { adminCouponPath, adminCouponsPathOf } from './api/paths';

/** The first call of the coupons list (its sort from the URL query) or of a coupon's page. */
export function firstCalls({ segments, search }: SectionLocation): string[] {
  const [couponId, ...rest] = segments;
  if (couponId === undefined) return [adminCouponsPathOf(new URLSearchParams(search))];
  const couponPath = rest.length === 0 ? adminCouponPath(couponId) : null;
  return couponPath ? [couponPath] : [];
}
