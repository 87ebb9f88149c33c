// GET /admin/coupons/{id}: one coupon with the organisations that redeemed it.
import useSWR, { type SWRResponse } from 'swr';
import type { CouponDetailResponse } from '../contract';
import type { ApiError } from '../http/ApiError';
import { apiClient } from '../http/apiClient';
import { idPath } from './idPath';

export const COUPON_DETAILS_ERROR_TEXT = 'Failed to fetch coupon details';

export function adminCouponPath(id: string | null | undefined): string | null {
  return idPath('/admin/coupons', id);
}

export function useAdminCoupon(id: string | null | undefined): SWRResponse<CouponDetailResponse, ApiError> {
  return useSWR<CouponDetailResponse, ApiError>(adminCouponPath(id), (path: string) =>
    apiClient.get<CouponDetailResponse>(path),
  );
}
