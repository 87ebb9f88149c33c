// The coupons section's calls, by path: pure (`@portal/api/paths` only), so that its `./prefetch`
// loads without the shared client. The hooks ask for the same paths.
import type { SortQuery } from '@portal/api';
import { API_LIMITS } from '@portal/api/contract';
import { idPath, sortParams, sortViewOf, withQuery } from '@portal/api/paths';

export const ADMIN_COUPONS_PATH = '/admin/coupons';

/** The columns the list may be sorted by (the API's allow-list for coupons holds them). */
export const COUPONS_SORT_FIELDS = ['name', 'timesRedeemed', 'created'] as const;
export type CouponsSortField = (typeof COUPONS_SORT_FIELDS)[number];
export type CouponsSort = SortQuery<CouponsSortField>;

/** GET /admin/coupons?limit=100[&sort&order]: every coupon the list shows, in one sort. */
export function adminCouponsPath(sort: CouponsSort): string {
  return withQuery(ADMIN_COUPONS_PATH, { limit: API_LIMITS.couponListLimit, ...sortParams(sort) });
}

/** The request of the list as a URL query (`sort`, `order`) names it. */
export function adminCouponsPathOf(params: URLSearchParams): string {
  return adminCouponsPath(sortViewOf(params, COUPONS_SORT_FIELDS));
}

/** GET /admin/coupons/{id}: one coupon with the organisations that redeemed it. */
export function adminCouponPath(id: string | null | undefined): string | null {
  return idPath(ADMIN_COUPONS_PATH, id);
}
