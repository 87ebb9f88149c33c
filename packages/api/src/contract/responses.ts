// Answers and query parameters of docs/product.md "Calls", shared by the portal and the reference API.
import type {
  ActivityListItem,
  Coupon,
  CouponOrganisation,
  GrowthPoint,
  Invitation,
  Invoice,
  Organisation,
  TeamMember,
  User,
  UserOrganisation,
} from './entities';
import type { ActivityType } from './enums';

export interface ListQuery {
  search?: string;
  limit: number;
  offset: number;
}

export interface ActivityQuery {
  limit?: number;
  offset?: number;
  /** Omitted for all types. */
  activityType?: ActivityType;
}

/** The users list's answer (docs/product.md "Calls"). */
export interface UsersResponse {
  users: User[];
  total: number;
  /** Users with status ACTIVE among those matching the search. */
  totalActive: number;
}

/** One user's answer. */
export interface UserDetailResponse {
  user: User;
  organisations: UserOrganisation[];
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

/** The coupons list's answer. */
export interface CouponsResponse {
  coupons: Coupon[];
  total: number;
}

/** One coupon's answer. */
export interface CouponDetailResponse {
  coupon: Coupon;
  organisations: CouponOrganisation[];
}

/** An activity feed's answer: every activity, one organisation's or one user's. */
export interface ActivitiesResponse {
  activities: ActivityListItem[];
  total: number;
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

/** The monthly growth figures (oldest month first). */
export interface GrowthResponse {
  growth: GrowthPoint[];
}

/** Body of every error answer. */
export interface ApiErrorBody {
  code: string;
  message: string;
}

/** Error codes with a meaning for the client (docs/product.md "Errors") or the reference API. */
export const API_ERROR_CODES = {
  organisationAccessDenied: 'ORGANISATION_ACCESS_DENIED',
  userNotInOrganisation: 'USER_NOT_IN_ORGANISATION',
  userNotFound: 'USER_NOT_FOUND',
  userDeactivated: 'USER_DEACTIVATED',
  notFound: 'NOT_FOUND',
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_ERROR',
} as const;

/** The response header naming the API's id of the request (for logs, and for staff to quote). */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Limits of docs/product.md "Numbers" that the client and the API agree on. */
/** Rows per page a paged list offers (docs/product.md "Numbers"); the first is the default. */
export const PAGE_SIZES = [25, 50, 100] as const;

export const API_LIMITS = {
  maxLimit: 100,
  couponListLimit: 100,
  invoiceLimit: 10,
  recentActivityLimit: 10,
} as const;
