import { waitUntil } from '../testing/notices';
import { openSessionCacheWorld, type SessionCacheWorld } from '../testing/sessionCacheWorld';

// A PostgreSQL server can drop the connection a process listens on (a restart, a failover, an
// operator's pg_terminate_backend); PGlite runs inside the process and cannot lose it.

const said: string[] = [];
let world: SessionCacheWorld;

beforeAll(async () => {
  world = await openSessionCacheWorld({
    warn: (message) => said.push(`warn: ${message}`),
    info: (message) => said.push(`info: ${message}`),
  });
}, 120_000);

afterAll(() => world?.db.close());

it('reads the database while its listener is lost, says so, and caches again once it listens again', async () => {
  const { db, second, adminStatus, cachedSession } = world;
  const { token, sessionId } = await cachedSession(second);
  const [terminated] = await db.query<{ ended: number }>(
    `select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity
     where datname = current_database() and query = 'LISTEN auth_changes'`,
  );
  expect(terminated?.ended).toBe(2);
  await waitUntil(() => !second.isLive, 'lost');
  expect(second.holds(sessionId)).toBe(false);
  expect(said).toEqual([
    'warn: session cache off: the connection listening on auth_changes was lost; every call reads the database until it listens again',
  ]);

  await db.query('update sessions set revoked_at = now() where id = $1', [sessionId]);
  expect(await adminStatus(second, token)).toBe(401);

  await waitUntil(() => second.isLive, 'listening again');
  expect(said.at(-1)).toBe('info: session cache on again: listening on auth_changes');
  await cachedSession(second);
});
