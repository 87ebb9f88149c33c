// The one definition of every table: queries are built from these objects, row types come from
// them (`$inferInsert`, `$inferSelect`), and the seed inserts through them. The migrations are the
// history that builds the same tables; schema.test.ts checks a migrated database against this file.
// Property names are the column names, so a column is spelt once.
import type * as contract from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgMaterializedView,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ORGANISATION_SEARCH_TEXT, USER_SEARCH_TEXT } from './keys';

/** Instants travel as ISO strings both ways (the iso() SQL function formats them for the API). */
const instant = () => timestamp({ withTimezone: true, mode: 'string' });

export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});

export const coupons = pgTable('coupons', {
  id: text().primaryKey(),
  name: text(),
  percent_off: doublePrecision(),
  amount_off: integer(),
  currency: text(),
  duration: text().$type<contract.CouponDuration>().notNull(),
  duration_in_months: integer(),
  redeem_by: instant(),
  times_redeemed: integer().notNull().default(0),
  max_redemptions: integer(),
  valid: boolean().notNull(),
  created: instant().notNull(),
});

export const promotionCodes = pgTable('promotion_codes', {
  id: text().primaryKey(),
  coupon_id: text()
    .notNull()
    .references(() => coupons.id, { onDelete: 'cascade' }),
  code: text().notNull().unique(),
  created: instant().notNull(),
});

export const organisations = pgTable('organisations', {
  id: uuid().primaryKey(),
  name: text().notNull(),
  legal_name: text(),
  abn: text(),
  contact_number: text(),
  website: text(),
  billing_email: text(),
  created_at: instant().notNull(),
  subscription_status: text().$type<contract.SubscriptionStatus>(),
  subscription_valid_until: instant(),
  card_valid_until: instant(),
  stripe_customer_id: text(),
  promotion_code: text(),
  coupon_id: text().references(() => coupons.id, { onDelete: 'set null' }),
  connected_to_xero: boolean().notNull().default(false),
  xero_last_sync_transactions_at: instant(),
  tax_year_start_month: integer(),
  completed_onboarding: boolean().notNull().default(false),
  quota_max_users: integer().notNull().default(-1),
  total_projects: integer().notNull().default(0),
  total_transactions: integer().notNull().default(0),
  total_transactions_allocated: integer().notNull().default(0),
  search_text: text().generatedAlwaysAs(sql.raw(ORGANISATION_SEARCH_TEXT)),
});

export const users = pgTable('users', {
  id: uuid().primaryKey(),
  email: text().notNull(),
  first_name: text(),
  last_name: text(),
  avatar_url: text(),
  status: text().$type<contract.UserStatus>().notNull(),
  email_verified: boolean().notNull().default(false),
  two_factor_enabled: boolean().notNull().default(false),
  is_admin: boolean().notNull().default(false),
  role: text(),
  providers: text().array().$type<contract.AuthProvider[]>().notNull().default([]),
  google_id: text(),
  xero_id: text(),
  created_at: instant().notNull(),
  last_login_at: instant(),
  search_text: text().generatedAlwaysAs(sql.raw(USER_SEARCH_TEXT)),
});

export const memberships = pgTable(
  'memberships',
  {
    organisation_id: uuid()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    user_id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<contract.OrganisationRole>().notNull(),
    joined_at: instant().notNull(),
  },
  (table) => [primaryKey({ columns: [table.organisation_id, table.user_id] })],
);

export const invitations = pgTable('invitations', {
  id: uuid().primaryKey(),
  organisation_id: uuid()
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  email: text().notNull(),
  role: text().$type<contract.OrganisationRole>().notNull(),
  status: text().$type<contract.InvitationStatus>().notNull(),
  expires_at: instant().notNull(),
  invited_by: uuid().references(() => users.id, { onDelete: 'set null' }),
  created_at: instant().notNull(),
});

export const invoices = pgTable('invoices', {
  id: text().primaryKey(),
  organisation_id: uuid()
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  number: text(),
  status: text().$type<contract.InvoiceStatus>().notNull(),
  total: integer().notNull(),
  amount_due: integer().notNull(),
  amount_refunded: integer().notNull().default(0),
  refunded: boolean().notNull().default(false),
  currency: text().notNull(),
  created: instant().notNull(),
  invoice_pdf: text(),
});

export const activities = pgTable('activities', {
  id: uuid().primaryKey(),
  activity_type: text().$type<contract.ActivityType>().notNull(),
  description: text().notNull(),
  created_at: instant().notNull(),
  user_id: uuid().references(() => users.id, { onDelete: 'set null' }),
  organisation_id: uuid().references(() => organisations.id, { onDelete: 'set null' }),
});

/** A signed-in browser (migration 006): its tokens are honoured while it exists, unrevoked. */
export const sessions = pgTable('sessions', {
  id: uuid().primaryKey(),
  user_id: uuid().notNull(),
  /** The one refresh token that may be used next; an older one revokes the session. */
  refresh_token_id: uuid().notNull(),
  expires_at: instant().notNull(),
  revoked_at: instant(),
});

/** Sign-in states already completed, so each can be used once (migration 006). */
export const usedSignInStates = pgTable('used_sign_in_states', {
  nonce: uuid().primaryKey(),
  expires_at: instant().notNull(),
});

/** Whole-table and per-key row counts, kept current by triggers (migration 003). */
export const rowCounts = pgTable('row_counts', {
  counter: text().primaryKey(),
  total: bigint({ mode: 'number' }).notNull(),
});

/** Every 10,000th row of a list newest first with its exact position (migration 004). */
export const pageMarks = pgTable(
  'page_marks',
  {
    list: text().notNull(),
    position: bigint({ mode: 'number' }).notNull(),
    created_at: instant().notNull(),
    id: uuid().notNull(),
  },
  (table) => [primaryKey({ columns: [table.list, table.created_at, table.id] })],
);

/** Distinct active users per UTC month (migration 002), refreshed by the seed. */
export const monthlyActiveUsers = pgMaterializedView('monthly_active_users', {
  month: timestamp({ mode: 'string' }).notNull(),
  active_users: integer().notNull(),
}).existing();

/** One staff call that returned personal data, in a hash chain (migration 013, src/audit/). */
export const auditRecords = pgTable('audit_records', {
  seq: bigint({ mode: 'number' }).primaryKey(),
  at: instant().notNull(),
  staff_id: uuid(),
  staff_email: text(),
  request_id: text().notNull(),
  action: text().notNull(),
  resource: text().notNull(),
  query: jsonb().$type<Record<string, unknown>>().notNull(),
  status: integer().notNull(),
  client_address: text(),
  user_agent: text(),
  prev_hash: text().notNull(),
  hash: text().notNull(),
});

/** The users and organisations an audit record's answer carried (migration 013). */
export const auditSubjects = pgTable(
  'audit_subjects',
  {
    seq: bigint({ mode: 'number' }).notNull(),
    kind: text().notNull(),
    subject_id: uuid().notNull(),
  },
  (table) => [primaryKey({ columns: [table.seq, table.kind, table.subject_id] })],
);

/** The audit chain's tail and, after a purge, its anchor: one row (migration 013). */
export const auditChain = pgTable('audit_chain', {
  id: boolean().primaryKey().default(true),
  tail_seq: bigint({ mode: 'number' }).notNull(),
  tail_hash: text().notNull(),
  anchor_seq: bigint({ mode: 'number' }).notNull(),
  anchor_hash: text().notNull(),
  purged_at: instant(),
});
