import { organisations, users } from '../../audit/declaredAccess';
import type { ApiSection } from '../../routes/apiSection';
import { detailRoute } from '../../routes/detailRoute';
import { listRoute } from '../../routes/listRoute';
import { USER_COLUMNS } from './columns';
import { findUserDetail, listUsers, USER_LIST } from './queries';
import { USERS_RESPONSES } from './responses';

/** The users list and one user's page. */
export const section: ApiSection = {
  name: 'users',
  lists: [
    listRoute({
      path: '/users',
      source: USER_LIST,
      columns: USER_COLUMNS,
      response: USERS_RESPONSES.users,
      read: listUsers,
      access: { rows: (page) => page.users, subjects: (user) => users(user.id) },
    }),
  ],
  details: [
    detailRoute({
      path: '/users/:id',
      noun: 'User',
      response: USERS_RESPONSES.userDetail,
      read: findUserDetail,
      access: (answer) => [
        ...users(answer.user.id),
        ...organisations(...answer.organisations.map((organisation) => organisation.id)),
      ],
    }),
  ],
};
