// The coupons section's select lists: the coupon with its promotion codes, and the organisations
// that redeemed it, shaped into the contract's types by the database.
import type { CouponOrganisation, PromotionCode } from '@portal/contract/coupons';
import { sql } from 'drizzle-orm';
import { coupons, organisations, promotionCodes } from '../../db/schema';
import { iso, qualified } from '../../queries/selections';

/** Each promotion code of the coupon with how many organisations it brought. */
const couponPromotionCodes = sql<PromotionCode[]>`coalesce((
  select json_agg(json_build_object(
    'code', ${qualified(promotionCodes.code)},
    'attributions', (select count(*) from ${organisations}
      where ${qualified(organisations.promotion_code)} = ${qualified(promotionCodes.code)})
  ) order by ${qualified(promotionCodes.created)}, ${qualified(promotionCodes.code)})
  from ${promotionCodes} where ${qualified(promotionCodes.coupon_id)} = ${qualified(coupons.id)}
), '[]'::json)`;

/**
 * Every organisation that redeemed the coupon, with only what the coupon page shows of each, newest
 * first, as one JSON value: a thousand rows built by the database in one go rather than mapped one
 * by one (on PGlite, on the API's own thread). Read from organisations_coupon_newest alone
 * (migration 010), which carries these fields in this order.
 */
export const couponRedeemers = sql<CouponOrganisation[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${qualified(organisations.id)},
    'name', ${qualified(organisations.name)},
    'legalName', ${qualified(organisations.legal_name)},
    'promotionCode', ${qualified(organisations.promotion_code)},
    'subscriptionStatus', ${qualified(organisations.subscription_status)},
    'createdAt', iso(${qualified(organisations.created_at)})
  ) order by ${qualified(organisations.created_at)} desc, ${qualified(organisations.id)} desc)
  from ${organisations} where ${qualified(organisations.coupon_id)} = ${qualified(coupons.id)}
), '[]'::json)`;

export const couponFields = {
  id: coupons.id,
  name: coupons.name,
  percentOff: coupons.percent_off,
  amountOff: coupons.amount_off,
  currency: coupons.currency,
  duration: coupons.duration,
  durationInMonths: coupons.duration_in_months,
  redeemBy: iso(coupons.redeem_by),
  timesRedeemed: coupons.times_redeemed,
  maxRedemptions: coupons.max_redemptions,
  valid: coupons.valid,
  created: iso(coupons.created),
  promotionCodes: couponPromotionCodes,
};
