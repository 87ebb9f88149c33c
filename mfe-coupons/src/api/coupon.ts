// GET /admin/coupons/{id}: one coupon with the organisations that redeemed it.
import { idPath, useApiQuery } from '@portal/api';
import type { CouponDetailResponse } from '@portal/admin-api/contract/coupons';

export const COUPON_DETAILS_ERROR_TEXT = 'Failed to fetch coupon details';

export function adminCouponPath(id: string | null | undefined): string | null {
  return idPath('/admin/coupons', id);
}

export function useAdminCoupon(id: string | null | undefined) {
  return useApiQuery<CouponDetailResponse>(adminCouponPath(id));
}
