import type { Browser } from 'playwright-core';
import { median } from '../stats';
import type { AppPage, ComparedPage } from './comparedPages';
import { visibleProbeScript, type VisibleMarks } from './visibleProbe';
import { recordWaterfall, type WaterfallRequest } from './waterfall';

export interface AppUnderTest {
  baseUrl: string;
  /** Playwright storage state of a signed-in user of this app. */
  storageState:
    string | { cookies: []; origins: { origin: string; localStorage: { name: string; value: string }[] }[] };
}

export interface ColdLoad {
  marks: VisibleMarks;
  requests: WaterfallRequest[];
}

export interface PageComparison {
  page: ComparedPage;
  portal: ColdLoad[];
  peer: ColdLoad[];
}

const VIEWPORT = { width: 1280, height: 800 };
const TIMEOUT_MS = 30_000;
// Polled inside one evaluation: waitForFunction would need the page to evaluate code it builds.
const WHEN_VISIBLE = `new Promise((resolve, reject) => {
  const deadline = performance.now() + ${TIMEOUT_MS};
  const poll = () => {
    if (window.__visible && window.__visible.visible !== null) resolve(window.__visible);
    else if (performance.now() > deadline) reject(new Error('the content was not visible in ${TIMEOUT_MS} ms'));
    else setTimeout(poll, 20);
  };
  poll();
})`;

/** One cold load (new context: empty cache and storage) until the content is visible. */
async function coldLoad(browser: Browser, app: AppUnderTest, page: AppPage): Promise<ColdLoad> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    serviceWorkers: 'block',
    ...(page.signedIn ? { storageState: app.storageState } : {}),
  });
  try {
    await context.addInitScript({ content: visibleProbeScript(page.ready) });
    const tab = await context.newPage();
    const waterfall = await recordWaterfall(tab);
    await tab.goto(`${app.baseUrl}${page.path}`, { waitUntil: 'commit' });
    const marks = (await tab.evaluate(WHEN_VISIBLE)) as VisibleMarks;
    const requests = waterfall.requests();
    await waterfall.close();
    return { marks, requests };
  } finally {
    await context.close();
  }
}

/**
 * Loads every page `runs` times in each app, alternating portal and peer load by load, so that
 * whatever else the machine does weighs on both alike. One discarded warm-up load of each first.
 */
export async function alternateLoads(
  browser: Browser,
  apps: { portal: AppUnderTest; peer: AppUnderTest },
  pages: readonly ComparedPage[],
  runs: number,
  progress: (text: string) => void,
): Promise<PageComparison[]> {
  const [warmUp] = pages;
  if (warmUp) {
    await coldLoad(browser, apps.portal, warmUp.portal);
    await coldLoad(browser, apps.peer, warmUp.peer);
  }
  const results = pages.map((page): PageComparison => ({ page, portal: [], peer: [] }));
  for (let run = 0; run < runs; run++) {
    progress(`alternating cold loads, round ${run + 1} of ${runs}`);
    for (const result of results) {
      result.portal.push(await coldLoad(browser, apps.portal, result.page.portal));
      result.peer.push(await coldLoad(browser, apps.peer, result.page.peer));
    }
  }
  return results;
}

/** The load whose visible time is the median one (the waterfall printed for the page). */
export function medianLoad(loads: readonly ColdLoad[]): ColdLoad | undefined {
  const middle = median(loads.map((load) => load.marks.visible));
  return [...loads].sort(
    (a, b) => Math.abs(a.marks.visible - middle) - Math.abs(b.marks.visible - middle),
  )[0];
}
