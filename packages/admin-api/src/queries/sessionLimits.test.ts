import { randomUUID } from 'node:crypto';
import { startSessionCache, type SessionCache } from '../auth/sessionCache';
import { resolveTokenKey } from '../auth/tokenKey';
import { TokenService } from '../auth/tokens';
import type { Database } from '../db/database';
import { openWithoutSequentialScans, planNodes } from '../testing/withoutSequentialScans';
import {
  createSession,
  MAX_LIVE_SESSIONS_PER_ACCOUNT,
  SESSION_PURGE_BATCH,
  spendSignInState,
} from './accounts';

// Sign-in caps an account's live sessions (the oldest revoked first) and forgets ended sessions a
// batch at a time, every statement served by an index (migration 011): on both engines.

let db: Database;
let sessions: SessionCache;
let tokens: TokenService;

beforeAll(async () => {
  db = await openWithoutSequentialScans();
  sessions = await startSessionCache(db);
  tokens = new TokenService(await resolveTokenKey(db, null), db, sessions);
}, 120_000);

afterAll(() => db?.close());

/** A user id of its own for each test (sessions name their user without a foreign key). */
const newUser = () => randomUUID();

const liveSessionIds = async (userId: string) =>
  (
    await db.query<{ id: string }>(
      'select id from sessions where user_id = $1 and revoked_at is null and expires_at > now() order by id',
      [userId],
    )
  ).map((row) => row.id);

const sessionIdOf = async (token: string) => (await tokens.verifyAccess(token))!.sessionId;

/** Whether the session of `token` is honoured, as an authenticated call asks. */
async function honoured(token: string): Promise<boolean> {
  const session = await sessions.find(await sessionIdOf(token));
  return session !== null && !session.revoked && session.expiresAtMs > Date.now();
}

it(`keeps ${MAX_LIVE_SESSIONS_PER_ACCOUNT} live sessions per account, revoking the oldest on the next sign-in`, async () => {
  const userId = newUser();
  const pairs = [];
  for (let i = 0; i < MAX_LIVE_SESSIONS_PER_ACCOUNT; i++) pairs.push(await tokens.startSession(userId));
  expect(await liveSessionIds(userId)).toHaveLength(MAX_LIVE_SESSIONS_PER_ACCOUNT);
  for (const pair of pairs) expect(await honoured(pair.token)).toBe(true);

  const latest = await tokens.startSession(userId);
  expect(await liveSessionIds(userId)).toHaveLength(MAX_LIVE_SESSIONS_PER_ACCOUNT);
  expect(await honoured(pairs[0]!.token)).toBe(false);
  expect(await tokens.rotate(pairs[0]!.refreshToken)).toBeNull();
  for (const pair of [...pairs.slice(1), latest]) expect(await honoured(pair.token)).toBe(true);
});

it('counts a refreshed session as recent: the least recently used one goes first', async () => {
  const userId = newUser();
  const pairs = [];
  for (let i = 0; i < MAX_LIVE_SESSIONS_PER_ACCOUNT; i++) pairs.push(await tokens.startSession(userId));
  const refreshed = (await tokens.rotate(pairs[0]!.refreshToken))!.pair;

  await tokens.startSession(userId);
  expect(await honoured(refreshed.token)).toBe(true);
  expect(await honoured(pairs[1]!.token)).toBe(false);
  expect(await liveSessionIds(userId)).toHaveLength(MAX_LIVE_SESSIONS_PER_ACCOUNT);
});

it('does not count other accounts, ended sessions or revoked ones against the cap', async () => {
  const userId = newUser();
  const other = newUser();
  const mine = [];
  for (let i = 0; i < MAX_LIVE_SESSIONS_PER_ACCOUNT - 1; i++) mine.push(await tokens.startSession(userId));
  for (let i = 0; i < 3; i++) await tokens.startSession(other);
  await tokens.revoke(await sessionIdOf(mine[0]!.token));
  await db.query(
    `insert into sessions (id, user_id, refresh_token_id, expires_at)
     select gen_random_uuid(), $1, gen_random_uuid(), now() - interval '1 day' from generate_series(1, 5)`,
    [userId],
  );

  await tokens.startSession(userId);
  await tokens.startSession(userId);
  expect(await liveSessionIds(userId)).toHaveLength(MAX_LIVE_SESSIONS_PER_ACCOUNT);
  for (const pair of mine.slice(1)) expect(await honoured(pair.token)).toBe(true);
  expect(await liveSessionIds(other)).toHaveLength(3);
});

it(`forgets expired and revoked sessions, at most ${SESSION_PURGE_BATCH} per sign-in`, async () => {
  const userId = newUser();
  const ended = SESSION_PURGE_BATCH + 100;
  await db.query(
    `insert into sessions (id, user_id, refresh_token_id, expires_at, revoked_at)
     select gen_random_uuid(), $1, gen_random_uuid(),
            case when n % 2 = 0 then now() - interval '1 minute' else now() + interval '1 day' end,
            case when n % 2 = 0 then null else now() end
     from generate_series(1, $2) as n`,
    [userId, ended],
  );
  const remaining = async () =>
    Number(
      (
        await db.query<{ count: number }>(
          'select count(*) as count from sessions where expires_at < now() or revoked_at is not null',
        )
      )[0]!.count,
    );
  const before = await remaining();
  expect(before).toBeGreaterThanOrEqual(ended);

  await tokens.startSession(userId);
  expect(await remaining()).toBe(before - SESSION_PURGE_BATCH);
  await tokens.startSession(userId);
  expect(await remaining()).toBe(Math.max(0, before - 2 * SESSION_PURGE_BATCH));
  expect(await liveSessionIds(userId)).toHaveLength(2);
});

/** `db`, recording every statement it is given. */
function recording(statements: { sql: string; params: readonly unknown[] }[]): Database {
  const query: Database['query'] = (sql, params = []) => {
    statements.push({ sql, params });
    return db.query(sql, params);
  };
  return new Proxy(db, { get: (target, key) => (key === 'query' ? query : Reflect.get(target, key)) });
}

it('reads no table whole at sign-in: the cap and the purges are served by indexes', async () => {
  const userId = newUser();
  const statements: { sql: string; params: readonly unknown[] }[] = [];
  await spendSignInState(recording(statements), randomUUID());
  await createSession(recording(statements), { id: randomUUID(), userId, refreshTokenId: randomUUID() });
  expect(statements.length).toBeGreaterThanOrEqual(3);
  for (const { sql, params } of statements) {
    const scans = (await planNodes(db, sql, params))
      .filter((node) => node['Node Type'] === 'Seq Scan')
      .map((node) => node['Relation Name']);
    expect({ sql, scans }).toEqual({ sql, scans: [] });
  }
});
