import type { Database } from '../db/database';
import { testDatabaseForFile } from '../testing/testDatabase';
import { ACTIVITY_LIST, type ActivityListQuery } from '../sections/activities/queries';
import { EXPORT_BATCH_SIZE, exportBatches } from './listSource';
import { listOrder } from './sorting';
import { listUsers, USER_LIST, type UserListQuery } from '../sections/users/queries';

let db: Database;

testDatabaseForFile((opened) => (db = opened));

async function exported<Row>(batches: AsyncGenerator<Row[]>): Promise<{ sizes: number[]; rows: Row[] }> {
  const sizes: number[] = [];
  const rows: Row[] = [];
  for await (const batch of batches) {
    sizes.push(batch.length);
    rows.push(...batch);
  }
  return { sizes, rows };
}

describe('exportBatches', () => {
  it.each([
    [{ sort: 'status', order: 'asc' }, 'status asc, id asc'],
    [{ sort: 'lastLoginAt', order: 'desc' }, `coalesce(last_login_at, '-infinity') desc, id desc`],
    [
      { sort: 'name', order: 'asc', search: 'a' },
      `lower(case when first_name <> '' and last_name <> '' then first_name || ' ' || last_name else email end), id`,
    ],
  ] as const)('continues each batch after the last (key, id): %j', async (sort, orderBy) => {
    const query = { ...sort, limit: 25, offset: 0 } as UserListQuery;
    const where = 'search' in sort ? `where search_text like '%${sort.search}%'` : '';
    const expected = await db.query<{ id: string }>(`select id from users ${where} order by ${orderBy}`);
    expect(expected.length).toBeGreaterThan(EXPORT_BATCH_SIZE);
    const order = listOrder(USER_LIST.listed, USER_LIST.sortKeys, query);
    const { sizes, rows } = await exported(exportBatches(db, USER_LIST, query, order, 1_000_000));
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    expect(Math.max(...sizes)).toBe(EXPORT_BATCH_SIZE);
  });

  it('stops at the cap', async () => {
    const query: ActivityListQuery = { limit: 25, offset: 0 };
    const order = listOrder(ACTIVITY_LIST.listed, ACTIVITY_LIST.sortKeys, query);
    const cap = 2 * EXPORT_BATCH_SIZE + 95;
    const { sizes, rows } = await exported(exportBatches(db, ACTIVITY_LIST, query, order, cap));
    expect(sizes).toEqual([EXPORT_BATCH_SIZE, EXPORT_BATCH_SIZE, 95]);
    const expected = await db.query<{ id: string }>(
      `select id from activities order by created_at desc, id desc limit ${cap}`,
    );
    expect(rows.map((row) => row.activity.id)).toEqual(expected.map((row) => row.id));
  });
});

describe('readListPage', () => {
  it('answers each call of one page query shape with its own values', async () => {
    const [smith, jo] = [
      await listUsers(db, { search: 'smith', limit: 5, offset: 0 }),
      await listUsers(db, { search: 'jo', limit: 5, offset: 0 }),
    ];
    const joSecondPage = await listUsers(db, { search: 'jo', limit: 5, offset: 5 });
    const searchText = (user: { firstName: string | null; lastName: string | null; email: string }) =>
      `${user.firstName ?? ''} ${user.lastName ?? ''}\n${user.email}`.toLowerCase();

    expect(smith.users.length).toBeGreaterThan(0);
    expect(smith.users.every((user) => searchText(user).includes('smith'))).toBe(true);
    expect(jo.users).toHaveLength(5);
    expect(jo.users.every((user) => searchText(user).includes('jo'))).toBe(true);
    expect(joSecondPage.users.map((user) => user.id)).not.toEqual(
      expect.arrayContaining(jo.users.map((user) => user.id)),
    );
    expect(joSecondPage.total).toBe(jo.total);
  });
});
