// The organisations section's wire types: its answers, the organisation, its team, invitations and
// invoices as the API sends them (docs/api/openapi.json), and what its list may be sorted by,
// derived from its queries. Types only: the remote takes them with `import type` from
// '@portal/admin-api/contract/organisations', so nothing of the API reaches a browser bundle, and a
// new field is a change of this section alone.
import type {
  InvitationStatus,
  InvoiceStatus,
  OrganisationRole,
  SortQuery,
  SubscriptionStatus,
  UserSummary,
} from '@portal/api/contract';
import type { User } from '../users/contract';
import type { ORGANISATION_SORT_KEYS } from './queries';

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

/** A user as a member of one organisation (team list). */
export interface TeamMember extends User {
  role: OrganisationRole;
  joinedAt: string;
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

/** Money is an integer in the currency's minor unit with a lower-case ISO currency code. */
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

/** The organisations list's answer. */
export interface OrganisationsResponse {
  organisations: Organisation[];
  total: number;
  /** Organisations with subscription ACTIVE among those matching the search. */
  totalActive: number;
}

/** One organisation's answer. */
export interface OrganisationDetailResponse {
  organisation: Organisation;
  totalProjects: number;
  totalTransactions: number;
  totalTransactionsAllocated: number;
}

/** One organisation's latest invoices (newest first). */
export interface InvoicesResponse {
  invoices: Invoice[];
  total: number;
}

/** One organisation's team: members and invitations. */
export interface TeamResponse {
  users: TeamMember[];
  invitations: Invitation[];
}

/** A `sort` the list accepts. */
export type OrganisationsSortKey = keyof typeof ORGANISATION_SORT_KEYS;
/** The list's `sort` and `order`. */
export type OrganisationsSort = SortQuery<OrganisationsSortKey>;
