import { GZIP_ONLY, recordScriptTransfers, totalBytes } from '@portal/e2e/scriptTransfers';
import type { Browser, BrowserContext } from 'playwright-core';
import { whenReady } from './readiness';
import type { BenchRoute } from './routes';
import { spreadOf, type Spread } from './stats';

export interface RouteFigures {
  route: string;
  path: string;
  /** Scripts and their gzip bytes on the wire in a cold load (an empty cache). */
  jsFiles: number;
  jsBytes: number;
  /** Navigation start to main content, in a new context and on a reload in the same one. */
  cold: Spread;
  warm: Spread;
  /** Runs that never showed the main content within the time limit. */
  failures: number;
}

export interface PageLoadSetup {
  browser: Browser;
  shellUrl: string;
  /** Storage state of the signed-in admin (see @portal/e2e/signIn). */
  storageState: string;
  runs: number;
}

const newContext = (setup: PageLoadSetup, signedIn: boolean): Promise<BrowserContext> =>
  setup.browser.newContext({
    extraHTTPHeaders: GZIP_ONLY,
    ...(signedIn ? { storageState: setup.storageState } : {}),
  });

/**
 * Loads `route` `setup.runs` times in a fresh context (cold) and reloads it once in each (warm).
 * The bytes are those of the first cold load, once the network went quiet.
 */
export async function measureRoute(setup: PageLoadSetup, route: BenchRoute): Promise<RouteFigures> {
  const cold: number[] = [];
  const warm: number[] = [];
  let jsFiles = 0;
  let jsBytes = 0;
  let failures = 0;
  for (let run = 0; run < setup.runs; run++) {
    const context = await newContext(setup, route.signedIn);
    try {
      const page = await context.newPage();
      const transfers = recordScriptTransfers(page);
      await page.goto(`${setup.shellUrl}${route.path}`, { waitUntil: 'commit' });
      cold.push(await whenReady(page, route.ready));
      if (run === 0) {
        await page.waitForLoadState('networkidle');
        const scripts = await transfers.scripts();
        jsFiles = scripts.length;
        jsBytes = totalBytes(scripts);
      }
      await page.reload({ waitUntil: 'commit' });
      warm.push(await whenReady(page, route.ready));
    } catch (error) {
      failures++;
      console.warn(`  ${route.name}: run ${run + 1} failed: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      await context.close();
    }
  }
  return {
    route: route.name,
    path: route.path,
    jsFiles,
    jsBytes,
    cold: spreadOf(cold),
    warm: spreadOf(warm),
    failures,
  };
}
