// The entities as the admin API sends them (docs/api/openapi.json). Dates are ISO 8601 strings; money is an
// integer in the currency's minor unit with a lower-case ISO currency code, as the payment provider
// sends them. Fields the API may not know are `null`, never absent.
import type {
  ActivityType,
  AuthProvider,
  CouponDuration,
  InvitationStatus,
  InvoiceStatus,
  OrganisationRole,
  SubscriptionStatus,
  UserStatus,
} from './enums';

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

export interface User {
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
}

/** The signed-in user as `GET /user/profile` answers it and localStorage `user` stores it. */
export interface SessionUser extends User {
  /** Platform role label; the account menu shows DEFAULT_ROLE_LABEL when absent. */
  role?: string | null;
}

/** A user as a member of one organisation (team list). */
export interface TeamMember extends User {
  role: OrganisationRole;
  joinedAt: string;
}

/** An organisation as one of a user's memberships (user detail). */
export interface UserOrganisation extends Organisation {
  role: OrganisationRole;
}

/** The short user shape embedded in activities and invitations. */
export interface UserSummary {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  avatarUrl: string | null;
  isAdmin: boolean;
}

export interface OrganisationSummary {
  id: string;
  name: string;
}

export interface Invitation {
  id: string;
  email: string;
  role: OrganisationRole;
  status: InvitationStatus;
  expiresAt: string;
  /** The member who sent it; null when that account no longer exists. */
  invitedBy: UserSummary | null;
}

export interface Invoice {
  id: string;
  number: string | null;
  status: InvoiceStatus;
  total: number;
  amountDue: number;
  amountRefunded: number;
  refunded: boolean;
  currency: string;
  created: string;
  invoicePdf: string | null;
}

export interface PromotionCode {
  code: string;
  /** How many organisations signed up with this code. */
  attributions: number;
}

export interface Coupon {
  id: string;
  name: string | null;
  percentOff: number | null;
  /** Minor units of `currency`. */
  amountOff: number | null;
  currency: string | null;
  duration: CouponDuration;
  durationInMonths: number | null;
  redeemBy: string | null;
  timesRedeemed: number;
  maxRedemptions: number | null;
  valid: boolean;
  created: string;
  promotionCodes: PromotionCode[];
}

/** An organisation that redeemed a coupon; `promotionCode` says with which code. */
/** What the coupon page shows of each organisation that redeemed the coupon. */
export type CouponOrganisation = Pick<
  Organisation,
  'id' | 'name' | 'legalName' | 'promotionCode' | 'subscriptionStatus' | 'createdAt'
>;

export interface GrowthPoint {
  /** 'YYYY-MM' */
  month: string;
  userCount: number;
  /** May be missing for old months; shown as 0. */
  activeUsers?: number | null;
  organisationCount: number;
}

export interface Activity {
  id: string;
  activityType: ActivityType;
  description: string;
  createdAt: string;
}

export interface ActivityListItem {
  activity: Activity;
  user: UserSummary | null;
  organisation: OrganisationSummary | null;
}
