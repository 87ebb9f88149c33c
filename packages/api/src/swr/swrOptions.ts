import type { SWRConfiguration } from 'swr';
import { ApiError } from '../http/ApiError';
import { markDataUpdated } from './dataUpdatedAt';
import { mountsWithoutRefetchingFreshPrefetches } from './prefetch';

/** Retrying cannot fix a 4xx (bad id, no permission, signed out); only outages and 5xx deserve it. */
export function shouldRetryRequest(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** How long a call's answer counts as fresh when the tab regains focus. */
export const FOCUS_REFETCH_INTERVAL_MS = 60_000;

/** A failed call (outage or 5xx) is sent again at most this many times. */
export const ERROR_RETRY_COUNT = 1;

/** The wait before the retry: the base backoff plus up to as much again of jitter. */
export const ERROR_RETRY_BACKOFF_MS = 1_000;

/** The wait before retry number `retryCount` (1-based): exponential backoff with jitter. */
export function retryDelayMs(retryCount: number, random: () => number = Math.random): number {
  const base = ERROR_RETRY_BACKOFF_MS * 2 ** Math.max(0, retryCount - 1);
  return Math.round(base * (1 + random()));
}

/** SWR's retry hook: never for a 4xx, once for an outage or a 5xx, after a backoff. */
export const onErrorRetry: NonNullable<SWRConfiguration['onErrorRetry']> = (
  error,
  _key,
  _config,
  revalidate,
  options,
) => {
  if (!shouldRetryRequest(error)) return;
  if (options.retryCount > ERROR_RETRY_COUNT) return;
  setTimeout(() => void revalidate(options), retryDelayMs(options.retryCount));
};

/** SWR settings of the whole portal. */
export const API_SWR_OPTIONS: SWRConfiguration = {
  // Staff come back to a tab after answering elsewhere: the page's mounted calls refetch on focus,
  // at most once a minute per call, so switching tabs back and forth is no request storm.
  revalidateOnFocus: true,
  focusThrottleInterval: FOCUS_REFETCH_INTERVAL_MS,
  errorRetryCount: ERROR_RETRY_COUNT,
  shouldRetryOnError: shouldRetryRequest,
  onErrorRetry,
  onSuccess: markDataUpdated,
  use: [mountsWithoutRefetchingFreshPrefetches],
};
