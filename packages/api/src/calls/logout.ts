// POST /auth/logout: tells the server the token is done; the answer is not read.
import { apiClient } from '../http/apiClient';

export const LOGOUT_PATH = '/auth/logout';

export async function postLogout(): Promise<void> {
  await apiClient.post<unknown>(LOGOUT_PATH);
}
