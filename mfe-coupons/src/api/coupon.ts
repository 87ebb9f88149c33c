// GET /admin/coupons/{id}: one coupon with the organisations that redeemed it.
import { useApiQuery } from '@portal/api';
import type { CouponDetailResponse } from '@portal/contract/coupons';
import { adminCouponPath } from './paths';

export const COUPON_DETAILS_ERROR_TEXT = 'Failed to fetch coupon details';

export function useAdminCoupon(id: string | null | undefined) {
  return useApiQuery<CouponDetailResponse>(adminCouponPath(id));
}
