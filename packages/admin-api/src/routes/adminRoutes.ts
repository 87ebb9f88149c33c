import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { API_LIMITS } from '@portal/api/contract';
import { requireAdmin } from '../auth/authenticate';
import { notFound } from '../http/apiError';
import {
  activityListQuerySchema,
  couponIdParamsSchema,
  couponListQuerySchema,
  pageQuerySchema,
  quickFindQuerySchema,
  searchListQuerySchema,
  uuidParamsSchema,
  type IdParams,
  type PageQuery,
  type QuickFindQuery,
} from '../http/schemas';
import { RESPONSES } from '../http/responseSchemas';
import { ACTIVITY_LIST, listActivities, type ActivityListQuery } from '../queries/activities';
import { COUPON_LIST, findCouponDetail, listCoupons, type CouponListQuery } from '../queries/coupons';
import { findGrowth } from '../queries/growth';
import { listOrganisationInvoices } from '../queries/invoices';
import {
  findOrganisationDetail,
  listOrganisations,
  ORGANISATION_LIST,
  organisationExists,
  type OrganisationListQuery,
} from '../queries/organisations';
import { quickFind } from '../queries/quickFind';
import { findOrganisationTeam } from '../queries/team';
import { findUserDetail, listUsers, USER_LIST, userExists, type UserListQuery } from '../queries/users';
import { ACTIVITY_COLUMNS, COUPON_COLUMNS, ORGANISATION_COLUMNS, USER_COLUMNS } from './csvColumns';
import { createInFlightMerge } from './inFlight';
import { createExportSlots, type ExportPolicy } from './exportSlots';
import { csvExports, wantsCsv } from './listExport';
import type { RouteDeps } from './routeDeps';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin whose token the request carries (set by the admin routes' hook). */
    staffId: string;
  }
}

export interface AdminRouteDeps extends RouteDeps {
  exportPolicy: ExportPolicy;
}

function found<T>(value: T | null, message: string): T {
  if (value === null) throw notFound(message);
  return value;
}

/**
 * The calls of spec section 7 under /admin, and issue 18's quick find; every one needs an active
 * admin's token. Every list also sorts (`sort`, `order`) and exports CSV (`format=csv` or
 * `Accept: text/csv`: streamed, never merged with a JSON read of the same URL).
 */
export const adminRoutes: FastifyPluginAsync<AdminRouteDeps> = async (
  app,
  { db, tokens, sessions, exportPolicy },
) => {
  app.decorateRequest('staffId', '');
  app.addHook('onRequest', async (request) => {
    request.staffId = (await requireAdmin(request, tokens, sessions)).userId;
  });
  const sendCsv = csvExports(db, createExportSlots(exportPolicy));
  // Every admin sees the same data, so concurrent requests for one URL share one read.
  const merge = createInFlightMerge();

  const ensureOrganisation = async (id: string) => {
    if (!(await organisationExists(db, id))) throw notFound(`Organisation ${id} not found`);
  };
  const ensureUser = async (id: string) => {
    if (!(await userExists(db, id))) throw notFound(`User ${id} not found`);
  };
  /**
   * A read scoped to a user or organisation, answering 404 when it is unknown. Only an empty answer
   * needs the check: rows of a scope reference it by a foreign key, so they prove it exists.
   */
  const readScoped = async <Answer>(
    read: () => Promise<Answer>,
    isEmpty: (answer: Answer) => boolean,
    ensure: () => Promise<void>,
  ) => {
    const answer = await read();
    if (isEmpty(answer)) await ensure();
    return answer;
  };

  app.get('/growth', { schema: { response: { 200: RESPONSES.growth } } }, (request) =>
    merge(request.url, () => findGrowth(db)),
  );

  app.get<{ Querystring: QuickFindQuery }>(
    '/search',
    { schema: { querystring: quickFindQuerySchema, response: { 200: RESPONSES.quickFind } } },
    (request) => merge(request.url, () => quickFind(db, request.query.q)),
  );

  app.get<{ Querystring: UserListQuery }>(
    '/users',
    { schema: { querystring: searchListQuerySchema('users'), response: { 200: RESPONSES.users } } },
    (request, reply) =>
      wantsCsv(request, reply)
        ? sendCsv(request, reply, USER_LIST, request.query, USER_COLUMNS, 'users')
        : merge(request.url, () => listUsers(db, request.query)),
  );

  app.get<{ Params: IdParams }>(
    '/users/:id',
    { schema: { params: uuidParamsSchema, response: { 200: RESPONSES.userDetail } } },
    (request) =>
      merge(request.url, async () =>
        found(await findUserDetail(db, request.params.id), `User ${request.params.id} not found`),
      ),
  );

  app.get<{ Querystring: OrganisationListQuery }>(
    '/organisations',
    {
      schema: {
        querystring: searchListQuerySchema('organisations'),
        response: { 200: RESPONSES.organisations },
      },
    },
    (request, reply) =>
      wantsCsv(request, reply)
        ? sendCsv(request, reply, ORGANISATION_LIST, request.query, ORGANISATION_COLUMNS, 'organisations')
        : merge(request.url, () => listOrganisations(db, request.query)),
  );

  app.get<{ Params: IdParams }>(
    '/organisations/:id',
    { schema: { params: uuidParamsSchema, response: { 200: RESPONSES.organisationDetail } } },
    (request) =>
      merge(request.url, async () =>
        found(
          await findOrganisationDetail(db, request.params.id),
          `Organisation ${request.params.id} not found`,
        ),
      ),
  );

  app.get<{ Querystring: CouponListQuery }>(
    '/coupons',
    { schema: { querystring: couponListQuerySchema, response: { 200: RESPONSES.coupons } } },
    (request, reply) =>
      wantsCsv(request, reply)
        ? sendCsv(request, reply, COUPON_LIST, request.query, COUPON_COLUMNS, 'coupons')
        : merge(request.url, () => listCoupons(db, request.query)),
  );

  app.get<{ Params: IdParams }>(
    '/coupons/:id',
    { schema: { params: couponIdParamsSchema, response: { 200: RESPONSES.couponDetail } } },
    (request) =>
      merge(request.url, async () =>
        found(await findCouponDetail(db, request.params.id), `Coupon ${request.params.id} not found`),
      ),
  );

  /**
   * An activity list, scoped or not: a page, or the CSV export of all of it. `ensureScope` answers
   * 404 for an unknown user or organisation, before an export starts streaming.
   */
  const answerActivities = async (
    request: FastifyRequest<{ Querystring: ActivityListQuery }>,
    reply: FastifyReply,
    query: ActivityListQuery,
    ensureScope = async () => {},
  ) => {
    if (!wantsCsv(request, reply)) {
      return merge(request.url, () =>
        readScoped(
          () => listActivities(db, query),
          (page) => page.total === 0,
          ensureScope,
        ),
      );
    }
    await ensureScope();
    return sendCsv(request, reply, ACTIVITY_LIST, query, ACTIVITY_COLUMNS, 'activities');
  };

  app.get<{ Querystring: ActivityListQuery }>(
    '/activities',
    { schema: { querystring: activityListQuerySchema, response: { 200: RESPONSES.activities } } },
    (request, reply) => answerActivities(request, reply, request.query),
  );

  app.get<{ Params: IdParams; Querystring: ActivityListQuery }>(
    '/activities/organisation/:id',
    {
      schema: {
        params: uuidParamsSchema,
        querystring: activityListQuerySchema,
        response: { 200: RESPONSES.activities },
      },
    },
    (request, reply) =>
      answerActivities(request, reply, { ...request.query, organisationId: request.params.id }, () =>
        ensureOrganisation(request.params.id),
      ),
  );

  app.get<{ Params: IdParams; Querystring: ActivityListQuery }>(
    '/activities/user/:id',
    {
      schema: {
        params: uuidParamsSchema,
        querystring: activityListQuerySchema,
        response: { 200: RESPONSES.activities },
      },
    },
    (request, reply) =>
      answerActivities(request, reply, { ...request.query, userId: request.params.id }, () =>
        ensureUser(request.params.id),
      ),
  );

  app.get<{ Params: IdParams; Querystring: PageQuery }>(
    '/invoices/organisation/:id',
    {
      schema: {
        params: uuidParamsSchema,
        querystring: pageQuerySchema(API_LIMITS.invoiceLimit),
        response: { 200: RESPONSES.invoices },
      },
    },
    (request) =>
      merge(request.url, () =>
        readScoped(
          () => listOrganisationInvoices(db, request.params.id, request.query),
          (page) => page.total === 0,
          () => ensureOrganisation(request.params.id),
        ),
      ),
  );

  app.get<{ Params: IdParams }>(
    '/team/organisation/:id',
    { schema: { params: uuidParamsSchema, response: { 200: RESPONSES.team } } },
    (request) =>
      merge(request.url, () =>
        readScoped(
          () => findOrganisationTeam(db, request.params.id),
          (team) => team.users.length === 0 && team.invitations.length === 0,
          () => ensureOrganisation(request.params.id),
        ),
      ),
  );
};
