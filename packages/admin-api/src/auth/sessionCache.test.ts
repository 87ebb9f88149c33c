import type { SessionAccount } from '../queries/accounts';
import { SessionCache } from './sessionCache';

const HOUR_MS = 3_600_000;

function sessionOf(userId: string, expiresAtMs = HOUR_MS): SessionAccount {
  return { userId, expiresAtMs, revoked: false, account: { id: userId, isAdmin: true, status: 'ACTIVE' } };
}

/** A cache over a pretend database of sessions, counting its reads; live unless told otherwise. */
function cacheOver(stored: Record<string, SessionAccount>, maxEntries = 10, maxAgeMs = 60_000) {
  const reads: string[] = [];
  const cache = new SessionCache(
    async (sessionId) => {
      reads.push(sessionId);
      return stored[sessionId] ?? null;
    },
    maxEntries,
    maxAgeMs,
  );
  cache.listenerIs('live');
  return { cache, reads };
}

/** A load whose reads wait until the test answers them, by their order (0 the first). */
function heldLoad() {
  const pending: ((session: SessionAccount | null) => void)[] = [];
  const load = () => new Promise<SessionAccount | null>((resolve) => pending.push(resolve));
  return {
    load,
    answer: (read: number, session: SessionAccount | null) => pending[read]!(session),
    reads: () => pending.length,
  };
}

describe('SessionCache', () => {
  it('answers again from memory while its listener is live', async () => {
    const { cache, reads } = cacheOver({ s1: sessionOf('u1') });
    expect(await cache.find('s1', 0)).toEqual(sessionOf('u1'));
    expect(await cache.find('s1', 1)).toEqual(sessionOf('u1'));
    expect(reads).toEqual(['s1']);
  });

  it('reads the database on every call while its listener is not live, and empties on each change', async () => {
    const { cache, reads } = cacheOver({ s1: sessionOf('u1') });
    await cache.find('s1', 0);
    cache.listenerIs('lost');
    expect(cache.holds('s1')).toBe(false);
    await cache.find('s1', 1);
    await cache.find('s1', 2);
    expect(cache.holds('s1')).toBe(false);
    cache.listenerIs('live');
    await cache.find('s1', 3);
    await cache.find('s1', 4);
    expect(reads).toEqual(['s1', 's1', 's1', 's1']);
  });

  it('drops a session named by a notice, every session of a user named, and all on "all"', async () => {
    const { cache } = cacheOver({ s1: sessionOf('u1'), s2: sessionOf('u1'), s3: sessionOf('u2') });
    const warm = () => Promise.all(['s1', 's2', 's3'].map((id) => cache.find(id, 0)));
    const held = () => ['s1', 's2', 's3'].filter((id) => cache.holds(id));
    await warm();
    cache.hear('session:s2');
    expect(held()).toEqual(['s1', 's3']);
    await warm();
    cache.hear('user:u1');
    expect(held()).toEqual(['s3']);
    await warm();
    cache.hear('all');
    expect(held()).toEqual([]);
  });

  it('reads again once the cached end of a session has passed: a refresh elsewhere may have moved it', async () => {
    const stored = { s1: sessionOf('u1', 1_000) };
    const { cache, reads } = cacheOver(stored);
    await cache.find('s1', 0);
    stored.s1 = sessionOf('u1', 5_000);
    expect((await cache.find('s1', 999))?.expiresAtMs).toBe(1_000);
    expect((await cache.find('s1', 1_000))?.expiresAtMs).toBe(5_000);
    expect(reads).toEqual(['s1', 's1']);
  });

  it('keeps an entry no longer than the maximum age', async () => {
    const { cache, reads } = cacheOver({ s1: sessionOf('u1') }, 10, 60_000);
    await cache.find('s1', 0);
    await cache.find('s1', 59_999);
    await cache.find('s1', 60_000);
    expect(reads).toEqual(['s1', 's1']);
  });

  it('drops the oldest entry when full', async () => {
    const { cache } = cacheOver({ s1: sessionOf('u1'), s2: sessionOf('u2'), s3: sessionOf('u3') }, 2);
    for (const id of ['s1', 's2', 's3']) await cache.find(id, 0);
    expect(['s1', 's2', 's3'].map((id) => cache.holds(id))).toEqual([false, true, true]);
  });

  it('keeps no answer for a session that does not exist', async () => {
    const { cache, reads } = cacheOver({});
    expect(await cache.find('gone', 0)).toBeNull();
    expect(await cache.find('gone', 1)).toBeNull();
    expect(reads).toEqual(['gone', 'gone']);
  });

  it('merges identical lookups under way into one read', async () => {
    const held = heldLoad();
    const cache = new SessionCache(held.load);
    cache.listenerIs('live');
    const first = cache.find('s1', 0);
    const second = cache.find('s1', 0);
    held.answer(0, sessionOf('u1'));
    expect(await Promise.all([first, second])).toEqual([sessionOf('u1'), sessionOf('u1')]);
    expect(held.reads()).toBe(1);
    expect(cache.holds('s1')).toBe(true);
  });

  it('does not keep an answer read before a notice, nor let later callers share that read', async () => {
    const held = heldLoad();
    const cache = new SessionCache(held.load);
    cache.listenerIs('live');
    const before = cache.find('s1', 0);
    cache.hear('session:s1');
    const after = cache.find('s1', 0);
    expect(held.reads()).toBe(2);
    held.answer(1, { ...sessionOf('u1'), revoked: true });
    expect((await after)?.revoked).toBe(true);
    held.answer(0, sessionOf('u1'));
    expect((await before)?.revoked).toBe(false);
    expect((await cache.find('s1', 0))?.revoked).toBe(true);
    expect(held.reads()).toBe(2);

    cache.hear('session:s1');
    const stale = cache.find('s1', 0);
    cache.hear('user:u1');
    held.answer(2, sessionOf('u1'));
    await stale;
    expect(cache.holds('s1')).toBe(false);
  });

  it('does not keep an answer read across a lost listener', async () => {
    const held = heldLoad();
    const cache = new SessionCache(held.load);
    cache.listenerIs('live');
    const reading = cache.find('s1', 0);
    cache.listenerIs('lost');
    cache.listenerIs('live');
    held.answer(0, sessionOf('u1'));
    await reading;
    expect(cache.holds('s1')).toBe(false);
  });
});
