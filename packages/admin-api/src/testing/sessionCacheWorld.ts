import type { FastifyRequest } from 'fastify';
import { requireAdmin } from '../auth/authenticate';
import { startSessionCache, type SessionCache } from '../auth/sessionCache';
import { resolveTokenKey } from '../auth/tokenKey';
import { TokenService } from '../auth/tokens';
import type { CacheLog } from '../db/changeNotices';
import type { Database } from '../db/database';
import { ApiError } from '../http/apiError';
import { openTestDatabase } from './testDatabase';

// Two session caches over one database stand for two API processes (on PostgreSQL each has a
// listening connection of its own, as a process does), for the tests of the cache's notices.

export interface SessionCacheWorld {
  db: Database;
  /** Signs and revokes through `first`, as the process a logout reaches does. */
  tokens: TokenService;
  first: SessionCache;
  second: SessionCache;
  adminId: string;
  /** The status an /admin call with `token` gets from the process of `sessions`. */
  adminStatus(sessions: SessionCache, token: string): Promise<number>;
  /** A session of the admin whose lookup `sessions` now holds, after one successful call. */
  cachedSession(sessions: SessionCache): Promise<{ token: string; sessionId: string }>;
}

/** The test database with two caches over it; `log` hears what the second one says. */
export async function openSessionCacheWorld(log?: CacheLog): Promise<SessionCacheWorld> {
  const db = await openTestDatabase();
  const first = await startSessionCache(db);
  const second = await startSessionCache(db, log);
  const tokens = new TokenService(await resolveTokenKey(db, null), db, first);
  const [admin] = await db.query<{ id: string }>(`select id from users where email = 'admin@example.com'`);
  const adminId = admin!.id;

  const adminStatus = async (sessions: SessionCache, token: string) => {
    const request = { headers: { authorization: `Bearer ${token}` } } as FastifyRequest;
    try {
      await requireAdmin(request, tokens, sessions);
      return 200;
    } catch (error) {
      if (error instanceof ApiError) return error.statusCode;
      throw error;
    }
  };
  const cachedSession = async (sessions: SessionCache) => {
    const { token } = await tokens.startSession(adminId);
    const { sessionId } = (await tokens.verifyAccess(token))!;
    expect(await adminStatus(sessions, token)).toBe(200);
    expect(sessions.holds(sessionId)).toBe(true);
    return { token, sessionId };
  };
  return { db, tokens, first, second, adminId, adminStatus, cachedSession };
}
