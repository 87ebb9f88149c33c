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
export const TIMEOUT_MS = 30_000;
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

/**
 * A tab in a new context (empty cache and storage) for `page`, slowed by `slower`, with the visible
 * probe for `page` in place. Closing its context is the caller's.
 */
export async function coldTab(
  browser: Browser,
  app: AppUnderTest,
  page: AppPage,
  slower: Throttle,
): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    serviceWorkers: 'block',
    ...(page.signedIn ? { storageState: app.storageState } : {}),
  });
  await context.addInitScript({ content: visibleProbeScript(page.ready) });
  const tab = await context.newPage();
  await throttle(tab, slower);
  return tab;
}

/** Opens `page` in a tab from coldTab, until its content is visible. */
export async function openUntilVisible(tab: Page, app: AppUnderTest, page: AppPage): Promise<VisibleMarks> {
  await tab.goto(`${app.baseUrl}${page.path}`, { waitUntil: 'commit' });
  return (await tab.evaluate(WHEN_VISIBLE)) as VisibleMarks;
}

/** One cold load until the content is visible, with its requests. */
async function coldLoad(
  browser: Browser,
  app: AppUnderTest,
  page: AppPage,
  slower: Throttle,
): Promise<ColdLoad> {
  const tab = await coldTab(browser, app, page, slower);
  try {
    const waterfall = await recordWaterfall(tab);
    const marks = await openUntilVisible(tab, app, page);
    const requests = waterfall.requests();
    await waterfall.close();
    return { marks, requests };
  } finally {
    await tab.context().close();
  }
}

export interface AppsUnderTest {
  portal: AppUnderTest;
  peer: AppUnderTest;
  /** A second build of the portal, when one is compared (BENCH_VARIANT_ROOT). */
  variant?: AppUnderTest;
}

export type Side = keyof AppsUnderTest;

export function appOf(apps: AppsUnderTest, side: Side): AppUnderTest {
  const app = apps[side];
  if (!app) throw new Error(`no ${side} app to load`);
  return app;
}

/**
 * The order of one round's loads: the two portal builds (with a variant) swap places every round,
 * so that neither always loads right after the peer; the peer last.
 */
export function turnOrder(run: number, withVariant: boolean): Side[] {
  if (!withVariant) return ['portal', 'peer'];
  return run % 2 === 0 ? ['variant', 'portal', 'peer'] : ['portal', 'variant', 'peer'];
}

/**
 * Loads every page `runs` times in each app, alternating portal, variant (when given) and peer load
 * by load, so that whatever else the machine does weighs on all alike. One discarded warm-up load of
 * each first.
 */
export async function alternateLoads(
  browser: Browser,
  apps: AppsUnderTest,
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
      for (const side of turnOrder(run, variant !== undefined)) {
        const app = appOf(apps, side);
        const page = side === 'peer' ? result.page.peer : result.page.portal;
        result[side]!.push(await coldLoad(browser, app, page, slower));
      }
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
