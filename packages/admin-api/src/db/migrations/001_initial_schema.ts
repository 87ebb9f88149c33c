import type { Migration } from './migration';

// Money is in minor units with a lower-case currency code, as the payment provider sends it.
// Every list is read newest first with the id as tiebreak, hence the (created, id) indexes;
// substring search uses trigram GIN indexes; every foreign key is indexed.
export const initialSchema: Migration = {
  id: '001_initial_schema',
  sql: `
create extension if not exists pg_trgm;

-- Instants leave the API as ISO 8601 UTC strings, the same from every driver.
create function iso(value timestamptz) returns text language sql stable strict
  as $$ select to_char(value at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;

create table settings (
  key text primary key,
  value text not null
);

create table coupons (
  id text primary key,
  name text,
  percent_off double precision,
  amount_off integer,
  currency text,
  duration text not null,
  duration_in_months integer,
  redeem_by timestamptz,
  times_redeemed integer not null default 0,
  max_redemptions integer,
  valid boolean not null,
  created timestamptz not null
);
create index coupons_newest on coupons (created desc, id desc);

create table promotion_codes (
  id text primary key,
  coupon_id text not null references coupons (id) on delete cascade,
  code text not null unique,
  created timestamptz not null
);
create index promotion_codes_coupon on promotion_codes (coupon_id);

create table organisations (
  id uuid primary key,
  name text not null,
  legal_name text,
  abn text,
  contact_number text,
  website text,
  billing_email text,
  created_at timestamptz not null,
  subscription_status text,
  subscription_valid_until timestamptz,
  card_valid_until timestamptz,
  stripe_customer_id text,
  promotion_code text,
  coupon_id text references coupons (id) on delete set null,
  connected_to_xero boolean not null default false,
  xero_last_sync_transactions_at timestamptz,
  tax_year_start_month integer check (tax_year_start_month between 1 and 12),
  completed_onboarding boolean not null default false,
  quota_max_users integer not null default -1,
  total_projects integer not null default 0,
  total_transactions integer not null default 0,
  total_transactions_allocated integer not null default 0
);
create index organisations_newest on organisations (created_at desc, id desc);
create index organisations_coupon on organisations (coupon_id);
create index organisations_promotion_code on organisations (promotion_code);
create index organisations_name_trgm on organisations using gin (name gin_trgm_ops);
create index organisations_legal_name_trgm on organisations using gin (legal_name gin_trgm_ops);
create index organisations_abn_trgm on organisations using gin (abn gin_trgm_ops);

create table users (
  id uuid primary key,
  email text not null,
  first_name text,
  last_name text,
  avatar_url text,
  status text not null,
  email_verified boolean not null default false,
  two_factor_enabled boolean not null default false,
  is_admin boolean not null default false,
  role text,
  providers text[] not null default '{}',
  google_id text,
  xero_id text,
  created_at timestamptz not null,
  last_login_at timestamptz
);
create unique index users_email on users (lower(email));
create index users_newest on users (created_at desc, id desc);
create index users_first_name_trgm on users using gin (first_name gin_trgm_ops);
create index users_last_name_trgm on users using gin (last_name gin_trgm_ops);
create index users_full_name_trgm on users using gin ((first_name || ' ' || last_name) gin_trgm_ops);
create index users_email_trgm on users using gin (email gin_trgm_ops);

create table memberships (
  organisation_id uuid not null references organisations (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  role text not null,
  joined_at timestamptz not null,
  primary key (organisation_id, user_id)
);
create index memberships_user on memberships (user_id);

create table invitations (
  id uuid primary key,
  organisation_id uuid not null references organisations (id) on delete cascade,
  email text not null,
  role text not null,
  status text not null,
  expires_at timestamptz not null,
  invited_by uuid references users (id) on delete set null,
  created_at timestamptz not null
);
create index invitations_organisation on invitations (organisation_id, created_at desc, id desc);
create index invitations_invited_by on invitations (invited_by);

create table invoices (
  id text primary key,
  organisation_id uuid not null references organisations (id) on delete cascade,
  number text,
  status text not null,
  total integer not null,
  amount_due integer not null,
  amount_refunded integer not null default 0,
  refunded boolean not null default false,
  currency text not null,
  created timestamptz not null,
  invoice_pdf text
);
create index invoices_organisation_newest on invoices (organisation_id, created desc, id desc);

create table activities (
  id uuid primary key,
  activity_type text not null,
  description text not null,
  created_at timestamptz not null,
  user_id uuid references users (id) on delete set null,
  organisation_id uuid references organisations (id) on delete set null
);
create index activities_newest on activities (created_at desc, id desc);
create index activities_type_newest on activities (activity_type, created_at desc, id desc);
create index activities_user_newest on activities (user_id, created_at desc, id desc);
create index activities_organisation_newest on activities (organisation_id, created_at desc, id desc);

create table revoked_sessions (
  session_id uuid primary key,
  expires_at timestamptz not null
);
`,
};
