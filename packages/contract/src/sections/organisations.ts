// The organisations section's wire contract (docs/api/openapi.json): its answers, the team,
// invitations and invoices, and what its list may be sorted by. The API's queries and the remote's
// sortable columns both take the keys from here.
import type { Organisation, User, UserSummary } from '../entities';
import type { InvitationStatus, InvoiceStatus, OrganisationRole } from '../enums';
import type { SortQuery } from '../staffTools';

/** The shared entity this section lists (`@portal/contract`), here too for the section's own code. */
export type { Organisation };

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

/** What the list may be sorted by (`sort`). */
export const ORGANISATIONS_SORT_KEYS = ['name', 'legalName', 'subscriptionStatus', 'createdAt'] as const;
/** A `sort` the list accepts. */
export type OrganisationsSortKey = (typeof ORGANISATIONS_SORT_KEYS)[number];
/** The list's `sort` and `order`. */
export type OrganisationsSort = SortQuery<OrganisationsSortKey>;

/** The list has no filters. */
export type OrganisationsFilters = Record<never, never>;
