import type { GrowthPoint, GrowthResponse } from '@portal/contract/dashboard';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { monthlyActiveUsers } from '../../db/schema';
import { readSetting } from '../../db/settings';
import { readCounts } from '../../queries/rowCounts';

const GROWTH_MONTHS = 24;

/** The `count` calendar months (UTC) ending with the month of `last`, oldest first, as 'YYYY-MM'. */
export function monthsEndingAt(last: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const month = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() - (count - 1 - i), 1));
    return month.toISOString().slice(0, 7);
  });
}

/**
 * New users, active users (anyone with recorded activity, from the monthly_active_users view) and
 * new organisations per calendar month (UTC), oldest first, read from the monthly counters the
 * triggers keep. The window ends at the seeded data's anchor month, so a seeded database shows the
 * same chart whenever it is opened; without a seed it ends this month.
 */
export async function findGrowth(db: Database): Promise<GrowthResponse> {
  const anchor = await readSetting(db, 'seed_anchor');
  const months = monthsEndingAt(anchor ? new Date(anchor) : new Date(), GROWTH_MONTHS);
  const [counts, active] = await Promise.all([
    readCounts(
      db,
      months.flatMap((month) => [`users:month:${month}`, `organisations:month:${month}`]),
    ),
    db.orm
      .select({
        month: sql<string>`to_char(${monthlyActiveUsers.month}, 'YYYY-MM')`,
        activeUsers: monthlyActiveUsers.active_users,
      })
      .from(monthlyActiveUsers)
      .where(sql`${monthlyActiveUsers.month} >= ${`${months[0]}-01`}::timestamp`),
  ]);
  const activeByMonth = new Map(active.map((row) => [row.month, row.activeUsers]));
  const growth = months.map((month): GrowthPoint => ({
    month,
    userCount: counts[`users:month:${month}`] ?? 0,
    activeUsers: activeByMonth.get(month) ?? 0,
    organisationCount: counts[`organisations:month:${month}`] ?? 0,
  }));
  return { growth };
}
