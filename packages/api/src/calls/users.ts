// GET /admin/users?search&limit&offset&sort&order: one page of users (and the active count of the match).
import useSWR, { type SWRResponse } from 'swr';
import type { ListQuery, SortQuery, UsersResponse } from '../contract';
import type { ApiError } from '../http/ApiError';
import { apiClient, withQuery } from '../http/apiClient';
import { listQuery, type ListParams } from './listQuery';

export const USERS_ERROR_TEXT = 'Failed to fetch users';
export const ADMIN_USERS_PATH = '/admin/users';

export function adminUsersPath(params: ListParams): string {
  return withQuery(ADMIN_USERS_PATH, listQuery(params));
}

export function fetchAdminUsers(path: string): Promise<UsersResponse> {
  return apiClient.get<UsersResponse>(path);
}

/** Keeps the previous page on screen while the next one loads. */
export function useAdminUsers(query: ListQuery & SortQuery<'users'>): SWRResponse<UsersResponse, ApiError> {
  return useSWR<UsersResponse, ApiError>(adminUsersPath(query), fetchAdminUsers, { keepPreviousData: true });
}
