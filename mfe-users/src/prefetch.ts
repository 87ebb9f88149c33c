import { adminUserPath, adminUsersPath, listViewOf, prefetchPath } from '@portal/api';
import type { SectionLocation } from '@portal/federation';
import { USERS_LIST_VIEW } from './rules/usersListView';

/** The first call of the users list (its view from the URL query) or of a user's page. */
export default function prefetch({ segments, search }: SectionLocation): void {
  const [userId, ...rest] = segments;
  if (userId === undefined) {
    const view = listViewOf(new URLSearchParams(search), USERS_LIST_VIEW);
    prefetchPath(adminUsersPath({ search: view.search, limit: view.pageSize, offset: view.offset }));
  } else if (rest.length === 0) {
    prefetchPath(adminUserPath(userId));
  }
}
