import { VerifiedTokenCache } from './verifiedTokenCache';

describe('VerifiedTokenCache', () => {
  it('keeps claims until the token expires or the maximum age passes, whichever is sooner', () => {
    const cache = new VerifiedTokenCache<string>(10, 60_000);
    cache.set('expires-soon', 'a', 1_000, 0);
    cache.set('lives-long', 'b', 3_600_000, 0);
    expect(cache.get('expires-soon', 999)).toBe('a');
    expect(cache.get('expires-soon', 1_000)).toBeNull();
    expect(cache.get('lives-long', 59_999)).toBe('b');
    expect(cache.get('lives-long', 60_000)).toBeNull();
    expect(cache.get('never-seen', 0)).toBeNull();
  });

  it('drops the oldest entry when full', () => {
    const cache = new VerifiedTokenCache<number>(2, 60_000);
    cache.set('first', 1, 10_000, 0);
    cache.set('second', 2, 10_000, 0);
    cache.set('third', 3, 10_000, 0);
    expect([cache.get('first', 1), cache.get('second', 1), cache.get('third', 1)]).toEqual([null, 2, 3]);
  });
});
