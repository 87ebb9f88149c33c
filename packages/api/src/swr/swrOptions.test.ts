import { ApiError } from '../http/ApiError';
import { API_SWR_OPTIONS, shouldRetryRequest } from './swrOptions';

describe('portal SWR options', () => {
  it('refetches on window focus at most once a minute and retries a failure at most twice', () => {
    expect(API_SWR_OPTIONS).toMatchObject({
      revalidateOnFocus: true,
      focusThrottleInterval: 60_000,
      errorRetryCount: 2,
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
});
