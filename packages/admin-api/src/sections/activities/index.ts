import type { ActivitiesResponse, ActivityListItem } from '@portal/contract/activities';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { listAccess, organisations, users, type ListAccess } from '../../audit/declaredAccess';
import { listQuerySchema, uuidParamsSchema, type IdParams } from '../../http/schemas';
import type { ApiSection } from '../../routes/apiSection';
import { wantsCsv } from '../../routes/listExport';
import { listRoute } from '../../routes/listRoute';
import { ensureOrganisation, ensureUser, readScoped } from '../../routes/scoped';
import { ACTIVITY_COLUMNS } from './columns';
import { ACTIVITY_LIST, listActivities, type ActivityListQuery } from './queries';
import { ACTIVITIES_RESPONSES } from './responses';

/** Each activity row carries its user and its organisation (the access log's subjects). */
const ACTIVITY_ACCESS: ListAccess<ActivitiesResponse, ActivityListItem> = {
  rows: (page) => page.activities,
  subjects: ({ user, organisation }) => [...users(user?.id), ...organisations(organisation?.id)],
};

/** The activity feed, and the activities of one organisation or user (their pages embed the list). */
export const section: ApiSection = {
  name: 'activities',
  lists: [
    listRoute({
      path: '/activities',
      source: ACTIVITY_LIST,
      columns: ACTIVITY_COLUMNS,
      response: ACTIVITIES_RESPONSES.activities,
      read: listActivities,
      access: ACTIVITY_ACCESS,
    }),
  ],
  async routes(app, { db, merge, sendCsv }) {
    /**
     * A user's or organisation's activities: a page, or the CSV export of all of them. `ensureScope`
     * answers 404 for an unknown user or organisation, before an export starts streaming.
     */
    const answerActivities = async (
      request: FastifyRequest<{ Querystring: ActivityListQuery }>,
      reply: FastifyReply,
      query: ActivityListQuery,
      ensureScope: () => Promise<void>,
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
      return sendCsv(
        request,
        reply,
        ACTIVITY_LIST,
        query,
        ACTIVITY_COLUMNS,
        'activities',
        ACTIVITY_ACCESS.subjects,
      );
    };

    app.get<{ Params: IdParams; Querystring: ActivityListQuery }>(
      '/activities/organisation/:id',
      {
        schema: {
          params: uuidParamsSchema,
          querystring: listQuerySchema(ACTIVITY_LIST),
          response: { 200: ACTIVITIES_RESPONSES.activities },
        },
        config: { access: listAccess(ACTIVITY_ACCESS) },
      },
      (request, reply) =>
        answerActivities(request, reply, { ...request.query, organisationId: request.params.id }, () =>
          ensureOrganisation(db, request.params.id),
        ),
    );

    app.get<{ Params: IdParams; Querystring: ActivityListQuery }>(
      '/activities/user/:id',
      {
        schema: {
          params: uuidParamsSchema,
          querystring: listQuerySchema(ACTIVITY_LIST),
          response: { 200: ACTIVITIES_RESPONSES.activities },
        },
        config: { access: listAccess(ACTIVITY_ACCESS) },
      },
      (request, reply) =>
        answerActivities(request, reply, { ...request.query, userId: request.params.id }, () =>
          ensureUser(db, request.params.id),
        ),
    );
  },
};
