// Starting a page's first calls before its components render (a remote's prefetch module runs
// while its code is still downloading). The answers that are in before the first render go into
// the SWR cache (keepPrefetchedAnswers), so the page renders its content at once; the hook that
// asks for a key whose answer is still on its way gets that response instead of a second request.
import { mutate, preload } from 'swr';
import { DASHBOARD_STATISTICS_KEY, fetchDashboardStatistics } from '../calls/dashboardStatistics';
import { apiClient } from '../http/apiClient';

interface Prefetch {
  /** Resolves once the call answered or failed. */
  settled: Promise<void>;
  /** Set when it answered. */
  answer?: { data: unknown };
}

/** The prefetches started since the last keepPrefetchedAnswers, by key. */
const prefetches = new Map<string, Prefetch>();

function track(key: string, response: Promise<unknown>): void {
  const prefetch: Prefetch = {
    settled: response.then(
      (data) => {
        prefetch.answer = { data };
      },
      // Failures are the hook's to report, when it takes the response over; until then a
      // rejection must not count as unhandled.
      () => undefined,
    ),
  };
  prefetches.set(key, prefetch);
}

/**
 * GET `path` now, for the hook whose key is that path (every call but the dashboard statistics):
 * build it with the call's path function (adminUsersPath, adminUserPath, ...). Null does nothing,
 * as with the hooks.
 */
export function prefetchPath(path: string | null): void {
  if (path)
    track(
      path,
      preload(path, (key: string) => apiClient.get<unknown>(key)),
    );
}

/** The dashboard's four statistics calls, for useDashboardStatistics. */
export function prefetchDashboardStatistics(): void {
  track(DASHBOARD_STATISTICS_KEY, preload(DASHBOARD_STATISTICS_KEY, fetchDashboardStatistics));
}

/** Resolves when every prefetch started so far has answered or failed. */
export async function prefetchesSettled(): Promise<void> {
  await Promise.all([...prefetches.values()].map((prefetch) => prefetch.settled));
}

/**
 * Before the first render: writes the prefetches answered by now into the SWR cache, so their
 * hooks render the data at once (their revalidation on mount then takes the same response, no
 * second request); one still on its way is left to its hook.
 */
export async function keepPrefetchedAnswers(): Promise<void> {
  const answered = [...prefetches].flatMap(([key, { answer }]) =>
    answer ? [{ key, data: answer.data }] : [],
  );
  prefetches.clear();
  await Promise.all(answered.map(({ key, data }) => mutate(key, data, { revalidate: false })));
}
