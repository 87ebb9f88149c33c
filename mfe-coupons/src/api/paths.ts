// The coupons section's calls, by path: pure (`@portal/api/paths` and `@portal/list-state/pure`
// only), so that its `./prefetch` loads without the shared client. The hooks ask for the same paths.
import { API_LIMITS } from '@portal/contract';
import { COUPONS_SORT_KEYS, type CouponsSort, type CouponsSortKey } from '@portal/contract/coupons';
import { idPath, withQuery } from '@portal/api/paths';
import { sortParams, sortViewOf } from '@portal/list-state/pure';

export const ADMIN_COUPONS_PATH = '/admin/coupons';

/** The columns the list may be sorted by: the contract's keys, which the API's allow-list satisfies too. */
export const COUPONS_SORT_FIELDS = COUPONS_SORT_KEYS;
export type CouponsSortField = CouponsSortKey;
export type { CouponsSort };

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
