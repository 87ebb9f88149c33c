// Enumerations the API sends (docs/api/openapi.json) and the screens show (docs/product.md "Screens"). Each is a readonly tuple so that both the
// portal (filters, chips) and the reference API (validation, seed) iterate the same list.

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'PAST_DUE', 'CANCELED', 'TRIALING', 'INACTIVE'] as const;
export const USER_STATUSES = ['PENDING', 'ACTIVE', 'INACTIVE'] as const;
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'EXPIRED', 'CANCELLED'] as const;
export const ORGANISATION_ROLES = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as const;
export const ACTIVITY_TYPES = [
  'AUTH',
  'USER',
  'ORGANISATION',
  'MEMBER',
  'SUBSCRIPTION',
  'XERO',
  'PROJECT',
  'TRANSACTION',
  'INVITATION',
  'OTHER',
] as const;
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;
export const BILLING_REASONS = [
  'subscription_create',
  'subscription_update',
  'subscription',
  'manual',
  'upcoming',
  'subscription_threshold',
] as const;
export const COLLECTION_METHODS = ['charge_automatically', 'send_invoice'] as const;
export const COUPON_DURATIONS = ['forever', 'once', 'repeating'] as const;
export const AUTH_PROVIDERS = ['password', 'google', 'xero'] as const;
export const OAUTH_DOMAINS = ['client', 'admin'] as const;
export const OAUTH_ACTIONS = ['link', 'login', 'verify', 'signup', 'connect'] as const;
export const OAUTH_SUCCESS_TYPES = [
  'login_success',
  'signup_success',
  'link_success',
  'verify_success',
] as const;
export const OAUTH_ERROR_TYPES = [
  'oauth_error',
  'login_error',
  'signup_error',
  'link_error',
  'verify_error',
  'missing_params',
  'oauth-init-failed',
  'invalid-action',
  'account-not-linked',
  'email-mismatch',
] as const;
export const NOTIFICATION_SEVERITIES = ['error', 'warning', 'info', 'success'] as const;

// The type of one value of each list above.
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type BillingReason = (typeof BILLING_REASONS)[number];
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];
export type CouponDuration = (typeof COUPON_DURATIONS)[number];
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];
export type OAuthDomain = (typeof OAUTH_DOMAINS)[number];
export type OAuthAction = (typeof OAUTH_ACTIONS)[number];
export type OAuthSuccessType = (typeof OAUTH_SUCCESS_TYPES)[number];
export type OAuthErrorType = (typeof OAUTH_ERROR_TYPES)[number];
export type NotificationSeverity = (typeof NOTIFICATION_SEVERITIES)[number];

/** Platform role of staff accounts; its exact meaning is not in the spec. */
export const PLATFORM_ROLE_ADMIN = 'AVANZU';
/** Role label shown in the account menu when the stored user has none. */
export const DEFAULT_ROLE_LABEL = 'MEMBER';

// Enumerations of the wider product that the portal lists but does not display (the API's OpenAPI document lists them).
export const ACCOUNT_TYPES = [
  'ASSET',
  'EQUITY',
  'EXPENSE',
  'LIABILITY',
  'REVENUE',
  'BANK',
  'DEPRECIATION',
] as const;
export const ACCOUNT_CLASSES = ['ASSET', 'EQUITY', 'EXPENSE', 'LIABILITY', 'REVENUE'] as const;
export const ACCOUNT_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export const BANK_ACCOUNT_TYPES = ['BANK', 'CREDITCARD', 'PAYPAL'] as const;
export const TAX_TYPES = [
  'INPUT',
  'OUTPUT',
  'EXEMPTEXPENSES',
  'EXEMPTOUTPUT',
  'BASEXCLUDED',
  'GSTONIMPORTS',
] as const;
export const EMPLOYEE_TYPES = ['EMPLOYEE', 'CONTRACTOR'] as const;
export const QUOTA_TYPES = [
  'PROJECTS_PER_YEAR',
  'TRANSACTIONS_PER_PROJECT',
  'USERS_PER_ORGANISATION',
] as const;
export const RESEARCH_ACTIVITY_TYPES = ['core', 'supporting'] as const;
export const ACCOUNTING_SYNC_TYPES = ['accounts', 'assets', 'employees', 'payslips', 'transactions'] as const;
export const SYNC_JOB_STATUSES = ['queued', 'in_progress', 'completed', 'failed'] as const;
export const AMOUNT_TYPES = ['Inclusive', 'Exclusive', 'NoTax'] as const;
export const TRANSACTION_TYPES = [
  'SPEND',
  'RECEIVE',
  'TRANSFER',
  'SPEND-OVERPAYMENT',
  'RECEIVE-OVERPAYMENT',
  'SPEND-PREPAYMENT',
  'RECEIVE-PREPAYMENT',
  'RECEIVE-TRANSFER',
  'SPEND-TRANSFER',
] as const;
export const BANK_TRANSACTION_STATUSES = ['AUTHORISED', 'DELETED'] as const;
export const ALLOCATION_STATUSES = ['PENDING', 'ALLOCATED', 'EXCLUDED'] as const;
export const ASSET_STATUSES = ['DRAFT', 'REGISTERED', 'DISPOSED'] as const;
export const PROJECT_STATUSES = ['draft', 'active', 'submitted', 'completed'] as const;
export const ACCOUNTING_SYNC_STATUSES = ['never', 'idle', 'syncing', 'complete', 'error'] as const;
export const ACCOUNTING_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'TOKEN_EXPIRED',
  'RATE_LIMIT_EXCEEDED',
  'MISSING_TENANT_ID',
  'INSUFFICIENT_PERMISSIONS',
  'UNKNOWN_ERROR',
  'API_ERROR',
] as const;
