// Sample answers for tests. Coupons are the coupons section's entity (`@portal/contract/coupons`),
// which this shared package does not import; users and organisations are shared (`@portal/contract`)
// but typed here as the samples too: each sample's
// type is the sample itself (a user's the profile's fields), and a section's type fits it by
// structure, so a test that passes one where the section's type is expected stops compiling once
// the two part.
import type { CouponDuration, SessionUser, SubscriptionStatus } from '@portal/contract';

/** A sample value of a field the API may also send as null. */
const orNull = <T>(value: T | null): T | null => value;

/** A signed-in admin as /user/profile answers it; override what a test is about. */
export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-admin-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    avatarUrl: null,
    status: 'ACTIVE',
    emailVerified: true,
    twoFactorEnabled: false,
    isAdmin: true,
    providers: ['google'],
    googleId: 'google-1',
    xeroId: null,
    createdAt: '2024-01-15T09:30:00.000Z',
    lastLoginAt: '2025-06-01T08:00:00.000Z',
    role: 'AVANZU',
    ...overrides,
  };
}

/** A user as the admin API answers it: the profile's fields without the platform role. */
export type UserFixture = Omit<SessionUser, 'role'>;

/** A user as the admin user endpoints answer it; override what a test is about. */
export function makeUser(overrides: Partial<UserFixture> = {}): UserFixture {
  return {
    id: 'user-1',
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    avatarUrl: null,
    status: 'ACTIVE',
    emailVerified: true,
    twoFactorEnabled: false,
    isAdmin: false,
    providers: ['google'],
    googleId: 'google-1',
    xeroId: null,
    createdAt: '2024-03-05T10:00:00.000Z',
    lastLoginAt: '2025-06-01T04:30:00.000Z',
    ...overrides,
  };
}

const ORGANISATION = {
  id: 'org-1',
  name: 'Acme Research',
  legalName: orNull('Acme Research Pty Ltd'),
  abn: orNull('51824753556'),
  contactNumber: orNull('+61 2 9000 0000'),
  website: orNull('https://acme.example.com'),
  billingEmail: orNull('billing@acme.example.com'),
  createdAt: '2024-02-01T00:00:00.000Z',
  subscriptionStatus: orNull<SubscriptionStatus>('ACTIVE'),
  subscriptionValidUntil: orNull('2026-02-01T00:00:00.000Z'),
  cardValidUntil: orNull('2027-03-31T00:00:00.000Z'),
  stripeCustomerId: orNull('cus_123'),
  promotionCode: orNull<string>(null),
  couponId: orNull<string>(null),
  connectedToXero: true,
  xeroLastSyncTransactionsAt: orNull('2025-05-30T10:00:00.000Z'),
  taxYearStartMonth: orNull(7),
  completedOnboarding: true,
  quotaMaxUsers: 5,
};
/** An organisation as the admin API answers it. */
export type OrganisationFixture = typeof ORGANISATION;

export function makeOrganisation(overrides: Partial<OrganisationFixture> = {}): OrganisationFixture {
  return { ...ORGANISATION, ...overrides };
}

const COUPON = {
  id: 'WELCOME20',
  name: orNull('Welcome 20%'),
  percentOff: orNull(20),
  amountOff: orNull<number>(null),
  currency: orNull<string>(null),
  duration: 'repeating' as CouponDuration,
  durationInMonths: orNull(3),
  redeemBy: orNull<string>(null),
  timesRedeemed: 4,
  maxRedemptions: orNull(100),
  valid: true,
  created: '2024-03-01T00:00:00.000Z',
  promotionCodes: [{ code: 'WELCOME', attributions: 4 }],
};
/** A coupon as the admin API answers it, with its promotion codes. */
export type CouponFixture = typeof COUPON;

export function makeCoupon(overrides: Partial<CouponFixture> = {}): CouponFixture {
  return { ...COUPON, promotionCodes: COUPON.promotionCodes.map((code) => ({ ...code })), ...overrides };
}
