import { prefetchPath } from '@portal/api';
import type { SectionLocation } from '@portal/federation';
import { adminCouponPath } from './api/coupon';
import { adminCouponsPathOf } from './api/coupons';

/** The first call of the coupons list (its sort from the URL query) or of a coupon's page. */
export default function prefetch({ segments, search }: SectionLocation): void {
  const [couponId, ...rest] = segments;
  if (couponId === undefined) prefetchPath(adminCouponsPathOf(new URLSearchParams(search)));
  else if (rest.length === 0) prefetchPath(adminCouponPath(couponId));
}
