import type { Page, Route } from '@playwright/test';
import { API_PATH_PREFIXES } from '@portal/launcher';
import { shellUrl } from './ports';

/** How the reference API misbehaves for one page: an error status, a long wait, or no answer at all. */
export type ApiFault = 'error500' | 'slow' | 'unreachable';

/** How long a slow API takes to answer, unless the fault ends sooner. */
export const SLOW_API_DELAY_MS = 10_000;

export interface ApiFaultControl {
  /** Where the API's calls start (the API the portal's config names, often the portal's own origin). */
  callPrefixes: string[];
  /** Every API call from now on is answered normally; held slow calls go through at once. */
  end(): Promise<void>;
}

/**
 * Makes every call from `page` to the API fail the way `fault` says. Handled in the browser's
 * network layer, so the portal's own client, retries and error texts are what is tested.
 */
export async function breakApi(page: Page, fault: ApiFault): Promise<ApiFaultControl> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // The API as the portal knows it: the host may differ from the one the tests use.
  const config = await page.request.get(`${shellUrl}/portal-config.json`);
  const { apiUrl } = (await config.json()) as { apiUrl: string };
  // Only the API's paths: under `npm start` the API shares its origin with the shell's own files.
  const callPrefixes = API_PATH_PREFIXES.map((prefix) => `${apiUrl}${prefix}`);
  const pattern = (url: URL) => callPrefixes.some((prefix) => url.href.startsWith(prefix));

  const handler = async (route: Route) => {
    if (fault === 'unreachable') return route.abort('connectionrefused');
    if (fault === 'error500') {
      return route.fulfill({
        status: 500,
        // The real API allows the portal's origin; without it the browser would hide the status.
        headers: { 'access-control-allow-origin': shellUrl },
        json: { code: 'INTERNAL_ERROR', message: 'Injected fault' },
      });
    }
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, SLOW_API_DELAY_MS))]);
    // The page may have closed while the call was held.
    await route.fallback().catch(() => {});
  };

  await page.route(pattern, handler);
  return {
    callPrefixes,
    async end() {
      release();
      await page.unroute(pattern, handler);
    },
  };
}
