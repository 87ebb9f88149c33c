// The coupons section's wire types: its answers and the coupon as the API sends them
// (docs/api/openapi.json), and what its list may be sorted by, derived from its queries. Types
// only: the remote takes them with `import type` from '@portal/admin-api/contract/coupons', so
// nothing of the API reaches a browser bundle, and a new field is a change of this section alone.
import type { CouponDuration, SortQuery } from '@portal/api/contract';
import type { Organisation } from '../organisations/contract';
import type { COUPON_SORT_KEYS } from './queries';

export interface PromotionCode {
  code: string;
  /** How many organisations signed up with this code. */
  attributions: number;
}

export interface Coupon {
  id: string;
  name: string | null;
  percentOff: number | null;
  /** Minor units of `currency`. */
  amountOff: number | null;
  currency: string | null;
  duration: CouponDuration;
  durationInMonths: number | null;
  redeemBy: string | null;
  timesRedeemed: number;
  maxRedemptions: number | null;
  valid: boolean;
  created: string;
  promotionCodes: PromotionCode[];
}

/**
 * What the coupon page shows of each organisation that redeemed the coupon; `promotionCode` says
 * with which code.
 */
export type CouponOrganisation = Pick<
  Organisation,
  'id' | 'name' | 'legalName' | 'promotionCode' | 'subscriptionStatus' | 'createdAt'
>;

/** The coupons list's answer. */
export interface CouponsResponse {
  coupons: Coupon[];
  total: number;
}

/** One coupon's answer. */
export interface CouponDetailResponse {
  coupon: Coupon;
  organisations: CouponOrganisation[];
}

/** A `sort` the list accepts. */
export type CouponsSortKey = keyof typeof COUPON_SORT_KEYS;
/** The list's `sort` and `order`. */
export type CouponsSort = SortQuery<CouponsSortKey>;
