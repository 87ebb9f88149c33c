import type { QuickFindResponse } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { organisations, users } from '../audit/declaredAccess';
import { RESPONSES } from '../http/responseSchemas';
import { quickFindQuerySchema, type QuickFindQuery } from '../http/schemas';
import type { SectionDeps } from '../routes/sectionDeps';
import { quickFind } from './quickFind';

/** GET /admin/search: the shell's quick find, over users, organisations, coupons and invoices. */
export const quickFindRoutes: FastifyPluginAsync<SectionDeps> = async (app, { db, merge }) => {
  app.get<{ Querystring: QuickFindQuery }>(
    '/search',
    {
      schema: { querystring: quickFindQuerySchema, response: { 200: RESPONSES.quickFind } },
      // Each user and organisation it names, and each invoice's organisation, go in the access log.
      config: {
        access: {
          action: 'quick find',
          subjects: (found: QuickFindResponse) => [
            ...users(...found.users.map((user) => user.id)),
            ...organisations(
              ...found.organisations.map((organisation) => organisation.id),
              ...found.invoices.map((invoice) => invoice.organisationId),
            ),
          ],
        },
      },
    },
    (request) => merge(request.url, () => quickFind(db, request.query.q)),
  );
};
