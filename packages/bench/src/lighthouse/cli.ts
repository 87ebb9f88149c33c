// npm run bench:lighthouse -w packages/bench: Lighthouse's mobile performance score of the
// dashboard, the portal's and the single-bundle peer's in turns, each run a signed-in person's
// first visit (cold cache) or, with BENCH_LIGHTHOUSE_VISIT=repeat, a repeat visit (warm cache).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portal/e2e/ports';
import { sessionEntries } from '@portal/e2e/signIn';
import { ensureBuilt, REPO_ROOT } from '@portal/launcher';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { PEER_AUTH, startComparedApps } from '../peer/comparedApps';
import { peerComparisonSettings } from '../peer/settings';
import { figuresOf, lighthouseTable, measureUntilPainted, type LighthouseRun, type Visit } from './figures';

const LIGHTHOUSE_VERSION = '12.8.2';
// Lighthouse is not a dependency of the project (200 packages for a figure taken by hand): it runs
// from a folder of its own, as the peer does.
const HOW_TO_INSTALL = `mkdir /tmp/lh && (cd /tmp/lh && npm init -y && npm i lighthouse@${LIGHTHOUSE_VERSION}), then BENCH_LIGHTHOUSE_DIR=/tmp/lh`;
// What the browser keeps of a visit besides the page's storage: removed before each first visit,
// so that the session stays signed in while nothing else is there.
const CACHE_FOLDERS = ['Cache', 'Code Cache', 'GPUCache'];
// A run whose tab never painted (NO_FCP) is taken again, at most this many times in all.
const ATTEMPTS = 3;

function visitSetting(): Visit {
  const visit = process.env.BENCH_LIGHTHOUSE_VISIT ?? 'first';
  if (visit !== 'first' && visit !== 'repeat')
    throw new Error(`BENCH_LIGHTHOUSE_VISIT is 'first' or 'repeat', not '${visit}'`);
  return visit;
}

/** Lighthouse's command line in BENCH_LIGHTHOUSE_DIR, and its version. */
function lighthouseCli(): { cli: string; version: string } {
  const dir = process.env.BENCH_LIGHTHOUSE_DIR;
  if (!dir)
    throw new Error(`Set BENCH_LIGHTHOUSE_DIR to a folder with Lighthouse installed: ${HOW_TO_INSTALL}`);
  const installed = join(resolve(dir), 'node_modules', 'lighthouse');
  const cli = join(installed, 'cli', 'index.js');
  if (!existsSync(cli)) throw new Error(`No Lighthouse in ${dir}: ${HOW_TO_INSTALL}`);
  const { version } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
    version: string;
  };
  // Scores of different versions do not compare (each weighs and simulates its own way).
  if (version !== LIGHTHOUSE_VERSION)
    console.warn(
      `Lighthouse ${version} in ${dir}: the figures in docs/performance.md come from ${LIGHTHOUSE_VERSION}`,
    );
  return { cli, version };
}

interface SignedInPage {
  /** A page of the app's origin to store the session from (before any of its pages needs it). */
  origin: string;
  entries: { name: string; value: string }[];
  /** The page measured: opened once more after the session is stored, for a repeat visit. */
  url: string;
}

/**
 * A Chromium profile holding the apps' sessions in their pages' storage; for a repeat visit, with
 * each measured page opened once, so that its scripts are in the profile's cache.
 */
async function signedInProfile(pages: readonly SignedInPage[], visit: Visit) {
  const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const page = await context.newPage();
  for (const { origin, entries, url } of pages) {
    await page.goto(origin);
    await page.evaluate(
      (items) => items.forEach(({ name, value }) => localStorage.setItem(name, value)),
      entries,
    );
    if (visit === 'repeat') await page.goto(url, { waitUntil: 'networkidle' });
  }
  await context.close();
  return profile;
}

async function runLighthouse(cli: string, url: string, visit: Visit, profile: string, output: string) {
  if (visit === 'first')
    for (const folder of CACHE_FOLDERS)
      rmSync(join(profile, 'Default', folder), { recursive: true, force: true });
  // Lighthouse starts its own Chromium: attached to one Playwright launched, its tab never painted.
  await promisify(execFile)(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--only-categories=performance',
      // Keeps the session in the page's storage (and the cache, cleared above for a first visit).
      '--disable-storage-reset',
      `--chrome-flags=--headless=new --no-sandbox --user-data-dir=${profile}`,
      '--output=json',
      `--output-path=${output}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 16 * 1024 * 1024 },
  );
  return figuresOf(JSON.parse(readFileSync(output, 'utf8')), url, visit);
}

async function main(): Promise<void> {
  const { cli, version } = lighthouseCli();
  const visit = visitSetting();
  const { basePort, peerPort, runs } = peerComparisonSettings();
  const step = (text: string) => console.log(`-- ${text}`);
  step('building what is not built');
  await ensureBuilt();
  step(`portal on ports ${basePort}-${basePort + 6} (small data set), peer on ${peerPort}`);
  const apps = await startComparedApps(basePort, peerPort);
  const resultsDir = join(REPO_ROOT, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });
  let profile: string | undefined;
  try {
    const pages = [
      {
        app: 'portal',
        origin: `${apps.portal.shellUrl}/login`,
        entries: sessionEntries(apps.account),
        url: `${apps.portal.shellUrl}/app`,
        report: 'lighthouse-portal.json',
      },
      {
        app: 'single bundle',
        origin: apps.peer.url,
        entries: [PEER_AUTH],
        url: `${apps.peer.url}/#/`,
        report: 'lighthouse-peer.json',
      },
    ];
    const signedIn = await signedInProfile(pages, visit);
    profile = signedIn;
    const results: LighthouseRun[] = [];
    const start = loadavg()[0]!;
    for (let round = 0; round < runs; round++) {
      // In turns, the first app swapping every round: the machine's drift weighs on both alike.
      for (const page of round % 2 ? [...pages].reverse() : pages) {
        // Each app's last report stays, for what the figures do not say (its LCP element, long tasks).
        const run = `round ${round + 1} of ${runs}, ${page.app}`;
        const figures = await measureUntilPainted(
          () => runLighthouse(cli, page.url, visit, signedIn, join(resultsDir, page.report)),
          ATTEMPTS,
          () => step(`${run}: the tab never painted (NO_FCP), run again`),
        );
        step(`${run}: ${figures.score}`);
        results.push({ app: page.app, figures });
      }
    }
    writeFileSync(join(resultsDir, 'lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\n${lighthouseTable(results)}`);
    console.log(
      `(Lighthouse ${version}, mobile preset, the dashboard signed in, a ${visit} visit; load average ${start.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end)`,
    );
  } finally {
    if (profile) rmSync(profile, { recursive: true, force: true });
    await apps.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
