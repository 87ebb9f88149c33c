import type { FastifyPluginAsync } from 'fastify';
import { RESPONSES } from '../http/responseSchemas';
import { quickFindQuerySchema, type QuickFindQuery } from '../http/schemas';
import type { SectionDeps } from '../routes/sectionDeps';
import { quickFind } from './quickFind';

/** GET /admin/search: the shell's quick find, over users, organisations, coupons and invoices. */
export const quickFindRoutes: FastifyPluginAsync<SectionDeps> = async (app, { db, merge }) => {
  app.get<{ Querystring: QuickFindQuery }>(
    '/search',
    { schema: { querystring: quickFindQuerySchema, response: { 200: RESPONSES.quickFind } } },
    (request) => merge(request.url, () => quickFind(db, request.query.q)),
  );
};
