import type { SessionCache } from '../auth/sessionCache';
import { testsRunOnPostgres } from '../testing/testEngine';
import { waitUntil } from '../testing/notices';
import { openSessionCacheWorld, type SessionCacheWorld } from '../testing/sessionCacheWorld';

// A change made through one process, or in SQL by another system, is refused by the other once
// the database's notice arrives (testing/sessionCacheWorld.ts: two caches stand for two
// processes). sessions.postgres.test.ts shows the same with two real processes over HTTP, and
// sessionListener.postgres.test.ts a lost listening connection.

let db: SessionCacheWorld['db'];
let tokens: SessionCacheWorld['tokens'];
let first: SessionCache;
let second: SessionCache;
let adminId: string;
let adminStatus: SessionCacheWorld['adminStatus'];
let cachedSession: SessionCacheWorld['cachedSession'];

beforeAll(async () => {
  ({ db, tokens, first, second, adminId, adminStatus, cachedSession } = await openSessionCacheWorld());
}, 120_000);

afterAll(() => db?.close());

/**
 * Returns once `sessions` has dropped `sessionId`. PGlite runs in this process and hands out a
 * commit's notices before the committing query returns, so there it must already have. A server
 * sends them to each listening connection at commit, beside the committing connection's answer,
 * so on PostgreSQL this waits (boundedly) for that delivery; never for the 60 s backstop.
 */
async function noticeHeard(sessions: SessionCache, sessionId: string): Promise<void> {
  if (!testsRunOnPostgres()) return expect(sessions.holds(sessionId)).toBe(false);
  await waitUntil(() => !sessions.holds(sessionId), `dropped session ${sessionId} on its notice`);
}

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
  expect(second.holds(sessionId)).toBe(false);
});
