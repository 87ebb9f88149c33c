import { hearChanges, type CacheLog, type NoticedCache } from '../db/changeNotices';
import type { Database, ListenerState } from '../db/database';
import { COUNT_CHANGES_CHANNEL } from '../db/keys';

/** Enough for the whole-table totals and the scoped counts of the users staff open in a while. */
const COUNTS_KEPT = 10_000;
/** A backstop: even a notice that never came stops mattering after this long. */
const COUNT_MAX_AGE_MS = 60_000;

interface Entry {
  count: Promise<unknown>;
  storedAt: number;
}

/**
 * Counts this process read of the counted tables (users, organisations, activities: row_counts'
 * totals and counts of a user's or organisation's activities), kept while it hears the database's
 * notices (migration 009), each for at most a minute. Every statement that writes a counted table
 * writes row_counts too, and any change to row_counts, committed by any process or system, drops
 * every count kept. So a list page costs its page query alone while nothing is written. Without a
 * live listener every count is read from the database.
 *
 * As with sessions (auth/sessionCache.ts), a notice is sent at commit: a call reaching this process
 * a moment after another's write, before the notice has, still sends the counts from before it.
 */
export class CountsCache implements NoticedCache {
  private readonly kept = new Map<string, Entry>();
  private live = false;

  constructor(
    private readonly maxEntries = COUNTS_KEPT,
    private readonly maxAgeMs = COUNT_MAX_AGE_MS,
  ) {}

  /** The count `key` names, from `load` unless kept; identical reads under way share one. */
  read<Count>(key: string, load: () => Promise<Count>, now = Date.now()): Promise<Count> {
    if (!this.live) return load();
    const known = this.kept.get(key);
    if (known && known.storedAt + this.maxAgeMs > now) return known.count as Promise<Count>;
    this.kept.delete(key);
    const entry = { count: load(), storedAt: now };
    if (this.kept.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      this.kept.delete(this.kept.keys().next().value!);
    }
    this.kept.set(key, entry);
    entry.count.catch(() => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    });
    return entry.count as Promise<Count>;
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

  /** How many counts it holds. */
  get size(): number {
    return this.kept.size;
  }
}

const cachesByDatabase = new WeakMap<Database, CountsCache>();

/** From now on this process's counts of `db` (`cachedCount`) go through a CountsCache. */
export async function startCountsCache(db: Database, log?: CacheLog): Promise<CountsCache> {
  const cache = new CountsCache();
  cachesByDatabase.set(db, cache);
  await hearChanges(db, COUNT_CHANGES_CHANNEL, cache, 'count cache', log);
  return cache;
}

/**
 * A count over the counted tables only (a change to any other table sends no notice), through the
 * database's CountsCache when this process started one.
 */
export function cachedCount<Count>(db: Database, key: string, load: () => Promise<Count>): Promise<Count> {
  const cache = cachesByDatabase.get(db);
  return cache ? cache.read(key, load) : load();
}
