import { defineConfig } from '@playwright/test';
import { failureEvidence } from '../../failureEvidence';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../ports';

// The browser configs' failure evidence on two tests of its own (failureEvidence.test.ts).
const { retries, failOnFlakyTests, trace } = failureEvidence();

export default defineConfig({
  testDir: '.',
  testMatch: 'failsOnce.spec.ts',
  workers: 1,
  retries,
  failOnFlakyTests,
  outputDir: process.env.FAILURE_EVIDENCE_OUTPUT,
  use: { launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS }, trace },
});
