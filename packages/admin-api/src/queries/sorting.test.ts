import { SORT_ORDERS } from '@portal/contract';
import { eq, fillPlaceholders } from 'drizzle-orm';
import type { Database } from '../db/database';
import { coupons } from '../db/schema';
import { openWithoutSequentialScans, planNodes } from '../testing/withoutSequentialScans';
import { ACTIVITY_LIST } from '../sections/activities/queries';
import { COUPON_LIST } from '../sections/coupons/queries';
import { listFilter, type AnyListSource } from './listSource';
import { ORGANISATION_LIST } from '../sections/organisations/queries';
import { pageIds } from './paging';
import { couponRedeemers } from '../sections/coupons/selections';
import { listOrder } from './sorting';
import { listUsers, USER_LIST } from '../sections/users/queries';

let db: Database;

beforeAll(async () => {
  db = await openWithoutSequentialScans();
}, 120_000);

afterAll(() => db?.close());

const SOURCES = {
  users: USER_LIST,
  organisations: ORGANISATION_LIST,
  coupons: COUPON_LIST,
  activities: ACTIVITY_LIST,
} as Record<string, AnyListSource>;

/** The filters of `source` that take yes or no. */
const booleanFilterNames = (source: AnyListSource) =>
  Object.entries(source.filters)
    .filter(([, filter]) => filter.schema.type === 'boolean')
    .map(([name]) => name);

/** Every sort of every list, each way. */
const CASES = Object.entries(SOURCES).flatMap(([list, source]) =>
  Object.keys(source.sortKeys).flatMap((sort) => SORT_ORDERS.map((order) => ({ list, sort, order }))),
);

describe('sorting', () => {
  it('keeps the totals of the unsorted list', async () => {
    const sorted = await listUsers(db, {
      limit: 1,
      offset: 0,
      sort: 'email',
      order: 'desc',
      search: 'smith',
    });
    const unsorted = await listUsers(db, { limit: 1, offset: 0, search: 'smith' });
    expect(sorted.total).toBe(unsorted.total);
    expect(sorted.totalActive).toBe(unsorted.totalActive);
  });
});

describe('sorted page 1 reads an index in order, never sorts the table', () => {
  const scoped = async (column: 'user_id' | 'organisation_id') =>
    (
      await db.query<{ id: string }>(
        `select ${column} as id from activities where ${column} is not null limit 1`,
      )
    )[0]!.id;

  it.each([...CASES, { list: 'users' as const, sort: undefined, order: undefined }])(
    '$list by $sort $order',
    async ({ list, sort, order }) => {
      const filters =
        list === 'activities'
          ? [
              {},
              { activityType: 'AUTH' },
              { userId: await scoped('user_id') },
              { organisationId: await scoped('organisation_id') },
            ]
          : // A list's yes/no filters, each on its own: a filtered page 1 must walk an index too.
            [{}, ...booleanFilterNames(SOURCES[list]!).map((name) => ({ [name]: false }))];
      for (const filter of filters) {
        const query = { sort, order, ...filter } as never;
        const source = SOURCES[list]!;
        const { where, values } = listFilter(source, query);
        const pageOrder = listOrder(source.listed, source.sortKeys, query);
        const page = pageIds(db.orm, source.listed, where, pageOrder, false);
        const { sql, params } = page.toSQL();
        const plan = await planNodes(db, sql, fillPlaceholders(params, { ...values, limit: 25, offset: 0 }));
        // Each sorting node type on its own: not.arrayContaining would pass while one of them is present.
        const sortNodes = plan
          .map((node) => node['Node Type'])
          .filter((type) => type === 'Sort' || type === 'Incremental Sort');
        expect({ filter, sortNodes }).toEqual({ filter, sortNodes: [] });
      }
    },
  );
});

describe('`sort` without `order`', () => {
  it('sorts ascending when `sort` comes without `order`', async () => {
    const expected = await db.query<{ id: string }>(
      'select id from users order by lower(email) asc, id asc limit 100',
    );
    const page = await listUsers(db, { limit: 100, offset: 0, sort: 'email' });
    expect(page.users.map((row) => row.id)).toEqual(expected.map((row) => row.id));
  });
});

describe("a coupon's redeemers", () => {
  it('come newest first from one index alone, not a heap page each', async () => {
    const [redeemed] = await db.query<{ id: string }>(
      'select coupon_id as id from organisations where coupon_id is not null limit 1',
    );
    const { sql, params } = db.orm
      .select({ organisations: couponRedeemers })
      .from(coupons)
      .where(eq(coupons.id, redeemed!.id))
      .toSQL();
    expect(await planNodes(db, sql, params)).toContainEqual(
      expect.objectContaining({
        'Node Type': 'Index Only Scan',
        'Index Name': 'organisations_coupon_newest',
      }),
    );
  });
});
