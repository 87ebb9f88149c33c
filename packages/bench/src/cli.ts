// npm run bench: builds the portal for production, serves it against the reference API on the
// large data set, drives Chromium through every route and prints one table of figures (also
// written to bench-results/bench.json). See docs/performance.md.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portal/e2e/ports';
import { signInThroughStandIn, writeStorageState } from '@portal/e2e/signIn';
import { ensureBuilt, REPO_ROOT, startPortal } from '@portal/launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { measureEngines } from './api/engines';
import { engineSettings } from './api/settings';
import { apiGetter } from './api/targets';
import { measureRoute } from './pageLoads';
import { compareWithPeer } from './peer/compareWithPeer';
import { peerComparisonSettings } from './peer/settings';
import { formatTable, type BenchResults } from './report';
import { benchRoutes } from './routes';
import { measureSearch, searchLists } from './searchTiming';
import { measureSectionSwitch } from './sectionSwitch';
import { measureSharedLibraries } from './sharedLibraries';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const BASE_PORT = setting('BENCH_BASE_PORT', 4700);
const RUNS = setting('BENCH_RUNS', 5);
const API = engineSettings((text) => step(text));
const DATA_DIR = API.pgliteDataDir;
const RESULTS_DIR = join(REPO_ROOT, 'bench-results');

const step = (text: string) => console.log(`-- ${text}`);

/** The portal's own figures: every route, the searches and the shared libraries, in Chromium. */
async function measurePortal() {
  step(`starting the portal on ports ${BASE_PORT}-${BASE_PORT + 6} with the large data set (${DATA_DIR})`);
  const portal = await startPortal({ basePort: BASE_PORT, api: { dataDir: DATA_DIR, seedScale: 'large' } });
  try {
    const account = await signInThroughStandIn(portal.apiUrl, portal.shellUrl, 'admin@example.com');
    mkdirSync(RESULTS_DIR, { recursive: true });
    const storageState = join(RESULTS_DIR, 'admin-storage-state.json');
    writeStorageState(storageState, portal.shellUrl, account);
    const get = apiGetter(portal.apiUrl, account.token);

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const routes = await benchRoutes(get);
    const setup = { browser, shellUrl: portal.shellUrl, storageState, runs: RUNS };
    const routeFigures = [];
    for (const route of routes) {
      step(`route ${route.name}: ${RUNS} cold and ${RUNS} warm loads`);
      routeFigures.push(await measureRoute(setup, route));
    }
    const routeNamed = (name: string) => routes.find((route) => route.name === name)!;
    step('section switch: the users list, then Coupons from the side menu');
    const sectionSwitch = await measureSectionSwitch(
      browser,
      portal.shellUrl,
      storageState,
      routeNamed('/app/users'),
      routeNamed('/app/coupons'),
      'Coupons',
      RUNS,
    );
    const searches = [];
    for (const list of await searchLists(get, RUNS)) {
      step(`search in ${list.name}`);
      searches.push(await measureSearch(browser, portal.shellUrl, storageState, list));
    }
    step('shared libraries after every route');
    const sharedLibraries = await measureSharedLibraries(browser, portal.shellUrl, storageState, routes);
    await browser.close();
    return { routes: routeFigures, sectionSwitch, searches, sharedLibraries };
  } finally {
    await portal.close();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  step('building what is not built');
  await ensureBuilt();
  step('cold loads side by side with the single-bundle peer');
  await compareWithPeer({ ...peerComparisonSettings(), resultsDir: RESULTS_DIR, step });
  const portal = await measurePortal();
  // The API alone, in processes of its own, once the portal has released the data folder.
  const engines = await measureEngines(API);
  const results: BenchResults = {
    measuredAt: new Date().toISOString(),
    machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`,
    dataSet: 'large: 50,000 organisations, 200,000 users, 1,000,000 activities',
    ...portal,
    engines,
  };
  writeFileSync(join(RESULTS_DIR, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${formatTable(results)}\n`);
  console.log(
    `${results.machine}; ${results.dataSet}. Written to bench-results/bench.json in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
