import type { SWRConfiguration } from 'swr';
import { ApiError } from '../http/ApiError';

/** Retrying cannot fix a 4xx (bad id, no permission, signed out); only outages and 5xx deserve it. */
export function shouldRetryRequest(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** SWR settings of the whole portal. */
export const API_SWR_OPTIONS: SWRConfiguration = {
  // Five remotes' hooks refetching on every tab switch would be a request storm for read-only data.
  revalidateOnFocus: false,
  errorRetryCount: 2,
  shouldRetryOnError: shouldRetryRequest,
};
