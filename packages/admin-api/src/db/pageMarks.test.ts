import { randomUUID } from 'node:crypto';
import { listActivities } from '../sections/activities/queries';
import { testDatabaseForFile } from '../testing/testDatabase';
import type { Database } from './database';
import { PAGE_MARK_SPACING } from './keys';

let db: Database;

testDatabaseForFile((opened) => (db = opened));

const OFFSETS = [PAGE_MARK_SPACING - 3, PAGE_MARK_SPACING, PAGE_MARK_SPACING + 7, PAGE_MARK_SPACING + 5_000];

/** Every page at OFFSETS, read through the marks and by plain OFFSET. */
async function pages() {
  return Promise.all(
    OFFSETS.map(async (offset) => {
      const page = await listActivities(db, { limit: 5, offset });
      const plain = await db.query<{ id: string }>(
        'select id from activities order by created_at desc, id desc limit 5 offset $1',
        [offset],
      );
      return {
        offset,
        marked: page.activities.map((item) => item.activity.id),
        plain: plain.map((row) => row.id),
      };
    }),
  );
}

const expectSamePages = async () => {
  for (const { marked, plain } of await pages()) {
    expect(plain).toHaveLength(5);
    expect(marked).toEqual(plain);
  }
};

describe('deep pages from page marks', () => {
  it('start at a mark and land on the rows plain OFFSET finds', async () => {
    const [row] = await db.query<{ marks: number }>(
      `select count(*)::int as marks from page_marks where list = 'activities'`,
    );
    expect(row!.marks).toBeGreaterThan(0);
    await expectSamePages();
  });

  it('stay exact as rows are added, removed and re-dated ahead of and at a mark', async () => {
    const newest = [1, 2, 3].map(() => randomUUID());
    for (const id of newest) {
      await db.query(
        `insert into activities (id, activity_type, description, created_at) values ($1, 'OTHER', 'new', now())`,
        [id],
      );
    }
    await expectSamePages();
    await db.query(
      `delete from activities where id in (select id from activities order by created_at desc, id desc offset 100 limit 40)`,
    );
    await expectSamePages();
    await db.query(
      `update activities set created_at = now() + interval '1 day'
       where id = (select id from page_marks where list = 'activities' order by position limit 1)`,
    );
    await db.query(`update activities set description = 'edited' where id = $1`, [newest[0]]);
    await expectSamePages();
    await db.exec(`select refresh_page_marks('activities')`);
    await expectSamePages();
  });
});
