import type {
  ActivityRow,
  CouponRow,
  InvitationRow,
  InvoiceRow,
  MembershipRow,
  OrganisationRow,
  PromotionCodeRow,
  UserRow,
} from './rows';

export type ColumnType =
  'uuid' | 'text' | 'integer' | 'double precision' | 'boolean' | 'timestamptz' | 'text[]';

export interface TableSpec<Row> {
  name: string;
  columns: readonly (readonly [keyof Row & string, ColumnType])[];
}

export const COUPONS: TableSpec<CouponRow> = {
  name: 'coupons',
  columns: [
    ['id', 'text'],
    ['name', 'text'],
    ['percent_off', 'double precision'],
    ['amount_off', 'integer'],
    ['currency', 'text'],
    ['duration', 'text'],
    ['duration_in_months', 'integer'],
    ['redeem_by', 'timestamptz'],
    ['times_redeemed', 'integer'],
    ['max_redemptions', 'integer'],
    ['valid', 'boolean'],
    ['created', 'timestamptz'],
  ],
};

export const PROMOTION_CODES: TableSpec<PromotionCodeRow> = {
  name: 'promotion_codes',
  columns: [
    ['id', 'text'],
    ['coupon_id', 'text'],
    ['code', 'text'],
    ['created', 'timestamptz'],
  ],
};

export const ORGANISATIONS: TableSpec<OrganisationRow> = {
  name: 'organisations',
  columns: [
    ['id', 'uuid'],
    ['name', 'text'],
    ['legal_name', 'text'],
    ['abn', 'text'],
    ['contact_number', 'text'],
    ['website', 'text'],
    ['billing_email', 'text'],
    ['created_at', 'timestamptz'],
    ['subscription_status', 'text'],
    ['subscription_valid_until', 'timestamptz'],
    ['card_valid_until', 'timestamptz'],
    ['stripe_customer_id', 'text'],
    ['promotion_code', 'text'],
    ['coupon_id', 'text'],
    ['connected_to_xero', 'boolean'],
    ['xero_last_sync_transactions_at', 'timestamptz'],
    ['tax_year_start_month', 'integer'],
    ['completed_onboarding', 'boolean'],
    ['quota_max_users', 'integer'],
    ['total_projects', 'integer'],
    ['total_transactions', 'integer'],
    ['total_transactions_allocated', 'integer'],
  ],
};

export const USERS: TableSpec<UserRow> = {
  name: 'users',
  columns: [
    ['id', 'uuid'],
    ['email', 'text'],
    ['first_name', 'text'],
    ['last_name', 'text'],
    ['avatar_url', 'text'],
    ['status', 'text'],
    ['email_verified', 'boolean'],
    ['two_factor_enabled', 'boolean'],
    ['is_admin', 'boolean'],
    ['role', 'text'],
    ['providers', 'text[]'],
    ['google_id', 'text'],
    ['xero_id', 'text'],
    ['created_at', 'timestamptz'],
    ['last_login_at', 'timestamptz'],
  ],
};

export const MEMBERSHIPS: TableSpec<MembershipRow> = {
  name: 'memberships',
  columns: [
    ['organisation_id', 'uuid'],
    ['user_id', 'uuid'],
    ['role', 'text'],
    ['joined_at', 'timestamptz'],
  ],
};

export const INVITATIONS: TableSpec<InvitationRow> = {
  name: 'invitations',
  columns: [
    ['id', 'uuid'],
    ['organisation_id', 'uuid'],
    ['email', 'text'],
    ['role', 'text'],
    ['status', 'text'],
    ['expires_at', 'timestamptz'],
    ['invited_by', 'uuid'],
    ['created_at', 'timestamptz'],
  ],
};

export const INVOICES: TableSpec<InvoiceRow> = {
  name: 'invoices',
  columns: [
    ['id', 'text'],
    ['organisation_id', 'uuid'],
    ['number', 'text'],
    ['status', 'text'],
    ['total', 'integer'],
    ['amount_due', 'integer'],
    ['amount_refunded', 'integer'],
    ['refunded', 'boolean'],
    ['currency', 'text'],
    ['created', 'timestamptz'],
    ['invoice_pdf', 'text'],
  ],
};

export const ACTIVITIES: TableSpec<ActivityRow> = {
  name: 'activities',
  columns: [
    ['id', 'uuid'],
    ['activity_type', 'text'],
    ['description', 'text'],
    ['created_at', 'timestamptz'],
    ['user_id', 'uuid'],
    ['organisation_id', 'uuid'],
  ],
};
