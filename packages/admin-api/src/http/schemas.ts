import { ACTIVITY_TYPES, API_LIMITS, CSV_EXPORT, QUICK_FIND, SORT_ORDERS } from '@portal/api/contract';
import { SORT_FIELDS, type ListSort, type SortableList } from './sortFields';

// JSON schemas of the query strings and path parameters; Fastify validates (and coerces) them
// before a handler runs, so handlers only ever see well-formed input.

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

export interface ActivityPageQuery extends PageQuery {
  activityType?: (typeof ACTIVITY_TYPES)[number];
}

/** A list's query: its page and filters, an optional sort, and `format=csv` for an export. */
export type ListQuery<L extends SortableList, Page extends PageQuery = PageQuery> = Page &
  ListSort<L> & { format?: typeof CSV_EXPORT.formatValue };

export interface QuickFindQuery {
  q?: string;
}

export interface IdParams {
  id: string;
}

export const pageQuerySchema = (defaultLimit: number) => ({
  type: 'object',
  properties: { limit: limit(defaultLimit), offset },
});

/** `sort` and `order` from the list's allow-list, and `format=csv`. */
const listProperties = (list: SortableList) => ({
  sort: { type: 'string', enum: [...SORT_FIELDS[list]] },
  order: { type: 'string', enum: [...SORT_ORDERS] },
  [CSV_EXPORT.formatParam]: { type: 'string', enum: [CSV_EXPORT.formatValue] },
});

/** A search of any length (spec: search boxes have no length rules); a long one simply matches nothing. */
export const searchListQuerySchema = (list: 'users' | 'organisations') => ({
  type: 'object',
  properties: {
    search: { type: 'string' },
    limit: limit(DEFAULT_PAGE_SIZE),
    offset,
    ...listProperties(list),
  },
});

export const couponListQuerySchema = {
  type: 'object',
  properties: { limit: limit(API_LIMITS.couponListLimit), offset, ...listProperties('coupons') },
};

export const activityListQuerySchema = {
  type: 'object',
  properties: {
    activityType: { type: 'string', enum: [...ACTIVITY_TYPES] },
    limit: limit(DEFAULT_PAGE_SIZE),
    offset,
    ...listProperties('activities'),
  },
};

export const quickFindQuerySchema = {
  type: 'object',
  properties: { q: { type: 'string', maxLength: QUICK_FIND.maxLength } },
};

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
