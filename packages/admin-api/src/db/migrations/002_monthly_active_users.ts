import type { Migration } from './migration';

// Distinct active users per month need a pass over every activity (about a second at a million
// rows), so the growth chart reads them from this view. The seed refreshes it after loading
// activities; a system that records activities live would refresh it on a schedule.
export const monthlyActiveUsers: Migration = {
  id: '002_monthly_active_users',
  sql: `
create materialized view monthly_active_users as
  select date_trunc('month', created_at at time zone 'UTC') as month, count(distinct user_id)::int as active_users
  from activities where user_id is not null
  group by 1;
create unique index monthly_active_users_month on monthly_active_users (month);
`,
};
