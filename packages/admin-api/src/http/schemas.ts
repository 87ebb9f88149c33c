import { API_LIMITS, CSV_EXPORT, QUICK_FIND, SORT_ORDERS, type SortQuery } from '@portal/contract';

// JSON schemas of the query strings and path parameters; Fastify validates (and coerces) them
// before a handler runs, so handlers only ever see well-formed input. A query string's schema
// lists every parameter its route reads; any other is dropped before the handler runs (Fastify's
// ajv `removeAdditional`, for `additionalProperties: false`), the same on every route: an
// undeclared `userId=x` can no longer reach a query (issue 76, docs/decisions.md). To add a
// parameter (a date or text filter), declare it in `properties`, or as a list source's filter.

/** A query string's schema: exactly these parameters, any other ignored. */
export const querySchema = (properties: Readonly<Record<string, unknown>>) => ({
  type: 'object',
  additionalProperties: false,
  properties,
});

export const MAX_OFFSET = 1_000_000;
export const DEFAULT_PAGE_SIZE = 25;

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
/** Coupon ids are the payment provider's: letters, digits, '-' and '_'. */
const COUPON_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

const limit = (defaultLimit: number) =>
  ({ type: 'integer', minimum: 1, maximum: API_LIMITS.maxLimit, default: defaultLimit }) as const;
const offset = { type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0 } as const;

export interface PageQuery {
  limit: number;
  offset: number;
}

export interface SearchPageQuery extends PageQuery {
  search?: string;
}

/** A list's query: its page and filters, an optional sort by one of `Key`, and `format=csv` for an export. */
export type ListQuery<Key extends string, Page extends PageQuery = PageQuery> = Page &
  SortQuery<Key> & { format?: typeof CSV_EXPORT.formatValue };

export interface QuickFindQuery {
  q?: string;
}

export interface IdParams {
  id: string;
}

export const pageQuerySchema = (defaultLimit: number) => querySchema({ limit: limit(defaultLimit), offset });

/** What a list's query string may hold, from what its source declares (queries/listSource.ts). */
export interface ListParameters {
  sortKeys: Readonly<Record<string, unknown>>;
  filters: Readonly<Record<string, { schema: Readonly<Record<string, unknown>> }>>;
  search?: unknown;
}

/**
 * A list's query string: its page, `sort` (one of its sort keys) and `order`, `format=csv`, each
 * of its filters, and `search` when it has a search box. A search of any length is taken (spec:
 * search boxes have no length rules); a long one simply matches nothing.
 */
export const listQuerySchema = (list: ListParameters, defaultLimit = DEFAULT_PAGE_SIZE) =>
  querySchema({
    ...(list.search ? { search: { type: 'string' } } : {}),
    limit: limit(defaultLimit),
    offset,
    sort: { type: 'string', enum: Object.keys(list.sortKeys) },
    order: { type: 'string', enum: [...SORT_ORDERS] },
    [CSV_EXPORT.formatParam]: { type: 'string', enum: [CSV_EXPORT.formatValue] },
    ...Object.fromEntries(Object.entries(list.filters).map(([name, filter]) => [name, filter.schema])),
  });

export const quickFindQuerySchema = querySchema({ q: { type: 'string', maxLength: QUICK_FIND.maxLength } });

export const uuidParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: UUID_PATTERN } },
};

export const couponIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: COUPON_ID_PATTERN } },
};
