import { RESPONSES } from '../../http/responseSchemas';
import { searchListQuerySchema, uuidParamsSchema, type IdParams } from '../../http/schemas';
import type { ApiSection } from '../../routes/apiSection';
import { wantsCsv } from '../../routes/listExport';
import { found } from '../../routes/scoped';
import { USER_COLUMNS } from './columns';
import { findUserDetail, listUsers, USER_LIST, type UserListQuery } from './queries';

export const section: ApiSection = {
  name: 'users',
  async routes(app, { db, merge, sendCsv }) {
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
  },
};
