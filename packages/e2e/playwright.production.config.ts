import { defineConfig } from '@playwright/test';
import { PRODUCTION_URL } from '@portal/delivery';
import { REPO_ROOT } from '@portal/launcher';
import { failureEvidence } from './src/failureEvidence';
import { CHROMIUM_ARGS, requireTestChromium, TEST_CHROMIUM_PATH } from './src/ports';
import { productionReleasesRoot } from './src/releases';

requireTestChromium();
const { retries, failOnFlakyTests, trace } = failureEvidence();

// The browser checks against the production topology (docs/production.md): `npm run start:production`
// itself, as an operator runs it, on its fixed ports (nginx 8080, API processes 4001 and 4002),
// configured with Google sign-in against an OpenID Connect server on loopback that
// production/startWithGoogle.ts starts first (Playwright starts the webServer before globalSetup).
export default defineConfig({
  testDir: './production',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries,
  failOnFlakyTests,
  outputDir: '../../test-results/playwright-production',
  webServer: {
    command: 'npx tsx packages/e2e/production/startWithGoogle.ts',
    cwd: REPO_ROOT,
    url: `${PRODUCTION_URL}/`,
    // Builds what is stale first; the first start also creates the PostgreSQL cluster and seeds it.
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // The release test's own releases root, apart from an operator's.
    env: { PORTAL_RELEASES_DIR: productionReleasesRoot },
    // Ctrl-C's way: the launcher stops nginx, the API processes and PostgreSQL in turn.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
  use: {
    baseURL: PRODUCTION_URL,
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace,
    screenshot: 'only-on-failure',
  },
});
