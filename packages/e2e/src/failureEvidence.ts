import type { PlaywrightTestConfig } from '@playwright/test';
import { speedTricksOff } from '@portal/build/speed';

type FailureEvidence = Required<Pick<PlaywrightTestConfig, 'retries' | 'failOnFlakyTests'>> & {
  trace: 'on-first-retry' | 'retain-on-failure';
};

/**
 * How a failed browser test leaves its trace. Recording one for every test (to keep it when the test
 * fails) cost a quarter of the browser step's CPU: 6 specs, 34 tests, 132-139 CPU-s and 82-86 s with,
 * 100-103 CPU-s and 67-69 s without (29 Nov 2026, docs/testing.md "Where the time goes"). So a test
 * runs without one, and a failed test runs once more with one. That second run never turns the
 * failure into a pass: a test that fails and then passes is flaky, and flaky fails the run.
 * Off with PORTAL_SPEED_OFF=traceOnRetry (a trace of every test, kept on failure, no second run).
 */
export function failureEvidence(env: NodeJS.ProcessEnv = process.env): FailureEvidence {
  if (speedTricksOff(env).has('traceOnRetry')) {
    return { retries: 0, failOnFlakyTests: true, trace: 'retain-on-failure' };
  }
  return { retries: 1, failOnFlakyTests: true, trace: 'on-first-retry' };
}
