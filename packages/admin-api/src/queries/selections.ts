// Select lists that shape rows straight into the contract types: contract names mapped to schema
// columns, instants as ISO strings (the iso() SQL function).
import type { CouponOrganisation, PromotionCode } from '@portal/contract/coupons';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { coupons, organisations, promotionCodes, users } from '../db/schema';

type IsoText<Column extends AnyPgColumn> = Column['_']['notNull'] extends true ? string : string | null;

/** The instant as ISO 8601 UTC text, the same from every driver. */
export function iso<Column extends AnyPgColumn>(column: Column): SQL<IsoText<Column>> {
  return sql<IsoText<Column>>`iso(${column})`;
}

export const organisationFields = {
  id: organisations.id,
  name: organisations.name,
  legalName: organisations.legal_name,
  abn: organisations.abn,
  contactNumber: organisations.contact_number,
  website: organisations.website,
  billingEmail: organisations.billing_email,
  createdAt: iso(organisations.created_at),
  subscriptionStatus: organisations.subscription_status,
  subscriptionValidUntil: iso(organisations.subscription_valid_until),
  cardValidUntil: iso(organisations.card_valid_until),
  stripeCustomerId: organisations.stripe_customer_id,
  promotionCode: organisations.promotion_code,
  couponId: organisations.coupon_id,
  connectedToXero: organisations.connected_to_xero,
  xeroLastSyncTransactionsAt: iso(organisations.xero_last_sync_transactions_at),
  taxYearStartMonth: organisations.tax_year_start_month,
  completedOnboarding: organisations.completed_onboarding,
  quotaMaxUsers: organisations.quota_max_users,
};

export const userFields = {
  id: users.id,
  email: users.email,
  firstName: users.first_name,
  lastName: users.last_name,
  avatarUrl: users.avatar_url,
  status: users.status,
  emailVerified: users.email_verified,
  twoFactorEnabled: users.two_factor_enabled,
  isAdmin: users.is_admin,
  providers: users.providers,
  googleId: users.google_id,
  xeroId: users.xero_id,
  createdAt: iso(users.created_at),
  lastLoginAt: iso(users.last_login_at),
};

/** A UserSummary; through a left join the whole object is null when no user matched. */
export const userSummaryFields = {
  id: users.id,
  firstName: users.first_name,
  lastName: users.last_name,
  email: users.email,
  avatarUrl: users.avatar_url,
  isAdmin: users.is_admin,
};

/**
 * `table.column`: drizzle leaves columns unqualified in a one-table select, where a correlated
 * subquery would read its own table's column of the same name.
 */
const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

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
