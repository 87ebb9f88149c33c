// A section's first visit from the side menu, in both apps: from the dashboard (the page staff
// land on), the pointer rests on the section's menu link, then clicks it; timed from the click to
// the section's content painted.
import type { Browser } from 'playwright-core';
import { markdownTable } from '../markdownTable';
import { POINTER_REST_MS } from '../sectionSwitch';
import { median, pairedRatioInterval, ratioText } from '../stats';
import {
  appOf,
  coldTab,
  openUntilVisible,
  TIMEOUT_MS,
  turnOrder,
  type AppsUnderTest,
  type AppUnderTest,
  type Throttle,
} from './alternateLoads';
import type { AppPage, ComparedPage } from './comparedPages';

export interface MenuVisits {
  /** The page visited (its ComparedPage name). */
  page: string;
  /** Each visit's time from the click to the content painted, ms. */
  portal: number[];
  peer: number[];
  variant?: number[];
}

/**
 * A page script: clicks `link`, then resolves with the time from the click until `target`'s content
 * holds on its path and the next frame is painted (the visible probe's measure). A source string,
 * as the portal's policy forbids the page to evaluate code it builds.
 */
export function clickToVisibleScript(link: string, target: AppPage): string {
  return `new Promise((resolve, reject) => {
  const ready = ${target.ready};
  const onPage = () => (location.pathname + location.hash).startsWith(${JSON.stringify(target.path)});
  const link = document.querySelector(${JSON.stringify(link)});
  if (!link) return reject(new Error('no menu link ' + ${JSON.stringify(link)}));
  let clickedAt = 0;
  let shown = false;
  const check = () => {
    let holds = false;
    try { holds = !shown && onPage() && ready(); } catch { holds = false; }
    if (!holds) return;
    shown = true;
    observer.disconnect();
    clearTimeout(timer);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - clickedAt);
      channel.port2.postMessage(0);
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  const timer = setTimeout(() => {
    observer.disconnect();
    reject(new Error('the content was not visible ${TIMEOUT_MS} ms after the click'));
  }, ${TIMEOUT_MS});
  clickedAt = performance.now();
  link.click();
  check();
})`;
}

/** One visit: `start` cold in a new context, quiet, then `target` from its menu link. */
async function visitFromMenu(
  browser: Browser,
  app: AppUnderTest,
  start: AppPage,
  link: string,
  target: AppPage,
  slower: Throttle,
): Promise<number> {
  const tab = await coldTab(browser, app, start, slower);
  try {
    await openUntilVisible(tab, app, start);
    await tab.waitForLoadState('networkidle');
    // The pointer reaches the link and rests there as a person's does before clicking.
    await tab.hover(link);
    await tab.waitForTimeout(POINTER_REST_MS);
    return (await tab.evaluate(clickToVisibleScript(link, target))) as number;
  } finally {
    await tab.context().close();
  }
}

/**
 * Each page with a menu link, visited `runs` times from `start`'s menu in each app, in turns as the
 * cold loads are (turnOrder).
 */
export async function compareMenuVisits(
  browser: Browser,
  apps: AppsUnderTest,
  start: ComparedPage,
  pages: readonly ComparedPage[],
  runs: number,
  slower: Throttle,
  progress: (text: string) => void,
): Promise<MenuVisits[]> {
  const withVariant = apps.variant !== undefined;
  const visited = pages.filter((page) => page.menuLink);
  const results = visited.map((page): MenuVisits => ({
    page: page.name,
    portal: [],
    peer: [],
    ...(withVariant && { variant: [] }),
  }));
  for (let run = 0; run < runs; run++) {
    progress(`first visits from the menu, round ${run + 1} of ${runs}`);
    for (const [index, page] of visited.entries()) {
      for (const side of turnOrder(run, withVariant)) {
        const app = side === 'peer' ? 'peer' : 'portal';
        const time = await visitFromMenu(
          browser,
          appOf(apps, side),
          start[app],
          page.menuLink![app],
          page[app],
          slower,
        );
        results[index]![side]!.push(time);
      }
    }
  }
  return results;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** Per page: the median visit in each app and the portal's share of the peer's (the target: at most 1). */
export function formatMenuVisits(visits: readonly MenuVisits[], runs: number, variantLabel?: string): string {
  const header = ['first visit from the menu', 'single bundle', 'portal', 'ratio', 'target'];
  if (variantLabel !== undefined) header.push(variantLabel, `${variantLabel} / portal`);
  const rows = visits.map(({ page, portal, peer, variant }) => {
    const ratio = median(portal) / median(peer);
    const cells = [
      page,
      ms(median(peer)),
      ms(median(portal)),
      ratioText(ratio, pairedRatioInterval(portal, peer)),
      ratio <= 1 ? '<= 1x' : '> 1x',
    ];
    if (variant) {
      const variantRatio = median(variant) / median(portal);
      cells.push(ms(median(variant)), ratioText(variantRatio, pairedRatioInterval(variant, portal)));
    }
    return cells;
  });
  return `${markdownTable(header, rows)}\n(from the dashboard, the pointer ${POINTER_REST_MS} ms on the link before the click; median of ${runs} visits each, alternating; 90% intervals in brackets)`;
}
