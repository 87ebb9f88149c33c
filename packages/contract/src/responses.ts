// What every call shares (docs/product.md "Calls"): paging, the error body and codes, the request id
// header and the limits the client and the API agree on. Each section's answers are in its module,
// `@portal/contract/<name>`.

export interface ListQuery {
  search?: string;
  limit: number;
  offset: number;
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
