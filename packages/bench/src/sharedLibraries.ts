import { GZIP_ONLY } from '@portal/e2e/scriptTransfers';
import { loadedSharedCopies } from '@portal/e2e/sharedCopies';
import type { Browser } from 'playwright-core';
import { whenReady } from './readiness';
import type { BenchRoute } from './routes';

export interface SharedLibraryFigures {
  library: string;
  /** The copies the page loaded, e.g. ['19.3.1 from shell']: more than one means two Reacts. */
  loaded: string[];
}

// Client-side navigation, as a link does: the page, and so its share scope, stays the same.
const navigateInApp = (path: string) =>
  `history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`;

/** Opens every signed-in route in one page without reloading it, then reads the share scope. */
export async function measureSharedLibraries(
  browser: Browser,
  shellUrl: string,
  storageState: string,
  routes: readonly BenchRoute[],
): Promise<SharedLibraryFigures[]> {
  const context = await browser.newContext({ extraHTTPHeaders: GZIP_ONLY, storageState });
  try {
    const page = await context.newPage();
    const [first, ...rest] = routes.filter((candidate) => candidate.signedIn);
    await page.goto(`${shellUrl}${first!.path}`);
    await whenReady(page, first!.ready);
    for (const route of rest) {
      await page.evaluate(navigateInApp(route.path));
      await whenReady(page, route.ready);
    }
    const copies = await loadedSharedCopies(page);
    return Object.entries(copies)
      .map(([library, loaded]) => ({ library, loaded }))
      .sort((a, b) => a.library.localeCompare(b.library));
  } finally {
    await context.close();
  }
}
