import { createInFlightMerge } from './inFlight';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('createInFlightMerge', () => {
  it('runs one load for concurrent calls with the same key, and separate ones for other keys', async () => {
    const merge = createInFlightMerge();
    const load = jest.fn(() => Promise.resolve('rows'));
    const results = await Promise.all([merge('/a', load), merge('/a', load), merge('/b', load)]);
    expect(results).toEqual(['rows', 'rows', 'rows']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads afresh once the shared load has settled, after a failure too', async () => {
    const merge = createInFlightMerge();
    const failing = deferred<string>();
    const first = merge('/a', () => failing.promise);
    const second = merge('/a', () => Promise.resolve('unused'));
    failing.reject(new Error('gone'));
    await expect(first).rejects.toThrow('gone');
    await expect(second).rejects.toThrow('gone');
    await expect(merge('/a', () => Promise.resolve('fresh'))).resolves.toBe('fresh');
  });
});
