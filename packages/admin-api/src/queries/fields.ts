// Select lists that shape rows straight into the contract types: camelCase aliases, instants as
// ISO strings (the iso() SQL function), nested objects with json_build_object.

/** Organisation, table alias `o`. */
export const ORGANISATION_FIELDS = `
  o.id, o.name, o.legal_name as "legalName", o.abn, o.contact_number as "contactNumber", o.website,
  o.billing_email as "billingEmail", iso(o.created_at) as "createdAt", o.subscription_status as "subscriptionStatus",
  iso(o.subscription_valid_until) as "subscriptionValidUntil", iso(o.card_valid_until) as "cardValidUntil",
  o.stripe_customer_id as "stripeCustomerId", o.promotion_code as "promotionCode", o.coupon_id as "couponId",
  o.connected_to_xero as "connectedToXero", iso(o.xero_last_sync_transactions_at) as "xeroLastSyncTransactionsAt",
  o.tax_year_start_month as "taxYearStartMonth", o.completed_onboarding as "completedOnboarding",
  o.quota_max_users as "quotaMaxUsers"`;

/** User, table alias `u`. */
export const USER_FIELDS = `
  u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.avatar_url as "avatarUrl", u.status,
  u.email_verified as "emailVerified", u.two_factor_enabled as "twoFactorEnabled", u.is_admin as "isAdmin",
  u.providers, u.google_id as "googleId", u.xero_id as "xeroId", iso(u.created_at) as "createdAt",
  iso(u.last_login_at) as "lastLoginAt"`;

/** UserSummary of the user `u`, or null when the outer join found none. */
export const USER_SUMMARY_JSON = `
  case when u.id is null then null else json_build_object(
    'id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email,
    'avatarUrl', u.avatar_url, 'isAdmin', u.is_admin) end`;

/** Coupon with its promotion codes and how many organisations each brought, table alias `c`. */
export const COUPON_FIELDS = `
  c.id, c.name, c.percent_off as "percentOff", c.amount_off as "amountOff", c.currency, c.duration,
  c.duration_in_months as "durationInMonths", iso(c.redeem_by) as "redeemBy", c.times_redeemed as "timesRedeemed",
  c.max_redemptions as "maxRedemptions", c.valid, iso(c.created) as created,
  coalesce((
    select json_agg(json_build_object(
      'code', pc.code,
      'attributions', (select count(*) from organisations po where po.promotion_code = pc.code)
    ) order by pc.created, pc.code)
    from promotion_codes pc where pc.coupon_id = c.id
  ), '[]'::json) as "promotionCodes"`;
