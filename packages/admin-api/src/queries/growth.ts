import type { GrowthPoint, GrowthResponse } from '@portal/api/contract';
import type { Database } from '../db/database';

const GROWTH_MONTHS = 24;

/**
 * New users, active users (anyone with recorded activity, from the monthly_active_users view) and
 * new organisations per calendar month (UTC), oldest first. The window ends at the seeded data's
 * anchor month, so a seeded database shows the same chart whenever it is opened; without a seed it
 * ends this month.
 */
export async function findGrowth(db: Database): Promise<GrowthResponse> {
  const growth = await db.query<GrowthPoint>(
    `with last_month as (
       select date_trunc('month',
         coalesce((select value::timestamptz from settings where key = 'seed_anchor'), now()) at time zone 'UTC') as m
     ), months as (
       select month_start, month_start at time zone 'UTC' as starts,
         (month_start + interval '1 month') at time zone 'UTC' as ends, to_char(month_start, 'YYYY-MM') as month
       from last_month, generate_series(m - interval '${GROWTH_MONTHS - 1} months', m, interval '1 month') as month_start
     )
     select month,
       (select count(*) from users u where u.created_at >= starts and u.created_at < ends)::int as "userCount",
       coalesce((select active_users from monthly_active_users mau where mau.month = month_start), 0)
         as "activeUsers",
       (select count(*) from organisations o where o.created_at >= starts and o.created_at < ends)::int
         as "organisationCount"
     from months order by month`,
  );
  return { growth };
}
