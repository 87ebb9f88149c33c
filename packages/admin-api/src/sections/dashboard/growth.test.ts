import type { GrowthResponse } from '@portal/contract/dashboard';
import type { UsersResponse } from '@portal/contract/users';
import { seededRowCounts } from '../../seed/seedDatabase';
import { adminTestApi } from '../../testing/testApi';

const SEEDED = seededRowCounts('small');

const { get } = adminTestApi();

describe('GET /admin/growth', () => {
  it("answers 24 consecutive months up to the seed's, oldest first, that add up to every user and organisation", async () => {
    const { growth } = await get<GrowthResponse>('/admin/growth');
    // The seed's newest user is made at its anchor, so its month ends the window.
    const { users } = await get<UsersResponse>('/admin/users?limit=1');
    const newest = new Date(users[0]!.createdAt);
    const month = (monthsBack: number) =>
      new Date(Date.UTC(newest.getUTCFullYear(), newest.getUTCMonth() - monthsBack, 1))
        .toISOString()
        .slice(0, 7);
    expect(growth).toHaveLength(24);
    expect(growth[0]!.month).toBe(month(23));
    expect(growth[23]!.month).toBe(month(0));
    expect(growth.map((point) => point.month)).toEqual([...growth.map((point) => point.month)].sort());
    expect(growth.reduce((sum, point) => sum + point.userCount, 0)).toBe(SEEDED.users);
    expect(growth.reduce((sum, point) => sum + point.organisationCount, 0)).toBe(SEEDED.organisations);
    expect(growth[23]!.activeUsers).toBeGreaterThan(growth[1]!.activeUsers ?? 0);
  });
});
