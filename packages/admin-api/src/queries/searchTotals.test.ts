import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { testDatabaseForFile } from '../testing/testDatabase';
import { listOrganisations } from '../sections/organisations/queries';
import { listUsers } from '../sections/users/queries';

let db: Database;

testDatabaseForFile((opened) => (db = opened));

const PAGE = { limit: 25, offset: 0 };

describe('remembered search totals', () => {
  it('count a search again once its table changed', async () => {
    const before = await listUsers(db, { ...PAGE, search: 'li' });
    expect((await listUsers(db, { ...PAGE, offset: 25, search: 'li' })).total).toBe(before.total);
    const id = randomUUID();
    await db.query(
      `insert into users (id, email, first_name, status, created_at) values ($1, $2, 'Lizzie', 'ACTIVE', now())`,
      [id, `${id}@example.com`],
    );
    const after = await listUsers(db, { ...PAGE, search: 'li' });
    expect(after.total).toBe(before.total + 1);
    expect(after.totalActive).toBe(before.totalActive + 1);
    expect(after.users[0]!.id).toBe(id);
    await db.query(`update users set status = 'INACTIVE' where id = $1`, [id]);
    expect((await listUsers(db, { ...PAGE, search: 'li' })).totalActive).toBe(before.totalActive);
  });

  it('answer the contract fields only, also when remembered', async () => {
    for (const offset of [0, 25]) {
      expect(Object.keys(await listUsers(db, { ...PAGE, offset, search: 'smith' })).sort()).toEqual([
        'total',
        'totalActive',
        'users',
      ]);
      expect(Object.keys(await listOrganisations(db, { ...PAGE, offset, search: 'pty' })).sort()).toEqual([
        'organisations',
        'total',
        'totalActive',
      ]);
    }
  });

  it('keep the totals of each table apart', async () => {
    const organisations = await listOrganisations(db, { ...PAGE, search: 'li' });
    const users = await listUsers(db, { ...PAGE, search: 'li' });
    expect(organisations.total).not.toBe(users.total);
    await db.query(`delete from organisations where id = $1`, [organisations.organisations[0]!.id]);
    expect((await listOrganisations(db, { ...PAGE, search: 'li' })).total).toBe(organisations.total - 1);
  });
});
