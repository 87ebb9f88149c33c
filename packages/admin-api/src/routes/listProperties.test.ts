import { SECTION_REGISTRY } from '@portal/registry';
import { count, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Database } from '../db/database';
import type { FilterDefinition } from '../queries/listFilters';
import { listFilter, readListPage, type AnyListSource, type ListSourceQuery } from '../queries/listSource';
import { ofIds } from '../queries/paging';
import { testDatabaseForFile } from '../testing/testDatabase';
import { loadSections } from './loadSections';

// Every list of every section, whatever its filters, search and sort: the total it reports is the
// number of rows paging through it returns, and the rows come in the order asked for (without
// `sort` newest first, `sort` without `order` ascending: the contract's SortQuery).

let db: Database;

testDatabaseForFile((opened) => (db = opened));

/** Terms that match many, few and no rows, and characters LIKE would otherwise read. */
const SEARCHES = ['a', 'li', 'smith', 'example.com', 'pty', '%', '51 824', 'no such row at all', '  '];
const PAGE_SIZE = 100;
/** Pages read from each end of a long list; a short one is read whole. */
const END_PAGES = 3;

/** The values a filter's schema accepts. */
function valuesOf(name: string, filter: FilterDefinition<unknown>): fc.Arbitrary<unknown> {
  const { schema } = filter;
  if (schema.type === 'boolean') return fc.boolean();
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  throw new Error(
    `No values for the filter "${name}" (${JSON.stringify(schema)}): teach valuesOf its schema`,
  );
}

/** A query of `source`: any of its filters, a search if it has one, any sort, any order or none. */
function queries(source: AnyListSource): fc.Arbitrary<Record<string, unknown>> {
  const sortKeys = Object.keys(source.sortKeys);
  return fc.record(
    {
      ...Object.fromEntries(
        Object.entries(source.filters).map(([name, filter]) => [name, valuesOf(name, filter)]),
      ),
      ...(source.search ? { search: fc.constantFrom(...SEARCHES) } : {}),
      sorting: fc.option(
        fc.record({ sort: fc.constantFrom(...sortKeys), order: fc.option(fc.constantFrom('asc', 'desc')) }),
      ),
    },
    { requiredKeys: [] },
  );
}

/** The query the list's API would be handed for `generated`, at one page. */
function pageQuery(generated: Record<string, unknown>, offset: number): ListSourceQuery {
  const { sorting, ...rest } = generated as { sorting?: { sort: string; order: string | null } | null };
  return {
    ...rest,
    ...(sorting ? { sort: sorting.sort, ...(sorting.order ? { order: sorting.order } : {}) } : {}),
    limit: PAGE_SIZE,
    offset,
  } as ListSourceQuery;
}

/**
 * The page the query asks for, read plainly: count(*) of the filtered rows, and one ORDER BY ...
 * LIMIT ... OFFSET written from the contract's rules, with no page marks, counters or caches.
 */
async function expected(source: AnyListSource, query: ListSourceQuery, offset: number) {
  const { listed } = source;
  const { where, values } = listFilter(source, query);
  const key = query.sort ? source.sortKeys[query.sort]! : listed.created;
  const direction = sql.raw(query.order ?? (query.sort ? 'asc' : 'desc'));
  const terms = [sql`${key} ${direction}`, sql`${listed.id} ${direction}`];
  const [counted] = await db.orm.select({ total: count() }).from(listed.table).where(where).execute(values);
  const ids = await db.orm
    .select({ id: listed.id })
    .from(listed.table)
    .where(where)
    .orderBy(...terms)
    .limit(PAGE_SIZE)
    .offset(offset)
    .execute(values);
  const order = { key, descending: false, terms, newestFirst: false };
  const page = ofIds(
    listed,
    ids.map((row) => String(row.id)),
  );
  return { total: counted!.total, rows: await source.rows(db.orm, page, order) };
}

/** The offsets a check reads: the whole list when short, else its first and last pages. */
function offsetsOf(total: number): number[] {
  const pages = Math.ceil(total / PAGE_SIZE);
  const all = Array.from({ length: pages + 1 }, (_, page) => page * PAGE_SIZE);
  return pages <= 2 * END_PAGES ? all : [...all.slice(0, END_PAGES), ...all.slice(-END_PAGES - 1)];
}

describe.each(SECTION_REGISTRY.map((section) => section.name))("the %s section's lists", (name) => {
  it('report the total that paging through returns, in the order asked for', async () => {
    const [section] = await loadSections([name]);
    for (const list of section!.lists ?? []) {
      const source = list.source as AnyListSource;
      await fc.assert(
        fc.asyncProperty(queries(source), async (generated) => {
          const first = await readListPage(db, source, pageQuery(generated, 0));
          for (const offset of offsetsOf(first.totals.total)) {
            const query = pageQuery(generated, offset);
            const { rows, totals } = await readListPage(db, source, query);
            const wanted = await expected(source, query, offset);
            expect({ list: list.path, query, total: totals.total, rows }).toEqual({
              list: list.path,
              query,
              total: wanted.total,
              rows: wanted.rows,
            });
          }
        }),
        { numRuns: 15 },
      );
    }
  }, 600_000);
});
