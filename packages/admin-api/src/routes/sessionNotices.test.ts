import type { FastifyRequest } from 'fastify';
import { requireAdmin } from '../auth/authenticate';
import { startSessionCache, type SessionCache } from '../auth/sessionCache';
import { resolveTokenKey } from '../auth/tokenKey';
import { TokenService } from '../auth/tokens';
import type { Database } from '../db/database';
import { ApiError } from '../http/apiError';
import { openTestDatabase } from '../testing/testDatabase';
import { testsRunOnPostgres } from '../testing/testEngine';

// Two session caches over one database stand for two API processes (on PostgreSQL each has a
// listening connection of its own, as a process does): a change made through one, or in SQL by
// another system, is refused by the other once the database's notice arrives. sessions.postgres
// .test.ts shows the same with two real processes over HTTP.

// Under jest's 5 s per test, so a missing notice fails with its own message.
const NOTICE_WAIT_MS = 2_000;

let db: Database;
let tokens: TokenService;
let first: SessionCache;
let second: SessionCache;
let adminId: string;

beforeAll(async () => {
  db = await openTestDatabase();
  first = await startSessionCache(db);
  second = await startSessionCache(db);
  tokens = new TokenService(await resolveTokenKey(db, null), db, first);
  const [admin] = await db.query<{ id: string }>(`select id from users where email = 'admin@example.com'`);
  adminId = admin!.id;
}, 120_000);

afterAll(() => db?.close());

/** The status an /admin call with `token` gets from the process of `sessions`. */
async function adminStatus(sessions: SessionCache, token: string): Promise<number> {
  const request = { headers: { authorization: `Bearer ${token}` } } as FastifyRequest;
  try {
    await requireAdmin(request, tokens, sessions);
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.statusCode;
    throw error;
  }
}

/** A session of the admin whose lookup `sessions` now holds, after one successful call. */
async function cachedSession(sessions: SessionCache) {
  const { token } = await tokens.startSession(adminId);
  const { sessionId } = (await tokens.verifyAccess(token))!;
  expect(await adminStatus(sessions, token)).toBe(200);
  expect(sessions.holds(sessionId)).toBe(true);
  return { token, sessionId };
}

/**
 * Returns once `sessions` has dropped `sessionId`. PGlite runs in this process and hands out a
 * commit's notices before the committing query returns, so there it must already have. A server
 * sends them to each listening connection at commit, beside the committing connection's answer,
 * so on PostgreSQL this waits (boundedly) for that delivery; never for the 60 s backstop.
 */
async function noticeHeard(sessions: SessionCache, sessionId: string): Promise<void> {
  if (!testsRunOnPostgres()) return expect(sessions.holds(sessionId)).toBe(false);
  const deadline = Date.now() + NOTICE_WAIT_MS;
  while (sessions.holds(sessionId)) {
    if (Date.now() > deadline) throw new Error(`no notice dropped session ${sessionId}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

const waitUntil = async (condition: () => boolean, what: string) => {
  const deadline = Date.now() + NOTICE_WAIT_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not ${what} within ${NOTICE_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

it('refuses a logout at once on its own process, and on another that had it cached', async () => {
  const { token, sessionId } = await cachedSession(second);
  expect(await adminStatus(first, token)).toBe(200);
  expect(first.holds(sessionId)).toBe(true);
  await tokens.revoke(sessionId);
  expect(await adminStatus(first, token)).toBe(401);
  await noticeHeard(second, sessionId);
  expect(await adminStatus(second, token)).toBe(401);
});

it.each([
  ['a deactivation', `status = 'INACTIVE'`, `status = 'ACTIVE'`],
  ['an admin removal', 'is_admin = false', 'is_admin = true'],
])('refuses at once after %s done in SQL by another system', async (_change, change, undo) => {
  const { token, sessionId } = await cachedSession(second);
  await db.query(`update users set ${change} where id = $1`, [adminId]);
  try {
    await noticeHeard(second, sessionId);
    expect(await adminStatus(second, token)).toBe(403);
  } finally {
    await db.query(`update users set ${undo} where id = $1`, [adminId]);
  }
  await noticeHeard(second, sessionId);
  expect(await adminStatus(second, token)).toBe(200);
});

it('sends nothing for a refresh or a change to columns the cache does not hold', async () => {
  const kept = await cachedSession(second);
  const marker = await cachedSession(second);
  await db.query(`update users set first_name = first_name || '' where id = $1`, [adminId]);
  await db.query(
    `update sessions set expires_at = expires_at + interval '1 minute', refresh_token_id = gen_random_uuid()
     where id = $1`,
    [kept.sessionId],
  );
  // Notices arrive in commit order: once the marker's has, any the updates above sent would have.
  await tokens.revoke(marker.sessionId);
  await noticeHeard(second, marker.sessionId);
  expect(second.holds(kept.sessionId)).toBe(true);
});

it('empties on a change to more than 100 users in one statement, instead of a notice each', async () => {
  const { sessionId } = await cachedSession(second);
  const flipOthers = `update users set is_admin = not is_admin
    where id in (select id from users where id <> $1 order by id limit 101)`;
  await db.query(flipOthers, [adminId]);
  await db.query(flipOthers, [adminId]);
  await noticeHeard(second, sessionId);
});

(testsRunOnPostgres() ? it : it.skip)(
  'reads the database while its listener is lost, and caches again once it listens again',
  async () => {
    const { token, sessionId } = await cachedSession(second);
    const [terminated] = await db.query<{ ended: number }>(
      `select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity
       where datname = current_database() and query = 'LISTEN auth_changes'`,
    );
    expect(terminated?.ended).toBe(2);
    await waitUntil(() => !second.isLive, 'lost');
    expect(second.holds(sessionId)).toBe(false);
    await db.query('update sessions set revoked_at = now() where id = $1', [sessionId]);
    expect(await adminStatus(second, token)).toBe(401);
    await waitUntil(() => second.isLive, 'listening again');
    await cachedSession(second);
  },
);
