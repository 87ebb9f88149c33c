// Test data shaped like the admin API's answers; each test overrides what it is about.
import type {
  Invitation,
  Invoice,
  Organisation,
  OrganisationDetailResponse,
  TeamMember,
} from '@portal/contract/organisations';
import { makeUser } from '@portal/api/testing';

export function makeOrganisation(overrides: Partial<Organisation> = {}): Organisation {
  return {
    id: 'org-1',
    name: 'Acme Labs',
    legalName: 'Acme Laboratories Pty Ltd',
    abn: '51824753556',
    contactNumber: '+61 2 9000 1234',
    website: 'https://acme.example.com',
    billingEmail: 'billing@acme.example.com',
    createdAt: '2024-03-05T10:00:00.000Z',
    subscriptionStatus: 'ACTIVE',
    subscriptionValidUntil: '2026-03-05T00:00:00.000Z',
    cardValidUntil: '2027-08-31T00:00:00.000Z',
    stripeCustomerId: 'cus_123',
    promotionCode: 'LAUNCH20',
    couponId: 'coupon-9',
    connectedToXero: true,
    xeroLastSyncTransactionsAt: '2025-06-01T04:30:00.000Z',
    taxYearStartMonth: 7,
    completedOnboarding: true,
    quotaMaxUsers: 10,
    ...overrides,
  };
}

export function makeOrganisationDetail(
  organisation: Partial<Organisation> = {},
  totals: Partial<Omit<OrganisationDetailResponse, 'organisation'>> = {},
): OrganisationDetailResponse {
  return {
    organisation: makeOrganisation(organisation),
    totalProjects: 4,
    totalTransactions: 120,
    totalTransactionsAllocated: 87,
    ...totals,
  };
}

export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'in_1',
    number: 'INV-0001',
    status: 'paid',
    total: 10_000,
    amountDue: 10_000,
    amountRefunded: 0,
    refunded: false,
    currency: 'aud',
    created: '2025-05-01T00:00:00.000Z',
    invoicePdf: 'https://pay.example.com/in_1.pdf',
    ...overrides,
  };
}

export function makeTeamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    ...makeUser({ email: 'grace@acme.example.com', googleId: null, lastLoginAt: null }),
    role: 'OWNER',
    joinedAt: '2024-03-06T10:00:00.000Z',
    ...overrides,
  };
}

export function makeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 'inv-1',
    email: 'new.hire@acme.example.com',
    role: 'MEMBER',
    status: 'PENDING',
    expiresAt: '2025-07-01T00:00:00.000Z',
    invitedBy: {
      id: 'user-1',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@acme.example.com',
      avatarUrl: null,
      isAdmin: false,
    },
    ...overrides,
  };
}
