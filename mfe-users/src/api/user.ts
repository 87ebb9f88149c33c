// GET /admin/users/{id}: one user with the organisations they belong to.
import { idPath, useApiQuery } from '@portal/api';
import type { UserDetailResponse } from '@portal/admin-api/contract/users';

export const USER_DETAILS_ERROR_TEXT = 'Failed to fetch user details';

export function adminUserPath(id: string | null | undefined): string | null {
  return idPath('/admin/users', id);
}

export function useAdminUser(id: string | null | undefined) {
  return useApiQuery<UserDetailResponse>(adminUserPath(id));
}
