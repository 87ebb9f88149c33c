import { ACTIVITY_TYPES, API_LIMITS } from '@portal/api/contract';

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

export interface IdParams {
  id: string;
}

export const pageQuerySchema = (defaultLimit: number) => ({
  type: 'object',
  properties: { limit: limit(defaultLimit), offset },
});

export const searchPageQuerySchema = {
  type: 'object',
  properties: {
    search: { type: 'string', maxLength: API_LIMITS.maxSearchLength },
    limit: limit(DEFAULT_PAGE_SIZE),
    offset,
  },
};

export const activityPageQuerySchema = {
  type: 'object',
  properties: {
    activityType: { type: 'string', enum: [...ACTIVITY_TYPES] },
    limit: limit(DEFAULT_PAGE_SIZE),
    offset,
  },
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
