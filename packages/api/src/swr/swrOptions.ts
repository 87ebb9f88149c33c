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

/** SWR settings of the whole portal. */
export const API_SWR_OPTIONS: SWRConfiguration = {
  // Staff come back to a tab after answering elsewhere: the page's mounted calls refetch on focus,
  // at most once a minute per call, so switching tabs back and forth is no request storm.
  revalidateOnFocus: true,
  focusThrottleInterval: FOCUS_REFETCH_INTERVAL_MS,
  errorRetryCount: 2,
  shouldRetryOnError: shouldRetryRequest,
  onSuccess: markDataUpdated,
  use: [mountsWithoutRefetchingFreshPrefetches],
};
