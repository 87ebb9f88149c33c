// The one way a section reads the API: its own typed hook (one file per call, in its `src/api/`)
// names the path and the answer's type, and this hook does the rest through the shared client and
// the page's one SWR cache.
import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '../http/ApiError';
import { apiClient } from '../http/apiClient';

/** GET `path` as JSON through the portal's client (token, section 8 errors). */
export function fetchJson<T>(path: string): Promise<T> {
  return apiClient.get<T>(path);
}

export interface ApiQueryOptions<T> {
  /** Keep the previous answer on screen while the next one loads (paged and sorted lists). */
  keepPreviousData?: boolean;
  /** For an answer that is not one GET of `key` (several calls that succeed or fail together). */
  fetcher?: (key: string) => Promise<T>;
}

/**
 * The answer to `key` (an API path with its query, which is also the cache key, so it must hold
 * every parameter); null waits without a request (an id not known yet).
 */
export function useApiQuery<T>(
  key: string | null,
  { keepPreviousData = false, fetcher = fetchJson<T> }: ApiQueryOptions<T> = {},
): SWRResponse<T, ApiError> {
  return useSWR<T, ApiError>(key, fetcher, { keepPreviousData });
}
