// GET /admin/coupons?limit=100: every coupon the list and the dashboard show.
import useSWR, { type SWRResponse } from 'swr';
import { API_LIMITS, type CouponsResponse } from '../contract';
import type { ApiError } from '../http/ApiError';
import { apiClient, withQuery } from '../http/apiClient';

export const COUPONS_ERROR_TEXT = 'Failed to fetch coupons';
export const ADMIN_COUPONS_PATH = withQuery('/admin/coupons', { limit: API_LIMITS.couponListLimit });

export function fetchAdminCoupons(): Promise<CouponsResponse> {
  return apiClient.get<CouponsResponse>(ADMIN_COUPONS_PATH);
}

export function useAdminCoupons(): SWRResponse<CouponsResponse, ApiError> {
  return useSWR<CouponsResponse, ApiError>(ADMIN_COUPONS_PATH, fetchAdminCoupons);
}
