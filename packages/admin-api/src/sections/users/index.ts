import { uuidParamsSchema, type IdParams } from '../../http/schemas';
import type { ApiSection } from '../../routes/apiSection';
import { listRoute } from '../../routes/listRoute';
import { found } from '../../routes/scoped';
import { USER_COLUMNS } from './columns';
import { findUserDetail, listUsers, USER_LIST } from './queries';
import { USERS_RESPONSES } from './responses';

export const section: ApiSection = {
  name: 'users',
  lists: [
    listRoute({
      path: '/users',
      source: USER_LIST,
      columns: USER_COLUMNS,
      response: USERS_RESPONSES.users,
      read: listUsers,
    }),
  ],
  async routes(app, { db, merge }) {
    app.get<{ Params: IdParams }>(
      '/users/:id',
      { schema: { params: uuidParamsSchema, response: { 200: USERS_RESPONSES.userDetail } } },
      (request) =>
        merge(request.url, async () =>
          found(await findUserDetail(db, request.params.id), `User ${request.params.id} not found`),
        ),
    );
  },
};
