import { SORT_ORDERS, type SortOrder } from '@portal/api/contract';
import { SORT_FIELDS, type SortableList } from '../http/sortFields';
import { eq, fillPlaceholders } from 'drizzle-orm';
import type { Database } from '../db/database';
import { coupons } from '../db/schema';
import { openWithoutSequentialScans, planNodes } from '../testing/withoutSequentialScans';
import { ACTIVITY_LIST, listActivities } from '../sections/activities/queries';
import { COUPON_LIST, listCoupons } from '../sections/coupons/queries';
import type { ListSource } from './listSource';
import { listOrganisations, ORGANISATION_LIST } from '../sections/organisations/queries';
import { pageIds } from './paging';
import { couponRedeemers } from './selections';
import { listOrder } from './sorting';
import { listUsers, USER_LIST } from '../sections/users/queries';

let db: Database;

beforeAll(async () => {
  db = await openWithoutSequentialScans();
}, 120_000);

afterAll(() => db?.close());

type AnySource = ListSource<SortableList, never, unknown, unknown>;

/** Each list's sort keys written out again, independently of queries/*.ts. */
const INDEPENDENT_KEYS: Record<string, Record<string, string>> = {
  users: {
    name: `lower(case when first_name <> '' and last_name <> '' then first_name || ' ' || last_name else email end)`,
    email: 'lower(email)',
    status: 'status',
    createdAt: 'created_at',
    lastLoginAt: `coalesce(last_login_at, '-infinity')`,
  },
  organisations: {
    name: 'lower(name)',
    legalName: `lower(coalesce(legal_name, ''))`,
    subscriptionStatus: `coalesce(subscription_status, '')`,
    createdAt: 'created_at',
  },
  coupons: { name: `lower(coalesce(name, ''))`, timesRedeemed: 'times_redeemed', created: 'created' },
  activities: { createdAt: 'created_at' },
};

const CASES = (Object.keys(SORT_FIELDS) as SortableList[]).flatMap((list) =>
  SORT_FIELDS[list].flatMap((sort) => SORT_ORDERS.map((order) => ({ list, sort, order }))),
);

async function firstPageIds(list: SortableList, sort: string, order: SortOrder, offset: number) {
  const query = { limit: 100, offset, sort, order } as never;
  switch (list) {
    case 'users':
      return (await listUsers(db, query)).users.map((row) => row.id);
    case 'organisations':
      return (await listOrganisations(db, query)).organisations.map((row) => row.id);
    case 'coupons':
      return (await listCoupons(db, query)).coupons.map((row) => row.id);
    case 'activities':
      return (await listActivities(db, query)).activities.map((row) => row.activity.id);
  }
}

describe('sorting', () => {
  it.each(CASES)(
    '$list by $sort $order matches an ORDER BY, pages included',
    async ({ list, sort, order }) => {
      for (const offset of [0, 100]) {
        const expected = await db.query<{ id: string }>(
          `select id from ${list} order by ${INDEPENDENT_KEYS[list]![sort]} ${order}, id ${order} limit 100 offset ${offset}`,
        );
        expect(await firstPageIds(list, sort, order, offset)).toEqual(expected.map((row) => row.id));
      }
    },
  );

  it('sorts ascending when `sort` comes without `order`', async () => {
    const expected = await db.query<{ id: string }>(
      `select id from users order by ${INDEPENDENT_KEYS.users!.email} asc, id asc limit 100`,
    );
    const page = await listUsers(db, { limit: 100, offset: 0, sort: 'email' });
    expect(page.users.map((row) => row.id)).toEqual(expected.map((row) => row.id));
  });

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

const SOURCES: Record<SortableList, AnySource> = {
  users: USER_LIST as unknown as AnySource,
  organisations: ORGANISATION_LIST as unknown as AnySource,
  coupons: COUPON_LIST as unknown as AnySource,
  activities: ACTIVITY_LIST as unknown as AnySource,
};

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
          : [{}];
      for (const filter of filters) {
        const query = { sort, order, ...filter } as never;
        const source = SOURCES[list];
        const { where, values } = source.filter(query);
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
