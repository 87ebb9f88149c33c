// GET /admin/coupons?limit=100[&sort&order]: every coupon the list and the dashboard show.
import useSWR, { type SWRResponse } from 'swr';
import { API_LIMITS, type CouponsResponse, type SortQuery } from '../contract';
import type { ApiError } from '../http/ApiError';
import { apiClient, withQuery } from '../http/apiClient';
import { sortParams } from './sortQuery';

export const COUPONS_ERROR_TEXT = 'Failed to fetch coupons';
export const ADMIN_COUPONS_LIST_PATH = '/admin/coupons';
export const ADMIN_COUPONS_PATH = withQuery(ADMIN_COUPONS_LIST_PATH, { limit: API_LIMITS.couponListLimit });

export function adminCouponsPath(sort: SortQuery<'coupons'>): string {
  return withQuery(ADMIN_COUPONS_LIST_PATH, { limit: API_LIMITS.couponListLimit, ...sortParams(sort) });
}

export function fetchAdminCoupons(path: string): Promise<CouponsResponse> {
  return apiClient.get<CouponsResponse>(path);
}

export function useAdminCoupons(sort: SortQuery<'coupons'> = {}): SWRResponse<CouponsResponse, ApiError> {
  return useSWR<CouponsResponse, ApiError>(adminCouponsPath(sort), fetchAdminCoupons, {
    keepPreviousData: true,
  });
}
