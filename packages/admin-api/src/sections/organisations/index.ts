import { API_LIMITS } from '@portal/contract';
import type { TeamResponse } from '@portal/contract/organisations';
import type { FastifyRequest } from 'fastify';
import { organisations, users } from '../../audit/declaredAccess';
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

/** The organisation a scoped route reads (its `:id`). */
const idOf = (request: FastifyRequest) => (request.params as IdParams).id;

export const section: ApiSection = {
  name: 'organisations',
  lists: [
    listRoute({
      path: '/organisations',
      source: ORGANISATION_LIST,
      columns: ORGANISATION_COLUMNS,
      response: ORGANISATIONS_RESPONSES.organisations,
      read: listOrganisations,
      access: {
        rows: (page) => page.organisations,
        subjects: (organisation) => organisations(organisation.id),
      },
    }),
  ],
  details: [
    detailRoute({
      path: '/organisations/:id',
      noun: 'Organisation',
      response: ORGANISATIONS_RESPONSES.organisationDetail,
      read: findOrganisationDetail,
      access: (answer) => organisations(answer.organisation.id),
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
        config: { access: { action: 'listed', subjects: (_page, request) => organisations(idOf(request)) } },
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
      {
        schema: { params: uuidParamsSchema, response: { 200: ORGANISATIONS_RESPONSES.team } },
        config: {
          access: {
            action: 'listed',
            subjects: (team: TeamResponse, request) => [
              ...organisations(idOf(request)),
              ...users(
                ...team.users.map((member) => member.id),
                ...team.invitations.map((invitation) => invitation.invitedBy?.id),
              ),
            ],
          },
        },
      },
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
