// GET /admin/users?search&limit&offset&emailVerified&sort&order: one page of users (and the active
// count of the match).
import {
  csvExportPath,
  listPageQuery,
  listViewOf,
  sortParams,
  sortViewOf,
  useApiQuery,
  withQuery,
  type ListView,
  type SortQuery,
} from '@portal/api';
import type { UsersResponse } from '@portal/admin-api/contract/users';
import { listFilterValuesOf } from '@portal/ui';
import { USERS_FILTERS, USERS_LIST_VIEW, type UsersFilters } from '../rules/usersListView';

export const USERS_ERROR_TEXT = 'Failed to fetch users';
export const ADMIN_USERS_PATH = '/admin/users';

/** The columns the list may be sorted by (the API's allow-list for users holds them). */
export const USERS_SORT_FIELDS = [
  'name',
  'email',
  'status',
  'createdAt',
  'lastLoginAt',
  'emailVerified',
] as const;
export type UsersSortField = (typeof USERS_SORT_FIELDS)[number];
export type UsersSort = SortQuery<UsersSortField>;

/** The request for one view, filter and sort of the list: the page and its prefetch both ask through it. */
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

/** The list's CSV export: its search, filter and sort, every row. */
export function adminUsersCsvPath(view: ListView, filters: UsersFilters, sort: UsersSort): string {
  return csvExportPath(ADMIN_USERS_PATH, {
    search: view.search,
    filters: { emailVerified: filters.emailVerified },
    ...sort,
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useAdminUsers(view: ListView, filters: UsersFilters, sort: UsersSort) {
  return useApiQuery<UsersResponse>(adminUsersPath(view, filters, sort), { keepPreviousData: true });
}
