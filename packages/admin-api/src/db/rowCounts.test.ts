import { randomUUID } from 'node:crypto';
import { testDatabaseForFile } from '../testing/testDatabase';
import type { Database } from './database';

let db: Database;

testDatabaseForFile((opened) => (db = opened));

const byCounter = (rows: { counter: string; total: number | string }[]) =>
  Object.fromEntries(
    rows.filter((row) => Number(row.total) !== 0).map((row) => [row.counter, Number(row.total)]),
  );

/** What row_counts must say, counted the slow way. */
async function countedTheSlowWay(): Promise<Record<string, number>> {
  const month = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM')`;
  return byCounter(
    await db.query(`
      select 'users' as counter, count(*) as total from users
      union all select 'users:active', count(*) from users where status = 'ACTIVE'
      union all select 'users:month:' || ${month('created_at')}, count(*) from users group by 1
      union all select 'organisations', count(*) from organisations
      union all select 'organisations:active', count(*) from organisations where subscription_status = 'ACTIVE'
      union all select 'organisations:month:' || ${month('created_at')}, count(*) from organisations group by 1
      union all select 'activities', count(*) from activities
      union all select 'activities:type:' || activity_type, count(*) from activities group by 1`),
  );
}

/** The totals (the `:changes` counters only count writing statements). */
const rowCounts = async () =>
  byCounter(await db.query(`select counter, total from row_counts where counter not like '%:changes'`));

describe('row_counts', () => {
  it('holds the seeded totals', async () => {
    expect(await rowCounts()).toEqual(await countedTheSlowWay());
    expect((await rowCounts()).users).toBeGreaterThan(1_500);
  });

  it('follows inserts, updates, deletes and truncation', async () => {
    const id = randomUUID();
    await db.query(
      `insert into users (id, email, status, created_at) values ($1, $2, 'ACTIVE', '2020-02-03T00:00:00Z')`,
      [id, `${id}@example.com`],
    );
    expect((await rowCounts())['users:month:2020-02']).toBe(1);
    await db.query(
      `update users set status = 'INACTIVE', created_at = '2020-03-01T00:00:00Z' where id = $1`,
      [id],
    );
    expect((await rowCounts())['users:month:2020-03']).toBe(1);
    expect(await rowCounts()).toEqual(await countedTheSlowWay());
    await db.query(
      `update organisations set subscription_status = 'ACTIVE' where subscription_status <> 'ACTIVE'`,
    );
    await db.query('delete from activities where activity_type = $1', ['AUTH']);
    await db.query('delete from users where id = $1', [id]);
    expect(await rowCounts()).toEqual(await countedTheSlowWay());
    await db.exec('truncate activities');
    expect((await rowCounts()).activities).toBeUndefined();
    expect(await rowCounts()).toEqual(await countedTheSlowWay());
  });
});
