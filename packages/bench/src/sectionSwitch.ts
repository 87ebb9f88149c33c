import { GZIP_ONLY } from '@portal/e2e/scriptTransfers';
import type { Browser } from 'playwright-core';
import { whenReady } from './readiness';
import type { BenchRoute } from './routes';
import { spreadOf, type Spread } from './stats';

export interface SectionSwitchFigures {
  from: string;
  to: string;
  /** The click on the side menu's link to the other section's main content, its remote not loaded before. */
  clickToContent: Spread;
  failures: number;
}

/**
 * How long the pointer rests on a menu link before the click: a person's aim and press take a few
 * hundred milliseconds; 150 ms is a quick one.
 */
export const POINTER_REST_MS = 150;

/**
 * Opens `from` in a fresh context, then `to` from the side menu, `runs` times: the section switch a
 * member of staff makes all day, each time to a section whose remote the page has not loaded yet.
 */
export async function measureSectionSwitch(
  browser: Browser,
  shellUrl: string,
  storageState: string,
  from: BenchRoute,
  to: BenchRoute,
  label: string,
  runs: number,
): Promise<SectionSwitchFigures> {
  const timings: number[] = [];
  let failures = 0;
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ extraHTTPHeaders: GZIP_ONLY, storageState });
    try {
      const page = await context.newPage();
      await page.goto(`${shellUrl}${from.path}`);
      await whenReady(page, from.ready);
      await page.waitForLoadState('networkidle');
      // The pointer reaches the link and rests there as a person's does before clicking.
      await page.hover(`nav[aria-label="Main menu"] a[aria-label=${JSON.stringify(label)}]`);
      await page.waitForTimeout(POINTER_REST_MS);
      // Clicked in the page, so that the click and the content are timed on the same clock.
      const clickedAt = (await page.evaluate(
        `(() => { const at = performance.now(); document.querySelector('nav[aria-label="Main menu"] a[aria-label=${JSON.stringify(label)}]').click(); return at; })()`,
      )) as number;
      timings.push((await whenReady(page, to.ready, 30_000)) - clickedAt);
    } catch (error) {
      failures++;
      console.warn(
        `  section switch to ${to.name}: run ${run + 1} failed: ${(error as Error).message.split('\n')[0]}`,
      );
    } finally {
      await context.close();
    }
  }
  return { from: from.name, to: to.name, clickToContent: spreadOf(timings), failures };
}
