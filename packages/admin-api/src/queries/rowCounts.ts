import { sql, type SQL } from 'drizzle-orm';
import { hearChanges, type CacheLog, type NoticedCache } from '../db/changeNotices';
import type { Database, ListenerState } from '../db/database';
import { COUNT_CHANGES_CHANNEL } from '../db/migrations/009_count_change_notices';
import { preparedQuery } from '../db/preparedQuery';
import { rowCounts } from '../db/schema';

type Counts = Readonly<Record<string, number>>;

const countsOf = preparedQuery('row_counts', (orm) =>
  orm
    .select()
    .from(rowCounts)
    .where(sql`${rowCounts.counter} = any(${sql.placeholder('counters')})`),
);

async function loadCounts(db: Database, counters: readonly string[]): Promise<Counts> {
  const rows = await countsOf(db.orm).execute({ counters });
  const totals: Record<string, number> = Object.fromEntries(counters.map((counter) => [counter, 0]));
  for (const row of rows) totals[row.counter] = row.total;
  return totals;
}

/**
 * The row_counts this process read, kept while it hears the database's notices (migration 009):
 * any change to row_counts, committed by any process or system, drops them all. So a list page
 * costs its page query alone while nothing is written. Without a live listener every read goes to
 * the database. Entries are keyed by the set of counters asked for, which the code names (never a
 * request), so they stay few.
 *
 * As with sessions (auth/sessionCache.ts), a notice is sent at commit: a call reaching this process
 * a moment after another's write, before the notice has, still sends the totals from before it.
 */
export class CountsCache implements NoticedCache {
  private readonly kept = new Map<string, Promise<Counts>>();
  private live = false;

  constructor(private readonly load: (counters: readonly string[]) => Promise<Counts>) {}

  /** The counters' totals; identical reads under way share one. */
  read(counters: readonly string[]): Promise<Counts> {
    if (!this.live) return this.load(counters);
    const key = counters.join('\n');
    const known = this.kept.get(key);
    if (known) return known;
    const loading = this.load(counters);
    this.kept.set(key, loading);
    loading.catch(() => {
      if (this.kept.get(key) === loading) this.kept.delete(key);
    });
    return loading;
  }

  /** A read under way when a notice comes still answers its callers, but is no longer kept. */
  hear(): void {
    this.kept.clear();
  }

  listenerIs(state: ListenerState): void {
    this.live = state === 'live';
    this.kept.clear();
  }

  get isLive(): boolean {
    return this.live;
  }

  /** How many sets of counters it holds. */
  get size(): number {
    return this.kept.size;
  }
}

const cachesByDatabase = new WeakMap<Database, CountsCache>();

/** From now on this process's reads of `db`'s row_counts go through a CountsCache. */
export async function startCountsCache(db: Database, log?: CacheLog): Promise<CountsCache> {
  const cache = new CountsCache((counters) => loadCounts(db, counters));
  cachesByDatabase.set(db, cache);
  await hearChanges(db, COUNT_CHANGES_CHANNEL, cache, 'row count cache', log);
  return cache;
}

/** Counters of row_counts (kept by triggers, see migration 003), 0 for one never counted. */
export async function readCounts<Counter extends string>(
  db: Database,
  counters: readonly Counter[],
): Promise<Readonly<Record<Counter, number>>> {
  const cache = cachesByDatabase.get(db);
  return (await (cache ? cache.read(counters) : loadCounts(db, counters))) as Record<Counter, number>;
}

/** count(*) of the rows meeting `condition`, as a number. */
export function countWhere(condition: SQL | undefined): SQL<number> {
  return sql`count(*) filter (where ${condition})`.mapWith(Number);
}
