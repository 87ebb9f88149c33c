// GET /user/profile: the signed-in user, fetched at login when the sign-in gave no user object.
import type { SessionUser } from '@portal/contract';
import { apiClient } from '../http/apiClient';

export const USER_PROFILE_PATH = '/user/profile';

export function fetchUserProfile(): Promise<SessionUser> {
  return apiClient.get<SessionUser>(USER_PROFILE_PATH);
}
