// npm run bench: builds the portal for production, serves it against the reference API on the
// large data set, drives Chromium through every route and prints one table of figures (also
// written to bench-results/bench.json). See the README's "Performance" section.
import { measureApiLatency } from '@portal/admin-api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portal/e2e/ports';
import { signInThroughStandIn, writeStorageState } from '@portal/e2e/signIn';
import { ensureBuilt, REPO_ROOT, startPortal } from '@portal/launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { apiGetter } from './apiGet';
import { runApiLoad } from './apiLoad';
import { measureRoute } from './pageLoads';
import { compareWithPeer } from './peer/compareWithPeer';
import { peerComparisonSettings } from './peer/settings';
import { formatTable, type BenchResults } from './report';
import { benchRoutes } from './routes';
import { measureSearch, searchLists } from './searchTiming';
import { measureSharedLibraries } from './sharedLibraries';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const BASE_PORT = setting('BENCH_BASE_PORT', 4700);
const RUNS = setting('BENCH_RUNS', 5);
const API_ROUNDS = setting('BENCH_API_ROUNDS', 50);
// Seeded on first use (about 4 minutes), then reused.
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.data/admin-api-large';
const RESULTS_DIR = join(REPO_ROOT, 'bench-results');

const step = (text: string) => console.log(`-- ${text}`);

async function main(): Promise<void> {
  const started = Date.now();
  step('building what is not built');
  await ensureBuilt();
  step('cold loads side by side with the single-bundle peer');
  await compareWithPeer({ ...peerComparisonSettings(), resultsDir: RESULTS_DIR, step });
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
    const searches = [];
    for (const list of await searchLists(get, RUNS)) {
      step(`search in ${list.name}`);
      searches.push(await measureSearch(browser, portal.shellUrl, storageState, list));
    }
    step('shared libraries after every route');
    const sharedLibraries = await measureSharedLibraries(browser, portal.shellUrl, storageState, routes);
    await browser.close();

    step(`API: ${API_ROUNDS} calls of each list, search and detail call`);
    const api = await measureApiLatency(portal.apiUrl, account.token, API_ROUNDS);
    step('API: 50 connections for 20 s');
    const load = await runApiLoad(portal.apiUrl, account.token);

    const results: BenchResults = {
      measuredAt: new Date().toISOString(),
      machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`,
      dataSet: 'large: 50,000 organisations, 200,000 users, 1,000,000 activities',
      routes: routeFigures,
      searches,
      sharedLibraries,
      api,
      load,
    };
    writeFileSync(join(RESULTS_DIR, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\n${formatTable(results)}\n`);
    console.log(
      `${results.machine}; ${results.dataSet}. Written to bench-results/bench.json in ${Math.round((Date.now() - started) / 1000)} s.`,
    );
  } finally {
    await portal.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
