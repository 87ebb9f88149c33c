// GET /admin/coupons?limit=100[&sort&order]: every coupon the list shows.
import {
  API_LIMITS,
  csvExportPath,
  sortParams,
  sortViewOf,
  useApiQuery,
  withQuery,
  type SortQuery,
} from '@portal/api';
import type { CouponsResponse } from '@portal/admin-api/contract/coupons';

export const COUPONS_ERROR_TEXT = 'Failed to fetch coupons';
export const ADMIN_COUPONS_PATH = '/admin/coupons';

/** The columns the list may be sorted by (the API's allow-list for coupons holds them). */
export const COUPONS_SORT_FIELDS = ['name', 'timesRedeemed', 'created'] as const;
export type CouponsSortField = (typeof COUPONS_SORT_FIELDS)[number];
export type CouponsSort = SortQuery<CouponsSortField>;

/** The request for one sort of the list: the page and its prefetch both ask through it. */
export function adminCouponsPath(sort: CouponsSort): string {
  return withQuery(ADMIN_COUPONS_PATH, { limit: API_LIMITS.couponListLimit, ...sortParams(sort) });
}

/** The request of the list as a URL query (`sort`, `order`) names it. */
export function adminCouponsPathOf(params: URLSearchParams): string {
  return adminCouponsPath(sortViewOf(params, COUPONS_SORT_FIELDS));
}

/** The list's CSV export: its sort, every row. */
export function adminCouponsCsvPath(sort: CouponsSort): string {
  return csvExportPath(ADMIN_COUPONS_PATH, sort);
}

/** Keeps the previous order on screen while the next one loads. */
export function useAdminCoupons(sort: CouponsSort) {
  return useApiQuery<CouponsResponse>(adminCouponsPath(sort), { keepPreviousData: true });
}
