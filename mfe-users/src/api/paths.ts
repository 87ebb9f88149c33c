// The users section's calls, by path: pure (`@portal/api/paths`, `@portal/list-state/pure` and the
// list's rules only), so that its `./prefetch` loads without the shared client. The hooks ask for the same paths.
import { USERS_SORT_KEYS, type UsersSort, type UsersSortKey } from '@portal/contract/users';
import { idPath, withQuery } from '@portal/api/paths';
import {
  listFilterValuesOf,
  listPageQuery,
  listViewOf,
  sortParams,
  sortViewOf,
  type ListView,
} from '@portal/list-state/pure';
import { USERS_FILTERS, USERS_LIST_VIEW, type UsersFilters } from '../rules/usersListView';

export const ADMIN_USERS_PATH = '/admin/users';

/** The columns the list may be sorted by: the contract's keys, which the API's allow-list satisfies too. */
export const USERS_SORT_FIELDS = USERS_SORT_KEYS;
export type UsersSortField = UsersSortKey;
export type { UsersSort };

/** GET /admin/users?search&limit&offset&emailVerified&sort&order: one view, filter and sort of the list. */
export function adminUsersPath(view: ListView, filters: UsersFilters, sort: UsersSort): string {
  return withQuery(ADMIN_USERS_PATH, {
    ...listPageQuery(view, {}),
    emailVerified: filters.emailVerified,
    ...sortParams(sort),
  });
}

/** The request of the list as a URL query (`q`, `page`, `size`, `emailVerified`, `sort`, `order`) names it. */
export function adminUsersPathOf(params: URLSearchParams): string {
  return adminUsersPath(
    listViewOf(params, USERS_LIST_VIEW),
    listFilterValuesOf(params, USERS_FILTERS),
    sortViewOf(params, USERS_SORT_FIELDS),
  );
}

/** GET /admin/users/{id}: one user with the organisations they belong to. */
export function adminUserPath(id: string | null | undefined): string | null {
  return idPath(ADMIN_USERS_PATH, id);
}
