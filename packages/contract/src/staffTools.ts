// Additions to the wire contract: server-side sorting, CSV export and quick find.
// Which fields a list may be sorted by is that list's own rule, declared once in its section's
// module (`USERS_SORT_KEYS` in `@portal/contract/users`): the API's allow-list and the remote's
// sortable columns both take it from there, so a new sort field ships with that section alone.

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * `sort` and `order` query parameters. Without `sort` a list keeps its default order (newest
 * first); `order` alone is a 400; `sort` without `order` sorts ascending. Ties break on id so
 * paging is stable.
 */
export interface SortQuery<Field extends string = string> {
  sort?: Field;
  order?: SortOrder;
}

/**
 * CSV export: any list route with `format=csv` (or `Accept: text/csv`) streams the whole result of
 * its search, filter and sort (limit and offset are ignored), capped at `maxRows`.
 * The body is UTF-8 with a BOM, CRLF line ends, a header row of the list's column titles, en-AU
 * dates, and cells starting with = + - @ (or tab / carriage return) prefixed with `'`.
 * Headers: Content-Type text/csv; charset=utf-8, Content-Disposition attachment; filename=...,
 * and `X-Total-Count` (rows in the result before the cap) so a client can show progress.
 */
export const CSV_EXPORT = {
  maxRows: 100_000,
  formatParam: 'format',
  formatValue: 'csv',
  totalHeader: 'X-Total-Count',
} as const;

/** Quick find (`q`, admin only): at most `perKind` results of each kind, best match first. */
export const QUICK_FIND = {
  perKind: 5,
  minLength: 2,
  maxLength: 200,
} as const;

export interface QuickFindUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export interface QuickFindOrganisation {
  id: string;
  name: string;
  legalName: string | null;
  abn: string | null;
}

export interface QuickFindCoupon {
  id: string;
  name: string | null;
  /** The promotion code that matched, when the match was on a code. */
  code: string | null;
}

/** An invoice opens its organisation's detail page (the portal has no invoice page). */
export interface QuickFindInvoice {
  id: string;
  number: string;
  organisationId: string;
  organisationName: string;
}

/**
 * Users match by name or email; organisations by name, legal name, ABN (spaces ignored) or
 * Stripe customer id; coupons by promotion code, name or id; invoices by number; any kind by its
 * exact id (UUID). A `q` shorter than `minLength` (after trimming) answers empty groups.
 */
export interface QuickFindResponse {
  users: QuickFindUser[];
  organisations: QuickFindOrganisation[];
  coupons: QuickFindCoupon[];
  invoices: QuickFindInvoice[];
}
