import type { GrowthResponse } from '@portal/api/contract';
import { seededRowCounts } from '../../seed/seedDatabase';
import { adminTestApi } from '../../testing/testApi';

const SEEDED = seededRowCounts('small');

const { get } = adminTestApi();

describe('GET /admin/growth', () => {
  it('answers 24 consecutive months, oldest first, that add up to every user and organisation', async () => {
    const { growth } = await get<GrowthResponse>('/admin/growth');
    expect(growth).toHaveLength(24);
    expect(growth[0]!.month).toBe('2024-11');
    expect(growth[23]!.month).toBe('2026-10');
    expect(growth.map((point) => point.month)).toEqual([...growth.map((point) => point.month)].sort());
    expect(growth.reduce((sum, point) => sum + point.userCount, 0)).toBe(SEEDED.users);
    expect(growth.reduce((sum, point) => sum + point.organisationCount, 0)).toBe(SEEDED.organisations);
    expect(growth[23]!.activeUsers).toBeGreaterThan(growth[1]!.activeUsers ?? 0);
  });
});
