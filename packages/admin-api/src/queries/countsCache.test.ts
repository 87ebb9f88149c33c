import { CountsCache } from './countsCache';

/** A live cache, with a load that counts how often it ran. */
function liveCache(maxEntries?: number, maxAgeMs?: number) {
  const cache = new CountsCache(maxEntries, maxAgeMs);
  cache.listenerIs('live');
  let loads = 0;
  const counted = (value: number) => async () => {
    loads += 1;
    return value;
  };
  return { cache, counted, loads: () => loads };
}

describe('CountsCache', () => {
  it('answers again from memory while its listener is live, one entry per key', async () => {
    const { cache, counted, loads } = liveCache();
    expect(await cache.read('users', counted(3))).toBe(3);
    expect(await cache.read('users', counted(4))).toBe(3);
    expect(await cache.read('organisations', counted(5))).toBe(5);
    expect(loads()).toBe(2);
  });

  it('reads the database every time while its listener is not live, and empties on each change', async () => {
    const { cache, counted, loads } = liveCache();
    await cache.read('users', counted(3));
    cache.listenerIs('lost');
    expect(cache.size).toBe(0);
    await cache.read('users', counted(3));
    await cache.read('users', counted(3));
    expect(loads()).toBe(3);
    cache.listenerIs('live');
    await cache.read('users', counted(3));
    await cache.read('users', counted(3));
    expect(loads()).toBe(4);
  });

  it('reads afresh after a notice', async () => {
    const { cache, counted } = liveCache();
    await cache.read('users', counted(3));
    cache.hear();
    expect(await cache.read('users', counted(4))).toBe(4);
  });

  it('shares a read under way, and keeps none that a notice overtook', async () => {
    const { cache, loads } = liveCache();
    const pending: ((count: number) => void)[] = [];
    const held = () => new Promise<number>((resolve) => pending.push(resolve));
    const first = cache.read('users', held);
    const second = cache.read('users', held);
    expect(pending).toHaveLength(1);
    cache.hear();
    const third = cache.read('users', held);
    expect(pending).toHaveLength(2);
    pending[0]!(3);
    pending[1]!(4);
    expect([await first, await second, await third]).toEqual([3, 3, 4]);
    expect(await cache.read('users', held)).toBe(4);
    expect(pending).toHaveLength(2);
    expect(loads()).toBe(0);
  });

  it('keeps no failed read', async () => {
    const { cache, counted } = liveCache();
    await expect(cache.read('users', () => Promise.reject(new Error('connection reset')))).rejects.toThrow(
      'connection reset',
    );
    expect(await cache.read('users', counted(3))).toBe(3);
  });

  it('drops the oldest count when full', async () => {
    const { cache, counted, loads } = liveCache(2);
    await cache.read('a', counted(1));
    await cache.read('b', counted(2));
    await cache.read('c', counted(3));
    expect(cache.size).toBe(2);
    await cache.read('b', counted(2));
    await cache.read('a', counted(1));
    expect(loads()).toBe(4);
  });

  it('reads again a count older than its age limit, notice or not', async () => {
    const { cache, counted, loads } = liveCache(10, 60_000);
    await cache.read('users', counted(3), 0);
    expect(await cache.read('users', counted(4), 59_999)).toBe(3);
    expect(await cache.read('users', counted(4), 60_000)).toBe(4);
    expect(loads()).toBe(2);
  });
});
