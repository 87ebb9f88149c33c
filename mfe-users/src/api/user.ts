// GET /admin/users/{id}: one user with the organisations they belong to.
import { useApiQuery } from '@portal/api';
import type { UserDetailResponse } from '@portal/contract/users';
import { adminUserPath } from './paths';

export const USER_DETAILS_ERROR_TEXT = 'Failed to fetch user details';

export function useAdminUser(id: string | null | undefined) {
  return useApiQuery<UserDetailResponse>(adminUserPath(id));
}
