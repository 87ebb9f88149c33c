import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { waitUntil } from '../testing/notices';
import { openTestDatabase } from '../testing/testDatabase';
import { listActivities } from './activities';
import { listOrganisations } from './organisations';
import { startCountsCache, type CountsCache } from './rowCounts';
import { listUsers } from './users';

// The totals a list page sends come from this process's CountsCache while it listens; a write by
// any other process or system, straight in SQL here, reaches it as a notice (migration 009).

let db: Database;
let counts: CountsCache;

beforeAll(async () => {
  db = await openTestDatabase();
  counts = await startCountsCache(db);
}, 120_000);

afterAll(() => db?.close());

const PAGE = { limit: 25, offset: 0 };

/** Returns once the cache has forgotten what it held, as the notice of a write makes it. */
const noticeHeard = () => waitUntil(() => counts.size === 0, 'emptied the row count cache on its notice');

async function insertUser(email: string, status = 'ACTIVE'): Promise<string> {
  const id = randomUUID();
  await db.query(`insert into users (id, email, status, created_at) values ($1, $2, $3, now())`, [
    id,
    email,
    status,
  ]);
  return id;
}

it('keeps the totals while nothing is written', async () => {
  expect(counts.isLive).toBe(true);
  const first = await listUsers(db, PAGE);
  expect(counts.size).toBeGreaterThan(0);
  expect(await listUsers(db, { ...PAGE, offset: 25 })).toMatchObject({
    total: first.total,
    totalActive: first.totalActive,
  });
});

it('sends the new totals once a write made elsewhere is announced', async () => {
  const before = await listUsers(db, PAGE);
  const id = await insertUser(`${randomUUID()}@notice.example`);
  await noticeHeard();
  expect(await listUsers(db, PAGE)).toMatchObject({
    total: before.total + 1,
    totalActive: before.totalActive + 1,
  });
  await db.query(`update users set status = 'INACTIVE' where id = $1`, [id]);
  await noticeHeard();
  expect(await listUsers(db, PAGE)).toMatchObject({
    total: before.total + 1,
    totalActive: before.totalActive,
  });
  await db.query(`delete from users where id = $1`, [id]);
  await noticeHeard();
  expect(await listUsers(db, PAGE)).toMatchObject({ total: before.total, totalActive: before.totalActive });
});

it('counts a remembered search again after a write', async () => {
  const term = `notice-${randomUUID().slice(0, 8)}`;
  expect((await listUsers(db, { ...PAGE, search: term })).total).toBe(0);
  const id = await insertUser(`${term}@notice.example`);
  await noticeHeard();
  expect((await listUsers(db, { ...PAGE, search: term })).total).toBe(1);
  await db.query(`delete from users where id = $1`, [id]);
});

it('follows every list whose totals come from row_counts', async () => {
  const organisations = (await listOrganisations(db, PAGE)).total;
  const activities = (await listActivities(db, PAGE)).total;
  const auth = (await listActivities(db, { ...PAGE, activityType: 'AUTH' })).total;
  await db.query(
    `insert into activities (id, activity_type, description, created_at) values ($1, 'AUTH', 'x', now())`,
    [randomUUID()],
  );
  await noticeHeard();
  expect((await listActivities(db, PAGE)).total).toBe(activities + 1);
  expect((await listActivities(db, { ...PAGE, activityType: 'AUTH' })).total).toBe(auth + 1);
  expect((await listOrganisations(db, PAGE)).total).toBe(organisations);
});
