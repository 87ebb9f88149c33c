import { defineConfig } from '@playwright/test';
import { failureEvidence } from './src/failureEvidence';
import { CHROMIUM_ARGS, requireTestChromium, TEST_CHROMIUM_PATH, shellUrl } from './src/ports';

requireTestChromium();
const { retries, failOnFlakyTests, trace } = failureEvidence();

export default defineConfig({
  testDir: './tests',
  // One portal and one database for the run; the machine has two cores.
  workers: 1,
  fullyParallel: false,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  retries,
  failOnFlakyTests,
  // A focused test would silently drop every other one from the run.
  forbidOnly: true,
  globalSetup: require.resolve('./src/globalSetup'),
  outputDir: '../../test-results/playwright',
  use: {
    baseURL: shellUrl,
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace,
    screenshot: 'only-on-failure',
  },
});
