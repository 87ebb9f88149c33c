import type { ActivitiesResponse } from '@portal/contract/activities';
import type { UsersResponse } from '@portal/contract/users';
import { AUTH_ACTIVITY } from '../../queries/accounts';
import { seededRowCounts } from '../../seed/seedDatabase';
import { adminTestApi } from '../../testing/testApi';
import { expectNewestFirst, itAnswersNotFound, UNKNOWN_ID } from '../../testing/sectionAssertions';

const SEEDED = seededRowCounts('small');
/** The admin's own sign-in (adminTestApi) is recorded as the newest activity. */
const ACTIVITIES = SEEDED.activities + 1;

const api = adminTestApi();
const { get } = api;

describe('GET /admin/activities', () => {
  it('answers the newest activities with the user and organisation they concern', async () => {
    const body = await get<ActivitiesResponse>('/admin/activities?limit=100');
    expect(body.total).toBe(ACTIVITIES);
    expect(body.activities).toHaveLength(100);
    for (const item of body.activities) {
      expect(Object.keys(item).sort()).toEqual(['activity', 'organisation', 'user']);
      expect(Object.keys(item.activity).sort()).toEqual(['activityType', 'createdAt', 'description', 'id']);
      if (item.user)
        expect(Object.keys(item.user).sort()).toEqual([
          'avatarUrl',
          'email',
          'firstName',
          'id',
          'isAdmin',
          'lastName',
        ]);
      if (item.organisation) expect(Object.keys(item.organisation).sort()).toEqual(['id', 'name']);
    }
    expectNewestFirst(body.activities.map((item) => item.activity));
    expect(body.activities[0]!.activity.description).toBe(AUTH_ACTIVITY.signedInWithGoogle);
    expect(body.activities[0]!.user?.email).toBe('admin@example.com');
    // The seed's newest activity, made at its anchor.
    expect(body.activities[1]!.activity.description).toHaveLength(10_000);
  });

  it('includes system activities without a user and sign-ins without an organisation', async () => {
    const subscription = await get<ActivitiesResponse>(
      '/admin/activities?limit=100&activityType=SUBSCRIPTION',
    );
    expect(subscription.activities.some((item) => item.user === null)).toBe(true);
    const auth = await get<ActivitiesResponse>('/admin/activities?limit=100&activityType=AUTH');
    expect(auth.activities.some((item) => item.organisation === null)).toBe(true);
  });

  it('defaults to 25 and counts with limit=1 as the dashboard does', async () => {
    expect((await get<ActivitiesResponse>('/admin/activities')).activities).toHaveLength(25);
    const one = await get<ActivitiesResponse>('/admin/activities?limit=1');
    expect(one.activities).toHaveLength(1);
    expect(one.total).toBe(ACTIVITIES);
  });

  it('filters by type', async () => {
    const body = await get<ActivitiesResponse>('/admin/activities?activityType=XERO&limit=50');
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(ACTIVITIES);
    expect(body.activities.every((item) => item.activity.activityType === 'XERO')).toBe(true);
  });

  it('scopes to an organisation or a user', async () => {
    const [first] = (await get<ActivitiesResponse>('/admin/activities?limit=1&offset=10')).activities;
    const organisationId = first!.organisation!.id;
    const byOrganisation = await get<ActivitiesResponse>(
      `/admin/activities/organisation/${organisationId}?limit=100`,
    );
    expect(byOrganisation.total).toBeGreaterThan(0);
    expect(byOrganisation.activities.every((item) => item.organisation?.id === organisationId)).toBe(true);
    const userId = first!.user!.id;
    const byUser = await get<ActivitiesResponse>(
      `/admin/activities/user/${userId}?activityType=${first!.activity.activityType}`,
    );
    expect(byUser.activities.map((item) => item.activity.id)).toContain(first!.activity.id);
    expect(byUser.activities.every((item) => item.user?.id === userId)).toBe(true);
  });
});

describe('a user with no activities', () => {
  // Only an empty scoped answer checks that its user exists (routes/scoped.ts).
  it('answers an empty page, not 404', async () => {
    const [priya] = (await get<UsersResponse>('/admin/users?search=priya.raman%40example.com')).users;
    expect(await get<ActivitiesResponse>(`/admin/activities/user/${priya!.id}`)).toEqual({
      activities: [],
      total: 0,
    });
  });
});

describe('unknown ids', () => {
  itAnswersNotFound(api, [
    `/admin/activities/organisation/${UNKNOWN_ID}`,
    `/admin/activities/user/${UNKNOWN_ID}`,
    `/admin/activities/organisation/${UNKNOWN_ID}?format=csv`,
    `/admin/activities/user/${UNKNOWN_ID}?format=csv`,
  ]);
});
