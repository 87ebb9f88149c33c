// GET /admin/users?search&limit&offset&emailVerified&sort&order: one page of users (and the active
// count of the match).
import { csvExportPath, useApiQuery } from '@portal/api';
import type { ListView } from '@portal/list-state';
import type { UsersResponse } from '@portal/contract/users';
import type { UsersFilters } from '../rules/usersListView';
import { ADMIN_USERS_PATH, adminUsersPath, type UsersSort } from './paths';

export const USERS_ERROR_TEXT = 'Failed to fetch users';

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
