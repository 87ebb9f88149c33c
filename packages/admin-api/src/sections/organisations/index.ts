import { API_LIMITS } from '@portal/contract';
import { pageQuerySchema, uuidParamsSchema, type IdParams, type PageQuery } from '../../http/schemas';
import type { ApiSection } from '../../routes/apiSection';
import { detailRoute } from '../../routes/detailRoute';
import { listRoute } from '../../routes/listRoute';
import { ensureOrganisation, readScoped } from '../../routes/scoped';
import { ORGANISATION_COLUMNS } from './columns';
import { listOrganisationInvoices } from './invoices';
import { findOrganisationDetail, listOrganisations, ORGANISATION_LIST } from './queries';
import { findOrganisationTeam } from './team';
import { ORGANISATIONS_RESPONSES } from './responses';

export const section: ApiSection = {
  name: 'organisations',
  lists: [
    listRoute({
      path: '/organisations',
      source: ORGANISATION_LIST,
      columns: ORGANISATION_COLUMNS,
      response: ORGANISATIONS_RESPONSES.organisations,
      read: listOrganisations,
    }),
  ],
  details: [
    detailRoute({
      path: '/organisations/:id',
      noun: 'Organisation',
      response: ORGANISATIONS_RESPONSES.organisationDetail,
      read: findOrganisationDetail,
    }),
  ],
  /** A scoped read answers 404 for an unknown organisation only when it finds nothing. */
  async routes(app, { db, merge }) {
    app.get<{ Params: IdParams; Querystring: PageQuery }>(
      '/invoices/organisation/:id',
      {
        schema: {
          params: uuidParamsSchema,
          querystring: pageQuerySchema(API_LIMITS.invoiceLimit),
          response: { 200: ORGANISATIONS_RESPONSES.invoices },
        },
      },
      (request) =>
        merge(request.url, () =>
          readScoped(
            () => listOrganisationInvoices(db, request.params.id, request.query),
            (page) => page.total === 0,
            () => ensureOrganisation(db, request.params.id),
          ),
        ),
    );

    app.get<{ Params: IdParams }>(
      '/team/organisation/:id',
      { schema: { params: uuidParamsSchema, response: { 200: ORGANISATIONS_RESPONSES.team } } },
      (request) =>
        merge(request.url, () =>
          readScoped(
            () => findOrganisationTeam(db, request.params.id),
            (team) => team.users.length === 0 && team.invitations.length === 0,
            () => ensureOrganisation(db, request.params.id),
          ),
        ),
    );
  },
};
