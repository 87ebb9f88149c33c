// Rows as the seed inserts them: column names as in the schema, dates as ISO strings.
import type {
  ActivityType,
  AuthProvider,
  CouponDuration,
  InvitationStatus,
  InvoiceStatus,
  OrganisationRole,
  SubscriptionStatus,
  UserStatus,
} from '@portal/api/contract';

export interface OrganisationRow {
  id: string;
  name: string;
  legal_name: string | null;
  abn: string | null;
  contact_number: string | null;
  website: string | null;
  billing_email: string | null;
  created_at: string;
  subscription_status: SubscriptionStatus | null;
  subscription_valid_until: string | null;
  card_valid_until: string | null;
  stripe_customer_id: string | null;
  promotion_code: string | null;
  coupon_id: string | null;
  connected_to_xero: boolean;
  xero_last_sync_transactions_at: string | null;
  tax_year_start_month: number | null;
  completed_onboarding: boolean;
  quota_max_users: number;
  total_projects: number;
  total_transactions: number;
  total_transactions_allocated: number;
}

export interface UserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  status: UserStatus;
  email_verified: boolean;
  two_factor_enabled: boolean;
  is_admin: boolean;
  role: string | null;
  providers: AuthProvider[];
  google_id: string | null;
  xero_id: string | null;
  created_at: string;
  last_login_at: string | null;
}

export interface MembershipRow {
  organisation_id: string;
  user_id: string;
  role: OrganisationRole;
  joined_at: string;
}

export interface InvitationRow {
  id: string;
  organisation_id: string;
  email: string;
  role: OrganisationRole;
  status: InvitationStatus;
  expires_at: string;
  invited_by: string | null;
  created_at: string;
}

export interface InvoiceRow {
  id: string;
  organisation_id: string;
  number: string | null;
  status: InvoiceStatus;
  total: number;
  amount_due: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  created: string;
  invoice_pdf: string | null;
}

export interface CouponRow {
  id: string;
  name: string | null;
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: CouponDuration;
  duration_in_months: number | null;
  redeem_by: string | null;
  times_redeemed: number;
  max_redemptions: number | null;
  valid: boolean;
  created: string;
}

export interface PromotionCodeRow {
  id: string;
  coupon_id: string;
  code: string;
  created: string;
}

export interface ActivityRow {
  id: string;
  activity_type: ActivityType;
  description: string;
  created_at: string;
  user_id: string | null;
  organisation_id: string | null;
}
