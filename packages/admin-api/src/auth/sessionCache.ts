import { hearChanges, type CacheLog, type NoticedCache } from '../db/changeNotices';
import type { Database, ListenerState } from '../db/database';
import { AUTH_CHANGES_CHANNEL } from '../db/keys';
import { findSessionAccount, type SessionAccount } from '../queries/accounts';

const SESSIONS_KEPT = 10_000;
/** A backstop: even a notice that never came stops mattering after this long. */
const SESSION_MAX_AGE_MS = 60_000;

interface Entry {
  session: SessionAccount;
  storedAt: number;
}

/**
 * Session lookups (findSessionAccount) kept per process, so a busy client's calls skip the
 * database. Kept only while the process hears the database's notices of change (migration 008):
 * a revoked or deleted session, or its user's admin flag or status changing or the user deleted,
 * drops the entries concerned as soon as the notice arrives. Without a live listener every lookup
 * reads the database, and the cache is emptied whenever the listener comes or goes.
 *
 * A process's own logouts count on its next call (`forget`). A notice is sent at commit, so a
 * process hears of a logout done elsewhere a moment after the logout's own answer could leave (well
 * under a millisecond on a quiet host, longer when the CPUs are busy): a call reaching this process
 * inside that moment may still pass, as it would have had it come just before the logout.
 */
export class SessionCache implements NoticedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  private readonly inFlight = new Map<string, Promise<SessionAccount | null>>();
  /** Bumped by every change heard: a read that started before one must not store its answer. */
  private generation = 0;
  private live = false;

  constructor(
    private readonly load: (sessionId: string) => Promise<SessionAccount | null>,
    private readonly maxEntries = SESSIONS_KEPT,
    private readonly maxAgeMs = SESSION_MAX_AGE_MS,
  ) {}

  /** The session, from the cache when it holds it unexpired, else from `load` (merged per id). */
  find(sessionId: string, now = Date.now()): Promise<SessionAccount | null> {
    if (!this.live) return this.load(sessionId);
    const entry = this.entries.get(sessionId);
    // Expiry is checked here, never trusted from the cache: another process may have refreshed
    // the session (which sends no notice) and moved its end later; the database then says so.
    if (entry && entry.session.expiresAtMs > now && entry.storedAt + this.maxAgeMs > now) {
      return Promise.resolve(entry.session);
    }
    if (entry) this.drop(sessionId);
    const running = this.inFlight.get(sessionId);
    if (running) return running;
    const started = this.loadAndStore(sessionId, now);
    this.inFlight.set(sessionId, started);
    return started;
  }

  /** A notice from the database: 'session:<id>', 'user:<id>' or 'all'. */
  hear(notice: string): void {
    const [kind, id = ''] = notice.split(':', 2) as [string, string?];
    if (kind === 'session') this.drop(id);
    else if (kind === 'user') this.sessionsOfUser.get(id)?.forEach((sessionId) => this.drop(sessionId));
    else this.empty();
    this.changed();
  }

  /**
   * Drops a session this process just revoked (after the commit): its own next call must refuse
   * it at once, and on PostgreSQL the database's notice comes back over another connection.
   */
  forget(sessionId: string): void {
    this.hear(`session:${sessionId}`);
  }

  listenerIs(state: ListenerState): void {
    this.live = state === 'live';
    this.empty();
    this.changed();
  }

  /** Whether lookups are kept: only while the listener is live. */
  get isLive(): boolean {
    return this.live;
  }

  holds(sessionId: string): boolean {
    return this.entries.has(sessionId);
  }

  /** Reads already under way keep their callers, but new callers read afresh and none stores. */
  private changed(): void {
    this.generation += 1;
    this.inFlight.clear();
  }

  private async loadAndStore(sessionId: string, now: number): Promise<SessionAccount | null> {
    const generation = this.generation;
    try {
      const session = await this.load(sessionId);
      if (session && generation === this.generation) this.store(sessionId, session, now);
      return session;
    } finally {
      if (generation === this.generation) this.inFlight.delete(sessionId);
    }
  }

  private empty(): void {
    this.entries.clear();
    this.sessionsOfUser.clear();
  }

  private store(sessionId: string, session: SessionAccount, now: number): void {
    this.drop(sessionId);
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      this.drop(this.entries.keys().next().value!);
    }
    this.entries.set(sessionId, { session, storedAt: now });
    const sessions = this.sessionsOfUser.get(session.userId) ?? new Set<string>();
    this.sessionsOfUser.set(session.userId, sessions.add(sessionId));
  }

  private drop(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const sessions = this.sessionsOfUser.get(entry.session.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.sessionsOfUser.delete(entry.session.userId);
  }
}

/** The cache of `db`'s session lookups, listening for the database's notices of change. */
export async function startSessionCache(db: Database, log?: CacheLog): Promise<SessionCache> {
  const cache = new SessionCache((sessionId) => findSessionAccount(db, sessionId));
  await hearChanges(db, AUTH_CHANGES_CHANNEL, cache, 'session cache', log);
  return cache;
}
