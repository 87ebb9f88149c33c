// GET /admin/users/{id}: one user with the organisations they belong to.
import useSWR, { type SWRResponse } from 'swr';
import type { UserDetailResponse } from '../contract';
import type { ApiError } from '../http/ApiError';
import { apiClient } from '../http/apiClient';
import { idPath } from './idPath';

export const USER_DETAILS_ERROR_TEXT = 'Failed to fetch user details';

export function adminUserPath(id: string | null | undefined): string | null {
  return idPath('/admin/users', id);
}

export function useAdminUser(id: string | null | undefined): SWRResponse<UserDetailResponse, ApiError> {
  return useSWR<UserDetailResponse, ApiError>(adminUserPath(id), (path: string) =>
    apiClient.get<UserDetailResponse>(path),
  );
}
