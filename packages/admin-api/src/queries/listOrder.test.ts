// The SQL that sorting and paging build, read without a database (fast enough to repeat for every
// mutant of `npm run test:mutation`); sorting.test.ts and pageMarks.test.ts run it on one.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { drizzle as databaseProxy } from 'drizzle-orm/pg-proxy';
import type { Orm } from '../db/database';
import { PAGE_MARK_SPACING } from '../db/keys';
import * as schema from '../db/schema';
import { ApiError } from '../http/apiError';
import type { ListedTable } from './listedTable';
import { ofIds, onPage, pageIds, pageStart } from './paging';
import { listOrder, type ListOrder } from './sorting';

const { users } = schema;
const dialect = new PgDialect();
const text = (query: SQL) => dialect.sqlToQuery(query);
/** A database that must not be asked anything: these queries are only written. */
const orm = drizzle.mock({ schema }) as unknown as Orm;

const LISTED: ListedTable = { table: users, id: users.id, created: users.created_at };
const KEYS = { email: sql`lower(${users.email})`, createdAt: users.created_at };
type Query = { sort?: 'email' | 'createdAt'; order?: 'asc' | 'desc' };
const orderOf = (query: Query): ListOrder => listOrder(LISTED, KEYS as never, query as never);
const orderBy = (query: Query) => text(sql.join(orderOf(query).terms, sql`, `)).sql;

describe('listOrder', () => {
  it('without sort or order: newest first, then by id', () => {
    const order = orderOf({});
    expect(orderBy({})).toBe('"users"."created_at" desc, "users"."id" desc');
    expect(order).toMatchObject({ key: users.created_at, descending: true, newestFirst: true });
  });

  it('a sort without order is ascending, ties broken by id ascending', () => {
    expect(orderBy({ sort: 'email' })).toBe('lower("users"."email") asc, "users"."id" asc');
    expect(orderOf({ sort: 'email' })).toMatchObject({
      key: KEYS.email,
      descending: false,
      newestFirst: false,
    });
  });

  it.each([
    ['asc', 'lower("users"."email") asc, "users"."id" asc', false],
    ['desc', 'lower("users"."email") desc, "users"."id" desc', true],
  ] as const)('a sort with order %s orders key and id that way', (order, expected, descending) => {
    expect(orderBy({ sort: 'email', order })).toBe(expected);
    expect(orderOf({ sort: 'email', order })).toMatchObject({ descending, newestFirst: false });
  });

  it('the creation sort is the newest-first order only when descending', () => {
    expect(orderOf({ sort: 'createdAt', order: 'desc' }).newestFirst).toBe(true);
    expect(orderOf({ sort: 'createdAt', order: 'asc' }).newestFirst).toBe(false);
    expect(orderOf({ sort: 'createdAt' }).newestFirst).toBe(false);
    expect(orderBy({ sort: 'createdAt' })).toBe('"users"."created_at" asc, "users"."id" asc');
  });

  it('refuses order without sort with a 400 that says why', () => {
    for (const order of ['asc', 'desc'] as const) {
      const refusal = (() => {
        try {
          orderOf({ order });
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({
        statusCode: 400,
        message: 'Invalid query parameter "order": only allowed together with "sort"',
      });
    }
  });
});

describe('pageIds', () => {
  const where = sql`${users.status} = 'ACTIVE'`;

  it('selects the ids of one page in the requested order, limit and offset as placeholders', () => {
    const page = pageIds(orm, LISTED, where, orderOf({ sort: 'email', order: 'desc' }), false).toSQL();
    expect(page.sql).toBe(
      'select "id" from "users" where "users"."status" = \'ACTIVE\' order by lower("users"."email") desc, "users"."id" desc limit $1 offset $2',
    );
    expect(page.params.map((param) => (param as { name: string }).name)).toEqual(['limit', 'offset']);
  });

  it('without a filter, starts a page read from a mark at that mark, newest first', () => {
    const page = pageIds(orm, LISTED, undefined, orderOf({}), true).toSQL();
    expect(page.sql).toBe(
      'select "id" from "users" where ("users"."created_at", "users"."id") <= ($1::timestamptz, $2::uuid) order by "users"."created_at" desc, "users"."id" desc limit $3 offset $4',
    );
    expect(page.params.map((param) => (param as { name: string }).name)).toEqual([
      'markCreatedAt',
      'markId',
      'limit',
      'offset',
    ]);
  });

  it('reads the whole list when neither a filter nor a mark applies', () => {
    expect(pageIds(orm, LISTED, undefined, orderOf({}), false).toSQL().sql).toBe(
      'select "id" from "users" order by "users"."created_at" desc, "users"."id" desc limit $1 offset $2',
    );
  });
});

describe('onPage and ofIds', () => {
  it('onPage takes the rows whose id the page query found', () => {
    const ids = pageIds(orm, LISTED, undefined, orderOf({}), false);
    expect(text(onPage(LISTED, ids)).sql).toBe(
      '"users"."id" = any(array(select "id" from "users" order by "users"."created_at" desc, "users"."id" desc limit $1 offset $2))',
    );
  });

  it('ofIds takes exactly the given ids', () => {
    expect(text(ofIds(LISTED, ['a', 'b']))).toMatchObject({
      sql: '"users"."id" in ($1, $2)',
      params: ['a', 'b'],
    });
  });
});

describe('pageStart', () => {
  const page = (offset: number) => ({ limit: 25, offset });

  it.each([
    ['a filtered list', sql`true`, orderOf({}), PAGE_MARK_SPACING * 3],
    ['a list in another order', undefined, orderOf({ sort: 'email' }), PAGE_MARK_SPACING * 3],
    ['a page before the first mark', undefined, orderOf({}), PAGE_MARK_SPACING - 1],
  ])('%s starts at its plain offset, without asking the database', async (_, where, order, offset) => {
    expect(await pageStart(orm, LISTED, where, page(offset), order)).toEqual({
      fromMark: false,
      values: { limit: 25, offset },
    });
  });
});

describe('pageStart on a deep page of the newest-first list', () => {
  interface Mark {
    position: number;
    createdAt: string;
    id: string;
  }

  /** A database whose page marks table answers `mark` (or nothing), recording what it was asked. */
  function databaseWithMark(mark: Mark | null) {
    const asked: Array<{ query: string; params: unknown[] }> = [];
    const proxied = databaseProxy(
      async (query, params) => {
        asked.push({ query, params });
        return { rows: mark ? [[mark.position, mark.createdAt, mark.id]] : [] };
      },
      { schema },
    ) as unknown as Orm;
    return { orm: proxied, asked };
  }

  const page = (offset: number) => ({ limit: 25, offset });
  const mark = { position: 20_000, createdAt: '2025-03-05 10:00:00.123456+00', id: 'mark-id' };

  it('starts at the nearest mark at or before the offset, skipping only the rows after it', async () => {
    const database = databaseWithMark(mark);
    expect(
      await pageStart(database.orm, LISTED, undefined, { limit: 25, offset: 25_010 }, orderOf({})),
    ).toEqual({
      fromMark: true,
      values: { limit: 25, offset: 5_010, markCreatedAt: mark.createdAt, markId: mark.id },
    });
    expect(database.asked).toEqual([
      {
        query:
          'select "position", "created_at"::text, "id" from "page_marks" where ("page_marks"."list" = $1 and "page_marks"."position" <= $2) order by "page_marks"."position" desc limit $3',
        params: ['users', 25_010, 1],
      },
    ]);
  });

  it('looks for a mark from the first one on', async () => {
    const database = databaseWithMark({ ...mark, position: PAGE_MARK_SPACING });
    const start = await pageStart(database.orm, LISTED, undefined, page(PAGE_MARK_SPACING), orderOf({}));
    expect(start.values.offset).toBe(0);
    expect(database.asked).toHaveLength(1);
  });

  it('starts at its plain offset when the list has no mark there yet', async () => {
    const database = databaseWithMark(null);
    expect(await pageStart(database.orm, LISTED, undefined, page(25_010), orderOf({}))).toEqual({
      fromMark: false,
      values: { limit: 25, offset: 25_010 },
    });
  });
});
