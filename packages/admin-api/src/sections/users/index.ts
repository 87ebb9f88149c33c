import { RESPONSES } from '../../http/responseSchemas';
import { uuidParamsSchema, type IdParams } from '../../http/schemas';
import type { ApiSection } from '../../routes/apiSection';
import { listRoute } from '../../routes/listRoute';
import { found } from '../../routes/scoped';
import { USER_COLUMNS } from './columns';
import { findUserDetail, listUsers, USER_LIST } from './queries';

export const section: ApiSection = {
  name: 'users',
  lists: [
    listRoute({
      path: '/users',
      source: USER_LIST,
      columns: USER_COLUMNS,
      response: RESPONSES.users,
      read: listUsers,
    }),
  ],
  async routes(app, { db, merge }) {
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
