import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { waitUntil } from '../testing/notices';
import { openTestDatabase } from '../testing/testDatabase';
import { listActivities } from '../sections/activities/queries';
import { listOrganisations } from '../sections/organisations/queries';
import { startCountsCache, type CountsCache } from './countsCache';
import { listUsers } from '../sections/users/queries';

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

it('follows every list whose totals it keeps', async () => {
  const [member] = await db.query<{ user_id: string; organisation_id: string }>(
    'select user_id, organisation_id from memberships limit 1',
  );
  const lists = [
    PAGE,
    { ...PAGE, activityType: 'AUTH' as const },
    { ...PAGE, userId: member!.user_id },
    { ...PAGE, organisationId: member!.organisation_id },
  ];
  const totals = async () => Promise.all(lists.map(async (query) => (await listActivities(db, query)).total));
  const before = await totals();
  const organisations = (await listOrganisations(db, PAGE)).total;
  await db.query(
    `insert into activities (id, activity_type, description, created_at, user_id, organisation_id)
      values ($1, 'AUTH', 'x', now(), $2, $3)`,
    [randomUUID(), member!.user_id, member!.organisation_id],
  );
  await noticeHeard();
  expect(await totals()).toEqual(before.map((total) => total + 1));
  expect((await listOrganisations(db, PAGE)).total).toBe(organisations);
});
