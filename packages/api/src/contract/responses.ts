// Answers and query parameters of spec section 7, shared by the portal and the reference API.
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

/** GET /admin/users */
export interface UsersResponse {
  users: User[];
  total: number;
  /** Users with status ACTIVE among those matching the search. */
  totalActive: number;
}

/** GET /admin/users/{id} */
export interface UserDetailResponse {
  user: User;
  organisations: UserOrganisation[];
}

/** GET /admin/organisations */
export interface OrganisationsResponse {
  organisations: Organisation[];
  total: number;
  /** Organisations with subscription ACTIVE among those matching the search. */
  totalActive: number;
}

/** GET /admin/organisations/{id} */
export interface OrganisationDetailResponse {
  organisation: Organisation;
  totalProjects: number;
  totalTransactions: number;
  totalTransactionsAllocated: number;
}

/** GET /admin/coupons */
export interface CouponsResponse {
  coupons: Coupon[];
  total: number;
}

/** GET /admin/coupons/{id} */
export interface CouponDetailResponse {
  coupon: Coupon;
  organisations: CouponOrganisation[];
}

/** GET /admin/activities, /admin/activities/organisation/{id}, /admin/activities/user/{id} */
export interface ActivitiesResponse {
  activities: ActivityListItem[];
  total: number;
}

/** GET /admin/invoices/organisation/{id} (newest first) */
export interface InvoicesResponse {
  invoices: Invoice[];
  total: number;
}

/** GET /admin/team/organisation/{id} */
export interface TeamResponse {
  users: TeamMember[];
  invitations: Invitation[];
}

/** GET /admin/growth (oldest month first) */
export interface GrowthResponse {
  growth: GrowthPoint[];
}

/** Body of every error answer. */
export interface ApiErrorBody {
  code: string;
  message: string;
}

/** Error codes with a meaning for the client (spec section 8) or the reference API. */
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

/** Limits of spec section 9 that the client and the API agree on. */
/** Rows per page a paged list offers (spec section 9); the first is the default. */
export const PAGE_SIZES = [25, 50, 100] as const;

export const API_LIMITS = {
  maxLimit: 100,
  couponListLimit: 100,
  invoiceLimit: 10,
  recentActivityLimit: 10,
} as const;
