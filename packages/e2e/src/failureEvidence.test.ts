import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CONFIG = join(__dirname, 'testing', 'failureEvidence', 'playwright.config.ts');
const PLAYWRIGHT_CLI = require.resolve('@playwright/test/cli');

interface RunOfTwoTests {
  exitCode: number | null;
  /** Playwright's JSON report: the launcher's judge counts a flaky test as failed (testReports.ts). */
  report: { suites: { specs: { title: string; tests: { status: string; results: unknown[] }[] }[] }[] };
  /** Every trace file the run kept, relative to the run's temporary folder. */
  traces: string[];
}

/** Runs `failsOnce.spec.ts` (a test that passes, and one that fails on its first run only). */
function runTwoTests(speedOff = ''): RunOfTwoTests {
  const output = mkdtempSync(join(tmpdir(), 'failure-evidence-'));
  try {
    const reportFile = join(output, 'report.json');
    // Playwright refuses to run where it sees jest's worker.
    const { JEST_WORKER_ID: _jestWorker, ...env } = process.env;
    const run = spawnSync(process.execPath, [PLAYWRIGHT_CLI, 'test', '--config', CONFIG, '--reporter=json'], {
      env: {
        ...env,
        PORTAL_SPEED_OFF: speedOff,
        FAILURE_EVIDENCE_OUTPUT: join(output, 'results'),
        PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
      },
      encoding: 'utf8',
    });
    const traces = readdirSync(output, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('trace.zip'),
    );
    return { exitCode: run.status, report: JSON.parse(readFileSync(reportFile, 'utf8')), traces };
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}

const statusOf = (run: RunOfTwoTests, title: string) =>
  run.report.suites[0]!.specs.find((spec) => spec.title === title)!.tests[0]!;

describe('failure evidence of the browser tests', () => {
  it('runs a failed test again with a trace, and the run still fails: a flake is a failure', () => {
    const run = runTwoTests();

    expect(run.exitCode).toBe(1);
    expect(statusOf(run, 'passes')).toMatchObject({ status: 'expected', results: [expect.anything()] });
    expect(statusOf(run, 'fails once')).toMatchObject({
      status: 'flaky',
      results: [expect.anything(), expect.anything()],
    });
    // Only the second run of the failed test was traced: the passing test and first runs cost none.
    expect(run.traces).toEqual([expect.stringMatching(/fails-once-retry1[/\\]trace\.zip$/)]);
  }, 60_000);

  it('with the trick off, traces every test, keeps the failed one and runs nothing twice', () => {
    const run = runTwoTests('traceOnRetry');

    expect(run.exitCode).toBe(1);
    expect(statusOf(run, 'fails once')).toMatchObject({ status: 'unexpected', results: [expect.anything()] });
    expect(run.traces).toEqual([expect.stringMatching(/fails-once[/\\]trace\.zip$/)]);
  }, 60_000);
});
