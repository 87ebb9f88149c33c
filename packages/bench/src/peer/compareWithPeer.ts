import type { CouponsResponse } from '@portal/contract/coupons';
import type { UsersResponse } from '@portal/contract/users';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portal/e2e/ports';
import { writeStorageState } from '@portal/e2e/signIn';
import { startPortal } from '@portal/launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { apiGetter } from '../api/targets';
import { alternateLoads, isThrottled, type AppsUnderTest, type Throttle } from './alternateLoads';
import { compareWithBaseline, formatBaselineComparison, readBaseline, recordRatios } from './baseline';
import { comparedPages } from './comparedPages';
import { compareMenuVisits, formatMenuVisits } from './menuVisits';
import { PEER_AUTH, startComparedApps } from './comparedApps';
import { comparisonRows, formatComparison, formatWaterfall, type ComparisonRow } from './report';

export interface PeerComparisonOptions {
  /** Ports of the portal (shell = base, remotes after it, API = base + 1000). */
  basePort: number;
  peerPort: number;
  runs: number;
  resultsDir: string;
  step: (text: string) => void;
  /** A second build of the portal (`root` holds `<app dir>/dist`), served on base + 10 and loaded in turns. */
  variant?: { root: string; label: string };
  /** Write this run's ratios as the baseline the next runs are compared with. */
  recordBaseline: boolean;
  /** A slower device and network for both apps. */
  throttle: Throttle;
  /** Only these pages (their names), for a quicker look at a few; all when undefined. */
  pages?: string[];
}

// The second build's ports start after the peer's (base + 7).
const VARIANT_PORT_OFFSET = 10;

/**
 * Cold loads of the same pages in the portal and in the single-bundle peer, alternating, with the
 * portal's request waterfall per page. Prints both and returns the per-page rows.
 */
export async function compareWithPeer(options: PeerComparisonOptions): Promise<ComparisonRow[]> {
  const { step } = options;
  if (options.recordBaseline && options.pages)
    throw new Error('A baseline is recorded from every page: unset BENCH_PAGES to record one');
  step(
    `portal on ports ${options.basePort}-${options.basePort + 6} (small data set), peer on ${options.peerPort}`,
  );
  const compared = await startComparedApps(options.basePort, options.peerPort);
  const { portal, peer, account } = compared;
  // The second build calls the first one's API: both show the same data, and one API process serves both.
  const variantPortal =
    options.variant &&
    (await startPortal({
      basePort: options.basePort + VARIANT_PORT_OFFSET,
      api: false,
      apiUrl: portal.upstreamApiUrl,
      buildsRoot: options.variant.root,
    }).catch(async (error: unknown) => {
      await compared.close();
      throw error;
    }));
  try {
    mkdirSync(options.resultsDir, { recursive: true });
    const storageState = join(options.resultsDir, 'peer-comparison-storage-state.json');
    writeStorageState(storageState, portal.shellUrl, account);
    const variantStorageState = join(options.resultsDir, 'peer-comparison-variant-storage-state.json');
    if (variantPortal) writeStorageState(variantStorageState, variantPortal.shellUrl, account);
    const get = apiGetter(portal.apiUrl, account.token);
    const [user] = (await get<UsersResponse>('/admin/users?limit=1')).users;
    if (!user) throw new Error('The API has no user to open');
    const { coupons } = await get<CouponsResponse>('/admin/coupons?limit=100');
    const allPages = comparedPages({
      user: { id: user.id, email: user.email },
      couponRows: Math.min(25, coupons.length),
    });
    const pages = options.pages ? allPages.filter((page) => options.pages!.includes(page.name)) : allPages;
    const unknown = options.pages?.filter((name) => !allPages.some((page) => page.name === name)) ?? [];
    if (unknown.length > 0)
      throw new Error(
        `BENCH_PAGES: no page ${unknown.join(', ')}; the pages: ${allPages.map((page) => page.name).join(', ')}`,
      );

    const apps: AppsUnderTest = {
      portal: { baseUrl: portal.shellUrl, storageState },
      peer: {
        baseUrl: peer.url,
        storageState: { cookies: [], origins: [{ origin: peer.url, localStorage: [PEER_AUTH] }] },
      },
      ...(variantPortal && {
        variant: { baseUrl: variantPortal.shellUrl, storageState: variantStorageState },
      }),
    };
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const results = await alternateLoads(browser, apps, pages, options.runs, options.throttle, step);
    const dashboard = allPages.find((page) => page.name === 'dashboard');
    if (!dashboard) throw new Error('no dashboard among the compared pages to start the menu visits from');
    const visits = await compareMenuVisits(
      browser,
      apps,
      dashboard,
      pages,
      options.runs,
      options.throttle,
      step,
    );
    await browser.close();

    const rows = comparisonRows(results);
    writeFileSync(join(options.resultsDir, 'peer-comparison.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\n${results.map(formatWaterfall).join('\n\n')}\n`);
    console.log(`${formatComparison(rows, options.runs, options.variant?.label)}\n`);
    writeFileSync(join(options.resultsDir, 'peer-menu-visits.json'), `${JSON.stringify(visits, null, 2)}\n`);
    console.log(`${formatMenuVisits(visits, options.runs, options.variant?.label)}\n`);
    // The baseline holds unthrottled ratios: a throttled run compares with the peer alone.
    const baseline = isThrottled(options.throttle) ? undefined : readBaseline();
    if (baseline) console.log(`${formatBaselineComparison(compareWithBaseline(rows, baseline), baseline)}\n`);
    if (options.recordBaseline && !isThrottled(options.throttle)) {
      step(`recorded as the baseline: ${JSON.stringify(recordRatios(rows, options.runs))}`);
    }
    return rows;
  } finally {
    await variantPortal?.close();
    await compared.close();
  }
}
