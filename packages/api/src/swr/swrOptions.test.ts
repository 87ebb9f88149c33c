import { ApiError } from '../http/ApiError';
import { API_SWR_OPTIONS, onErrorRetry, retryDelayMs, shouldRetryRequest } from './swrOptions';

describe('portal SWR options', () => {
  it('refetches on window focus at most once a minute and retries a failure at most once', () => {
    expect(API_SWR_OPTIONS).toMatchObject({
      revalidateOnFocus: true,
      focusThrottleInterval: 60_000,
      errorRetryCount: 1,
      onErrorRetry,
    });
  });

  it('retries outages and server errors, never 4xx', () => {
    expect(shouldRetryRequest(new ApiError('offline', 0))).toBe(true);
    expect(shouldRetryRequest(new ApiError('boom', 500))).toBe(true);
    expect(shouldRetryRequest(new ApiError('bad gateway', 502))).toBe(true);
    expect(shouldRetryRequest(new ApiError('bad', 400))).toBe(false);
    expect(shouldRetryRequest(new ApiError('gone', 404))).toBe(false);
    expect(shouldRetryRequest(new ApiError('denied', 403))).toBe(false);
    expect(shouldRetryRequest(new ApiError('too many', 429))).toBe(false);
  });

  it('waits between one and two seconds before the first retry, doubling after', () => {
    expect(retryDelayMs(1, () => 0)).toBe(1_000);
    expect(retryDelayMs(1, () => 0.5)).toBe(1_500);
    expect(retryDelayMs(2, () => 0)).toBe(2_000);
  });

  describe('onErrorRetry', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    const retry = (error: unknown, retryCount: number) => {
      const revalidate = jest.fn(() => Promise.resolve(true));
      onErrorRetry(error, '/x', API_SWR_OPTIONS as never, revalidate, { retryCount, dedupe: true });
      jest.advanceTimersByTime(2_000);
      return revalidate;
    };

    it('sends a 5xx again once, after the backoff', () => {
      const revalidate = jest.fn(() => Promise.resolve(true));
      onErrorRetry(new ApiError('boom', 500), '/x', API_SWR_OPTIONS as never, revalidate, {
        retryCount: 1,
        dedupe: true,
      });
      jest.advanceTimersByTime(999);
      expect(revalidate).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1_001);
      expect(revalidate).toHaveBeenCalledWith({ retryCount: 1, dedupe: true });
    });

    it('does not send a 5xx a third time', () => {
      expect(retry(new ApiError('boom', 500), 2)).not.toHaveBeenCalled();
    });

    it('never sends a 4xx again', () => {
      expect(retry(new ApiError('gone', 404), 1)).not.toHaveBeenCalled();
      expect(retry(new ApiError('denied', 403), 1)).not.toHaveBeenCalled();
    });
  });
});
