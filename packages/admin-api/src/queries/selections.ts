// Select lists that shape rows straight into the contract types: contract names mapped to schema
// columns, instants as ISO strings (the iso() SQL function).
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { organisations, users } from '../db/schema';

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
export const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
