import type { Coupon, Organisation, SessionUser, User } from '../contract';

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

/** A user as the admin user endpoints answer it; override what a test is about. */
export function makeUser(overrides: Partial<User> = {}): User {
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

export function makeOrganisation(overrides: Partial<Organisation> = {}): Organisation {
  return {
    id: 'org-1',
    name: 'Acme Research',
    legalName: 'Acme Research Pty Ltd',
    abn: '51824753556',
    contactNumber: '+61 2 9000 0000',
    website: 'https://acme.example.com',
    billingEmail: 'billing@acme.example.com',
    createdAt: '2024-02-01T00:00:00.000Z',
    subscriptionStatus: 'ACTIVE',
    subscriptionValidUntil: '2026-02-01T00:00:00.000Z',
    cardValidUntil: '2027-03-31T00:00:00.000Z',
    stripeCustomerId: 'cus_123',
    promotionCode: null,
    couponId: null,
    connectedToXero: true,
    xeroLastSyncTransactionsAt: '2025-05-30T10:00:00.000Z',
    taxYearStartMonth: 7,
    completedOnboarding: true,
    quotaMaxUsers: 5,
    ...overrides,
  };
}

export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 'WELCOME20',
    name: 'Welcome 20%',
    percentOff: 20,
    amountOff: null,
    currency: null,
    duration: 'repeating',
    durationInMonths: 3,
    redeemBy: null,
    timesRedeemed: 4,
    maxRedemptions: 100,
    valid: true,
    created: '2024-03-01T00:00:00.000Z',
    promotionCodes: [{ code: 'WELCOME', attributions: 4 }],
    ...overrides,
  };
}
