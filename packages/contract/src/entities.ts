// The entities the session and several sections share, as the admin API sends them
// (docs/api/openapi.json): the signed-in user, the user and the organisation (which the users,
// organisations and coupons sections all embed) and the short summaries. Each section's own answers
// and entities (`Coupon`, `Invoice`, ...) are in its module, `@portal/contract/<name>`. Dates are ISO 8601 strings; money is an integer in the currency's minor unit with
// a lower-case ISO currency code, as the payment provider sends them. Fields the API may not know
// are `null`, never absent.
import type { AuthProvider, SubscriptionStatus, UserStatus } from './enums';

/**
 * The signed-in user as `GET /user/profile` answers it and localStorage `user` stores it: a user's
 * account's fields and the platform role. The session's own type, so declared here in full; the
 * users section's `User` is this type less the role.
 */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  status: UserStatus;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  isAdmin: boolean;
  providers: AuthProvider[];
  googleId: string | null;
  xeroId: string | null;
  createdAt: string;
  lastLoginAt: string | null;
  /** Platform role label; the account menu shows DEFAULT_ROLE_LABEL when absent. */
  role?: string | null;
  /** Whether the account is an auditor's (AUDITOR_EMAILS): /user/profile adds it beside the spec's fields. */
  auditor?: boolean;
}

/** The short user shape embedded in activities and invitations (and shown by `@portal/ui`'s chips). */
export interface UserSummary {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  avatarUrl: string | null;
  isAdmin: boolean;
}

/** The short organisation shape embedded in activities (and shown by `@portal/ui`'s chips). */
export interface OrganisationSummary {
  id: string;
  name: string;
}

/**
 * A user as the API sends it (a list row, a user's page, a team's member): the account the session
 * carries too (`SessionUser`, less its platform role and the profile's auditor flag).
 */
export type User = Omit<SessionUser, 'role' | 'auditor'>;

/** An organisation as the API sends it (a list row, its page, a user's membership, a coupon's redeemer). */
export interface Organisation {
  id: string;
  name: string;
  legalName: string | null;
  /** 11 digits, without spaces. */
  abn: string | null;
  contactNumber: string | null;
  website: string | null;
  billingEmail: string | null;
  createdAt: string;
  subscriptionStatus: SubscriptionStatus | null;
  subscriptionValidUntil: string | null;
  cardValidUntil: string | null;
  stripeCustomerId: string | null;
  /** The promotion code the organisation redeemed, with the coupon it belongs to. */
  promotionCode: string | null;
  couponId: string | null;
  connectedToXero: boolean;
  xeroLastSyncTransactionsAt: string | null;
  /** 1 (January) to 12. */
  taxYearStartMonth: number | null;
  completedOnboarding: boolean;
  /** -1 means unlimited. */
  quotaMaxUsers: number;
}
