// Starting a page's first calls before its components render (a remote's prefetch module runs
// while its code is still downloading). The hook that later asks for the same key gets the
// response already on its way instead of a second request.
import { preload } from 'swr';
import { DASHBOARD_STATISTICS_KEY, fetchDashboardStatistics } from '../calls/dashboardStatistics';
import { apiClient } from '../http/apiClient';

// Failures are the hook's to report, when it takes the response over; until then a rejection must
// not count as unhandled.
const ignoreUntilUsed = () => undefined;

/**
 * GET `path` now, for the hook whose key is that path (every call but the dashboard statistics):
 * build it with the call's path function (adminUsersPath, adminUserPath, ...). Null does nothing,
 * as with the hooks.
 */
export function prefetchPath(path: string | null): void {
  if (path) void preload(path, (key: string) => apiClient.get<unknown>(key)).catch(ignoreUntilUsed);
}

/** The dashboard's four statistics calls, for useDashboardStatistics. */
export function prefetchDashboardStatistics(): void {
  void preload(DASHBOARD_STATISTICS_KEY, fetchDashboardStatistics).catch(ignoreUntilUsed);
}
