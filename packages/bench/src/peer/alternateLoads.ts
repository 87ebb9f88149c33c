import type { Browser, Page } from 'playwright-core';
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
  /** The loads of a second build of the portal, when one is compared (BENCH_VARIANT_ROOT). */
  variant?: ColdLoad[];
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

/** A slower device and network for every load, through Chromium's DevTools protocol; none when all are 0 or 1. */
export interface Throttle {
  /** CPU slowdown factor (4: four times slower); 1 for none. */
  cpuSlowdown: number;
  /** Round trip added to every request, ms. */
  rttMs: number;
  /** Download bandwidth, Mbit/s; 0 for unlimited. */
  downloadMbit: number;
}

export const isThrottled = ({ cpuSlowdown, rttMs, downloadMbit }: Throttle) =>
  cpuSlowdown !== 1 || rttMs !== 0 || downloadMbit !== 0;

async function throttle(tab: Page, slower: Throttle): Promise<void> {
  if (!isThrottled(slower)) return;
  const { cpuSlowdown, rttMs, downloadMbit } = slower;
  const cdp = await tab.context().newCDPSession(tab);
  if (cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: rttMs,
    downloadThroughput: downloadMbit > 0 ? (downloadMbit * 1_000_000) / 8 : -1,
    uploadThroughput: -1,
  });
}

/** One cold load (new context: empty cache and storage) until the content is visible. */
async function coldLoad(
  browser: Browser,
  app: AppUnderTest,
  page: AppPage,
  slower: Throttle,
): Promise<ColdLoad> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    serviceWorkers: 'block',
    ...(page.signedIn ? { storageState: app.storageState } : {}),
  });
  try {
    await context.addInitScript({ content: visibleProbeScript(page.ready) });
    const tab = await context.newPage();
    await throttle(tab, slower);
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
 * Loads every page `runs` times in each app, alternating portal, variant (when given) and peer load
 * by load, so that whatever else the machine does weighs on all alike. One discarded warm-up load of
 * each first.
 */
export async function alternateLoads(
  browser: Browser,
  apps: { portal: AppUnderTest; peer: AppUnderTest; variant?: AppUnderTest },
  pages: readonly ComparedPage[],
  runs: number,
  slower: Throttle,
  progress: (text: string) => void,
): Promise<PageComparison[]> {
  const { variant } = apps;
  const [warmUp] = pages;
  if (warmUp) {
    await coldLoad(browser, apps.portal, warmUp.portal, slower);
    if (variant) await coldLoad(browser, variant, warmUp.portal, slower);
    await coldLoad(browser, apps.peer, warmUp.peer, slower);
  }
  const results = pages.map((page): PageComparison => ({
    page,
    portal: [],
    peer: [],
    ...(variant && { variant: [] }),
  }));
  for (let run = 0; run < runs; run++) {
    progress(`alternating cold loads, round ${run + 1} of ${runs}`);
    for (const result of results) {
      // The two portal builds swap places every round: neither always loads right after the peer.
      const portalBuilds: [ColdLoad[], AppUnderTest][] = [[result.portal, apps.portal]];
      if (variant && result.variant) portalBuilds.splice(run % 2, 0, [result.variant, variant]);
      for (const [loads, app] of portalBuilds)
        loads.push(await coldLoad(browser, app, result.page.portal, slower));
      result.peer.push(await coldLoad(browser, apps.peer, result.page.peer, slower));
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
