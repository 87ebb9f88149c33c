import { ADMIN_COUPONS_PATH, adminCouponPath, prefetchPath } from '@portal/api';
import type { SectionLocation } from '@portal/federation';

/** The first call of the coupons list or of a coupon's page. */
export default function prefetch({ segments }: SectionLocation): void {
  const [couponId, ...rest] = segments;
  if (couponId === undefined) prefetchPath(ADMIN_COUPONS_PATH);
  else if (rest.length === 0) prefetchPath(adminCouponPath(couponId));
}
