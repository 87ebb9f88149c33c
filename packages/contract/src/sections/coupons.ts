// The coupons section's wire contract (docs/api/openapi.json): its answers, the coupon, and what its
// list may be sorted by. The API's queries and the remote's sortable columns both take the keys
// from here.
import type { Organisation } from '../entities';
import type { CouponDuration } from '../enums';
import type { SortQuery } from '../staffTools';

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

/** What the list may be sorted by (`sort`). */
export const COUPONS_SORT_KEYS = ['name', 'timesRedeemed', 'created'] as const;
/** A `sort` the list accepts. */
export type CouponsSortKey = (typeof COUPONS_SORT_KEYS)[number];
/** The list's `sort` and `order`. */
export type CouponsSort = SortQuery<CouponsSortKey>;

/** The list has no filters. */
export type CouponsFilters = Record<never, never>;
