import type { FastifyPluginAsync } from 'fastify';
import { API_LIMITS } from '@portal/api/contract';
import { requireAdmin } from '../auth/authenticate';
import { notFound } from '../http/apiError';
import {
  activityPageQuerySchema,
  couponIdParamsSchema,
  pageQuerySchema,
  searchPageQuerySchema,
  uuidParamsSchema,
  type ActivityPageQuery,
  type IdParams,
  type PageQuery,
  type SearchPageQuery,
} from '../http/schemas';
import { listActivities } from '../queries/activities';
import { findCouponDetail, listCoupons } from '../queries/coupons';
import { findGrowth } from '../queries/growth';
import { listOrganisationInvoices } from '../queries/invoices';
import { findOrganisationDetail, listOrganisations, organisationExists } from '../queries/organisations';
import { findOrganisationTeam } from '../queries/team';
import { findUserDetail, listUsers, userExists } from '../queries/users';
import { createInFlightMerge } from './inFlight';
import type { RouteDeps } from './routeDeps';

function found<T>(value: T | null, message: string): T {
  if (value === null) throw notFound(message);
  return value;
}

/** The calls of spec section 7 under /admin; every one needs an active admin's token. */
export const adminRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, tokens }) => {
  app.addHook('onRequest', (request) => requireAdmin(request, tokens, db));
  // Every admin sees the same data, so concurrent requests for one URL share one read.
  const merge = createInFlightMerge();

  const ensureOrganisation = async (id: string) => {
    if (!(await organisationExists(db, id))) throw notFound(`Organisation ${id} not found`);
  };
  const ensureUser = async (id: string) => {
    if (!(await userExists(db, id))) throw notFound(`User ${id} not found`);
  };

  app.get('/growth', (request) => merge(request.url, () => findGrowth(db)));

  app.get<{ Querystring: SearchPageQuery }>(
    '/users',
    { schema: { querystring: searchPageQuerySchema } },
    (request) => merge(request.url, () => listUsers(db, request.query)),
  );

  app.get<{ Params: IdParams }>('/users/:id', { schema: { params: uuidParamsSchema } }, (request) =>
    merge(request.url, async () =>
      found(await findUserDetail(db, request.params.id), `User ${request.params.id} not found`),
    ),
  );

  app.get<{ Querystring: SearchPageQuery }>(
    '/organisations',
    { schema: { querystring: searchPageQuerySchema } },
    (request) => merge(request.url, () => listOrganisations(db, request.query)),
  );

  app.get<{ Params: IdParams }>('/organisations/:id', { schema: { params: uuidParamsSchema } }, (request) =>
    merge(request.url, async () =>
      found(
        await findOrganisationDetail(db, request.params.id),
        `Organisation ${request.params.id} not found`,
      ),
    ),
  );

  app.get<{ Querystring: PageQuery }>(
    '/coupons',
    { schema: { querystring: pageQuerySchema(API_LIMITS.couponListLimit) } },
    (request) => merge(request.url, () => listCoupons(db, request.query)),
  );

  app.get<{ Params: IdParams }>('/coupons/:id', { schema: { params: couponIdParamsSchema } }, (request) =>
    merge(request.url, async () =>
      found(await findCouponDetail(db, request.params.id), `Coupon ${request.params.id} not found`),
    ),
  );

  app.get<{ Querystring: ActivityPageQuery }>(
    '/activities',
    { schema: { querystring: activityPageQuerySchema } },
    (request) => merge(request.url, () => listActivities(db, request.query)),
  );

  app.get<{ Params: IdParams; Querystring: ActivityPageQuery }>(
    '/activities/organisation/:id',
    { schema: { params: uuidParamsSchema, querystring: activityPageQuerySchema } },
    (request) =>
      merge(request.url, async () => {
        await ensureOrganisation(request.params.id);
        return listActivities(db, request.query, { organisationId: request.params.id });
      }),
  );

  app.get<{ Params: IdParams; Querystring: ActivityPageQuery }>(
    '/activities/user/:id',
    { schema: { params: uuidParamsSchema, querystring: activityPageQuerySchema } },
    (request) =>
      merge(request.url, async () => {
        await ensureUser(request.params.id);
        return listActivities(db, request.query, { userId: request.params.id });
      }),
  );

  app.get<{ Params: IdParams; Querystring: PageQuery }>(
    '/invoices/organisation/:id',
    { schema: { params: uuidParamsSchema, querystring: pageQuerySchema(API_LIMITS.invoiceLimit) } },
    (request) =>
      merge(request.url, async () => {
        await ensureOrganisation(request.params.id);
        return listOrganisationInvoices(db, request.params.id, request.query);
      }),
  );

  app.get<{ Params: IdParams }>(
    '/team/organisation/:id',
    { schema: { params: uuidParamsSchema } },
    (request) =>
      merge(request.url, async () => {
        await ensureOrganisation(request.params.id);
        return findOrganisationTeam(db, request.params.id);
      }),
  );
};
