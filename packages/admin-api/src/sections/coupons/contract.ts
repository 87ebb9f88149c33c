// The coupons list's wire types that are this section's alone, derived from its queries: what its
// list may be sorted by (and filtered by). Types only: the remote takes them with `import type`
// from '@portal/admin-api/contract/coupons', so nothing of the API reaches a browser bundle.
import type { SortQuery } from '@portal/api/contract';
import type { COUPON_SORT_KEYS } from './queries';

/** A `sort` the list accepts. */
export type CouponsSortKey = keyof typeof COUPON_SORT_KEYS;
/** The list's `sort` and `order`. */
export type CouponsSort = SortQuery<CouponsSortKey>;
