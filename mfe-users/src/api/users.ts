// GET /admin/users?search&limit&offset&sort&order: one page of users (and the active count of the match).
import {
  csvExportPath,
  listPageQuery,
  listViewOf,
  sortViewOf,
  useApiQuery,
  withQuery,
  type ListView,
  type SortQuery,
  type UsersResponse,
} from '@portal/api';
import { USERS_LIST_VIEW } from '../rules/usersListView';

export const USERS_ERROR_TEXT = 'Failed to fetch users';
export const ADMIN_USERS_PATH = '/admin/users';

/** The columns the list may be sorted by (the API's allow-list for users holds them). */
export const USERS_SORT_FIELDS = ['name', 'email', 'status', 'createdAt', 'lastLoginAt'] as const;
export type UsersSort = SortQuery<(typeof USERS_SORT_FIELDS)[number]>;

/** The request for one view and sort of the list: the page and its prefetch both ask through it. */
export function adminUsersPath(view: ListView, sort: UsersSort): string {
  return withQuery(ADMIN_USERS_PATH, listPageQuery(view, sort));
}

/** The request of the list as a URL query (`q`, `page`, `size`, `sort`, `order`) names it. */
export function adminUsersPathOf(params: URLSearchParams): string {
  return adminUsersPath(listViewOf(params, USERS_LIST_VIEW), sortViewOf(params, USERS_SORT_FIELDS));
}

/** The list's CSV export: its search and sort, every row. */
export function adminUsersCsvPath(view: ListView, sort: UsersSort): string {
  return csvExportPath(ADMIN_USERS_PATH, { search: view.search, ...sort });
}

/** Keeps the previous page on screen while the next one loads. */
export function useAdminUsers(view: ListView, sort: UsersSort) {
  return useApiQuery<UsersResponse>(adminUsersPath(view, sort), { keepPreviousData: true });
}
