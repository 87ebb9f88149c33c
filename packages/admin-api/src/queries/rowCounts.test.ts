import { CountsCache } from './rowCounts';

type Counts = Record<string, number>;

/** A cache over pretend row_counts, counting its reads; live unless told otherwise. */
function cacheOver(stored: Counts) {
  const reads: string[][] = [];
  const cache = new CountsCache(async (counters) => {
    reads.push([...counters]);
    return Object.fromEntries(counters.map((counter) => [counter, stored[counter] ?? 0]));
  });
  cache.listenerIs('live');
  return { cache, reads };
}

describe('CountsCache', () => {
  it('answers again from memory while its listener is live, one entry per set of counters', async () => {
    const { cache, reads } = cacheOver({ users: 3, 'users:active': 2 });
    expect(await cache.read(['users', 'users:active'])).toEqual({ users: 3, 'users:active': 2 });
    expect(await cache.read(['users', 'users:active'])).toEqual({ users: 3, 'users:active': 2 });
    expect(await cache.read(['users'])).toEqual({ users: 3 });
    expect(reads).toEqual([['users', 'users:active'], ['users']]);
  });

  it('reads the database every time while its listener is not live, and empties on each change', async () => {
    const { cache, reads } = cacheOver({ users: 3 });
    await cache.read(['users']);
    cache.listenerIs('lost');
    expect(cache.size).toBe(0);
    await cache.read(['users']);
    await cache.read(['users']);
    expect(reads).toHaveLength(3);
    cache.listenerIs('live');
    await cache.read(['users']);
    await cache.read(['users']);
    expect(reads).toHaveLength(4);
  });

  it('reads afresh after a notice', async () => {
    const stored = { users: 3 };
    const { cache } = cacheOver(stored);
    await cache.read(['users']);
    stored.users = 4;
    cache.hear();
    expect(await cache.read(['users'])).toEqual({ users: 4 });
  });

  it('shares a read under way, and keeps none that a notice overtook', async () => {
    const pending: ((counts: Counts) => void)[] = [];
    const cache = new CountsCache(() => new Promise<Counts>((resolve) => pending.push(resolve)));
    cache.listenerIs('live');
    const first = cache.read(['users']);
    const second = cache.read(['users']);
    expect(pending).toHaveLength(1);
    cache.hear();
    const third = cache.read(['users']);
    expect(pending).toHaveLength(2);
    pending[0]!({ users: 3 });
    pending[1]!({ users: 4 });
    expect([await first, await second, await third]).toEqual([{ users: 3 }, { users: 3 }, { users: 4 }]);
    expect(await cache.read(['users'])).toEqual({ users: 4 });
    expect(pending).toHaveLength(2);
  });

  it('keeps no failed read', async () => {
    let fail = true;
    const cache = new CountsCache(async () => {
      if (fail) throw new Error('connection reset');
      return { users: 3 };
    });
    cache.listenerIs('live');
    await expect(cache.read(['users'])).rejects.toThrow('connection reset');
    fail = false;
    expect(await cache.read(['users'])).toEqual({ users: 3 });
  });
});
