import type { ActivitiesResponse } from '@portal/contract/activities';
import type { UsersResponse } from '@portal/contract/users';
import { AUTH_ACTIVITY } from '../queries/accounts';
import { adminTestApi, bearer, signIn } from '../testing/testApi';

const SUPPORT_EMAIL = 'priya.raman@example.com';

const api = adminTestApi();
const get = <T>(url: string) => api.get<T>(url);

async function supportUser() {
  const { users } = await get<UsersResponse>(`/admin/users?search=${encodeURIComponent(SUPPORT_EMAIL)}`);
  expect(users.map((user) => user.email)).toEqual([SUPPORT_EMAIL]);
  return users[0]!;
}

async function latestActivities(userId: string, limit: number) {
  const { activities } = await get<ActivitiesResponse>(`/admin/activities/user/${userId}?limit=${limit}`);
  return activities;
}

describe('what signing in and out leaves behind', () => {
  it("records a sign-in as the account's last login and an AUTH activity of the user, at once", async () => {
    const before = await supportUser();
    const startedAt = Date.now();
    await signIn(api.app(), SUPPORT_EMAIL);

    const after = await supportUser();
    expect(new Date(after.lastLoginAt!).getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(after.lastLoginAt).not.toBe(before.lastLoginAt);

    const [latest] = await latestActivities(after.id, 1);
    expect(latest!.activity.activityType).toBe('AUTH');
    expect(latest!.activity.description).toBe(AUTH_ACTIVITY.signedInWithGoogle);
    expect(latest!.activity.createdAt).toBe(after.lastLoginAt);
    expect(latest!.user?.email).toBe(SUPPORT_EMAIL);

    const { activities } = await get<ActivitiesResponse>('/admin/activities?limit=1');
    expect(activities[0]!.activity.id).toBe(latest!.activity.id);
  });

  it('records a sign-out once, and a token refresh not at all', async () => {
    const { token, refreshToken } = await signIn(api.app(), SUPPORT_EMAIL);
    const { id } = await supportUser();
    const [signedIn] = await latestActivities(id, 1);

    const refreshed = await api
      .app()
      .inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    expect((await latestActivities(id, 1))[0]!.activity.id).toBe(signedIn!.activity.id);

    const logout = () => api.app().inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
    expect((await logout()).statusCode).toBe(204);
    const [signedOut, previous] = await latestActivities(id, 2);
    expect(signedOut!.activity.activityType).toBe('AUTH');
    expect(signedOut!.activity.description).toBe(AUTH_ACTIVITY.signedOut);
    expect(signedOut!.user?.email).toBe(SUPPORT_EMAIL);
    expect(previous!.activity.id).toBe(signedIn!.activity.id);

    expect((await logout()).statusCode).toBe(204);
    expect((await latestActivities(id, 1))[0]!.activity.id).toBe(signedOut!.activity.id);
  });
});
