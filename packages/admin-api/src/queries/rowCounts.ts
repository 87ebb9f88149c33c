import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';
import { rowCounts } from '../db/schema';
import { cachedCount } from './countsCache';

const countsOf = preparedQuery('row_counts', (orm) =>
  orm
    .select()
    .from(rowCounts)
    .where(sql`${rowCounts.counter} = any(${sql.placeholder('counters')})`),
);

/** Counters of row_counts (kept by triggers, see migration 003), 0 for one never counted. */
export function readCounts<Counter extends string>(
  db: Database,
  counters: readonly Counter[],
): Promise<Readonly<Record<Counter, number>>> {
  return cachedCount(db, `row_counts:${counters.join(',')}`, async () => {
    const rows = await countsOf(db.orm).execute({ counters });
    const totals = Object.fromEntries(counters.map((counter) => [counter, 0])) as Record<Counter, number>;
    for (const row of rows) totals[row.counter as Counter] = row.total;
    return totals;
  });
}

/** count(*) of the rows meeting `condition`, as a number. */
export function countWhere(condition: SQL | undefined): SQL<number> {
  return sql`count(*) filter (where ${condition})`.mapWith(Number);
}
